import type { TPopupLook } from '@hookline/schema';

/**
 * A look (`design_properties.look`) as CSS custom properties for the popup's root element inside
 * its shadow root, named after the look's keys: `text_color` is `--hl-text_color`,
 * `button.background` is `--hl-button-background`, numbers in px (`--hl-radius:12px`; the opacities,
 * angles and shadow names the style sheet does not read: the extras chunk turns them into colours,
 * gradients and shadows). `POPUP_CSS` reads each with today's value as its fallback, so an unset key keeps the
 * default look. Generic on purpose: every key costs the lightbox's bytes only in the style sheet.
 * Only numbers and plain words or colours pass (not addresses or free text), so a stray value cannot
 * add declarations; fonts, images, shadows, fields, the close button and the backdrop are the extras chunk's
 * (`lookExtraStyle`).
 */
export function lookStyle(look: TPopupLook | undefined): string {
  let style = '';
  const add = (name: string, value: unknown) => {
    if (typeof value == 'number') style += `--hl-${name}:${value}px;`;
    else if (typeof value == 'string' && /^[\w#.-]+$/.test(value)) style += `--hl-${name}:${value};`;
  };
  for (const key in look) {
    const value: unknown = look[key as keyof TPopupLook];
    if (value && typeof value == 'object')
      for (const inner in value) add(`${key}-${inner}`, (value as Record<string, unknown>)[inner]);
    else add(key, value);
  }
  return style;
}
