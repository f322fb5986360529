import ui from '../styles/ui.module.css';

/** Shown while the first page's data loads. */
export function Loading() {
  return (
    <p className={ui.empty} role="status" style={{ padding: 'var(--space-8)' }}>
      Loading…
    </p>
  );
}
