import { gameContent, gameDesign, gamePrizes } from './game-content.ts';
import { BASE_DESIGN } from './looks.ts';
import { everyDays } from './rules.ts';
import type { PopupTemplate, TemplateDesign } from './types.ts';

/** Night purple to blue with gold: a wheel of fortune. */
const FESTIVE = {
  font: 'poppins',
  background: { kind: 'gradient', from: '#2b1055', to: '#4f6fc7', angle: 165 },
  text_color: '#e9e4ff',
  heading_color: '#ffffff',
  heading_size: 34,
  radius: 22,
  shadow: 'strong',
  button: {
    background: '#ffd166',
    color: '#2b1055',
    hover_background: '#ffe29a',
    radius: 24,
    full_width: true,
  },
  input: { style: 'filled', background: '#ffffff', color: '#2b1055', border_color: '#c9b8ff', radius: 12 },
  close: { color: '#ffffff' },
  overlay: { color: '#120428', opacity: 0.72 },
  padding: 32,
  align: 'center',
} as const;

/** Blush and raspberry: a scratch card at the till. */
const CANDY = {
  font: 'nunito',
  background: { kind: 'color', color: '#fff1f6' },
  text_color: '#5b3a4a',
  heading_color: '#a3124f',
  heading_size: 32,
  radius: 20,
  shadow: 'strong',
  button: {
    background: '#c2185b',
    color: '#ffffff',
    hover_background: '#a3124f',
    radius: 12,
    full_width: true,
  },
  input: { style: 'outlined', background: '#ffffff', color: '#5b3a4a', border_color: '#f0b8cf', radius: 12 },
  close: { color: '#5b3a4a' },
  overlay: { color: '#3b0a22', opacity: 0.6 },
  padding: 32,
  align: 'center',
} as const;

/** Pine green and red: a present under the tree. */
const PINE = {
  font: 'inter',
  background: { kind: 'color', color: '#0f3d2e' },
  text_color: '#d7efe3',
  heading_color: '#ffffff',
  heading_size: 34,
  radius: 20,
  shadow: 'strong',
  button: {
    background: '#e63946',
    color: '#ffffff',
    hover_background: '#c92f3b',
    radius: 12,
    full_width: true,
  },
  input: { style: 'filled', background: '#ffffff', color: '#0f3d2e', border_color: '#9cc9b4', radius: 12 },
  close: { color: '#ffffff' },
  overlay: { color: '#03140e', opacity: 0.7 },
  padding: 32,
  align: 'center',
} as const;

const gameLook = (format: number, look: TemplateDesign['look'], extra: TemplateDesign): TemplateDesign => {
  const { prizes: _prizes, ...behaviour } = gameDesign(format, 'en');
  return { ...BASE_DESIGN, ...behaviour, look, ...extra };
};

/** Prize games: a spin wheel, a scratch card and gift boxes (the type's three formats). */
export const GAME_TEMPLATES: PopupTemplate[] = [
  {
    id: 'game-spin-wheel',
    goal: 'game',
    name: { en: 'Spin to win wheel', he: 'גלגל מזל' },
    summary: {
      en: 'A wheel of six prizes with confetti; the winner leaves an email for the code.',
      he: 'גלגל עם שישה פרסים וקונפטי; הזוכים משאירים אימייל לקבלת הקוד.',
    },
    type: 'gamified',
    format: 3,
    target: 'lead',
    content: { en: gameContent(3, 'en'), he: gameContent(3, 'he') },
    prizes: { en: gamePrizes(3, 'en'), he: gamePrizes(3, 'he') },
    design_properties: gameLook(3, FESTIVE, { poptin_design_background_effect: 'confetti' }),
    display_rules: everyDays(7),
    triggers: { seconds_on_page: 4 },
    x_close_button: true,
  },
  {
    id: 'game-scratch-card',
    goal: 'game',
    name: { en: 'Scratch card for an email', he: 'כרטיס גירוד תמורת אימייל' },
    summary: {
      en: 'Email first, then the visitor scratches a card to reveal a discount.',
      he: 'קודם אימייל, ואז המבקרים מגרדים כרטיס וחושפים הנחה.',
    },
    type: 'gamified',
    format: 2,
    target: 'lead',
    content: { en: gameContent(2, 'en', true), he: gameContent(2, 'he', true) },
    prizes: { en: gamePrizes(2, 'en'), he: gamePrizes(2, 'he') },
    design_properties: gameLook(2, CANDY, {
      disable_post_play_screen: 1,
      poptin_design_background_effect: 'starry-sky',
    }),
    display_rules: everyDays(7),
    triggers: { exit_intent: true },
    x_close_button: true,
  },
  {
    id: 'game-gift-box',
    goal: 'game',
    name: { en: 'Pick a gift box', he: 'בחרו קופסת מתנה' },
    summary: {
      en: 'Three wrapped boxes in the snow; one click opens a prize.',
      he: 'שלוש קופסאות עטופות בשלג; לחיצה אחת פותחת פרס.',
    },
    type: 'gamified',
    format: 1,
    target: 'lead',
    content: { en: gameContent(1, 'en'), he: gameContent(1, 'he') },
    prizes: { en: gamePrizes(1, 'en'), he: gamePrizes(1, 'he') },
    design_properties: gameLook(1, PINE, { gift_box_count: 3, poptin_design_background_effect: 'snow' }),
    display_rules: everyDays(7),
    triggers: { seconds_on_page: 6 },
    x_close_button: true,
  },
];
