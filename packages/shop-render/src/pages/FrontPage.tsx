import type { LoadContext } from '../load-context.ts';
import { BuilderPage, type BuilderPageProps } from './BuilderPage.tsx';
import { HomePage, loadHomePage, type HomePageProps } from './HomePage.tsx';

export type FrontPageProps = { builder: BuilderPageProps } | { builder: null; home: HomePageProps };

/**
 * The front page at `/`: the builder page with the slug `home` when it is published, else the
 * shop's hand-written home page (a shop whose editors have not built one yet).
 */
export async function loadFrontPage(ctx: LoadContext): Promise<FrontPageProps> {
  const page = await ctx.data.builderPage({ kind: 'page', slug: 'home' });
  if (page && ctx.renderWidgets) {
    const html = await ctx.renderWidgets(page.document, ctx.url);
    return { builder: { title: page.title, html, preview: false } };
  }
  return { builder: null, home: await loadHomePage(ctx) };
}

export function FrontPage(props: FrontPageProps) {
  return props.builder ? <BuilderPage {...props.builder} /> : <HomePage {...props.home} />;
}

/** The client keeps the server's markup of a builder front page: its HTML is not sent twice. */
export const frontPageHydration = (props: FrontPageProps): FrontPageProps =>
  props.builder ? { builder: { ...props.builder, html: '' } } : props;
