import { useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { ZMenuInput, type TMenuItem } from '@hookline/schema/cms';
import { adminApi } from '../api/admin.ts';
import { isApiError } from '../api/client.ts';
import { contentApi } from '../api/content.ts';
import { SiteCrumbs } from '../components/SiteCrumbs.tsx';
import { withSession } from '../session.ts';
import ui from '../styles/ui.module.css';
import { issueMessages } from './issues.ts';
import { MenuItemsSection } from './menu/MenuItemsSection.tsx';
import { MenuJsonSection } from './menu/MenuJsonSection.tsx';
import { PageFeedback } from './PageFeedback.tsx';

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

  const remove = async () => {
    if (!window.confirm(`Delete the menu ${menu.name}?`)) return;
    await contentApi.removeMenu(clientId, menu.id);
    await navigate(base);
  };

  return (
    <>
      <title>{`${menu.name} · Content · Hookline`}</title>
      <SiteCrumbs site={site} trail={[{ to: base, label: 'Content' }]} current={menu.name} />
      <h1>{menu.name}</h1>
      <p className={ui.muted}>
        The menu widget shows it by its slug <code>{menu.slug}</code>.
      </p>
      <PageFeedback errors={errors} notice={notice} />
      <MenuItemsSection
        clientId={clientId}
        collections={collections}
        name={name}
        onName={setName}
        items={items}
        onItems={setItems}
        onSave={() => void save()}
        onDelete={() => void remove()}
      />
      <MenuJsonSection
        items={items}
        onApply={(applied) => {
          setErrors([]);
          setItems(applied);
          setNotice('Menu JSON applied: save to keep it');
        }}
        onRefuse={(message) => {
          setErrors([message]);
          window.alert(message);
        }}
      />
    </>
  );
}
