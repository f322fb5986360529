import type { PopupBox } from '@hookline/rules';
import type { PopupEnv } from './popup-env.ts';
import type { PopupViewProps } from './render.tsx';

/** The classes of the frame around the dialog: its kind, placement and size, and its entry or exit. */
export function frameClass({ box, inline, closing, entryClass }: PopupViewProps): string {
  const classes = box.modal || box.placement === 'inline' ? ['hl-overlay'] : ['hl-frame'];
  if (box.placement !== 'center') classes.push(`hl-place-${box.placement}`);
  if (box.fluid) classes.push('hl-fluid');
  if (inline) classes.push('hl-inline');
  if (closing) classes.push(typeof closing === 'string' ? closing : 'hl-closing');
  else if (entryClass) classes.push(entryClass);
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
