/**
 * The fonts a popup may use (`design_properties.look.font`): web-safe stacks that every visitor
 * already has, and a handful of open-licence fonts the server hosts itself under `/fonts/` (never an
 * external font service, so a popup sends no visitor to a third party).
 */
export const FONT_IDS = [
  'system',
  'humanist',
  'geometric',
  'georgia',
  'garamond',
  'mono',
  'inter',
  'playfair',
  'poppins',
  'merriweather',
  'nunito',
] as const;
export type TFontId = (typeof FONT_IDS)[number];

/** A font as the editor lists it and the visitor script applies it. */
export interface FontChoice {
  id: TFontId;
  label: string;
  /** The CSS `font-family` value: the font first, then fallbacks close to it. */
  stack: string;
  /** The self-hosted family's `@fontsource/*` package (its files are served under `/fonts/`); absent for web-safe stacks. */
  hosted?: string;
}

const SANS = 'system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif';
const SERIF = 'Georgia,"Times New Roman",serif';

export const FONTS: readonly FontChoice[] = [
  { id: 'system', label: 'System (default)', stack: SANS },
  {
    id: 'humanist',
    label: 'Humanist sans',
    stack: `Seravek,"Gill Sans Nova",Ubuntu,Calibri,"DejaVu Sans",source-sans-pro,${SANS}`,
  },
  {
    id: 'geometric',
    label: 'Geometric sans',
    stack: `Avenir,Montserrat,Corbel,"URW Gothic",source-sans-pro,${SANS}`,
  },
  { id: 'georgia', label: 'Georgia', stack: SERIF },
  {
    id: 'garamond',
    label: 'Garamond',
    stack: `Garamond,Baskerville,"Baskerville Old Face","Hoefler Text",${SERIF}`,
  },
  {
    id: 'mono',
    label: 'Monospace',
    stack: 'ui-monospace,"Cascadia Code","Source Code Pro",Menlo,Consolas,"DejaVu Sans Mono",monospace',
  },
  { id: 'inter', label: 'Inter', stack: `"Hookline Inter",${SANS}`, hosted: 'inter' },
  {
    id: 'playfair',
    label: 'Playfair Display',
    stack: `"Hookline Playfair",${SERIF}`,
    hosted: 'playfair-display',
  },
  { id: 'poppins', label: 'Poppins', stack: `"Hookline Poppins",${SANS}`, hosted: 'poppins' },
  {
    id: 'merriweather',
    label: 'Merriweather',
    stack: `"Hookline Merriweather",${SERIF}`,
    hosted: 'merriweather',
  },
  { id: 'nunito', label: 'Nunito', stack: `"Hookline Nunito",${SANS}`, hosted: 'nunito' },
];

/** The font with this id; the system stack for an id this build does not know. */
export function fontChoice(id: string | undefined): FontChoice {
  return FONTS.find((font) => font.id === id) ?? FONTS[0]!;
}

/**
 * The version of the `@fontsource/*` packages the fonts come from. It is part of every font address,
 * so the server can serve the files as immutable: new files come with a new address.
 */
export const FONT_FILES_VERSION = '5.3.0';
/** The weights served: regular and bold, Latin subset. */
export const FONT_WEIGHTS = [400, 700] as const;

/** Where the server serves one weight of a self-hosted font, e.g. `/fonts/5.3.0/inter-latin-700-normal.woff2`. */
export function fontFilePath(hosted: string, weight: number): string {
  return `/fonts/${FONT_FILES_VERSION}/${hosted}-latin-${weight}-normal.woff2`;
}

/**
 * The `@font-face` rules of a self-hosted font (both weights), with its files at `origin` (the
 * Hookline server; empty for the page's own). They must go in the page's head: Chromium ignores
 * `@font-face` inside a shadow root. Empty for a web-safe stack.
 */
export function fontFaceCss(font: FontChoice, origin = ''): string {
  if (!font.hosted) return '';
  const family = font.stack.slice(0, font.stack.indexOf(','));
  return FONT_WEIGHTS.map(
    (weight) =>
      `@font-face{font-family:${family};font-style:normal;font-weight:${weight};font-display:swap;src:url("${origin}${fontFilePath(font.hosted!, weight)}") format("woff2")}`,
  ).join('');
}

/** Adds a font's faces to a page once (the visitor script and the editor share the marker). */
export function addFontFaces(document: Document, font: FontChoice, origin = ''): void {
  if (!font.hosted || document.querySelector(`style[data-hookline-font="${font.id}"]`)) return;
  const style = document.createElement('style');
  style.setAttribute('data-hookline-font', font.id);
  style.textContent = fontFaceCss(font, origin);
  document.head.append(style);
}
