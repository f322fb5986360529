import { accordionInitial, accordionStart } from '@hookline/rules/page';
import { defineWidget } from '../contract.ts';
import { anchorIds } from '../frame/anchors.ts';
import { innerHtml } from '../frame/html.ts';
import { choices, onOffField, radioField } from '../frame/fields.ts';
import {
  emptySource,
  itemsField,
  loadRepeaterItems,
  repeaterSourceField,
  type RepeaterItem,
} from '../frame/repeater-items.ts';

/**
 * Repeater accordion (spec 2 and 4): items from a repeater field or typed in; a click toggles an
 * item and closes the others; expand-all and collapse-all; the address hash opens and scrolls to
 * its item (100 px above it, over 1 s) and follows the open item.
 */
export const repeaterAccordion = defineWidget({
  type: 'RepeaterAccordion',
  label: 'Repeater accordion',
  category: 'interactive',
  pro: true,
  island: 'accordion',
  fields: {
    items: itemsField,
    source: repeaterSourceField,
    initial: radioField(
      'At first',
      choices([
        ['all_closed', 'All closed'],
        ['all_open', 'All open'],
      ]),
    ),
    expandAllButtons: onOffField('Expand all and collapse all buttons'),
    hashSync: onOffField('Follow the address hash'),
  },
  defaultProps: {
    items: [
      { title: 'Shipping times', html: '<p>Orders leave our workshop within two working days.</p>' },
      { title: 'Returns', html: '<p>Send anything back within 30 days, unused, for a full refund.</p>' },
      { title: 'Care', html: '<p>Stoneware is dishwasher safe; linen likes a cool wash.</p>' },
    ] as RepeaterItem[],
    source: emptySource,
    initial: 'all_closed' as 'all_closed' | 'all_open',
    expandAllButtons: true,
    hashSync: true,
  },
  load: (props, ctx) => loadRepeaterItems(props.source, ctx),
  spec: 'storefront 2 "Repeater accordion and tabs" (hash sync, 100 px over 1 s); 4 "Accordion item" (toggle closes others, expand-all, collapse-all); 9 "Scroll-to-hash offset 100 px over 1000 ms"',
  Render({ id, items, initial, expandAllButtons, hashSync, loaded }) {
    const shown = loaded ?? items;
    const ids = anchorIds(shown);
    const open = accordionStart(shown.length, accordionInitial(initial));
    return (
      <div
        id={id}
        className="hl-accordion"
        data-island="accordion"
        data-initial={initial}
        data-hash-sync={String(hashSync)}
      >
        {expandAllButtons && (
          <p className="hl-accordion__all">
            <button type="button" data-accordion-all="expand">
              Expand all
            </button>
            <button type="button" data-accordion-all="collapse">
              Collapse all
            </button>
          </p>
        )}
        {shown.map((item, index) => (
          <div
            key={ids[index]}
            className="hl-accordion__item"
            id={ids[index]}
            data-open={String(open[index])}
          >
            <h3 className="hl-accordion__title">
              <button type="button" aria-expanded={open[index]} aria-controls={`${ids[index]}-panel`}>
                <span>{item.title}</span>
                <span className="hl-accordion__icon" aria-hidden="true" />
              </button>
            </h3>
            <div
              id={`${ids[index]}-panel`}
              role="region"
              className="hl-accordion__panel"
              hidden={!open[index]}
            >
              <div className="hl-rich-text" {...innerHtml(item.html)} />
            </div>
          </div>
        ))}
      </div>
    );
  },
});
