import { formatBytes } from '@hookline/schema';
import type { Media } from '../api/media.ts';
import ui from '../styles/ui.module.css';
import styles from './Media.module.css';

/** "1200 × 800 · 46 KB". */
export const mediaFacts = (media: Media) => `${media.width} × ${media.height} · ${formatBytes(media.bytes)}`;

/**
 * The library's thumbnails with their names and sizes. With `onPick` a thumbnail is a button that
 * chooses the image (the picker); with `onDelete` each has a Delete button (the library page).
 */
export function MediaGrid({
  items,
  selectedUrl,
  onPick,
  onDelete,
}: {
  items: readonly Media[];
  selectedUrl?: string | null;
  onPick?(media: Media): void;
  onDelete?(media: Media): void;
}) {
  return (
    <ul className={styles.grid}>
      {items.map((media) => {
        const picture = (
          <span className={styles.thumb}>
            <img src={media.url} alt="" loading="lazy" width={media.width} height={media.height} />
          </span>
        );
        const selected = selectedUrl === media.url;
        return (
          <li key={media.id} className={`${styles.card} ${selected ? styles.selected : ''}`}>
            {onPick ? (
              <button
                type="button"
                className={styles.pick}
                onClick={() => onPick(media)}
                aria-pressed={selected}
                aria-label={`Use ${media.file_name}, ${mediaFacts(media)}`}
              >
                {picture}
              </button>
            ) : (
              <a href={media.url} target="_blank" rel="noreferrer" aria-label={`Open ${media.file_name}`}>
                {picture}
              </a>
            )}
            <span className={styles.name} title={media.file_name}>
              {media.file_name}
            </span>
            <span className={ui.muted}>{mediaFacts(media)}</span>
            {onDelete && (
              <button
                type="button"
                className={`${ui.linkButton} ${styles.delete}`}
                onClick={() => onDelete(media)}
                aria-label={`Delete ${media.file_name}`}
              >
                Delete
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
