import { hydrateRoot } from 'react-dom/client';
import { Layout } from '../components/Layout.tsx';
import { matchRoute } from '../routes.tsx';

/** Hydrates the server-rendered page with the props the server rendered it with. */
function hydrate(): void {
  const data = document.getElementById('shop-data')?.textContent;
  const root = document.getElementById('shop-root');
  if (!data || !root) return;
  const { path, props } = JSON.parse(data) as { path: string; props: object };
  const route = matchRoute(path);
  if (!route) return;
  hydrateRoot(
    root,
    <Layout>
      <route.Component {...props} />
    </Layout>,
  );
}

hydrate();
