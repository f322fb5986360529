/** @jsxImportSource preact */
import { backgroundEffectOf, backgroundEffectOpacity } from '@hookline/rules';
import type { TPopupLook } from '@hookline/schema';
import { useEffect, useRef } from 'preact/hooks';
import { loadEffects } from './lazy-parts.ts';
import type { PopupEnv } from './popup-env.ts';

type Running = { stop(): void };

/**
 * The popup's background effect (spec section 4, `poptin_design_background_effect`), part of the
 * extras chunk: a canvas behind the content at the effect's opacity, drawn by the effects chunk
 * (loaded once the popup shows) and stopped when the popup starts to close. Nothing without one.
 */
export function BackgroundEffect(props: {
  design: Readonly<Record<string, unknown>>;
  gamified: boolean;
  closing: boolean;
  env: PopupEnv;
}) {
  const effect = backgroundEffectOf(props.design.poptin_design_background_effect);
  const canvas = useRef<HTMLCanvasElement>(null);
  const running = useRef<Running | null>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!effect || !element) return;
    let live = true;
    loadEffects().then(
      ({ startBackgroundEffect }) => {
        if (live) running.current = startBackgroundEffect(element, effect);
      },
      (error: unknown) => props.env.log('a popup part failed to load', error),
    );
    return () => {
      live = false;
      running.current?.stop();
      running.current = null;
    };
  }, [effect]);
  useEffect(() => {
    if (props.closing) running.current?.stop();
  }, [props.closing]);
  if (!effect) return null;
  const background = (props.design.look as TPopupLook | undefined)?.background;
  const opacity = backgroundEffectOpacity(effect, {
    gamified: props.gamified,
    hasBackgroundColor: !background || background.kind === 'color',
  });
  return (
    <canvas ref={canvas} class="hl-effect" data-effect={effect} aria-hidden="true" style={{ opacity }} />
  );
}
