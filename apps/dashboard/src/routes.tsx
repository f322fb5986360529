import { redirect, type RouteObject } from 'react-router';
import { AppLayout, layoutLoader, logoutAction } from './layout/AppLayout.tsx';
import { Loading } from './components/Loading.tsx';
import { PopupEditorPage, popupEditorLoader } from './editor/PopupEditorPage.tsx';
import { ErrorPage } from './pages/ErrorPage.tsx';
import {
  IntegrationsPage,
  integrationsAction,
  integrationsLoader,
  integrationsShouldRevalidate,
} from './integrations/IntegrationsPage.tsx';
import { CouponsPage, couponsAction, couponsLoader } from './pages/CouponsPage.tsx';
import { LoginPage, loginAction, loginLoader } from './pages/LoginPage.tsx';
import { MediaLibraryPage, mediaLibraryLoader } from './media/MediaLibraryPage.tsx';
import { NewPopupPage, newPopupAction, newPopupLoader } from './pages/NewPopupPage.tsx';
import { SignupPage, signupAction, signupLoader } from './pages/SignupPage.tsx';
import { siteAction } from './pages/site/site-action.ts';
import { siteLoader } from './pages/site/site-loader.ts';
import { SitePage } from './pages/SitePage.tsx';
import { WixProductsPage, wixProductsLoader } from './pages/WixProductsPage.tsx';
import { SiteSettingsPage, siteSettingsAction, siteSettingsLoader } from './pages/SiteSettingsPage.tsx';
import { SitesPage, addSiteAction, sitesLoader } from './pages/SitesPage.tsx';
import { ResultsPage, resultsLoader } from './results/ResultsPage.tsx';
import { PagesPage, newPageAction, pagesLoader } from './pages-editor/PagesPage.tsx';
import { CollectionPage, collectionLoader } from './content/CollectionPage.tsx';
import { ContentPage, contentLoader } from './content/ContentPage.tsx';
import { EntryPage } from './content/EntryPage.tsx';
import { entryLoader } from './content/entry/entry-loader.ts';
import { MenuPage, menuLoader } from './content/MenuPage.tsx';
import { TaxonomyPage, taxonomyLoader } from './content/TaxonomyPage.tsx';

/**
 * The dashboard's routes (react-router data mode): each page's data comes from its route's loader,
 * forms post to route actions, and a 401 from any loader leads to `/login?next=…`. Paths are
 * relative to the `/app` basename.
 */
export const routes: RouteObject[] = [
  {
    path: '/login',
    loader: loginLoader,
    action: loginAction,
    element: <LoginPage />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <Loading />,
  },
  {
    path: '/signup',
    loader: signupLoader,
    action: signupAction,
    element: <SignupPage />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <Loading />,
  },
  { path: '/logout', loader: () => redirect('/'), action: logoutAction },
  // The page editor is full screen (no side bar), as Elementor's, and carries Puck and every widget:
  // loaded only when a page is opened.
  {
    path: '/sites/:clientId/pages/:pageId/edit',
    lazy: () => import('./pages-editor/PageEditorPage.tsx'),
    // Outside the layout, the error screen gets the room the layout would have given it.
    errorElement: (
      <main style={{ maxWidth: '48rem', margin: '0 auto', padding: 'var(--space-6) var(--space-4)' }}>
        <ErrorPage />
      </main>
    ),
    hydrateFallbackElement: <Loading />,
  },
  {
    path: '/',
    loader: layoutLoader,
    element: <AppLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <Loading />,
    // The account shown in the layout changes only through a form post; plain navigations (and GET
    // forms such as the leads filter) need not ask /me again. Child loaders still catch a lost session.
    shouldRevalidate: ({ formMethod, defaultShouldRevalidate }) =>
      formMethod !== undefined && formMethod.toUpperCase() !== 'GET' && defaultShouldRevalidate,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, loader: sitesLoader, action: addSiteAction, element: <SitesPage /> },
          { path: 'sites/:clientId', loader: siteLoader, action: siteAction, element: <SitePage /> },
          {
            path: 'sites/:clientId/settings',
            loader: siteSettingsLoader,
            action: siteSettingsAction,
            element: <SiteSettingsPage />,
          },
          {
            path: 'sites/:clientId/integrations',
            loader: integrationsLoader,
            action: integrationsAction,
            shouldRevalidate: integrationsShouldRevalidate,
            element: <IntegrationsPage />,
          },
          { path: 'sites/:clientId/media', loader: mediaLibraryLoader, element: <MediaLibraryPage /> },
          { path: 'sites/:clientId/wix-products', loader: wixProductsLoader, element: <WixProductsPage /> },
          {
            path: 'sites/:clientId/coupons',
            loader: couponsLoader,
            action: couponsAction,
            element: <CouponsPage />,
          },
          {
            path: 'sites/:clientId/pages',
            loader: pagesLoader,
            action: newPageAction,
            element: <PagesPage />,
          },
          { path: 'sites/:clientId/content', loader: contentLoader, element: <ContentPage /> },
          {
            path: 'sites/:clientId/content/collections/:collectionId',
            loader: collectionLoader,
            element: <CollectionPage />,
          },
          {
            path: 'sites/:clientId/content/collections/:collectionId/entries/new',
            loader: entryLoader,
            element: <EntryPage />,
          },
          { path: 'sites/:clientId/content/entries/:entryId', loader: entryLoader, element: <EntryPage /> },
          {
            path: 'sites/:clientId/content/taxonomies/:taxonomyId',
            loader: taxonomyLoader,
            element: <TaxonomyPage />,
          },
          { path: 'sites/:clientId/content/menus/:menuId', loader: menuLoader, element: <MenuPage /> },
          {
            path: 'sites/:clientId/popups/new',
            loader: newPopupLoader,
            action: newPopupAction,
            element: <NewPopupPage />,
          },
          { path: 'popups/:popupId/edit', loader: popupEditorLoader, element: <PopupEditorPage /> },
          { path: 'popups/:popupId/results', loader: resultsLoader, element: <ResultsPage /> },
          // The guides carry a markdown renderer: loaded only when one is opened.
          { path: 'docs/:name', lazy: () => import('./pages/DocsPage.tsx') },
          {
            path: '*',
            loader: () => {
              throw new Response('Not found', { status: 404 });
            },
          },
        ],
      },
    ],
  },
];
