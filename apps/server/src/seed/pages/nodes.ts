/** Small builders of page nodes for the seeded pages: a widget type, an id and its props. */
export type SeedNode = { type: string; props: { id: string; [prop: string]: unknown } };

export const node = (type: string, id: string, props: Record<string, unknown> = {}): SeedNode => ({
  type,
  props: { id, ...props },
});

export const section = (id: string, content: SeedNode[], props: Record<string, unknown> = {}) =>
  node('Section', id, { content, ...props });

export const heading = (id: string, text: string, level = 'h2', align = 'left') =>
  node('Heading', id, { text, level, align });

export const richText = (id: string, html: string) => node('RichText', id, { html });

/** Columns with the given widgets in each column. */
export const columns = (id: string, count: number, content: SeedNode[][]) =>
  node(
    'Columns',
    id,
    Object.fromEntries([['count', count], ...content.map((c, i) => [`column${i + 1}`, c])]),
  );
