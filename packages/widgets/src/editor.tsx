import type { ReactNode } from 'react';
import type { ComponentConfig, Config } from '@puckeditor/core';
import { catalogue, type AnyWidget } from './catalogue.ts';
import type { WidgetCategory } from './contract.ts';
import { EditorWidget } from './editor/EditorWidget.tsx';
import { LockedWidget } from './editor/LockedWidget.tsx';
import { popupRootConfig } from './popup/root-config.tsx';
import { NOT_IN_POPUPS } from './popup/support.ts';
import { textField } from './frame/fields.ts';

export type { PageDocument, PageNode, WidgetDefinition } from './contract.ts';
export { catalogue } from './catalogue.ts';
export { NOT_IN_POPUPS } from './popup/support.ts';
export { WidgetDataContext, type WidgetDataSource } from './editor/editor-data.tsx';

const categoryTitles: Record<WidgetCategory, string> = {
  layout: 'Layout',
  content: 'Text and buttons',
  media: 'Media and galleries',
  dynamic: 'Dynamic content',
  posts: 'Posts and lists',
  shop: 'Shop',
  interactive: 'Interactive',
};

export interface EditorConfigOptions {
  /** Whether the account's plan unlocks the pro widgets; locked ones cannot be inserted. */
  proUnlocked: boolean;
  /** A page-builder popup: the root holds the popup's settings and the canvas is its box. */
  popup?: boolean;
}

/** Whether a widget is locked for this account (a pro widget on a free plan). */
export const isLocked = (widget: AnyWidget, options: EditorConfigOptions) =>
  Boolean(widget.pro) && !options.proUnlocked;

function componentConfig(widget: AnyWidget, options: EditorConfigOptions): ComponentConfig {
  const locked = isLocked(widget, options);
  return {
    label: locked ? `${widget.label} (Pro)` : widget.label,
    fields: widget.fields,
    defaultProps: widget.defaultProps,
    permissions: locked ? { insert: false, edit: false, duplicate: false } : undefined,
    render: (props) =>
      locked ? <LockedWidget label={widget.label} /> : <EditorWidget widget={widget} props={props} />,
  };
}

/**
 * Puck's config for the page editor: one component per catalogue widget, grouped by category, the
 * page's title as the root field. The editor and the shop render the same widget `Render`.
 */
export function editorConfig(options: EditorConfigOptions): Config {
  // A popup is offered every widget that works inside one (`NOT_IN_POPUPS` says why the others do not).
  const offered = options.popup ? catalogue.filter((w) => !(w.type in NOT_IN_POPUPS)) : catalogue;
  const components = Object.fromEntries(offered.map((w) => [w.type, componentConfig(w, options)]));
  const categories = Object.fromEntries(
    (Object.keys(categoryTitles) as WidgetCategory[]).map((category) => [
      category,
      {
        title: categoryTitles[category],
        components: offered.filter((w) => w.category === category).map((w) => w.type),
      },
    ]),
  );
  return {
    components,
    categories,
    root: options.popup
      ? (popupRootConfig as Config['root'])
      : {
          fields: { title: textField('Page title') },
          defaultProps: { title: '' },
          // The canvas wears the shop's frame, so the shop's style sheet draws it as visitors see it.
          render: ({ children }: { children?: ReactNode }) => (
            <div className="shop">
              <main className="shop-main">
                <div className="builder-page">{children}</div>
              </main>
            </div>
          ),
        },
  };
}
