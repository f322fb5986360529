import { useEffect, useId, useRef, type ReactNode } from 'react';
import ui from '../styles/ui.module.css';
import styles from './ConfirmDialog.module.css';

export interface ConfirmAction {
  label: string;
  onClick(): void;
  danger?: boolean;
}

/**
 * A modal question with its answers (an `alertdialog`): focus moves to the safe answer, Escape
 * chooses it, and Tab stays inside.
 */
export function ConfirmDialog({
  title,
  children,
  cancel,
  actions,
}: {
  title: string;
  children: ReactNode;
  cancel: ConfirmAction;
  actions: ConfirmAction[];
}) {
  const titleId = useId();
  const bodyId = useId();
  const box = useRef<HTMLDivElement>(null);
  const safe = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    safe.current?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel.onClick();
    } else if (event.key === 'Tab' && box.current) {
      const buttons = [...box.current.querySelectorAll('button')];
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const next = buttons[(at + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length];
      event.preventDefault();
      next?.focus();
    }
  };

  return (
    <div className={styles.backdrop}>
      <div
        ref={box}
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        <div id={bodyId}>{children}</div>
        <div className={styles.actions}>
          <button ref={safe} type="button" className={ui.secondary} onClick={cancel.onClick}>
            {cancel.label}
          </button>
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className={action.danger ? ui.danger : ui.button}
              onClick={action.onClick}
            >
              {action.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
