import type { TPopupLook } from '@hookline/schema';

/** The shadow presets; unset is today's `strong` shadow, the style sheet's fallback. */
const SHADOWS: Readonly<Record<string, string>> = {
  none: 'none',
  soft: '0 4px 18px rgba(0,0,0,.12)',
  medium: '0 12px 36px rgba(0,0,0,.22)',
  strong: '0 24px 64px rgba(0,0,0,.35)',
};

/**
 * A look (`design_properties.look`) as CSS custom properties for the popup's root element inside
 * its shadow root, named after the look's keys: `text_color` is `--hl-text_color`,
 * `button.background` is `--hl-button-background`, sizes in px (`--hl-radius:12px`), opacities and
 * angles bare. `POPUP_CSS` reads each with today's value as its fallback, so an unset key keeps the
 * default look. Generic on purpose: every key costs the lightbox's bytes only in the style sheet.
 * Only numbers and plain words or colours pass (not addresses or free text), so a stray value cannot
 * add declarations; fonts, images, input styles and the close position are the extras chunk's
 * (`lookExtraStyle`).
 */
export function lookStyle(look: TPopupLook | undefined): string {
  let style = '';
  const add = (name: string, value: unknown) => {
    if (typeof value == 'number') style += `--hl-${name}:${value}${/opacity|angle/.test(name) ? '' : 'px'};`;
    else if (typeof value == 'string' && /^[\w#.-]+$/.test(value))
      style += `--hl-${name}:${name == 'shadow' ? SHADOWS[value] : value};`;
  };
  for (const key in look) {
    const value: unknown = look[key as keyof TPopupLook];
    if (value && typeof value == 'object')
      for (const inner in value) add(`${key}-${inner}`, (value as Record<string, unknown>)[inner]);
    else add(key, value);
  }
  return style;
}
