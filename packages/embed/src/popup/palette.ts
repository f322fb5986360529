/** The popup's colours, shared by the core's style sheet, the extras' and the lazy parts' own rules. */
export const ACCENT = '#d9481f';
export const ACCENT_DARK = '#b63a16';
export const TEXT = '#1f2330';
export const MUTED = '#4a5063';
export const ERROR = '#b3261e';
export const FOCUS = '#1f5fbf';
