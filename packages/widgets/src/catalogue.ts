import type { WidgetDefinition } from './contract.ts';
import { button } from './button/index.tsx';
import { columns } from './columns/index.tsx';
import { gallery } from './gallery/index.tsx';
import { heading } from './heading/index.tsx';
import { image } from './image/index.tsx';
import { postBlock } from './post-block/index.tsx';
import { readMore } from './read-more/index.tsx';
import { repeaterAccordion } from './repeater-accordion/index.tsx';
import { repeaterTabs } from './repeater-tabs/index.tsx';
import { richText } from './rich-text/index.tsx';
import { section } from './section/index.tsx';
import { spacer } from './spacer/index.tsx';
import { textUnfold } from './text-unfold/index.tsx';
import { trigger } from './trigger/index.tsx';
import { customField } from './custom-field/index.tsx';
import { dynamicLoop } from './dynamic-loop/index.tsx';
import { menu } from './menu/index.tsx';
import { postContent } from './post-content/index.tsx';
import { postImage } from './post-image/index.tsx';
import { shopAddToCart } from './shop-add-to-cart/index.tsx';
import { shopGallery } from './shop-gallery/index.tsx';
import { shopProducts } from './shop-products/index.tsx';
import { shopTabs } from './shop-tabs/index.tsx';
import { taxonomyBlocks } from './taxonomy-blocks/index.tsx';
import { fieldMap } from './map/field-map.tsx';
import { dynamicMap } from './map/dynamic-map.tsx';
import { dynamicCalendar } from './calendar/index.tsx';

// Any widget, whatever its props: the catalogue holds them side by side.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWidget = WidgetDefinition<any, any>;

/**
 * The widget catalogue: every widget the editor offers and the server renders, in side-bar order.
 * Adding a widget is one folder and one line here (docs/page-builder.md, "How to add a widget").
 */
export const catalogue: readonly AnyWidget[] = [
  section,
  columns,
  spacer,
  heading,
  richText,
  button,
  image,
  gallery,
  postBlock,
  repeaterAccordion,
  repeaterTabs,
  textUnfold,
  readMore,
  trigger,
  menu,
  dynamicLoop,
  customField,
  postContent,
  postImage,
  taxonomyBlocks,
  shopProducts,
  shopGallery,
  shopTabs,
  shopAddToCart,
  fieldMap,
  dynamicMap,
  dynamicCalendar,
];

/** The catalogue by component type. */
export const widgetsByType: ReadonlyMap<string, AnyWidget> = new Map(catalogue.map((w) => [w.type, w]));

/** The names of a widget's props that are slots (arrays of page nodes). */
export function slotNames(widget: AnyWidget): string[] {
  return Object.entries(widget.fields)
    .filter(([, field]) => (field as { type?: string } | undefined)?.type === 'slot')
    .map(([name]) => name);
}

/** The names of a widget's rich-text props (sanitised when stored and when rendered). */
export function richTextNames(widget: AnyWidget): string[] {
  return Object.entries(widget.fields)
    .filter(([, field]) => (field as { type?: string } | undefined)?.type === 'richtext')
    .map(([name]) => name);
}
