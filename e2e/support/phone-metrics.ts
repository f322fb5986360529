import { deflateSync, crc32 } from 'node:zlib';
import type { Page } from 'playwright-core';

/** What a phone visitor gets from a popup, measured in the page (getBoundingClientRect, getComputedStyle). */
export interface PhoneMetrics {
  /** The rendered heights of the text inputs, selects and buttons (the close X apart). */
  controlHeights: number[];
  /** The close X's rendered size, or null when the popup has none. */
  close: { width: number; height: number } | null;
  /** The smallest rendered font size of any visible text in the popup, and whose it is. */
  smallestText: { px: number; text: string };
  dialog: { x: number; y: number; width: number; height: number; scrollHeight: number; clientHeight: number };
  overflowY: string;
  overscroll: string;
  window: { width: number; height: number; scrollWidth: number };
}

/**
 * Measures the popup in `[data-hookline-popup]`'s shadow root. Font sizes are what the eye gets:
 * the computed size times the dialog's scale (a transform leaves the computed size unchanged).
 */
export function phoneMetrics(page: Page): Promise<PhoneMetrics> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-hookline-popup]')!.shadowRoot!;
    const dialog = root.querySelector<HTMLElement>('[role="dialog"]')!;
    const rect = dialog.getBoundingClientRect();
    const scale = rect.width / dialog.offsetWidth;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const controls = [
      ...root.querySelectorAll('input:not([type=checkbox]):not([type=radio]), select, button'),
    ]
      .filter((element) => shown(element) && !element.classList.contains('hl-close'))
      .map((element) => element.getBoundingClientRect().height);
    const closeButton = root.querySelector('.hl-close');
    const closeBox = closeButton && shown(closeButton) ? closeButton.getBoundingClientRect() : null;
    let smallestText = { px: Infinity, text: '' };
    const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !shown(parent)) continue;
      const px = parseFloat(getComputedStyle(parent).fontSize) * scale;
      if (px < smallestText.px) smallestText = { px, text: node.textContent.trim() };
    }
    for (const input of root.querySelectorAll('input, select, textarea')) {
      if (!shown(input)) continue;
      const px = parseFloat(getComputedStyle(input).fontSize) * scale;
      if (px < smallestText.px) smallestText = { px, text: `<${input.tagName.toLowerCase()}>` };
    }
    const style = getComputedStyle(dialog);
    return {
      controlHeights: controls,
      close: closeBox && { width: closeBox.width, height: closeBox.height },
      smallestText,
      dialog: {
        x: rect.x,
        y: rect.y,
        width: rect.width,
        height: rect.height,
        scrollHeight: dialog.scrollHeight,
        clientHeight: dialog.clientHeight,
      },
      overflowY: style.overflowY,
      overscroll: style.overscrollBehaviorY,
      window: {
        width: window.innerWidth,
        height: window.innerHeight,
        scrollWidth: document.documentElement.scrollWidth,
      },
    };
  });
}

/** A small PNG of one colour (an image block's picture, with no network). */
export function pngDataUrl(width: number, height: number, [r, g, b]: [number, number, number]): string {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
