import type { TLang } from '@hookline/schema';
import type { PopupDocument } from '../api/popups.ts';
import { PopupPreview } from '../preview/PopupPreview.tsx';
import type { Device } from '../preview/preview-frame.ts';
import type { ScreenName } from './content/blocks.ts';
import styles from './Editor.module.css';
import { Segmented } from './Segmented.tsx';

const DEVICES = [
  ['desktop', 'Desktop'],
  ['mobile', 'Mobile'],
] as const satisfies readonly (readonly [Device, string])[];

const LANGS = [
  ['en', 'English'],
  ['he', 'Hebrew'],
] as const satisfies readonly (readonly [TLang, string])[];

/** The live preview of the draft, on a computer or a phone, in either language. */
export function PreviewPanel({
  document,
  popupId,
  screen,
  device,
  onDevice,
  lang,
  onLang,
}: {
  document: PopupDocument;
  popupId: string;
  screen: ScreenName;
  device: Device;
  onDevice(device: Device): void;
  lang: TLang;
  onLang(lang: TLang): void;
}) {
  return (
    <aside className={styles.previewPanel} aria-label="Live preview">
      <div className={styles.previewControls}>
        <Segmented<Device> label="Preview size" value={device} options={DEVICES} onChange={onDevice} />
        <Segmented<TLang> label="Preview language" value={lang} options={LANGS} onChange={onLang} />
      </div>
      <PopupPreview
        popup={{ ...document, id: popupId }}
        device={device}
        lang={lang}
        screen={screen.startsWith('thank_you') ? 'thank_you' : 'main'}
      />
    </aside>
  );
}
