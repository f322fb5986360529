import type { ComponentType, ReactNode } from 'react';
import type { Fields } from '@puckeditor/core';
import type { ShopData } from '@hookline/shop';

/**
 * The widget contract: what one folder of `packages/widgets/src/` exports. The editor builds Puck's
 * config from `fields`, `defaultProps` and `Render`; the shop's server renders the same `Render`;
 * `island` names the client behaviour (a file in `islands/`) loaded only on pages that hold the widget.
 * docs/page-builder.md, "How to add a widget", walks through one.
 */

/** Where the widget is listed in the editor's side bar. */
export type WidgetCategory = 'layout' | 'content' | 'media' | 'dynamic' | 'posts' | 'shop' | 'interactive';

/** Props every widget's props are: plain JSON, as stored in the page document. */
export type WidgetProps = Record<string, unknown>;

/**
 * What a widget's `load` may read on the server: the request-bound data seam (never the database)
 * and the page's address (a list filter's choices live in its query string).
 */
export interface WidgetLoadContext {
  data: ShopData;
  url: URL;
  /** The entry a template is rendering (`/{collection}/{slug}`), when the page is an entry template. */
  entry?: { collection: string; slug: string } | undefined;
}

/** What the render knows about where it is drawn (read with `useWidgetFrame()`). */
export interface WidgetFrame {
  /** In the page editor: links are disabled, pro widgets may be locked, islands run from React. */
  editMode: boolean;
  /** Inside a carousel slide (click-through links are disabled there, spec 2). */
  insideCarousel: boolean;
  /** Inside a list's item template (a filtered list; click-through links are disabled there). */
  insideFilterTemplate: boolean;
  /** The page's address (path and query), for lists that keep their state in it. */
  url: string;
}

/** The props a widget's `Render` gets: its stored props, its id, its slots rendered, its loaded data. */
export type WidgetRenderProps<P extends WidgetProps, D = undefined> = P & {
  /** The widget's id in the page document: stable, unique on the page, used as the element id. */
  id: string;
  /** Each slot prop, already rendered (a section's children, a column's content). */
  slots: Record<string, ReactNode>;
  /** What `load` answered (undefined for widgets without `load`). */
  loaded: D;
};

export interface WidgetDefinition<P extends WidgetProps = WidgetProps, D = unknown> {
  /** The component name in page JSON (`{type, props}`), PascalCase, unique in the catalogue. */
  type: string;
  label: string;
  category: WidgetCategory;
  /** A pro widget: locked in the editor (promotion dialog) unless the account's plan unlocks it. */
  pro?: boolean;
  /** Puck field definitions for the side panel. Slot props use `{ type: 'slot' }`. */
  fields: Fields<P>;
  defaultProps: P;
  /**
   * The island (client behaviour) this widget needs: a key of `islands/index.ts`. Its render puts
   * `data-island="<name>"` on the element the island mounts on.
   */
  island?: string;
  /** Server-side data for the render, read through the data seam. Runs before rendering. */
  load?: (props: P & { id: string }, ctx: WidgetLoadContext) => Promise<D>;
  /** The server-safe render: no browser globals, the same in the editor and for visitors. */
  Render: ComponentType<WidgetRenderProps<P, D>>;
  /** The spec lines it implements (storefront.md section and words), for the catalogue doc. */
  spec: string;
}

/** Types a widget definition (props inferred from `defaultProps`). */
export function defineWidget<P extends WidgetProps, D = undefined>(
  definition: WidgetDefinition<P, D>,
): WidgetDefinition<P, D> {
  return definition;
}

/** One node of a stored page: Puck's `{type, props}`; slot props hold arrays of nodes. */
export interface PageNode {
  type: string;
  props: WidgetProps & { id: string };
}

/** A stored page document: Puck's data shape. */
export interface PageDocument {
  root: { props?: WidgetProps };
  content: PageNode[];
}

/** An island: mounts client behaviour on one server-rendered element; may answer a clean-up. */
export type IslandMount = (element: HTMLElement) => void | (() => void);
