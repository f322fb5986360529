/** @jsxImportSource preact */
import { extraMessages } from '@hookline/rules';

/** Preview mode (spec section 2): a banner says that submission will not be functional. */
export function PreviewBanner({ lang }: { lang: string }) {
  return (
    <p class="hl-text" role="note" data-preview-banner="">
      {extraMessages(lang).previewBanner}
    </p>
  );
}
