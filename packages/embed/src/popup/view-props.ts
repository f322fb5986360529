import type { MountPopupOptions } from './contract.ts';
import type { PopupViewProps } from './render.tsx';

/** The props of a shown popup's view that stay the same while it is open: what the record, the page and the loader say. */
export function fixedViewProps({
  popup,
  isMobile,
  preview,
  tabIndexBase,
  onDoNotShowAgain,
}: MountPopupOptions) {
  return {
    popupId: popup.id,
    name: popup.name,
    lang: popup.lang,
    type: popup.type,
    format: popup.format,
    design: popup.design,
    size: popup.size,
    isMobile,
    showCloseButton: popup.showCloseButton,
    showCredit: popup.showCredit === true,
    preview: preview === true,
    template: popup.templateMarkup
      ? { html: popup.templateMarkup }
      : popup.templateUrl
        ? { url: popup.templateUrl }
        : undefined,
    closeOnSubmit: false,
    closeOnBackdropClick: popup.design.poptin_design_close_on_screen_click === true,
    tabIndexBase,
    onDoNotShowAgain,
  } satisfies Partial<PopupViewProps>;
}
