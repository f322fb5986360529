import {
  Form,
  Link,
  NavLink,
  Outlet,
  redirect,
  useLoaderData,
  useLocation,
  useNavigation,
  type LoaderFunctionArgs,
} from 'react-router';
import { adminApi, type Me } from '../api/admin.ts';
import { withSession } from '../session.ts';
import ui from '../styles/ui.module.css';
import styles from './AppLayout.module.css';
import { useSiteUse, visibleSections } from './site-sections.ts';

/** Every signed-in page sits in this layout; without a session the loader sends the owner to log in. */
export const layoutLoader = withSession(({ request }: LoaderFunctionArgs): Promise<Me> =>
  adminApi.me({ signal: request.signal }),
);

export function AppLayout() {
  const me = useLoaderData<typeof layoutLoader>();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  const { pathname } = useLocation();
  // A site's pages, and its popups' editor and results, belong to the Sites section too.
  const inSites = pathname === '/' || pathname.startsWith('/sites/') || pathname.startsWith('/popups/');
  const siteId = /^\/sites\/([a-z0-9]{13})(?:\/|$)/.exec(pathname)?.[1];
  const use = useSiteUse(siteId);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.topbar}>
        <Link to="/" className={styles.brand}>
          Hookline
        </Link>
        <div className={styles.account}>
          <span className={styles.who}>
            <span className={styles.accountName}>{me.account.name}</span>
            <span className={`${ui.muted} ${styles.email}`}>{me.user.email}</span>
          </span>
          <Form method="post" action="/logout">
            <button type="submit" className={ui.secondary}>
              Log out
            </button>
          </Form>
        </div>
      </header>
      <nav className={styles.sidebar} aria-label="Main">
        <Link
          to="/"
          className={inSites ? styles.current : undefined}
          aria-current={inSites ? 'page' : undefined}
        >
          Sites
        </Link>
        {siteId && (
          <div className={styles.subnav} aria-label="This site">
            {visibleSections(use, pathname.slice(`/sites/${siteId}`.length)).map(([path, label]) => (
              <NavLink
                key={path}
                to={`/sites/${siteId}${path}`}
                end={path === ''}
                className={({ isActive }) => (isActive ? styles.current : '')}
              >
                {label}
              </NavLink>
            ))}
          </div>
        )}
      </nav>
      <main id="main" className={styles.main} aria-busy={loading}>
        <Outlet />
      </main>
      {loading && <div className={styles.progress} aria-hidden="true" />}
    </div>
  );
}

/** `POST /logout`: ends the session, then the login page. */
export async function logoutAction() {
  // Logging out locally matters more than the answer: go to the login page whatever happens.
  await adminApi.logout().catch(() => undefined);
  return redirect('/login');
}
