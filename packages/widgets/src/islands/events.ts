/** The events the trigger widget sends: `detail` is the action (spec 2 "Trigger widget"). */
export const CAROUSEL_EVENT = 'hl:carousel';
export const ACCORDION_EVENT = 'hl:accordion';
