import { activeTab } from '@hookline/rules/page';
import { defineWidget } from '../contract.ts';
import { anchorIds } from '../frame/anchors.ts';
import { innerHtml } from '../frame/html.ts';
import { numberField, onOffField } from '../frame/fields.ts';
import {
  emptySource,
  itemsField,
  loadRepeaterItems,
  repeaterSourceField,
  type RepeaterItem,
} from '../frame/repeater-items.ts';

/**
 * Repeater tabs (spec 2 and 4): exactly one tab open, chosen by number (tab 1 by default) or by
 * the address hash, which opens and scrolls to it (100 px above, over 1 s) and follows a click.
 */
export const repeaterTabs = defineWidget({
  type: 'RepeaterTabs',
  label: 'Repeater tabs',
  category: 'interactive',
  pro: true,
  island: 'tabs',
  fields: {
    items: itemsField,
    source: repeaterSourceField,
    defaultTab: numberField('Open tab (number)', 1),
    hashSync: onOffField('Follow the address hash'),
  },
  defaultProps: {
    items: [
      { title: 'Story', html: '<p>We started with one kiln and a borrowed van.</p>' },
      { title: 'Makers', html: '<p>Six potters, two weavers and a roaster.</p>' },
      { title: 'Visit', html: '<p>The workshop opens its doors every first Saturday.</p>' },
    ] as RepeaterItem[],
    source: emptySource,
    defaultTab: 1,
    hashSync: true,
  },
  load: (props, ctx) => loadRepeaterItems(props.source, ctx),
  spec: 'storefront 2 "Repeater accordion and tabs" (hash sync, 100 px over 1 s, tabs default to tab 1); 4 "Tabs: exactly one active, chosen by number or by hash"',
  Render({ id, items, defaultTab, hashSync, loaded }) {
    const shown = loaded ?? items;
    const ids = anchorIds(shown);
    const active = activeTab(shown.length, defaultTab);
    return (
      <div
        id={id}
        className="hl-tabs"
        data-island="tabs"
        data-default-tab={String(defaultTab)}
        data-hash-sync={String(hashSync)}
      >
        <div role="tablist" className="hl-tabs__list">
          {shown.map((item, index) => (
            <button
              key={ids[index]}
              type="button"
              role="tab"
              id={`${ids[index]}-tab`}
              aria-selected={active === index + 1}
              aria-controls={ids[index]}
              tabIndex={active === index + 1 ? 0 : -1}
            >
              {item.title}
            </button>
          ))}
        </div>
        {shown.map((item, index) => (
          <div
            key={ids[index]}
            id={ids[index]}
            role="tabpanel"
            aria-labelledby={`${ids[index]}-tab`}
            className="hl-tabs__panel hl-rich-text"
            hidden={active !== index + 1}
            {...innerHtml(item.html)}
          />
        ))}
      </div>
    );
  },
});
