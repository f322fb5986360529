const POPUP_ID = /^[a-z0-9]{13}$/;
const CLICK_PATH = /(?:^|[/#?&=])click\/([a-z0-9]{13})(?=$|[/?#&])/;

/**
 * The popup a click-entry link opens: its address holds `click/{popup id}` (spec section 2), as in
 * `https://shop.example/click/abcdefghijklm` or `#click/abcdefghijklm`. Null for other links.
 */
export function clickPathPopupId(href: string): string | null {
  return CLICK_PATH.exec(href)?.[1] ?? null;
}

/** The popup an element's onclick popup attribute names: exactly a 13-character popup id, else null. */
export function onclickPopupId(value: string | null): string | null {
  const id = value?.trim() ?? '';
  return POPUP_ID.test(id) ? id : null;
}

/**
 * The popup to preview from the page address's `ppt-preview` parameter (spec section 2); null
 * when absent or not a popup id.
 */
export function previewPopupId(search: string): string | null {
  const id = new URLSearchParams(search).get('ppt-preview');
  return id !== null && POPUP_ID.test(id) ? id : null;
}
