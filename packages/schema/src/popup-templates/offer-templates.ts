import {
  closeButton,
  countdown,
  coupon,
  emailField,
  fields,
  heading,
  link,
  popup,
  submit,
  text,
} from './blocks.ts';
import { ALERT, BERRY, CORAL, design, MEADOW, NOIR, PEACH, SIGNAL } from './looks.ts';
import { everyDays, offCheckout, onCartPages } from './rules.ts';
import type { PopupTemplate } from './types.ts';

/** A code shown on the thank-you screen, copied on a click. */
const copyOnClick = (code: string) => ({ coupon: { coupon_type: 'copy_on_click' as const, code } });

/** The demo shop's welcome lightbox (apps/server/src/seed/demo.ts seeds it from this template). */
export const WELCOME_TEMPLATE_ID = 'discount-welcome-10';

/** Templates that sell: discounts, exit offers, cart recovery and countdown sales. */
export const OFFER_TEMPLATES: PopupTemplate[] = [
  {
    id: WELCOME_TEMPLATE_ID,
    goal: 'discount',
    name: { en: 'Welcome 10% off', he: '10% הנחת היכרות' },
    summary: {
      en: 'Email for a 10% code, shown on the thank-you screen; every 3 days, never after signing up.',
      he: 'אימייל תמורת קוד 10%, שמוצג במסך התודה; כל 3 ימים, לא אחרי הרשמה.',
    },
    type: 'lightbox',
    format: 2,
    target: 'lead',
    content: {
      en: popup(
        [
          heading('Get 10% off your first order'),
          text('Join the list and your code appears right here, ready to copy.'),
          fields(emailField('Your email')),
          submit('Send me the code'),
        ],
        [
          heading('Here is your 10% off'),
          coupon('WELCOME10'),
          text('Click the code to copy it, then paste it at checkout. We have emailed it to you as well.'),
        ],
      ),
      he: popup(
        [
          heading('10% הנחה על ההזמנה הראשונה'),
          text('הצטרפו לרשימה והקוד יופיע ממש כאן, מוכן להעתקה.'),
          fields(emailField('האימייל שלכם')),
          submit('שלחו לי את הקוד'),
        ],
        [
          heading('הנה ה־10% שלכם'),
          coupon('WELCOME10'),
          text('לחצו על הקוד כדי להעתיק אותו והדביקו בקופה. שלחנו אותו גם למייל.'),
        ],
      ),
    },
    design_properties: design(CORAL, copyOnClick('WELCOME10')),
    display_rules: { ...everyDays(3), ...offCheckout },
    triggers: { seconds_on_page: 3 },
    x_close_button: true,
  },
  {
    id: 'discount-phone-sheet',
    goal: 'discount',
    name: { en: 'Phone bottom sheet 15%', he: 'מגירה לנייד 15%' },
    summary: {
      en: 'A thumb-friendly bottom sheet for phones: email for 15% off.',
      he: 'מגירה תחתונה נוחה לאגודל בנייד: אימייל תמורת 15% הנחה.',
    },
    type: 'mobile',
    format: 2,
    target: 'lead',
    content: {
      en: popup(
        [
          heading('15% off, just for you'),
          text('Sign up and save on everything in your first order.'),
          fields(emailField('Email')),
          submit('Unlock 15% off'),
        ],
        [heading('Your code'), coupon('HELLO15'), text('Tap to copy. It works once, on anything.')],
      ),
      he: popup(
        [
          heading('15% הנחה, רק בשבילכם'),
          text('הירשמו וחסכו על כל ההזמנה הראשונה.'),
          fields(emailField('אימייל')),
          submit('לקבלת 15% הנחה'),
        ],
        [heading('הקוד שלכם'), coupon('HELLO15'), text('הקישו כדי להעתיק. תקף פעם אחת, על כל מוצר.')],
      ),
    },
    design_properties: design(BERRY, { ...copyOnClick('HELLO15'), poptin_design_entry_effect: 'slide_up' }),
    display_rules: everyDays(3),
    triggers: { seconds_on_page: 6 },
    x_close_button: true,
  },
  {
    id: 'discount-email-bar',
    goal: 'discount',
    name: { en: 'Email bar 10%', he: 'פס אימייל 10%' },
    summary: {
      en: 'Top bar with an email field for 10% off; the page stays in view.',
      he: 'פס עליון עם שדה אימייל תמורת 10% הנחה; העמוד נשאר גלוי.',
    },
    type: 'bar',
    format: 2,
    target: 'lead',
    content: {
      en: popup(
        [
          heading('Take 10% off your first order', 3),
          fields(emailField('Your email')),
          submit('Get my code'),
        ],
        [heading('Your code: SAVE10. Enjoy!', 3)],
      ),
      he: popup(
        [heading('10% הנחה על ההזמנה הראשונה', 3), fields(emailField('האימייל שלכם')), submit('לקבלת הקוד')],
        [heading('הקוד שלכם: SAVE10. תיהנו!', 3)],
      ),
    },
    design_properties: design(SIGNAL, { poptin_design_entry_effect: 'slide_down' }),
    display_rules: everyDays(2),
    triggers: { scroll_percent: 25 },
    x_close_button: true,
  },
  {
    id: 'exit-wait-15',
    goal: 'exit',
    name: { en: 'Wait! 15% off', he: 'רגע! 15% הנחה' },
    summary: {
      en: 'On exit intent, once every 7 days, never after a conversion.',
      he: 'בכוונת יציאה, פעם ב־7 ימים, לא אחרי המרה.',
    },
    type: 'lightbox',
    format: 5,
    target: 'lead',
    content: {
      en: popup(
        [
          heading('Wait! Take 15% with you'),
          text('Leave your email and finish your order with 15% off, today only.'),
          fields(emailField('Your email')),
          submit('Give me 15% off'),
        ],
        [heading('It is yours'), coupon('STAY15'), text('Click to copy, and use it before midnight.')],
      ),
      he: popup(
        [
          heading('רגע! קחו איתכם 15%'),
          text('השאירו אימייל וסיימו את ההזמנה עם 15% הנחה, רק היום.'),
          fields(emailField('האימייל שלכם')),
          submit('תנו לי 15% הנחה'),
        ],
        [heading('זה שלכם'), coupon('STAY15'), text('לחצו להעתקה, והשתמשו בו עד חצות.')],
      ),
    },
    design_properties: design(ALERT, { ...copyOnClick('STAY15'), poptin_design_entry_effect: 'zoom' }),
    display_rules: everyDays(7),
    triggers: { exit_intent: true },
    x_close_button: true,
  },
  {
    id: 'exit-free-shipping',
    goal: 'exit',
    name: { en: 'Free shipping before you go', he: 'משלוח חינם לפני שהולכים' },
    summary: {
      en: 'Wide exit-intent banner handing out a free-shipping code, weekly.',
      he: 'באנר רחב בכוונת יציאה שנותן קוד משלוח חינם, פעם בשבוע.',
    },
    type: 'lightbox',
    format: 4,
    target: 'click',
    content: {
      en: popup([
        heading('Leaving already? Shipping is on us'),
        text(
          'Click the code to copy it, and use it at checkout for free delivery on this order, whatever its size.',
        ),
        coupon('SHIPFREE'),
        closeButton('Got it, keep shopping', true),
      ]),
      he: popup([
        heading('כבר הולכים? המשלוח עלינו'),
        text('לחצו על הקוד כדי להעתיק אותו, והשתמשו בו בקופה למשלוח חינם על ההזמנה הזו, בכל גודל.'),
        coupon('SHIPFREE'),
        closeButton('הבנתי, ממשיכים לקנות', true),
      ]),
    },
    design_properties: design(MEADOW, {
      ...copyOnClick('SHIPFREE'),
      poptin_design_thank_screen: false,
      poptin_design_thank_screen_auto_close: false,
    }),
    display_rules: everyDays(7),
    triggers: { exit_intent: true },
    x_close_button: true,
  },
  {
    id: 'exit-phone-card',
    goal: 'exit',
    name: { en: 'Phone exit card', he: 'כרטיס יציאה לנייד' },
    summary: {
      en: 'A centred card for phones when the visitor goes idle or leaves; weekly.',
      he: 'כרטיס במרכז מסך הנייד כשהמבקר מתכונן לעזוב; פעם בשבוע.',
    },
    type: 'mobile',
    format: 1,
    target: 'lead',
    content: {
      en: popup(
        [
          heading('Before you leave'),
          text('We will hold your picks and send you 10% off to come back for them.'),
          fields(emailField('Email')),
          submit('Save my picks'),
        ],
        [heading('Saved'), coupon('BACK10'), text('Tap to copy your 10% code.')],
      ),
      he: popup(
        [
          heading('רגע לפני שאתם יוצאים'),
          text('נשמור את מה שבחרתם ונשלח לכם 10% הנחה כדי לחזור אליהם.'),
          fields(emailField('אימייל')),
          submit('שמרו לי את הבחירות'),
        ],
        [heading('נשמר'), coupon('BACK10'), text('הקישו להעתקת קוד ה־10% שלכם.')],
      ),
    },
    design_properties: design(PEACH, copyOnClick('BACK10')),
    display_rules: everyDays(7),
    triggers: { exit_intent: true, inactivity_seconds: 45 },
    x_close_button: true,
  },
  {
    id: 'cart-save-for-later',
    goal: 'cart',
    name: { en: 'Save your cart', he: 'שמירת העגלה' },
    summary: {
      en: 'On exit intent on cart pages: email the cart to finish later.',
      he: 'בכוונת יציאה בעמודי העגלה: שולחים את העגלה למייל כדי לסיים אחר כך.',
    },
    type: 'lightbox',
    format: 2,
    target: 'lead',
    content: {
      en: popup(
        [
          heading('Your cart is waiting'),
          text('Not ready yet? We will email you a link to your cart so you can finish on any device.'),
          fields(emailField('Email me my cart')),
          submit('Save my cart'),
        ],
        [heading('Sent'), text('Your cart link is in your inbox. It keeps for 7 days.')],
      ),
      he: popup(
        [
          heading('העגלה שלכם מחכה'),
          text('עוד לא מוכנים? נשלח לכם קישור לעגלה במייל כדי לסיים מכל מכשיר.'),
          fields(emailField('שלחו לי את העגלה')),
          submit('שמירת העגלה'),
        ],
        [heading('נשלח'), text('הקישור לעגלה נמצא במייל שלכם. הוא שמור 7 ימים.')],
      ),
    },
    design_properties: design(CORAL),
    display_rules: { ...everyDays(2), ...onCartPages },
    triggers: { exit_intent: true },
    x_close_button: true,
  },
  {
    id: 'cart-checkout-nudge',
    goal: 'cart',
    name: { en: 'Checkout nudge', he: 'דחיפה לקופה' },
    summary: {
      en: 'Slide-in on cart pages: free shipping if they check out in 15 minutes.',
      he: 'חלון מחליק בעמודי העגלה: משלוח חינם אם מסיימים תוך 15 דקות.',
    },
    type: 'sside',
    format: 1,
    target: 'click',
    content: {
      en: popup([
        heading('Free shipping if you check out now', 3),
        countdown(),
        link('Go to checkout', '/checkout'),
      ]),
      he: popup([heading('משלוח חינם אם מסיימים עכשיו', 3), countdown(), link('מעבר לקופה', '/checkout')]),
    },
    design_properties: design(NOIR, {
      timer_ver: 1,
      timer: { minutes: 15, seconds: 0 },
      poptin_design_entry_effect: 'slide_left',
      poptin_design_thank_screen: false,
      poptin_design_thank_screen_auto_close: false,
    }),
    display_rules: { ...everyDays(1), ...onCartPages },
    triggers: { exit_intent: true, inactivity_seconds: 30 },
    x_close_button: true,
  },
  {
    id: 'countdown-flash-bar',
    goal: 'countdown',
    name: { en: 'Flash sale bar', he: 'פס מבצע בזק' },
    summary: {
      en: 'Top bar with a 45-minute countdown and a button to the sale.',
      he: 'פס עליון עם ספירה לאחור של 45 דקות וכפתור למבצע.',
    },
    type: 'bar',
    format: 5,
    target: 'click',
    content: {
      en: popup([heading('Flash sale: 25% off everything', 3), countdown(), link('Shop the sale', '/shop')]),
      he: popup([heading('מבצע בזק: 25% על הכול', 3), countdown(), link('למבצע', '/shop')]),
    },
    design_properties: design(SIGNAL, {
      timer_ver: 1,
      timer: { minutes: 45, seconds: 0 },
      poptin_design_entry_effect: 'slide_down',
      poptin_design_thank_screen: false,
      poptin_design_thank_screen_auto_close: false,
    }),
    display_rules: { d_f_r: 'all@display_everytime_everypage' },
    triggers: { seconds_on_page: 0 },
    x_close_button: true,
  },
  {
    id: 'countdown-24h-sale',
    goal: 'countdown',
    name: { en: '24-hour sale', he: 'מבצע 24 שעות' },
    summary: {
      en: 'Lightbox with a day-long countdown; email for 30% off.',
      he: 'חלון עם ספירה לאחור של יממה; אימייל תמורת 30% הנחה.',
    },
    type: 'lightbox',
    format: 2,
    target: 'lead',
    content: {
      en: popup(
        [
          heading('30% off for the next 24 hours'),
          countdown(),
          text('Our biggest sale of the season ends soon. Get your code before the clock runs out.'),
          fields(emailField('Your email')),
          submit('Get 30% off'),
        ],
        [
          heading('Quick, it is ticking'),
          coupon('DAY30'),
          text('Click to copy and check out before it ends.'),
        ],
      ),
      he: popup(
        [
          heading('30% הנחה ב־24 השעות הקרובות'),
          countdown(),
          text('המבצע הגדול של העונה מסתיים בקרוב. קבלו את הקוד לפני שהשעון נגמר.'),
          fields(emailField('האימייל שלכם')),
          submit('לקבלת 30% הנחה'),
        ],
        [heading('מהר, השעון רץ'), coupon('DAY30'), text('לחצו להעתקה וסיימו את ההזמנה לפני הסוף.')],
      ),
    },
    design_properties: design(BERRY, {
      ...copyOnClick('DAY30'),
      timer_ver: 1,
      timer: { minutes: 1440, seconds: 0 },
    }),
    display_rules: everyDays(1),
    triggers: { seconds_on_page: 5 },
    x_close_button: true,
  },
];
