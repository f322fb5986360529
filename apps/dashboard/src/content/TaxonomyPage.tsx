import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../api/admin.ts';
import { contentApi } from '../api/content.ts';
import { SiteCrumbs } from '../components/SiteCrumbs.tsx';
import { withSession } from '../session.ts';
import { PageFeedback } from './PageFeedback.tsx';
import { TaxonomySettingsSection } from './taxonomy/TaxonomySettingsSection.tsx';
import { TermsSection } from './taxonomy/TermsSection.tsx';
import { useAttempt } from './taxonomy/use-attempt.ts';

export const taxonomyLoader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const clientId = params.clientId ?? '';
  const signal = request.signal;
  const [site, taxonomies, terms] = await Promise.all([
    adminApi.site(clientId, { signal }),
    contentApi.taxonomies(clientId, { signal }),
    contentApi.terms(clientId, params.taxonomyId ?? '', { signal }),
  ]);
  const taxonomy = taxonomies.find((t) => t.id === params.taxonomyId);
  if (!taxonomy) throw new Response('Not found', { status: 404 });
  return { site, taxonomy, terms };
});

/** `/sites/:clientId/content/taxonomies/:taxonomyId`: a taxonomy's settings and its terms. */
export function TaxonomyPage() {
  const { site, taxonomy, terms } = useLoaderData<typeof taxonomyLoader>();
  const { errors, notice, setNotice, attempt } = useAttempt();
  const base = `/sites/${site.client_id}/content`;
  return (
    <>
      <title>{`${taxonomy.name} · Content · Hookline`}</title>
      <SiteCrumbs site={site} trail={[{ to: base, label: 'Content' }]} current={taxonomy.name} />
      <h1>{taxonomy.name}</h1>
      <PageFeedback errors={errors} notice={notice} />
      <TermsSection
        clientId={site.client_id}
        taxonomy={taxonomy}
        terms={terms}
        attempt={attempt}
        onNotice={setNotice}
      />
      <TaxonomySettingsSection
        clientId={site.client_id}
        taxonomy={taxonomy}
        attempt={attempt}
        onNotice={setNotice}
      />
    </>
  );
}
