import type { PopupDocument } from '../api/popups.ts';
import { PopupPreview, type PreviewScreen } from '../preview/PopupPreview.tsx';
import type { Device } from '../preview/preview-frame.ts';
import type { ScreenName } from './content/blocks.ts';
import ui from '../styles/ui.module.css';
import styles from './Editor.module.css';
import { Segmented } from './Segmented.tsx';

const DEVICES = [
  ['desktop', 'Desktop'],
  ['mobile', 'Mobile'],
] as const satisfies readonly (readonly [Device, string])[];

/**
 * The live preview of the draft, on a computer or a phone. It shows the popup in its own language
 * (Settings, Language): the owner's text with that language's direction and messages. A toggle to
 * another language only mirrored the same text, which no visitor ever sees.
 */
export function PreviewPanel({
  document,
  popupId,
  screen,
  device,
  onDevice,
  hasDomain,
  onPreviewOnSite,
}: {
  document: PopupDocument;
  popupId: string;
  screen: ScreenName;
  device: Device;
  onDevice(device: Device): void;
  /** Whether the site has an address to preview on. */
  hasDomain: boolean;
  /** "Preview on my site", with the tab opened for it in the click. */
  onPreviewOnSite(tab: Window | null): void;
}) {
  return (
    <aside className={styles.previewPanel} aria-label="Live preview">
      <div className={styles.previewControls}>
        <Segmented<Device> label="Preview size" value={device} options={DEVICES} onChange={onDevice} />
        <button
          type="button"
          className={`${ui.secondary} ${styles.previewOnSite}`}
          disabled={!hasDomain}
          aria-describedby="preview-on-site-note"
          // Opened now, while the click counts as the owner's: a tab opened after the API answers is
          // what pop-up blockers stop.
          onClick={() => onPreviewOnSite(window.open('', '_blank'))}
        >
          Preview on my site
        </button>
      </div>
      <p id="preview-on-site-note" className={styles.previewNote}>
        {hasDomain
          ? 'Opens your site with this popup showing at once, for you alone; nothing is counted.'
          : 'Add your site’s address (its domain) to preview the popup on it.'}
      </p>
      <PopupPreview
        popup={{ ...document, id: popupId }}
        device={device}
        lang={document.lang}
        screen={screen.replace('_mobile', '') as PreviewScreen}
      />
    </aside>
  );
}
