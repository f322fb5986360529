import type { ReactNode } from 'react';
import ui from '../styles/ui.module.css';
import styles from './EmptyState.module.css';

/**
 * What an empty list says, the same way everywhere in the dashboard: what is missing, in a line why
 * or what fills it, and one call to action (a link or button styled as one).
 */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={styles.empty} data-empty-state="">
      <p className={styles.title}>{title}</p>
      {children && <p className={styles.text}>{children}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

/**
 * A call to action that leads to a form on the same page: it scrolls to the element `target` (an
 * id) and puts the cursor in its first field, so the owner can start typing.
 */
export function JumpTo({ target, children }: { target: string; children: ReactNode }) {
  return (
    <a
      href={`#${target}`}
      // Quiet: the form it leads to has the filled button.
      className={ui.secondary}
      onClick={(event) => {
        const field = document
          .getElementById(target)
          ?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea');
        if (!field) return;
        event.preventDefault();
        field.scrollIntoView({ block: 'center' });
        field.focus({ preventScroll: true });
      }}
    >
      {children}
    </a>
  );
}
