/** @jsxImportSource preact */
import DOMPurify from 'dompurify';
import { useEffect, useRef, useState } from 'preact/hooks';

/**
 * The custom HTML chunk (lazy: only popups with an HTML block or template markup load it).
 * Markup is sanitised with DOMPurify before it reaches the page: no scripts, no event handlers,
 * no frames, no forms (the popup's own form takes the fields).
 */
export function sanitizeHtml(html: string): string {
  // Where DOMPurify cannot work (it then hands markup back untouched), show nothing rather than raw markup.
  if (!DOMPurify.isSupported) return '';
  const clean = DOMPurify.sanitize(html, {
    FORBID_TAGS: ['script', 'iframe', 'frame', 'object', 'embed', 'form', 'base', 'meta', 'link'],
    FORBID_ATTR: ['srcdoc', 'formaction'],
  });
  // Belt and braces: a DOM that DOMPurify cannot drive (a broken or exotic one) must not let a
  // script or handler through, so markup that still looks active is dropped whole.
  return /<script|<iframe|\son[a-z]+\s*=|javascript:/i.test(clean) ? '' : clean;
}

/** Custom HTML, or template markup downloaded from `url` (`poptin_url`; a failed download is only logged). */
export function HtmlBlock({
  html,
  url,
  log,
}: {
  html?: string | undefined;
  url?: string | undefined;
  log?: ((message: string, detail?: unknown) => void) | undefined;
}) {
  const [markup, setMarkup] = useState(html ?? '');
  useEffect(() => {
    if (html !== undefined || !url) return;
    let live = true;
    fetch(url, { credentials: 'omit' })
      .then((response) =>
        response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .then((text) => live && setMarkup(text))
      .catch((error: unknown) => log?.(`the template ${url} failed to download`, error));
    return () => {
      live = false;
    };
  }, [html, url]);
  const ref = useRef<HTMLDivElement>(null);
  // A page-builder popup's interactive widgets (their `data-island`): their islands, a chunk of
  // their own that no other popup downloads.
  useEffect(() => {
    const container = ref.current;
    if (!container?.querySelector('[data-island]')) return;
    import('../chunks/builder-islands.ts')
      .then((chunk) => chunk.mountBuilderIslands(container))
      .catch((error: unknown) => log?.('the page-builder widgets failed to load', error));
  }, [markup]);
  if (!markup) return null;
  return <div ref={ref} class="hl-html" dangerouslySetInnerHTML={{ __html: sanitizeHtml(markup) }} />;
}
