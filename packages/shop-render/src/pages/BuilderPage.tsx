import type { BuilderPageRef } from '@hookline/shop';
import { PageNotFound, type LoadContext } from '../load-context.ts';

export interface BuilderPageProps {
  title: string;
  /** The widgets' server-rendered markup (empty in the hydration data: the client keeps the markup it got). */
  html: string;
  preview: boolean;
}

/** Which builder page a path asks for: the front page, `/{slug}`, an entry's template, or a preview link. */
export function builderPageRef(ctx: LoadContext): BuilderPageRef {
  if (ctx.params.token) return { previewToken: ctx.params.token };
  if (ctx.params.collection) return { kind: 'template', slug: ctx.params.collection };
  return { kind: 'page', slug: ctx.params.slug ?? 'home' };
}

/**
 * A page built in the page builder: its widgets rendered on the server (through the renderer the
 * server hands in, so that the widgets' server code stays out of the shop's client bundle).
 * Unknown or unpublished: the shop's 404 page.
 */
export async function loadBuilderPage(ctx: LoadContext): Promise<BuilderPageProps> {
  const page = await ctx.data.builderPage(builderPageRef(ctx));
  if (!page || !ctx.renderWidgets) throw new PageNotFound('');
  const html = await ctx.renderWidgets(page.document, ctx.url, { preview: page.preview });
  return { title: page.title, html, preview: page.preview };
}

/**
 * An entry at `/{collection}/{slug}`, drawn by its collection's published template (a builder page
 * of kind `template` whose slug is the collection's): its widgets read the entry. No template, or
 * no published entry with that slug: the shop's 404 page.
 */
export async function loadEntryPage(ctx: LoadContext): Promise<BuilderPageProps> {
  const collection = ctx.params.collection ?? '';
  const slug = ctx.params.entry ?? '';
  const [page, entry] = await Promise.all([
    ctx.data.builderPage({ kind: 'template', slug: collection }),
    ctx.data.content.entry(collection, slug),
  ]);
  if (!page || !entry || !ctx.renderWidgets) throw new PageNotFound('');
  const html = await ctx.renderWidgets(page.document, ctx.url, { entry: { collection, slug } });
  return { title: entry.title, html, preview: false };
}

/** The builder page's markup; islands (mounted by `hydrateShop`) add the widgets' behaviour after hydration. */
export function BuilderPage({ html, preview }: BuilderPageProps) {
  return (
    <>
      {preview && (
        <p className="builder-preview-note" role="status">
          Preview of a draft: visitors do not see these changes until the page is published.
        </p>
      )}
      <div className="builder-page" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
