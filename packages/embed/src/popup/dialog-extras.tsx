/** @jsxImportSource preact */
import type { PopupBox } from '@hookline/rules';
import type { TPopupLook } from '@hookline/schema';
import type { RefObject } from 'preact';
import { BackgroundEffect } from './background-effect.tsx';
import { Drag } from './drag.tsx';
import { LookParts } from './look-extras.tsx';
import { PreviewBanner } from './preview-banner.tsx';
import type { PopupViewProps } from './render.tsx';

/**
 * Part of the extras chunk: what the dialog of a popup `view` that loaded the extras chunk shows
 * before its content: the drag handle of a draggable popup, the look's parts, the background
 * effect and, in preview mode, the banner.
 */
export function DialogExtras({
  view,
  box,
  dialog,
}: {
  view: PopupViewProps;
  box: PopupBox;
  dialog: RefObject<HTMLDivElement>;
}) {
  const { design, env } = view;
  const look = design.look as TPopupLook | undefined;
  return (
    <>
      {design.poptin_design_draggable === true && <Drag dialog={dialog} />}
      {look && <LookParts look={look} box={box} env={env} />}
      <BackgroundEffect
        design={design}
        gamified={view.type === 'gamified'}
        closing={!!view.closing}
        env={env}
      />
      {view.preview && <PreviewBanner lang={view.lang} />}
    </>
  );
}
