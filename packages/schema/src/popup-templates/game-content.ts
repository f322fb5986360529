import type { TBlock, TPopupContent } from '../popup-content.ts';
import type { TLang } from '../popup.ts';
import type { TPrizeSet } from '../prizes.ts';
import { closeButton, coupon, emailField, fields, heading, submit, text } from './blocks.ts';

/**
 * What a gamified popup starts with (spec sections 2 and 3): its screens (play, post-play, winning,
 * losing) and a prize set, per format and language. A new game popup gets these, so it plays at
 * once; the game templates start from them too.
 */

type GameFormat = 1 | 2 | 3;

/** The play button: Open (gift box), Scratch (scratch card), Spin (wheel). */
const PLAY: Record<TLang, Record<GameFormat, string>> = {
  en: { 1: 'Open', 2: 'Scratch', 3: 'Spin' },
  he: { 1: 'פתחו', 2: 'גרדו', 3: 'סובבו' },
};

const COPY = {
  en: {
    title: { 1: 'Pick a gift', 2: 'Scratch and win', 3: 'Spin to win' } as Record<GameFormat, string>,
    pitch: {
      1: 'One of these boxes holds your prize. Tap one to open it.',
      2: 'Scratch the card to see what you won.',
      3: 'Try your luck: every spin can win a discount.',
    } as Record<GameFormat, string>,
    won: 'You won {{prize_label}}!',
    claim: 'Where should we send your code?',
    email: 'Your email',
    send: 'Get my code',
    yours: 'Your prize: {{prize_label}}',
    copy: 'Use the code at checkout, today or on your next visit.',
    lost: 'So close!',
    sorry: 'No prize this time. Thanks for playing!',
    close: 'Back to the shop',
  },
  he: {
    title: { 1: 'בחרו מתנה', 2: 'גרדו וזכו', 3: 'סובבו וזכו' } as Record<GameFormat, string>,
    pitch: {
      1: 'באחת הקופסאות מחכה לכם פרס. הקישו על אחת כדי לפתוח.',
      2: 'גרדו את הכרטיס כדי לגלות מה זכיתם.',
      3: 'נסו את מזלכם: כל סיבוב יכול לזכות בהנחה.',
    } as Record<GameFormat, string>,
    won: 'זכיתם ב{{prize_label}}!',
    claim: 'לאן לשלוח לכם את הקוד?',
    email: 'האימייל שלכם',
    send: 'שלחו לי את הקוד',
    yours: 'הפרס שלכם: {{prize_label}}',
    copy: 'השתמשו בקוד בקופה, היום או בביקור הבא.',
    lost: 'כמעט!',
    sorry: 'הפעם בלי פרס. תודה ששיחקתם!',
    close: 'חזרה לחנות',
  },
} as const;

const asFormat = (format: number): GameFormat => (format === 1 || format === 2 ? format : 3);

/** The play button of a game format, in a language. */
export const playButton = (format: number, lang: TLang): TBlock => ({
  type: 'button',
  label: PLAY[lang][asFormat(format)],
  action: 'play',
});

/**
 * A game's screens: the play screen (title, pitch, play button), the post-play screen (the claim
 * form after a win), the winning screen (the prize's code as a coupon) and the losing screen.
 * With `formFirst` (`disable_post_play_screen` 1) the email field is on the play screen instead.
 */
export function gameContent(format: number, lang: TLang, formFirst = false): TPopupContent {
  const copy = COPY[lang];
  const game = asFormat(format);
  const play: TBlock[] = [heading(copy.title[game]), text(copy.pitch[game])];
  if (formFirst) play.push(fields(emailField(copy.email)));
  play.push(playButton(game, lang));
  return {
    version: 1,
    main: { blocks: play },
    ...(formFirst
      ? {}
      : {
          post_play: {
            blocks: [heading(copy.won), text(copy.claim), fields(emailField(copy.email)), submit(copy.send)],
          },
        }),
    winning: { blocks: [heading(copy.yours), coupon('{{prize_code}}'), text(copy.copy)] },
    losing: { blocks: [heading(copy.lost), text(copy.sorry), closeButton(copy.close)] },
  };
}

const prize = (chances: number, label: string, code = ''): TPrizeSet[string] => ({
  chances,
  label,
  code,
  loosing_option: code ? 0 : 1,
  redirect_to: 0,
});

/** Labels per language: a percent off, free shipping, a free gift, and no luck. */
const LABELS = {
  en: { off: (n: number) => `${n}% OFF`, ship: 'Free shipping', gift: 'Free gift', none: 'No luck' },
  he: { off: (n: number) => `${n}% הנחה`, ship: 'משלוח חינם', gift: 'מתנה', none: 'לא הפעם' },
};

/**
 * A format's default prizes: six on the wheel (each shows twice round its 12 segments), three on
 * the scratch card and the gift boxes; their chances add up to 100. The first is a win.
 */
export function gamePrizes(format: number, lang: TLang): TPrizeSet {
  const l = LABELS[lang];
  const list = {
    1: [prize(40, l.off(15), 'GIFT15'), prize(30, l.gift, 'FREEGIFT'), prize(30, l.none)],
    2: [prize(50, l.off(10), 'LUCKY10'), prize(30, l.ship, 'SHIPFREE'), prize(20, l.none)],
    3: [
      prize(25, l.off(10), 'SPIN10'),
      prize(20, l.ship, 'SHIPFREE'),
      prize(10, l.off(15), 'SPIN15'),
      prize(25, l.none),
      prize(15, l.off(5), 'SPIN5'),
      prize(5, l.off(20), 'SPIN20'),
    ],
  }[asFormat(format)];
  // prize_1, prize_2, ...: stored as JSONB, whose keys come back ordered by length and then
  // alphabetically, these keep their order (as the editor's new prizes do).
  return Object.fromEntries(list.map((entry, index) => [`prize_${index + 1}`, entry]));
}

/**
 * The design a game starts with: its prizes, the post-play screen on, and result screens that stay
 * until the visitor closes them (a minute at most), so the code can be copied.
 */
export const gameDesign = (format: number, lang: TLang) => ({
  prizes: gamePrizes(format, lang),
  disable_post_play_screen: 0 as const,
  poptin_design_entry_effect: 'zoom' as const,
  poptin_design_exit_effect: 'fade' as const,
  poptin_design_close_options_type: 'closing_options-x' as const,
  poptin_design_thank_screen_auto_close: false,
});
