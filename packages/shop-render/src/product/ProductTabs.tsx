import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { initialTab, type TabId } from '@hookline/shop';

export interface TabSpec {
  id: TabId;
  title: string;
  content: ReactNode;
}

/**
 * The product tabs: exactly one open. The server renders the first; in the browser the URL's hash
 * (and later hash changes) pick one by the rules of spec section 2. Arrow keys, Home and End move
 * between tabs, as the WAI-ARIA tabs pattern asks.
 */
export function ProductTabs({ tabs }: { tabs: TabSpec[] }) {
  const [active, setActive] = useState<TabId>(tabs[0]?.id ?? 'description');
  const refs = useRef(new Map<TabId, HTMLAnchorElement>());

  const idList = tabs.map((t) => t.id).join(' ');
  useEffect(() => {
    const ids = idList.split(' ') as TabId[];
    const apply = (scroll: boolean) => {
      const tab = initialTab(window.location.href, ids);
      setActive(tab);
      const target = window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
      if (scroll && target) requestAnimationFrame(() => target.scrollIntoView({ block: 'start' }));
    };
    apply(true);
    const onHashChange = () => apply(true);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [idList]);

  const select = (id: TabId, focus = false) => {
    setActive(id);
    if (focus) refs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (target < 0) return;
    event.preventDefault();
    select(tabs[target]!.id, true);
  };

  return (
    <div className="woocommerce-tabs wc-tabs-wrapper">
      <ul className="tabs wc-tabs" role="tablist">
        {tabs.map((tab, index) => (
          <li
            key={tab.id}
            className={`${tab.id}_tab${active === tab.id ? ' active' : ''}`}
            id={`tab-title-${tab.id}`}
            role="presentation"
          >
            <a
              href={`#tab-${tab.id}`}
              role="tab"
              id={`tab-link-${tab.id}`}
              aria-controls={`tab-${tab.id}`}
              aria-selected={active === tab.id}
              tabIndex={active === tab.id ? 0 : -1}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
              }}
              onClick={(event) => {
                event.preventDefault();
                select(tab.id);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.title}
            </a>
          </li>
        ))}
      </ul>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          className={`woocommerce-Tabs-panel panel wc-tab woocommerce-Tabs-panel--${tab.id}`}
          id={`tab-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`tab-link-${tab.id}`}
          hidden={active !== tab.id}
          tabIndex={0}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
