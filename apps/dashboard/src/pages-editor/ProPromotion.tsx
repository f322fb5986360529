import { useEffect, useId, useRef } from 'react';
import ui from '../styles/ui.module.css';
import styles from './PageEditor.module.css';

/** Where an owner upgrades to Pro (the provider's site). */
export const UPGRADE_URL = 'https://hookline.app/pricing?ref=page-builder';

/**
 * The promotion of a locked pro widget (spec 2 "Editor only"): what it is and the upgrade link. A
 * modal dialog: focus moves in, Escape and the close button leave it.
 */
export function ProPromotion({ widget, onClose }: { widget: string; onClose(): void }) {
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    close.current?.focus();
    return () => previous?.focus?.();
  }, []);
  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.promotion}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
      >
        <h2 id={titleId}>{widget} is a Pro widget</h2>
        <p>
          Dynamic content, lists with filters, carousels driven by triggers and the other Pro widgets come
          with Hookline Pro. Upgrade to place {widget} on your pages.
        </p>
        <div className={styles.promotionActions}>
          <a className={ui.button} href={UPGRADE_URL} target="_blank" rel="noopener">
            Upgrade to Pro
          </a>
          <button ref={close} type="button" className={ui.secondary} onClick={onClose}>
            Not now
          </button>
        </div>
      </div>
    </div>
  );
}
