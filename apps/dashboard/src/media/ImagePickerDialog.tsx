import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import ui from '../styles/ui.module.css';
import { MediaGrid } from './MediaGrid.tsx';
import styles from './Media.module.css';
import { UploadZone } from './UploadZone.tsx';
import { useMediaLibrary } from './use-media-library.ts';

/** Why a pasted image address cannot be used, or null: web addresses and library paths only. */
export function imageAddressProblem(value: string): string | null {
  if (/^\/media\/[0-9a-f]{32}\.(png|jpg|webp)$/.test(value)) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return null;
  } catch {
    // Not a URL at all: said below.
  }
  return 'Paste a web address that starts with https://';
}

/**
 * The picker's modal (a native `<dialog>`: focus stays inside, Escape closes): the site's library
 * to pick from, an upload zone whose upload is picked at once, and a field for an address.
 */
export function ImagePickerDialog({
  siteId,
  value,
  title,
  onPick,
  onClose,
}: {
  siteId: string;
  value: string | null;
  title: string;
  onPick(url: string): void;
  onClose(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const library = useMediaLibrary(siteId);
  const titleId = useId();
  const urlId = useId();
  const isLibraryPath = value?.startsWith('/media/') ?? false;
  const [address, setAddress] = useState(value && !isLibraryPath ? value : '');
  const [addressError, setAddressError] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);

  const submitAddress = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = address.trim();
    const problem = imageAddressProblem(trimmed);
    setAddressError(problem);
    if (!problem) onPick(trimmed);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.pickerDialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.dialogHead}>
        <h2 id={titleId}>{title}: choose an image</h2>
        <button type="button" className={ui.secondary} onClick={onClose}>
          Close
        </button>
      </div>
      <div className={styles.dialogBody}>
        <UploadZone library={library} compact onUploaded={(stored) => onPick(stored[0]!.url)} />
        {library.error && (
          <p role="alert" className={ui.alert}>
            {library.error}
          </p>
        )}
        {library.items.length > 0 ? (
          <MediaGrid items={library.items} selectedUrl={value} onPick={(media) => onPick(media.url)} />
        ) : (
          !library.loading && (
            <p className={ui.empty}>No images in this site’s library yet: upload one above.</p>
          )
        )}
        {library.hasMore && (
          <div className={styles.more}>
            <button type="button" className={ui.secondary} onClick={() => void library.loadMore()}>
              Show more
            </button>
          </div>
        )}
        <form className={styles.urlRow} onSubmit={submitAddress} noValidate>
          <label htmlFor={urlId}>
            Or paste an image address
            <input
              id={urlId}
              type="url"
              inputMode="url"
              placeholder="https://…"
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              aria-invalid={addressError ? true : undefined}
            />
          </label>
          <button type="submit" className={ui.secondary}>
            Use address
          </button>
        </form>
        {addressError && (
          <p role="alert" className={ui.alert}>
            {addressError}
          </p>
        )}
      </div>
    </dialog>
  );
}
