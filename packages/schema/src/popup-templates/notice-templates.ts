import { closeButton, heading, link, popup, social, text } from './blocks.ts';
import { design, INK, MONO, NOIR, OCEAN, PEACH, SIGNAL } from './looks.ts';
import { everyDays, untilAnswered } from './rules.ts';
import type { PopupTemplate } from './types.ts';

/** A notice the visitor answers with a button: no X, no thank-you screen. */
const answeredByButton = {
  poptin_design_close_options_type: 'closing_options-',
  poptin_design_thank_screen: false,
} as const;

/** Templates that tell: announcements, social follows, cookie notices and age gates. */
export const NOTICE_TEMPLATES: PopupTemplate[] = [
  {
    id: 'announce-free-shipping-bar',
    goal: 'announce',
    name: { en: 'Free shipping bar', he: 'פס משלוח חינם' },
    summary: {
      en: 'Slim top bar on every page with a link to the shop.',
      he: 'פס עליון דק בכל עמוד עם קישור לחנות.',
    },
    type: 'bar',
    format: 1,
    target: 'click',
    content: {
      en: popup([heading('Free shipping on orders over $50, all week', 3), link('Shop now', '/shop')]),
      he: popup([heading('משלוח חינם בהזמנות מעל 200 ₪, כל השבוע', 3), link('לחנות', '/shop')]),
    },
    design_properties: design(SIGNAL, { poptin_design_entry_effect: 'slide_down' }),
    display_rules: { d_f_r: 'all@display_everytime_everypage' },
    triggers: { seconds_on_page: 0 },
    x_close_button: true,
  },
  {
    id: 'announce-new-collection',
    goal: 'announce',
    name: { en: 'New collection', he: 'קולקציה חדשה' },
    summary: {
      en: 'Bottom panel announcing a launch, after 20% of the page; every 3 days.',
      he: 'פאנל תחתון שמכריז על השקה, אחרי 20% מהעמוד; כל 3 ימים.',
    },
    type: 'bside',
    format: 3,
    target: 'click',
    content: {
      en: popup([
        heading('The autumn collection is here'),
        text('Wool knits, warm tones and our softest scarf yet. Made in small batches.'),
        link('See the collection', '/shop'),
      ]),
      he: popup([
        heading('קולקציית הסתיו כאן'),
        text('סריגי צמר, גוונים חמים והצעיף הכי רך שהיה לנו. מיוצר בסדרות קטנות.'),
        link('לקולקציה', '/shop'),
      ]),
    },
    design_properties: design(INK, {
      poptin_design_entry_effect: 'slide_up',
      poptin_design_thank_screen: false,
    }),
    display_rules: everyDays(3),
    triggers: { scroll_percent: 20 },
    x_close_button: true,
  },
  {
    id: 'announce-follow-us',
    goal: 'announce',
    name: { en: 'Follow us', he: 'עקבו אחרינו' },
    summary: {
      en: 'Social follow buttons after two pages, once a week.',
      he: 'כפתורי מעקב ברשתות אחרי שני עמודים, פעם בשבוע.',
    },
    type: 'social',
    format: 1,
    target: 'social_proof',
    content: {
      en: popup([
        heading('Come behind the scenes'),
        text('Studio days, new pieces before they launch and the odd giveaway.'),
        social([
          ['instagram', 'https://instagram.com/'],
          ['facebook', 'https://facebook.com/'],
          ['pinterest', 'https://pinterest.com/'],
        ]),
      ]),
      he: popup([
        heading('בואו מאחורי הקלעים'),
        text('ימים בסטודיו, פריטים חדשים לפני ההשקה והגרלה מדי פעם.'),
        social([
          ['instagram', 'https://instagram.com/'],
          ['facebook', 'https://facebook.com/'],
          ['pinterest', 'https://pinterest.com/'],
        ]),
      ]),
    },
    design_properties: design(PEACH, { poptin_design_thank_screen: false }),
    display_rules: everyDays(7),
    triggers: { pages_visited: 2 },
    x_close_button: true,
  },
  {
    id: 'cookie-bottom-bar',
    goal: 'cookie',
    name: { en: 'Cookie bar', he: 'פס עוגיות' },
    summary: {
      en: 'Bar at the bottom on load, on every page until the visitor accepts.',
      he: 'פס בתחתית עם הטעינה, בכל עמוד עד שהמבקר מאשר.',
    },
    type: 'bar',
    format: 3,
    target: 'other',
    content: {
      en: popup([
        text(
          'We use cookies to keep your cart and to see which pages help. Read more in our privacy policy.',
        ),
        closeButton('Accept', true),
      ]),
      he: popup([
        text(
          'אנחנו משתמשים בעוגיות כדי לשמור את העגלה שלכם ולהבין אילו עמודים עוזרים. פרטים במדיניות הפרטיות.',
        ),
        closeButton('אישור', true),
      ]),
    },
    design_properties: design(MONO, { ...answeredByButton, poptin_design_entry_effect: 'slide_up' }),
    display_rules: untilAnswered,
    triggers: { seconds_on_page: 0 },
    x_close_button: false,
  },
  {
    id: 'cookie-corner-card',
    goal: 'cookie',
    name: { en: 'Cookie card', he: 'כרטיס עוגיות' },
    summary: {
      en: 'A small card at the bottom left on load, until the visitor chooses.',
      he: 'כרטיס קטן בפינה השמאלית התחתונה עם הטעינה, עד שהמבקר בוחר.',
    },
    type: 'bside',
    format: 2,
    target: 'other',
    content: {
      en: popup([
        heading('Cookies, briefly', 3),
        text('Some cookies keep the shop working; others help us improve it. You choose.'),
        closeButton('Accept all', true),
        closeButton('Only what is necessary', true),
      ]),
      he: popup([
        heading('עוגיות, בקצרה', 3),
        text('חלק מהעוגיות שומרות על החנות פועלת; אחרות עוזרות לנו לשפר אותה. הבחירה שלכם.'),
        closeButton('אישור הכול', true),
        closeButton('רק מה שהכרחי', true),
      ]),
    },
    design_properties: design(OCEAN, { ...answeredByButton, poptin_design_entry_effect: 'slide_up' }),
    display_rules: untilAnswered,
    triggers: { seconds_on_page: 0 },
    x_close_button: false,
  },
  {
    id: 'age-gate-full-page',
    goal: 'age',
    name: { en: 'Age gate (full page)', he: 'אימות גיל (מסך מלא)' },
    summary: {
      en: 'Covers the site on arrival until the visitor confirms they are 18 or older.',
      he: 'מכסה את האתר בכניסה עד שהמבקר מאשר שהוא בן 18 ומעלה.',
    },
    type: 'fullpage',
    format: 4,
    target: 'other',
    content: {
      en: popup([
        heading('Are you 18 or older?', 1),
        text('You must be of legal drinking age to enter this site. Please drink responsibly.'),
        closeButton('Yes, I am 18 or older', true),
        link('No, take me back', 'https://www.google.com/'),
      ]),
      he: popup([
        heading('האם מלאו לכם 18?', 1),
        text('הכניסה לאתר מותרת רק למי שהגיע לגיל החוקי לשתיית אלכוהול. שתו באחריות.'),
        closeButton('כן, מלאו לי 18', true),
        link('לא, קחו אותי חזרה', 'https://www.google.com/'),
      ]),
    },
    design_properties: design(
      { ...NOIR, heading_size: 56, text_size: 20, padding: 64 },
      { ...answeredByButton, poptin_design_content_lock: true },
    ),
    display_rules: untilAnswered,
    triggers: { seconds_on_page: 0 },
    x_close_button: false,
  },
  {
    id: 'age-gate-card',
    goal: 'age',
    name: { en: 'Age check card', he: 'כרטיס אימות גיל' },
    summary: {
      en: 'Compact age check over a dimmed page, on arrival, until answered.',
      he: 'אימות גיל קומפקטי מעל עמוד מוחשך, בכניסה, עד שעונים.',
    },
    type: 'lightbox',
    format: 5,
    target: 'other',
    content: {
      en: popup([
        heading('Just checking'),
        text('This shop sells tobacco and vaping products. Are you 18 or older?'),
        closeButton('I am 18 or older', true),
        link('I am under 18', 'https://www.google.com/'),
      ]),
      he: popup([
        heading('רק מוודאים'),
        text('בחנות נמכרים מוצרי טבק ואידוי. האם מלאו לכם 18?'),
        closeButton('מלאו לי 18', true),
        link('אני מתחת לגיל 18', 'https://www.google.com/'),
      ]),
    },
    design_properties: design(MONO, { ...answeredByButton, poptin_design_content_lock: true }),
    display_rules: untilAnswered,
    triggers: { seconds_on_page: 0 },
    x_close_button: false,
  },
];
