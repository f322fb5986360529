import type { TabId } from '@hookline/shop';
import type { ReactNode } from 'react';
import { defineWidget } from '../contract.ts';
import { useWidgetFrame } from '../frame/frame.tsx';
import { innerHtml } from '../frame/html.ts';
import { loadProduct, productField } from '../frame/product-source.ts';

/**
 * Shop tabs (spec 2 "Shop tabs: a reviews hash opens the reviews tab"; the tab rule of spec 2):
 * description, additional information and reviews of a product; #reviews, #tab-reviews, a
 * comment- anchor or a comment-page / cpage parameter open the reviews, #tab-additional_information
 * that tab, otherwise the first (the `shop-tabs` island, with the shop's own `initialTab`).
 */
export const shopTabs = defineWidget({
  type: 'ShopTabs',
  label: 'Product tabs',
  category: 'shop',
  pro: true,
  island: 'shop-tabs',
  fields: { product: productField },
  defaultProps: { product: 'stoneware-mug' },
  load: async (props, ctx) => {
    const p = await loadProduct(props.product, ctx);
    return p
      ? {
          description: p.description,
          sku: p.sku,
          weightHtml: p.weightHtml,
          dimensionsHtml: p.dimensionsHtml,
          attributes: p.attributes.map((a) => ({ name: a.label, options: a.values })),
          reviews: p.reviews,
          reviewCount: p.reviewCount,
        }
      : null;
  },
  spec: 'storefront 2 "Shop tabs: a reviews hash opens the reviews tab", "Tab opening rule"; 4 "Tabs: exactly one active"',
  Render({ id, loaded }) {
    const { editMode } = useWidgetFrame();
    if (!loaded)
      return editMode ? (
        <p id={id} className="hl-empty">
          Choose a product by its slug.
        </p>
      ) : (
        <div id={id} className="hl-shop-tabs" hidden />
      );
    const info: [string, ReactNode][] = [
      ...(loaded.weightHtml
        ? [['Weight', <span key="w" {...innerHtml(loaded.weightHtml)} />] as [string, ReactNode]]
        : []),
      ...(loaded.dimensionsHtml
        ? [['Dimensions', <span key="d" {...innerHtml(loaded.dimensionsHtml)} />] as [string, ReactNode]]
        : []),
      ...loaded.attributes.map((a) => [a.name, a.options.join(', ')] as [string, ReactNode]),
    ];
    const tabs: { id: TabId; title: string; content: ReactNode }[] = [
      {
        id: 'description',
        title: 'Description',
        content: <div className="hl-rich-text" {...innerHtml(loaded.description)} />,
      },
      ...(info.length
        ? [
            {
              id: 'additional_information' as const,
              title: 'Additional information',
              content: (
                <table className="hl-shop-tabs__info">
                  <tbody>
                    {info.map(([name, value]) => (
                      <tr key={name}>
                        <th scope="row">{name}</th>
                        <td>{value}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ),
            },
          ]
        : []),
      {
        id: 'reviews',
        title: `Reviews (${loaded.reviewCount})`,
        content:
          loaded.reviews.length === 0 ? (
            <p>There are no reviews yet.</p>
          ) : (
            <ol className="hl-shop-tabs__reviews">
              {loaded.reviews.map((r) => (
                <li key={r.id} id={`comment-${r.id}`}>
                  <p>
                    <strong>{r.author}</strong>
                    {r.rating !== null && <span> · rated {r.rating} out of 5</span>}
                  </p>
                  <p>{r.content}</p>
                </li>
              ))}
            </ol>
          ),
      },
    ];
    return (
      <div
        id={id}
        className="hl-tabs hl-shop-tabs"
        data-island="shop-tabs"
        data-tabs={tabs.map((t) => t.id).join(' ')}
      >
        <div role="tablist" className="hl-tabs__list">
          {tabs.map((tab, i) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${id}-${tab.id}-tab`}
              data-tab={tab.id}
              aria-controls={`${id}-${tab.id}`}
              aria-selected={i === 0}
              tabIndex={i === 0 ? 0 : -1}
            >
              {tab.title}
            </button>
          ))}
        </div>
        {tabs.map((tab, i) => (
          <div
            key={tab.id}
            id={`${id}-${tab.id}`}
            role="tabpanel"
            aria-labelledby={`${id}-${tab.id}-tab`}
            className="hl-tabs__panel"
            hidden={i !== 0}
          >
            {tab.content}
          </div>
        ))}
      </div>
    );
  },
});
