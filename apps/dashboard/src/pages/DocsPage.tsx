import { Marked } from 'marked';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import webhooks from '../../../../docs/webhooks.md?raw';
import styles from './DocsPage.module.css';

/**
 * The guides a site owner needs while using the dashboard, rendered from the repository's own
 * `docs/` so there is one text to keep true. Only the files listed here are served; they are ours,
 * not visitors' input, so their HTML is trusted. Links to guides not served here point at nothing
 * an owner can open, so they become plain text.
 */
const GUIDES: Record<string, { title: string; markdown: string }> = {
  webhooks: { title: 'Webhooks', markdown: webhooks },
};

const marked = new Marked({
  renderer: {
    link({ href, tokens }) {
      const inner = this.parser.parseInline(tokens);
      const guide = /^([a-z-]+)\.md(#.*)?$/.exec(href);
      if (guide)
        return guide[1]! in GUIDES ? `<a href="/app/docs/${guide[1]}${guide[2] ?? ''}">${inner}</a>` : inner;
      return `<a href="${href}" rel="noopener noreferrer">${inner}</a>`;
    },
    heading({ tokens, depth }) {
      const text = this.parser.parseInline(tokens);
      const id = text
        .toLowerCase()
        .replace(/<[^>]+>/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      return `<h${depth} id="${id}">${text}</h${depth}>\n`;
    },
  },
});

export function docsLoader({ params }: LoaderFunctionArgs) {
  const guide = GUIDES[params.name ?? ''];
  if (!guide) throw new Response('Not found', { status: 404 });
  return { title: guide.title, html: marked.parse(guide.markdown, { async: false }) };
}

/** `/docs/:name`: one guide. */
export function DocsPage() {
  const { title, html } = useLoaderData<typeof docsLoader>();
  return (
    <>
      <title>{`${title} · Guides · Hookline`}</title>
      <article className={styles.guide} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}

export { DocsPage as Component, docsLoader as loader };
