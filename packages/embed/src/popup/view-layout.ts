import type { PopupBox } from '@hookline/rules';
import { lightboxBox } from './needs.ts';
import type { PopupEnv } from './popup-env.ts';
import type { PopupViewProps } from './render.tsx';

/**
 * Where and how big a view shows when its mount gave no box (the dashboard preview): its type's
 * placement when the extras chunk is loaded, else a centred lightbox; fitted to `viewport`, or to
 * its own size without one (no scaling).
 */
export function viewBoxOf({
  box,
  env,
  type,
  format,
  size,
  design,
  viewport = size,
}: PopupViewProps): PopupBox {
  return (
    box ??
    env.extras?.popupBox({ type, format, size, location: design.poptin_location }, viewport) ??
    lightboxBox(size, viewport)
  );
}

/** The classes of the frame around the dialog: its kind, placement and size, and its entry or exit. */
export function frameClass(box: PopupBox, props: PopupViewProps): string {
  const classes = box.modal || box.placement === 'inline' ? ['hl-overlay'] : ['hl-frame'];
  if (box.placement !== 'center') classes.push(`hl-place-${box.placement}`);
  if (box.fluid) classes.push('hl-fluid');
  if (props.inline) classes.push('hl-inline');
  if (props.closing) classes.push(typeof props.closing === 'string' ? props.closing : 'hl-closing');
  else if (props.entryClass) classes.push(props.entryClass);
  return classes.join(' ');
}

/**
 * The dialog's inline style: an embedded popup's (the extras chunk's), else its box's size at its
 * scale; none for a fluid box, which the small-screen chunk's style sheet sizes.
 */
export function dialogStyleOf(box: PopupBox, env: PopupEnv) {
  return (
    env.extras?.inlineDialogStyle(box) ??
    (box.fluid
      ? undefined
      : { width: `${box.size.width}px`, height: `${box.size.height}px`, transform: `scale(${box.scale})` })
  );
}
