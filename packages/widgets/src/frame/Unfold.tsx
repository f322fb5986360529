import { UNFOLD_DEFAULTS } from '@hookline/rules/page';
import type { ReactNode } from 'react';

/** Unfold settings as stored (spec 3 "Text-unfold widget data": more, less, height). */
export interface UnfoldProps {
  more: string;
  less: string;
  height: number;
  auto_hide: boolean;
  icons: boolean;
}

export const unfoldDefaults: UnfoldProps = {
  more: UNFOLD_DEFAULTS.more,
  less: UNFOLD_DEFAULTS.less,
  height: UNFOLD_DEFAULTS.heightPx,
  auto_hide: UNFOLD_DEFAULTS.autoHide,
  icons: UNFOLD_DEFAULTS.icons,
};

/**
 * Content folded to a height with a more / less toggle (the `text-unfold` island does the rest).
 * Server-rendered folded, so a long text does not jump after scripts run.
 */
export function Unfold({ settings, children }: { settings: UnfoldProps; children: ReactNode }) {
  return (
    <div
      className="hl-unfold"
      data-island="text-unfold"
      data-more={settings.more}
      data-less={settings.less}
      data-height={String(settings.height)}
      data-auto-hide={String(settings.auto_hide)}
      data-icons={String(settings.icons)}
    >
      <div className="hl-unfold__content" style={{ maxHeight: settings.height, overflow: 'hidden' }}>
        {children}
      </div>
      <button type="button" className="hl-unfold__toggle" aria-expanded="false">
        <span className="hl-unfold__label">{settings.more || UNFOLD_DEFAULTS.more}</span>
        {settings.icons && <span className="hl-unfold__icon" aria-hidden="true" />}
      </button>
    </div>
  );
}
