import {
  consentField,
  emailField,
  fields,
  heading,
  link,
  nameField,
  phoneField,
  popup,
  radioField,
  submit,
  text,
} from './blocks.ts';
import { design, INK, MEADOW, MIDNIGHT, MONO, OCEAN, PEACH, SAGE } from './looks.ts';
import { everyDays, once } from './rules.ts';
import type { PopupTemplate } from './types.ts';

/** Templates that collect a lead: list growth, phone numbers, surveys and locked content. */
export const LEAD_TEMPLATES: PopupTemplate[] = [
  {
    id: 'grow-weekly-letter',
    goal: 'grow',
    name: { en: 'The weekly letter', he: 'המכתב השבועי' },
    summary: {
      en: 'Centred lightbox with name and email, 8 s after arrival, once a week.',
      he: 'חלון במרכז עם שם ואימייל, 8 שניות אחרי הכניסה, פעם בשבוע.',
    },
    type: 'lightbox',
    format: 2,
    target: 'lead',
    content: {
      en: popup(
        [
          heading('One good letter, every Sunday'),
          text('New arrivals, the stories behind them and a members-only offer each month. No spam, ever.'),
          fields(nameField('First name'), emailField('Email address')),
          submit('Sign me up'),
        ],
        [heading('Welcome aboard'), text('Check your inbox: your first letter is on its way.')],
      ),
      he: popup(
        [
          heading('מכתב אחד טוב, כל יום ראשון'),
          text('מוצרים חדשים, הסיפורים שמאחוריהם והטבה לחברים בלבד בכל חודש. בלי ספאם, אף פעם.'),
          fields(nameField('שם פרטי'), emailField('כתובת אימייל')),
          submit('הרשמו אותי'),
        ],
        [heading('ברוכים הבאים'), text('הציצו בתיבת הדואר: המכתב הראשון כבר בדרך.')],
      ),
    },
    design_properties: design(INK),
    display_rules: everyDays(7),
    triggers: { seconds_on_page: 8 },
    x_close_button: true,
  },
  {
    id: 'grow-corner-slide-in',
    goal: 'grow',
    name: { en: 'Corner newsletter', he: 'ניוזלטר בפינה' },
    summary: {
      en: 'Slides in at the bottom right after 40% of the page; the page stays usable.',
      he: 'מחליק בפינה הימנית התחתונה אחרי 40% מהעמוד; העמוד נשאר זמין.',
    },
    type: 'sside',
    format: 1,
    target: 'lead',
    content: {
      en: popup(
        [
          heading('Enjoying this?', 3),
          text('Get our best reads and recipes in your inbox, twice a month.'),
          fields(emailField('you@example.com')),
          submit('Subscribe'),
        ],
        [heading('You are in!', 3), text('The next issue lands in a few days.')],
      ),
      he: popup(
        [
          heading('נהניתם?', 3),
          text('הכתבות והמתכונים הכי טובים שלנו ישירות למייל, פעמיים בחודש.'),
          fields(emailField('you@example.com')),
          submit('להרשמה'),
        ],
        [heading('נרשמתם!', 3), text('הגיליון הבא יגיע בעוד כמה ימים.')],
      ),
    },
    design_properties: design(MEADOW, { poptin_design_entry_effect: 'slide_up' }),
    display_rules: everyDays(5),
    triggers: { scroll_percent: 40 },
    x_close_button: true,
  },
  {
    id: 'grow-inline-signup',
    goal: 'grow',
    name: { en: 'Inline sign-up', he: 'הרשמה בתוך העמוד' },
    summary: {
      en: 'Embedded in your page where you place it, on every visit.',
      he: 'משובץ בעמוד במקום שתבחרו, בכל ביקור.',
    },
    type: 'embedded',
    format: 1,
    target: 'lead',
    content: {
      en: popup(
        [
          heading('Be first to know'),
          text('Early access to launches and restocks, straight to your inbox.'),
          fields(emailField('Your email')),
          submit('Get early access'),
        ],
        [heading('You are on the list'), text('We will write before anyone else hears about it.')],
      ),
      he: popup(
        [
          heading('תהיו הראשונים לדעת'),
          text('גישה מוקדמת להשקות ולמלאי חדש, ישירות למייל.'),
          fields(emailField('האימייל שלכם')),
          submit('לגישה מוקדמת'),
        ],
        [heading('אתם ברשימה'), text('נכתוב לכם לפני שמישהו אחר ישמע על זה.')],
      ),
    },
    design_properties: design(MIDNIGHT, { poptin_design_thank_screen_auto_close: false }),
    display_rules: { d_f_r: 'all@display_everytime_everypage' },
    triggers: { seconds_on_page: 0 },
    x_close_button: false,
  },
  {
    id: 'grow-welcome-mat',
    goal: 'grow',
    name: { en: 'Welcome mat', he: 'שטיח קבלת פנים' },
    summary: {
      en: 'Full-page welcome for first-time visitors, once each.',
      he: 'מסך פתיחה מלא למבקרים חדשים, פעם אחת לכל מבקר.',
    },
    type: 'fullpage',
    format: 3,
    target: 'lead',
    content: {
      en: popup(
        [
          heading('Slow mornings, good coffee', 1),
          text('Join 12,000 readers who get our brewing guides and first pick of every new roast.'),
          fields(emailField('Email address')),
          submit('Join the club'),
        ],
        [heading('Welcome to the club', 1), text('Your first brewing guide is in your inbox.')],
      ),
      he: popup(
        [
          heading('בקרים איטיים, קפה טוב', 1),
          text('הצטרפו ל־12,000 קוראים שמקבלים את מדריכי החליטה שלנו ובחירה ראשונה בכל קלייה חדשה.'),
          fields(emailField('כתובת אימייל')),
          submit('הצטרפות למועדון'),
        ],
        [heading('ברוכים הבאים למועדון', 1), text('מדריך החליטה הראשון כבר במייל שלכם.')],
      ),
    },
    design_properties: design(
      { ...MIDNIGHT, heading_size: 56, text_size: 20, padding: 64 },
      { poptin_design_entry_effect: 'zoom' },
    ),
    display_rules: { ...once, d_f_r: 'new@display_once' },
    triggers: { seconds_on_page: 2 },
    x_close_button: true,
  },
  {
    id: 'phone-text-club',
    goal: 'phone',
    name: { en: 'Text club', he: 'מועדון SMS' },
    summary: {
      en: 'Phone number with consent, for restock and drop alerts by SMS.',
      he: 'מספר טלפון עם הסכמה, להתראות SMS על מלאי חדש והשקות.',
    },
    type: 'lightbox',
    format: 5,
    target: 'lead',
    content: {
      en: popup(
        [
          heading('Never miss a drop'),
          text('Get a text the moment limited pieces go live. Two or three messages a month.'),
          fields(phoneField('Mobile number'), consentField('I agree to receive marketing texts')),
          submit('Text me'),
        ],
        [heading('You are in the loop'), text('We just sent a welcome text to confirm your number.')],
      ),
      he: popup(
        [
          heading('לא מפספסים אף השקה'),
          text('קבלו הודעה ברגע שפריטים במהדורה מוגבלת עולים לאתר. שתיים־שלוש הודעות בחודש.'),
          fields(phoneField('מספר נייד'), consentField('אני מסכים/ה לקבל הודעות שיווקיות')),
          submit('שלחו לי הודעה'),
        ],
        [heading('אתם בעניינים'), text('שלחנו הודעת פתיחה לאישור המספר.')],
      ),
    },
    design_properties: design(PEACH),
    display_rules: everyDays(7),
    triggers: { seconds_on_site: 30 },
    x_close_button: true,
  },
  {
    id: 'phone-call-back',
    goal: 'phone',
    name: { en: 'Call me back', he: 'חזרו אליי' },
    summary: {
      en: 'Side slide-in asking for a name and number after a minute on the site.',
      he: 'חלון צד שמבקש שם ומספר אחרי דקה באתר.',
    },
    type: 'sside',
    format: 3,
    target: 'lead',
    content: {
      en: popup(
        [
          heading('Questions? We will call you', 3),
          text(
            'Leave your number and one of our advisers calls you back within the hour, Sunday to Thursday.',
          ),
          fields(nameField('Your name', { required: true }), phoneField('Phone number')),
          submit('Call me back'),
        ],
        [heading('Talk soon', 3), text('An adviser will call you within the hour.')],
      ),
      he: popup(
        [
          heading('יש שאלות? נתקשר אליכם', 3),
          text('השאירו מספר ואחד היועצים שלנו יחזור אליכם תוך שעה, בימים א׳–ה׳.'),
          fields(nameField('השם שלכם', { required: true }), phoneField('מספר טלפון')),
          submit('חזרו אליי'),
        ],
        [heading('נדבר בקרוב', 3), text('יועץ יתקשר אליכם תוך שעה.')],
      ),
    },
    design_properties: design(OCEAN, { poptin_design_entry_effect: 'slide_left' }),
    display_rules: everyDays(3),
    triggers: { seconds_on_site: 60 },
    x_close_button: true,
  },
  {
    id: 'survey-how-found-us',
    goal: 'survey',
    name: { en: 'How did you find us?', he: 'איך הגעתם אלינו?' },
    summary: {
      en: 'One-question survey at the bottom right, for returning visitors.',
      he: 'סקר של שאלה אחת בפינה התחתונה, למבקרים חוזרים.',
    },
    type: 'bside',
    format: 1,
    target: 'other',
    content: {
      en: popup(
        [
          heading('Quick question', 3),
          fields(
            radioField('source', 'How did you first hear about us?', [
              'Search engine',
              'Instagram or TikTok',
              'A friend told me',
              'Press or a blog',
              'Somewhere else',
            ]),
          ),
          submit('Send answer'),
        ],
        [heading('Thank you!', 3), text('That helps us more than you think.')],
      ),
      he: popup(
        [
          heading('שאלה קטנה', 3),
          fields(
            radioField('source', 'איך שמעתם עלינו לראשונה?', [
              'מנוע חיפוש',
              'אינסטגרם או טיקטוק',
              'חבר/ה סיפר/ה לי',
              'כתבה או בלוג',
              'ממקום אחר',
            ]),
          ),
          submit('שליחת תשובה'),
        ],
        [heading('תודה רבה!', 3), text('זה עוזר לנו יותר ממה שנדמה לכם.')],
      ),
    },
    design_properties: design(MONO, { poptin_design_entry_effect: 'slide_up' }),
    display_rules: { d_f_r: 'returning@display_once', stop_showing_to_converted_users: true },
    triggers: { seconds_on_page: 10 },
    x_close_button: true,
  },
  {
    id: 'survey-what-stopped-you',
    goal: 'survey',
    name: { en: 'What held you back?', he: 'מה עצר אתכם?' },
    summary: {
      en: 'Exit-intent survey asking what stopped the purchase, once a month.',
      he: 'סקר בכוונת יציאה ששואל מה עצר את הקנייה, פעם בחודש.',
    },
    type: 'lightbox',
    format: 2,
    target: 'other',
    content: {
      en: popup(
        [
          heading('Before you go: what held you back?'),
          text('One click, and we will make it better.'),
          fields(
            radioField('reason', 'What stopped you today?', [
              'Shipping costs',
              'I could not find what I wanted',
              'I am comparing prices',
              'Just browsing',
            ]),
          ),
          submit('Send'),
        ],
        [heading('Thanks for telling us'), text('We read every answer.')],
      ),
      he: popup(
        [
          heading('רגע לפני שאתם הולכים: מה עצר אתכם?'),
          text('קליק אחד, ואנחנו נשתפר.'),
          fields(
            radioField('reason', 'מה עצר אתכם היום?', [
              'עלויות המשלוח',
              'לא מצאתי את מה שחיפשתי',
              'אני משווה מחירים',
              'סתם מסתכל/ת',
            ]),
          ),
          submit('שליחה'),
        ],
        [heading('תודה ששיתפתם'), text('אנחנו קוראים כל תשובה.')],
      ),
    },
    design_properties: design(SAGE),
    display_rules: everyDays(30),
    triggers: { exit_intent: true },
    x_close_button: true,
  },
  {
    id: 'lock-keep-reading',
    goal: 'lock',
    name: { en: 'Keep reading', he: 'המשיכו לקרוא' },
    summary: {
      en: 'Locks the rest of the article until the reader subscribes.',
      he: 'נועל את המשך הכתבה עד שהקורא נרשם.',
    },
    type: 'content',
    format: 2,
    target: 'lead',
    content: {
      en: popup(
        [
          heading('Keep reading for free'),
          text('Subscribe to unlock this article and every guide in our archive.'),
          fields(emailField('Email address')),
          submit('Unlock the article'),
        ],
        [heading('Unlocked'), text('Enjoy the rest of the article.')],
      ),
      he: popup(
        [
          heading('המשיכו לקרוא בחינם'),
          text('הירשמו כדי לפתוח את הכתבה הזו ואת כל המדריכים בארכיון שלנו.'),
          fields(emailField('כתובת אימייל')),
          submit('פתיחת הכתבה'),
        ],
        [heading('נפתח'), text('תיהנו משאר הכתבה.')],
      ),
    },
    design_properties: design(SAGE, { poptin_design_content_lock: true }),
    display_rules: { d_f_r: 'all@display_everytime_everypage', stop_showing_to_converted_users: true },
    triggers: { seconds_on_page: 0 },
    x_close_button: false,
  },
  {
    id: 'lock-free-guide',
    goal: 'lock',
    name: { en: 'Free guide download', he: 'הורדת מדריך חינם' },
    summary: {
      en: 'Inline offer of a free guide; the download link comes after the email.',
      he: 'הצעה בתוך העמוד למדריך חינם; הקישור להורדה מגיע אחרי האימייל.',
    },
    type: 'content',
    format: 1,
    target: 'lead',
    content: {
      en: popup(
        [
          heading('The plant care cheat sheet'),
          text('Light, water and soil for 40 house plants on one printable page.'),
          fields(emailField('Where should we send it?')),
          submit('Get the free guide'),
        ],
        [
          heading('Here it is'),
          text('A copy is in your inbox too.'),
          link('Download the PDF', 'https://example.com/plant-care-cheat-sheet.pdf'),
        ],
      ),
      he: popup(
        [
          heading('דף העזר לטיפול בצמחים'),
          text('אור, השקיה ואדמה ל־40 צמחי בית בעמוד אחד להדפסה.'),
          fields(emailField('לאן לשלוח?')),
          submit('למדריך החינמי'),
        ],
        [
          heading('הנה הוא'),
          text('עותק נשלח גם למייל שלכם.'),
          link('הורדת הקובץ', 'https://example.com/plant-care-cheat-sheet.pdf'),
        ],
      ),
    },
    design_properties: design(MEADOW, { poptin_design_thank_screen_auto_close: false }),
    display_rules: { d_f_r: 'all@display_everytime_everypage', stop_showing_to_converted_users: true },
    triggers: { seconds_on_page: 0 },
    x_close_button: false,
  },
];
