/** @jsxImportSource preact */
import type { Arrangement, PopupBox } from '@hookline/rules';
import type { TPopupLook } from '@hookline/schema';
import { addFontFaces, fontChoice } from '@hookline/schema/popup-fonts';
import { useLayoutEffect } from 'preact/hooks';
import type { PopupEnv } from './popup-env.ts';

/*
 * The parts of a popup's look a default lightbox never needs (extras chunk): fonts, images, the
 * formats that show an image, and the close button's other positions. The core's `lookStyle` has
 * the colours and sizes.
 */

/** Where an image format puts the look's image: beside the form, on top, or behind it. */
export type MediaPlace = 'split' | 'top' | 'cover';

/** `#rrggbb` and an opacity from 0 to 1 as `#rrggbbaa`. */
const withOpacity = (colour: string, opacity: number) =>
  colour.slice(0, 7) + `0${Math.round(opacity * 255).toString(16)}`.slice(-2);

/** The place of the look's image in this arrangement, or null when the format promises no image. */
export function mediaPlace(look: TPopupLook | undefined, arrangement: Arrangement): MediaPlace | null {
  if (!look?.image?.url) return null;
  return arrangement === 'split' || arrangement === 'top' || arrangement === 'cover' ? arrangement : null;
}

/** A `/media/` path is the server's: on a visitor's page it is resolved against the server, not the page. */
export function assetUrl(url: string, origin: string): string {
  return url.startsWith('/') ? origin + url : url;
}

/** A CSS `url("…")`; the schema refuses quotes and brackets, this keeps a stray one harmless anyway. */
const cssUrl = (url: string, origin: string) =>
  `url("${encodeURI(assetUrl(url, origin)).replace(/"/g, '%22')}")`;

/** An image's focal point as a CSS position; the middle when unset. */
const focal = (image: { focal_x?: number; focal_y?: number }) =>
  `${image.focal_x ?? 50}% ${image.focal_y ?? 50}%`;

/**
 * The custom properties of a look that the extras chunk owns: the font's stack, an image
 * background (with its focal point, overlay and the colour shown while it loads), the format's
 * image, and white text over a cover image when the owner chose no text colour.
 */
export function lookExtraStyle(look: TPopupLook | undefined, arrangement: Arrangement, origin = ''): string {
  if (!look) return '';
  let style = '';
  if (look.font) style += `--hl-family:${fontChoice(look.font).stack};`;
  const input = look.input;
  if (input?.style === 'underlined') {
    style += '--hl-input-lines:0 0 2px;';
    if (input.radius === undefined) style += '--hl-input-radius:0;';
    if (!input.background) style += '--hl-input-background:#0000;';
  }
  if (input?.style === 'filled') {
    if (!input.background) style += '--hl-input-background:#eef0f4;';
    if (!input.border_color) style += `--hl-input-border_color:${input.background ?? '#eef0f4'};`;
  }
  if (look.button?.full_width === false) style += '--hl-button-width:fit-content;';
  const background = look.background;
  if (background?.kind === 'gradient')
    style += `--hl-bg:linear-gradient(${background.angle}deg,${background.from},${background.to});`;
  const overlay = look.overlay;
  if (overlay) style += `--hl-backdrop:${withOpacity(overlay.color ?? '#11141c', overlay.opacity ?? 0.6)};`;
  if (background?.kind === 'image' && background.url) {
    const tint = withOpacity(background.overlay ?? '#000000', background.overlay_opacity ?? 0);
    style += `--hl-bg:linear-gradient(${tint},${tint}),${cssUrl(background.url, origin)};--hl-bg-at:${focal(background)};`;
    if (background.fallback) style += `--hl-background-color:${background.fallback};`;
  }
  const close = look.close;
  if (close?.position === 'left') style += '--hl-close-left:6px;--hl-close-right:auto;';
  if (close?.position === 'outside') {
    // Half outside the box's corner: the dialog stops clipping it, and it gets a disc to stand on.
    style += '--hl-close-top:-14px;--hl-close-right:-14px;--hl-dialog-overflow:visible;';
    style += '--hl-close-shadow:0 2px 8px rgba(0,0,0,.25);';
    if (!close.background) style += '--hl-close-background:#fff;';
  }
  const place = mediaPlace(look, arrangement);
  if (place && look.image) {
    style += `--hl-media:${cssUrl(look.image.url, origin)};--hl-media-at:${focal(look.image)};`;
    if (place === 'cover' && !look.text_color) style += '--hl-text_color:#fff;';
    if (place === 'cover' && !look.heading_color) style += '--hl-heading_color:#fff;';
  }
  return style;
}

/**
 * The look's parts inside the dialog: the custom properties the extras chunk owns (a style rule of
 * this popup's shadow root, on the backdrop too), the format's image (beside the form, on top, or behind it with a shade
 * for legible text), and the self-hosted font's faces, added to the page when the popup shows.
 */
export function LookParts({ look, box, env }: { look: TPopupLook; box: PopupBox; env: PopupEnv }) {
  // The faces go in the page's head: Chromium ignores `@font-face` inside a shadow root.
  useLayoutEffect(() => addFontFaces(document, fontChoice(look.font), env.origin), [look.font, env.origin]);
  const place = mediaPlace(look, box.arrangement);
  const alt = look.image?.alt;
  return (
    <>
      <style>{`.hl-overlay,.hl-frame,.hl-dialog{${lookExtraStyle(look, box.arrangement, env.origin)}}`}</style>
      {place && (
        <div
          class={`hl-media hl-media-${place}`}
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : 'true'}
        />
      )}
    </>
  );
}
