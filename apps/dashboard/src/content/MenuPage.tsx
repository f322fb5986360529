import { SiteCrumbs } from '../components/SiteCrumbs.tsx';
import { useEffect, useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import {
  MENU_DEPTH,
  ZMenuInput,
  parseMenuJson,
  type TAdminCollection,
  type TAdminEntryRow,
  type TMenuItem,
} from '@hookline/schema/cms';
import { adminApi } from '../api/admin.ts';
import { isApiError } from '../api/client.ts';
import { contentApi } from '../api/content.ts';
import { withSession } from '../session.ts';
import ui from '../styles/ui.module.css';
import styles from './Content.module.css';
import { issueMessages } from './issues.ts';

export const menuLoader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const clientId = params.clientId ?? '';
  const signal = request.signal;
  const [site, menu, collections] = await Promise.all([
    adminApi.site(clientId, { signal }),
    contentApi.menu(clientId, params.menuId ?? '', { signal }),
    contentApi.collections(clientId, { signal }),
  ]);
  return { site, menu, collections };
});

let counter = 0;
const newItem = (): TMenuItem => ({
  id: `item-${Date.now().toString(36)}-${(counter++).toString(36)}`,
  label: '',
  url: '',
  entry_id: null,
  new_window: false,
  nofollow: false,
  children: [],
});

/** Search a collection's entries and pick one (the item's address follows the entry's slug). */
function EntryPicker({
  clientId,
  collections,
  onPick,
  onClose,
}: {
  clientId: string;
  collections: TAdminCollection[];
  onPick(entry: TAdminEntryRow, collection: TAdminCollection): void;
  onClose(): void;
}) {
  const [collectionId, setCollectionId] = useState(collections[0]?.id ?? '');
  const [search, setSearch] = useState('');
  const [rows, setRows] = useState<TAdminEntryRow[] | null>(null);
  useEffect(() => {
    if (!collectionId) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      contentApi
        .entries(clientId, collectionId, { search, status: 'published' }, { signal: abort.signal })
        .then((page) => setRows(page.rows))
        .catch(() => undefined);
    }, 200);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [clientId, collectionId, search]);
  const collection = collections.find((c) => c.id === collectionId);
  return (
    <div className={styles.card} role="group" aria-label="Choose an entry">
      <div className={styles.inline}>
        <label>
          Collection
          <select
            className={styles.control}
            value={collectionId}
            onChange={(e) => setCollectionId(e.target.value)}
          >
            {collections.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Search published entries
          <input value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <button type="button" className={ui.secondary} onClick={onClose}>
          Cancel
        </button>
      </div>
      {rows && rows.length === 0 && <p className={ui.muted}>No published entry matches.</p>}
      <ul className={styles.plainList}>
        {rows?.map((row) => (
          <li key={row.id}>
            <button
              type="button"
              className={ui.secondary}
              onClick={() => collection && onPick(row, collection)}
            >
              {row.title}
            </button>{' '}
            <span className={ui.muted}>
              /{collection?.slug}/{row.slug}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ItemEditor({
  item,
  depth,
  path,
  clientId,
  collections,
  titles,
  onTitle,
  onChange,
  onRemove,
}: {
  item: TMenuItem;
  depth: number;
  path: string;
  clientId: string;
  collections: TAdminCollection[];
  titles: Record<string, string>;
  onTitle(id: string, title: string): void;
  onChange(item: TMenuItem): void;
  onRemove(): void;
}) {
  const [picking, setPicking] = useState(false);
  const set = (patch: Partial<TMenuItem>) => onChange({ ...item, ...patch });
  return (
    <div className={styles.menuItem} role="group" aria-label={`Item ${path}: ${item.label || 'no label'}`}>
      <div className={styles.inline}>
        <label>
          Label
          <input value={item.label} onChange={(e) => set({ label: e.target.value })} />
        </label>
        {item.entry_id ? (
          <span>
            Entry: <strong>{titles[item.entry_id] ?? 'an entry'}</strong>{' '}
            <button type="button" className={ui.linkButton} onClick={() => set({ entry_id: null })}>
              use an address instead
            </button>
          </span>
        ) : (
          <label>
            Address
            <input
              value={item.url}
              placeholder="/journal or https://…"
              onChange={(e) => set({ url: e.target.value })}
            />
          </label>
        )}
        <button type="button" className={ui.secondary} onClick={() => setPicking((p) => !p)}>
          {item.entry_id ? 'Another entry…' : 'Link an entry…'}
        </button>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={item.new_window}
            onChange={(e) => set({ new_window: e.target.checked })}
          />
          New window
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={item.nofollow}
            onChange={(e) => set({ nofollow: e.target.checked })}
          />
          nofollow
        </label>
        <button type="button" className={ui.secondary} onClick={onRemove}>
          Remove<span className="visually-hidden"> item {path}</span>
        </button>
      </div>
      {picking && (
        <EntryPicker
          clientId={clientId}
          collections={collections}
          onClose={() => setPicking(false)}
          onPick={(entry) => {
            onTitle(entry.id, entry.title);
            set({ entry_id: entry.id, url: '', label: item.label || entry.title });
            setPicking(false);
          }}
        />
      )}
      {item.children.map((child, i) => (
        <ItemEditor
          key={child.id}
          item={child}
          depth={depth + 1}
          path={`${path}.${i + 1}`}
          clientId={clientId}
          collections={collections}
          titles={titles}
          onTitle={onTitle}
          onChange={(changed) => set({ children: item.children.map((c, n) => (n === i ? changed : c)) })}
          onRemove={() => set({ children: item.children.filter((_, n) => n !== i) })}
        />
      ))}
      {depth < MENU_DEPTH && (
        <p>
          <button
            type="button"
            className={ui.secondary}
            onClick={() => set({ children: [...item.children, newItem()] })}
          >
            Add a sub-item<span className="visually-hidden"> under {path}</span>
          </button>
        </p>
      )}
    </div>
  );
}

/**
 * `/sites/:clientId/content/menus/:menuId`: a menu's items, three levels deep, each an address or
 * an entry picked from a collection. The menu library's JSON (what the menu widget reads) can be
 * copied out or pasted in; pasted JSON that is not a valid menu is refused with what is wrong.
 */
export function MenuPage() {
  const { site, menu, collections } = useLoaderData<typeof menuLoader>();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const clientId = site.client_id;
  const base = `/sites/${clientId}/content`;
  const [name, setName] = useState(menu.name);
  const [items, setItems] = useState<TMenuItem[]>(menu.items);
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [json, setJson] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  const save = async () => {
    setNotice(null);
    const parsed = ZMenuInput.safeParse({ name, slug: menu.slug, items });
    if (!parsed.success) {
      setErrors(issueMessages(parsed.error));
      return;
    }
    setErrors([]);
    try {
      await contentApi.saveMenu(clientId, menu.id, parsed.data);
      setNotice('Menu saved');
      await revalidator.revalidate();
    } catch (error) {
      if (isApiError(error) && error.status < 500) setErrors([error.message]);
      else throw error;
    }
  };

  const importJson = () => {
    const answer = parseMenuJson(json);
    if (!answer.ok) {
      setErrors([answer.message]);
      window.alert(answer.message);
      return;
    }
    setErrors([]);
    setItems(answer.items);
    setNotice('Menu JSON applied: save to keep it');
  };

  return (
    <>
      <title>{`${menu.name} · Content · Hookline`}</title>
      <SiteCrumbs site={site} trail={[{ to: base, label: 'Content' }]} current={menu.name} />
      <h1>{menu.name}</h1>
      <p className={ui.muted}>
        The menu widget shows it by its slug <code>{menu.slug}</code>.
      </p>
      {errors.length > 0 && (
        <ul className={ui.alert} role="alert">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      {notice && (
        <p className={ui.success} role="status">
          {notice}
        </p>
      )}
      <section className={ui.panel} aria-label="Menu items">
        <label className={styles.field}>
          Name
          <input value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <h2>Items</h2>
        <div className={styles.stack}>
          {items.length === 0 && <p className={ui.empty}>No items yet.</p>}
          {items.map((item, i) => (
            <ItemEditor
              key={item.id}
              item={item}
              depth={1}
              path={String(i + 1)}
              clientId={clientId}
              collections={collections}
              titles={titles}
              onTitle={(id, title) => setTitles((t) => ({ ...t, [id]: title }))}
              onChange={(changed) => setItems(items.map((it, n) => (n === i ? changed : it)))}
              onRemove={() => setItems(items.filter((_, n) => n !== i))}
            />
          ))}
        </div>
        <div className={styles.sticky}>
          <button type="button" className={ui.secondary} onClick={() => setItems([...items, newItem()])}>
            Add item
          </button>
          <button type="button" className={ui.button} onClick={() => void save()}>
            Save menu
          </button>
          <button
            type="button"
            className={ui.danger}
            onClick={async () => {
              if (!window.confirm(`Delete the menu ${menu.name}?`)) return;
              await contentApi.removeMenu(clientId, menu.id);
              await navigate(base);
            }}
          >
            Delete menu
          </button>
        </div>
      </section>
      <section className={ui.panel} aria-labelledby="menu-json">
        <h2 id="menu-json">Menu JSON</h2>
        <p className={ui.muted}>
          Copy this menu to another site, or paste a menu's JSON to replace the items above.
        </p>
        <p>
          <button
            type="button"
            className={ui.secondary}
            onClick={() => setJson(JSON.stringify(items, null, 2))}
          >
            Show this menu as JSON
          </button>
        </p>
        <label className={styles.field}>
          JSON
          <textarea value={json} rows={8} onChange={(e) => setJson(e.target.value)} />
        </label>
        <p>
          <button type="button" className={ui.button} onClick={importJson}>
            Apply JSON
          </button>
        </p>
      </section>
    </>
  );
}
