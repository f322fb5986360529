/** How popups reflow on phones and follow the on-screen keyboard: loaded by a popup whose box is fluid (popupFit). */
export * from '../popup/small-screen.ts';
