/** @jsxImportSource preact */
import { closeControl } from '@hookline/rules';
import type { TCloseTrigger } from '@hookline/schema';
import { CloseX } from './controls.tsx';
import { messagesOf } from './popup-env.ts';
import type { PopupViewProps } from './render.tsx';

/**
 * What the dialog of a popup `view` shows after its content: its close control (the extras
 * chunk's Skip button, or the close X with the extras chunk's note, `onShown` once the X appears),
 * the "Don't show this again" button when the design has it (`do_not_show_again`; it closes as the
 * X does), and the credit badge of freemium accounts.
 */
export function closingControls(
  view: PopupViewProps,
  shownAt: number,
  onClose: (trigger: TCloseTrigger) => void,
  onShown: () => void,
) {
  const { design, env } = view;
  const control = closeControl(design, view.showCloseButton !== false);
  return (
    <>
      {control === 'skip' && env.extras && (
        <env.extras.SkipButton
          design={design}
          lang={view.lang}
          shownAt={shownAt}
          now={env.now}
          onClose={onClose}
        />
      )}
      {control === 'x' && (
        <CloseX design={design} shownAt={shownAt} now={env.now} onClose={onClose} onShown={onShown}>
          {env.extras && <env.extras.CloseNote design={design} />}
        </CloseX>
      )}
      {design.do_not_show_again === true && (
        <button
          type="button"
          class="hl-dont-show"
          onClick={() => {
            view.onDoNotShowAgain?.();
            onClose('cancel_click');
          }}
        >
          {typeof design.do_not_show_again_label === 'string' && design.do_not_show_again_label
            ? design.do_not_show_again_label
            : 'Don’t show this again'}
        </button>
      )}
      {view.showCredit && <span class="hl-credit">{messagesOf(env).credit}</span>}
    </>
  );
}
