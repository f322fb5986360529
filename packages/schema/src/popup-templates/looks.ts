import type { TPopupLookInput } from '../popup-look.ts';
import type { TemplateDesign } from './types.ts';

/**
 * The templates' palettes, written to the design contract's `design_properties.look` (ZPopupLook):
 * each pairs a font with colours that hold together, so a template looks designed before the owner
 * touches it. A test parses them with ZPopupLook.
 */

/** The behaviour every template starts from: fade in and out, an X, a thank-you screen closing after 5 s. */
export const BASE_DESIGN = {
  poptin_design_entry_effect: 'fade',
  poptin_design_exit_effect: 'fade',
  poptin_design_close_options_type: 'closing_options-x',
  poptin_design_thank_screen: true,
  poptin_design_thank_screen_auto_close: true,
  poptin_design_thank_screen_auto_close_sec: 5,
} as const satisfies TemplateDesign;

/** Warm paper and ink with a serif heading: an editor's letter. */
export const INK = {
  font: 'playfair',
  background: { kind: 'color', color: '#fbf7f0' },
  text_color: '#4a4238',
  heading_color: '#1d1a16',
  heading_size: 30,
  radius: 6,
  shadow: 'strong',
  button: { background: '#1d1a16', color: '#fbf7f0', hover_background: '#3d372f', radius: 4 },
  input: { style: 'outlined', background: '#ffffff', color: '#1d1a16', border_color: '#cfc6b8', radius: 4 },
  close: { color: '#4a4238' },
  overlay: { color: '#1d1a16', opacity: 0.55 },
  padding: 40,
  align: 'center',
} as const satisfies TPopupLookInput;

/** Soft greens, rounded: friendly and calm. */
export const MEADOW = {
  font: 'nunito',
  background: { kind: 'color', color: '#f1f8f2' },
  text_color: '#35503c',
  heading_color: '#1f4d2c',
  radius: 18,
  shadow: 'medium',
  button: {
    background: '#2f7a45',
    color: '#ffffff',
    hover_background: '#276839',
    radius: 12,
    full_width: true,
  },
  input: { style: 'filled', background: '#ffffff', color: '#1f4d2c', border_color: '#cfe3d3', radius: 12 },
  close: { color: '#35503c' },
  padding: 28,
} as const satisfies TPopupLookInput;

/** Night blue gradient with a sky-blue call to action. */
export const MIDNIGHT = {
  font: 'inter',
  background: { kind: 'gradient', from: '#0f172a', to: '#1e3a5f', angle: 160 },
  text_color: '#cbd5e1',
  heading_color: '#ffffff',
  heading_size: 34,
  radius: 14,
  shadow: 'strong',
  button: { background: '#38bdf8', color: '#0b1220', hover_background: '#7dd3fc', radius: 10 },
  input: { style: 'filled', background: '#1e293b', color: '#f1f5f9', border_color: '#334155', radius: 10 },
  close: { color: '#e2e8f0' },
  overlay: { color: '#020617', opacity: 0.7 },
  padding: 40,
  align: 'center',
} as const satisfies TPopupLookInput;

/** Coral on blush with pill buttons: a cheerful shop offer. */
export const CORAL = {
  font: 'poppins',
  background: { kind: 'color', color: '#fff5f1' },
  text_color: '#5a3a31',
  heading_color: '#7a2917',
  heading_size: 32,
  radius: 22,
  shadow: 'medium',
  button: {
    background: '#d2431f',
    color: '#ffffff',
    hover_background: '#b93b1f',
    radius: 48,
    full_width: true,
  },
  input: { style: 'outlined', background: '#ffffff', color: '#5a3a31', border_color: '#f3c4b5', radius: 48 },
  close: { color: '#7a2917' },
  overlay: { color: '#3b1a12', opacity: 0.5 },
  padding: 36,
  align: 'center',
} as const satisfies TPopupLookInput;

/** Black and gold with a classic serif: wine, spirits, luxury. */
export const NOIR = {
  font: 'garamond',
  background: { kind: 'color', color: '#111111' },
  text_color: '#d6d3cd',
  heading_color: '#f5e6c4',
  heading_size: 34,
  radius: 0,
  border: { width: 1, color: '#c9a45c' },
  shadow: 'strong',
  button: { background: '#c9a45c', color: '#111111', hover_background: '#dcb978', radius: 0 },
  input: { style: 'underlined', background: '#111111', color: '#f5e6c4', border_color: '#c9a45c', radius: 0 },
  close: { color: '#c9a45c' },
  overlay: { color: '#000000', opacity: 0.85 },
  padding: 44,
  align: 'center',
} as const satisfies TPopupLookInput;

/** A dark strip with a yellow button: announcement bars. */
export const SIGNAL = {
  font: 'geometric',
  background: { kind: 'color', color: '#111827' },
  text_color: '#f9fafb',
  heading_color: '#facc15',
  heading_size: 18,
  text_size: 15,
  radius: 0,
  shadow: 'none',
  button: { background: '#facc15', color: '#111827', hover_background: '#fde047', radius: 6 },
  input: { style: 'filled', background: '#1f2937', color: '#f9fafb', border_color: '#374151', radius: 6 },
  close: { color: '#f9fafb' },
  padding: 12,
  gap: 12,
} as const satisfies TPopupLookInput;

/** Violet to pink: launches and flash sales. */
export const BERRY = {
  font: 'poppins',
  background: { kind: 'gradient', from: '#6d28d9', to: '#db2777', angle: 135 },
  text_color: '#fdf4ff',
  heading_color: '#ffffff',
  heading_size: 34,
  radius: 20,
  shadow: 'strong',
  button: {
    background: '#ffffff',
    color: '#6d28d9',
    hover_background: '#f5f3ff',
    radius: 12,
    full_width: true,
  },
  input: { style: 'filled', background: '#ffffff', color: '#3b0764', border_color: '#f5d0fe', radius: 12 },
  close: { color: '#ffffff' },
  overlay: { color: '#2e1065', opacity: 0.6 },
  padding: 36,
  align: 'center',
} as const satisfies TPopupLookInput;

/** Oat and sage with a reading serif: articles, guides, surveys. */
export const SAGE = {
  font: 'merriweather',
  background: { kind: 'color', color: '#f4f1ea' },
  text_color: '#4a5549',
  heading_color: '#2d3b2f',
  heading_size: 24,
  radius: 10,
  shadow: 'medium',
  button: { background: '#56704f', color: '#ffffff', hover_background: '#465c40', radius: 8 },
  input: { style: 'outlined', background: '#ffffff', color: '#2d3b2f', border_color: '#c9cdbf', radius: 8 },
  close: { color: '#4a5549' },
  overlay: { color: '#1c231d', opacity: 0.5 },
  padding: 32,
} as const satisfies TPopupLookInput;

/** Black on white, square, monospaced: plain notices that mean it. */
export const MONO = {
  font: 'mono',
  background: { kind: 'color', color: '#ffffff' },
  text_color: '#1f2937',
  heading_color: '#111111',
  heading_size: 18,
  text_size: 14,
  radius: 0,
  border: { width: 2, color: '#111111' },
  shadow: 'none',
  button: { background: '#111111', color: '#ffffff', hover_background: '#374151', radius: 0 },
  input: { style: 'underlined', background: '#ffffff', color: '#111111', border_color: '#111111', radius: 0 },
  close: { color: '#111111' },
  padding: 20,
  gap: 12,
} as const satisfies TPopupLookInput;

/** Sea blues, humanist sans: services, call-backs, help. */
export const OCEAN = {
  font: 'humanist',
  background: { kind: 'color', color: '#eef6fb' },
  text_color: '#29506a',
  heading_color: '#0b3954',
  radius: 14,
  shadow: 'medium',
  button: {
    background: '#087e8b',
    color: '#ffffff',
    hover_background: '#066a75',
    radius: 10,
    full_width: true,
  },
  input: { style: 'outlined', background: '#ffffff', color: '#0b3954', border_color: '#b6d3e3', radius: 10 },
  close: { color: '#29506a' },
  overlay: { color: '#0b2436', opacity: 0.55 },
  padding: 28,
} as const satisfies TPopupLookInput;

/** White with a bold red: last-chance offers. */
export const ALERT = {
  font: 'inter',
  background: { kind: 'color', color: '#ffffff' },
  text_color: '#374151',
  heading_color: '#b91c1c',
  heading_size: 36,
  radius: 18,
  border: { width: 4, color: '#fecaca' },
  shadow: 'strong',
  button: {
    background: '#dc2626',
    color: '#ffffff',
    hover_background: '#b91c1c',
    radius: 10,
    full_width: true,
  },
  input: { style: 'outlined', background: '#ffffff', color: '#111827', border_color: '#fca5a5', radius: 10 },
  close: { color: '#6b7280' },
  overlay: { color: '#1f0a0a', opacity: 0.6 },
  padding: 32,
  align: 'center',
} as const satisfies TPopupLookInput;

/** Peach to rose with a serif: beauty, gifts, gentle reminders. */
export const PEACH = {
  font: 'georgia',
  background: { kind: 'gradient', from: '#fde2d3', to: '#fbd1e0', angle: 180 },
  text_color: '#6b3b47',
  heading_color: '#5b2333',
  heading_size: 28,
  radius: 16,
  shadow: 'medium',
  button: { background: '#5b2333', color: '#ffffff', hover_background: '#7a3045', radius: 10 },
  input: { style: 'filled', background: '#ffffff', color: '#5b2333', border_color: '#f3b8c8', radius: 10 },
  close: { color: '#5b2333' },
  overlay: { color: '#3a1420', opacity: 0.5 },
  padding: 32,
  align: 'center',
} as const satisfies TPopupLookInput;

/** Base design with a look, plus any overrides. */
export const design = (look: TPopupLookInput, extra: TemplateDesign = {}): TemplateDesign => ({
  ...BASE_DESIGN,
  look,
  ...extra,
});
