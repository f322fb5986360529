import type { z } from 'zod';

/** Labels for the path parts editors read ("Fields › 2 › Label"). */
const WORDS: Record<string, string> = {
  fields: 'Fields',
  sub_fields: 'Sub-fields',
  layouts: 'Layouts',
  choices: 'Choices',
  label: 'Label',
  key: 'Key',
  value: 'Value',
  slug: 'Address',
  name: 'Name',
  singular_name: 'One entry is called',
  title: 'Title',
  items: 'Items',
  url: 'Address',
  taxonomy: 'Taxonomy',
  min_rows: 'Fewest rows',
  max_rows: 'Most rows',
  min_items: 'Fewest images',
  max_items: 'Most images',
  excerpt: 'Excerpt',
  author: 'Author',
  published_at: 'Date',
};

/**
 * A zod error as sentences an editor can act on: where (the field's position counted from 1, or
 * its name) and what. Field values already carry their label in the message (`"Price" must be …`).
 */
export function issueMessages(error: z.ZodError, limit = 6): string[] {
  return error.issues.slice(0, limit).map((issue) => {
    if (issue.message.startsWith('"')) return issue.message;
    const where = issue.path
      .filter((part) => part !== 'children' && part !== 'values')
      .map((part) => (typeof part === 'number' ? String(part + 1) : (WORDS[String(part)] ?? String(part))))
      .join(' › ');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
}
