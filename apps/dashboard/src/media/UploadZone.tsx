import { useRef, useState, type DragEvent } from 'react';
import type { Media } from '../api/media.ts';
import ui from '../styles/ui.module.css';
import styles from './Media.module.css';
import type { MediaLibrary } from './use-media-library.ts';

/** What the file chooser offers; the server still reads each file's type from its bytes. */
const ACCEPT = 'image/png,image/jpeg,image/webp';

/**
 * Uploading to the library: a button, or files dropped on the zone, with each file's progress and,
 * for a refused one, the server's reason.
 */
export function UploadZone({
  library,
  onUploaded,
  compact = false,
}: {
  library: MediaLibrary;
  onUploaded?(media: Media[]): void;
  compact?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const send = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const stored = await library.upload([...files]);
    if (stored.length > 0) onUploaded?.(stored);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void send(event.dataTransfer.files);
  };

  return (
    <div>
      <div
        className={`${styles.dropZone} ${over ? styles.dropOver : ''} ${compact ? styles.dropCompact : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="media-drop-zone"
      >
        <button type="button" className={ui.button} onClick={() => input.current?.click()}>
          Upload images
        </button>
        <span className={ui.muted}>or drop them here. PNG, JPEG or WebP, up to 5 MB each.</span>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          aria-label="Image files to upload"
          onChange={(event) => {
            void send(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </div>
      {library.uploads.length > 0 && (
        <ul className={styles.uploads} aria-label="Uploads">
          {library.uploads.map((upload) => (
            <li key={upload.key} className={upload.error ? styles.uploadFailed : undefined}>
              <span className={styles.uploadName}>{upload.name}</span>
              {upload.error ? (
                <>
                  <span role="alert">{upload.error}</span>
                  <button type="button" className={ui.linkButton} onClick={() => library.dismiss(upload.key)}>
                    Dismiss
                  </button>
                </>
              ) : (
                <progress
                  max={1}
                  value={upload.progress}
                  aria-label={`Uploading ${upload.name}`}
                  className={styles.progress}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
