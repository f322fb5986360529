import type { PopupDocument } from '../api/popups.ts';
import { PopupPreview, type PreviewScreen } from '../preview/PopupPreview.tsx';
import type { Device } from '../preview/preview-frame.ts';
import type { ScreenName } from './content/blocks.ts';
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
}: {
  document: PopupDocument;
  popupId: string;
  screen: ScreenName;
  device: Device;
  onDevice(device: Device): void;
}) {
  return (
    <aside className={styles.previewPanel} aria-label="Live preview">
      <div className={styles.previewControls}>
        <Segmented<Device> label="Preview size" value={device} options={DEVICES} onChange={onDevice} />
      </div>
      <PopupPreview
        popup={{ ...document, id: popupId }}
        device={device}
        lang={document.lang}
        screen={screen.replace('_mobile', '') as PreviewScreen}
      />
    </aside>
  );
}
