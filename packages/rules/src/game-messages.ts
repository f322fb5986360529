/**
 * What a game says beside the owner's texts (ours, English and Hebrew): the wheel's hub, the
 * scratch card's hint, the gift boxes' names for screen readers, the result screens a popup
 * without its own shows, and the winning screen's next steps (copy the code, shop now).
 */
export const GAME_MESSAGES = {
  en: {
    spin: 'Spin',
    spinWheel: 'Spin the wheel',
    scratchHere: 'Scratch here',
    giftBox: (index: number, count: number) => `Open gift ${index} of ${count}`,
    won: 'You won {{prize_label}}!',
    lost: 'Not this time',
    copyCode: 'Copy code',
    copied: 'Copied',
    shopNow: 'Shop now',
  },
  he: {
    spin: 'סובבו',
    spinWheel: 'סובבו את הגלגל',
    scratchHere: 'גרדו כאן',
    giftBox: (index: number, count: number) => `פתחו מתנה ${index} מתוך ${count}`,
    won: 'זכיתם ב{{prize_label}}!',
    lost: 'לא הפעם',
    copyCode: 'העתיקו את הקוד',
    copied: 'הועתק',
    shopNow: 'לקניות',
  },
} as const;

export type GameMessages = (typeof GAME_MESSAGES)['en' | 'he'];

/** The game's messages in the popup's language (English unless Hebrew). */
export const gameMessages = (lang: string | undefined): GameMessages =>
  lang === 'he' ? GAME_MESSAGES.he : GAME_MESSAGES.en;
