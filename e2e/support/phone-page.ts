import type { Page } from 'playwright-core';

/** What a phone user of a dashboard page runs into: a page wider than the screen, small controls, small text. */
export interface PhoneProblems {
  /** The page scrolls sideways by this many px (0: it fits). */
  sidewaysScroll: number;
  /** Buttons, inputs and selects less than 44 px tall or wide, described. */
  smallTargets: string[];
  /** Inputs, selects and body paragraphs set below 16 px, described. */
  smallText: string[];
}

/**
 * Measures the page as shown: visible buttons (and links styled as buttons, `role=button`), text
 * inputs and selects, and the page's paragraphs. A checkbox counts with its label (the label is
 * the target), so it is not listed.
 */
export function phoneProblems(page: Page): Promise<PhoneProblems> {
  return page.evaluate(() => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      const name =
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent?.trim().slice(0, 30);
      return `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`;
    };
    const targets = document.querySelectorAll(
      'button, [role=button], a[class*=button], input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea',
    );
    const smallTargets = [...targets]
      .filter((element) => shown(element) && !element.closest('[data-testid="popup-preview"]'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.height < 44 || box.width < 44;
      })
      .map(describe);
    const texts = document.querySelectorAll('input, select, textarea, main p, main li, main dd, main label');
    const smallText = [...texts]
      .filter((element) => shown(element) && !element.closest('[data-testid="popup-preview"]'))
      .filter((element) => parseFloat(getComputedStyle(element).fontSize) < 16)
      .map((element) => `${describe(element)} at ${getComputedStyle(element).fontSize}`);
    return {
      sidewaysScroll: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
      smallTargets,
      smallText,
    };
  });
}
