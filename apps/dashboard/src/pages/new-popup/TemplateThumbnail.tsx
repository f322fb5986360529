import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type * as Renderer from '@hookline/embed/render';
import type { TLang } from '@hookline/schema';
import { popupFormat } from '@hookline/schema/popup-catalog';
import type { PopupTemplate } from '@hookline/schema/popup-templates';
import { DEVICES } from '../../preview/preview-frame.ts';
import styles from './TemplateGallery.module.css';

/** The visitor script's renderer, loaded once, when the first thumbnail scrolls into view. */
let renderer: Promise<typeof Renderer> | undefined;
const loadRenderer = () => (renderer ??= import('@hookline/embed/render'));

/** The thumbnail's largest box in CSS px; the window it shows is scaled to fit it and the card. */
const THUMB = { width: 320, height: 200 };
/** The card's padding around the thumbnail (both sides together). */
const GUTTER = 24;

/**
 * A template drawn by the popup's own renderer, scaled down into its card: a desktop window (a
 * phone's for the mobile type) with the popup where visitors would see it. Rendered only once the
 * card comes near the screen, so a long gallery costs nothing below the fold. Hidden from assistive
 * technology and inert: the card's text says what it is.
 */
export function TemplateThumbnail({ template, lang }: { template: PopupTemplate; lang: TLang }) {
  const frame = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(THUMB.width);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  const [failed, setFailed] = useState(false);
  const device = template.type === 'mobile' ? 'mobile' : 'desktop';
  const window = DEVICES[device];
  const scale = Math.min(Math.min(THUMB.width, room) / window.width, THUMB.height / window.height);

  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setRoom(Math.max(120, element.clientWidth - GUTTER));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = box.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    const element = host.current;
    if (!visible || !element) return;
    let current = true;
    let unmount: (() => void) | undefined;
    loadRenderer().then(
      ({ renderPopupPreview }) => {
        if (!current) return;
        const size = template.size ??
          popupFormat(template.type, template.format) ?? { width: 800, height: 500 };
        unmount = renderPopupPreview(element, {
          popupId: `template-${template.id}`,
          name: template.name[lang],
          content: template.content[lang],
          lang,
          type: template.type,
          format: template.format,
          size,
          viewport: window,
          design: template.design_properties,
          isMobile: device === 'mobile',
          showCloseButton: template.x_close_button,
          showThankYou: false,
        });
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      unmount?.();
    };
  }, [visible, template, lang, device, window]);

  return (
    <div ref={frame} className={styles.thumbFrame}>
      <div
        ref={box}
        className={styles.thumb}
        style={{ width: window.width * scale, height: window.height * scale }}
        aria-hidden="true"
        inert
        data-testid="template-thumbnail"
      >
        <div
          className={styles.thumbWindow}
          style={{ width: window.width, height: window.height, transform: `scale(${scale})` }}
        >
          <div ref={host} className={styles.thumbHost} />
        </div>
        {failed && <span className={styles.thumbFailed}>Preview unavailable</span>}
      </div>
    </div>
  );
}
