import { clickPathPopupId, onclickPopupId } from '@hookline/rules';
import type { LoaderEnv } from './env.ts';
import { guarded } from './log.ts';
import { ONCLICK_ALIAS, ONCLICK_ATTRIBUTE } from './page-markup.ts';

/**
 * Click entry (spec section 2): a click on a link whose address holds `click/{popup id}`, or on an
 * element whose onclick popup attribute holds a popup id, opens that popup instead of following
 * the link. One listener on the document catches them all, including elements added later.
 */
export function listenForClickEntries(env: LoaderEnv, open: (popupId: string) => void): void {
  env.document.addEventListener(
    'click',
    guarded('click entry', (event: MouseEvent) => {
      const target = event.target as Element | null;
      const element = target?.closest?.(`[${ONCLICK_ATTRIBUTE}],[${ONCLICK_ALIAS}],a[href*="click/"]`);
      if (!element) return;
      const id =
        onclickPopupId(element.getAttribute(ONCLICK_ATTRIBUTE) ?? element.getAttribute(ONCLICK_ALIAS)) ??
        clickPathPopupId(element.getAttribute('href') ?? '');
      if (!id) return;
      event.preventDefault();
      open(id);
    }),
    true,
  );
}
