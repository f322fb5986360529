import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type * as Renderer from '@hookline/embed/render';
import type { TLang, TPopupContent } from '@hookline/schema';
import type { PopupDocument } from '../api/popups.ts';
import { DEVICES, frameScale, type Device } from './preview-frame.ts';
import styles from './PopupPreview.module.css';

/** The renderer is loaded only by the editor, and once. */
let renderer: Promise<typeof Renderer> | undefined;
const loadRenderer = () => (renderer ??= import('@hookline/embed/render'));

/** The screen shown: the main one, its thank-you screen, or a game's result screen. */
export type PreviewScreen = 'main' | 'thank_you' | 'post_play' | 'winning' | 'losing';

export interface PopupPreviewProps {
  popup: Pick<PopupDocument, 'name' | 'content' | 'width' | 'height' | 'x_close_button' | 'type' | 'format'> &
    Partial<Pick<PopupDocument, 'design_properties'>> & { id: string };
  device: Device;
  lang: TLang;
  screen: PreviewScreen;
}

/** The content with the chosen screen in front (the renderer opens on the main screen). */
function contentFor(content: TPopupContent, screen: PreviewScreen, device: Device): TPopupContent {
  const mobile = device === 'mobile';
  // A game's result screens are the game's own to show (`gameScreen`), from the whole content.
  if (screen !== 'thank_you') return content;
  const thankYou = (mobile ? content.thank_you_mobile : undefined) ?? content.thank_you ?? { blocks: [] };
  return { version: 1, main: thankYou };
}

/**
 * The live preview: the visitor script's own renderer (Preact, in a shadow root) mounted in a box
 * the size of a desktop or phone window, shrunk to fit the column. What the owner sees is what
 * visitors get, with the page's and the dashboard's styles kept out.
 */
export function PopupPreview({ popup, device, lang, screen }: PopupPreviewProps) {
  const column = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const [columnWidth, setColumnWidth] = useState(0);
  const [failed, setFailed] = useState(false);
  const window = DEVICES[device];

  useLayoutEffect(() => {
    const element = column.current;
    if (!element) return;
    const measure = () => setColumnWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const content = useMemo(() => contentFor(popup.content, screen, device), [popup.content, screen, device]);
  const unmount = useRef<(() => void) | null>(null);

  // Re-rendering into the same root lets Preact update the popup in place, without replaying its
  // entrance animation on every keystroke; the root is emptied only when the preview goes away.
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let current = true;
    loadRenderer().then(
      ({ renderPopupPreview }) => {
        if (!current) return;
        setFailed(false);
        unmount.current = renderPopupPreview(element, {
          popupId: popup.id,
          name: popup.name,
          content,
          lang,
          type: popup.type,
          format: popup.format,
          // The look, effects and closing options follow each edit, as visitors will get them.
          design: popup.design_properties ?? {},
          size: { width: popup.width, height: popup.height },
          // The renderer fits the popup to the device's window as the visitor script does: a
          // phone gets the reflowed layout, not a shrunk desktop box.
          viewport: window,
          isMobile: device === 'mobile',
          showCloseButton: popup.x_close_button,
          showThankYou: true,
          gameScreen: screen === 'main' || screen === 'thank_you' ? undefined : screen,
        });
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [popup, content, lang, device, window, screen]);
  useEffect(() => () => unmount.current?.(), []);

  const scale = frameScale(device, columnWidth);
  return (
    <div ref={column} className={styles.column}>
      <div className={styles.viewport} style={{ width: window.width * scale, height: window.height * scale }}>
        <div
          className={styles.window}
          style={{ width: window.width, height: window.height, transform: `scale(${scale})` }}
          data-testid="popup-preview"
          data-device={device}
          data-lang={lang}
          aria-label={`Preview of ${popup.name} on ${window.label.toLowerCase()}${lang === 'he' ? ', Hebrew' : ''}`}
          role="region"
        >
          {/* A picture of the popup, not a second form on the page: inert, so Tab does not start in
              its fields (the renderer numbers them from 500, as on a visitor's page) and its modal
              dialog does not hide the editor from a screen reader. */}
          <div ref={host} className={styles.host} inert />
        </div>
      </div>
      {failed && <p role="alert">The preview could not be loaded. Reload the page to try again.</p>}
    </div>
  );
}
