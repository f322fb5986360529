import { and, eq, sql, type SQL } from 'drizzle-orm';
import { sites } from '../accounts/tables.ts';
import { conversions } from './tables.ts';

/** Which leads a dashboard view or an export asks for, as SQL conditions. */

export interface LeadFilter {
  accountId: string;
  siteId?: string | undefined;
  popupId?: string | undefined;
  /** Text to find in any form value (case-insensitive). */
  search?: string | undefined;
  /** Calendar days (`YYYY-MM-DD`, inclusive) in `timeZone`. */
  from?: string | undefined;
  to?: string | undefined;
  timeZone?: string | undefined;
}

/**
 * How the text appears inside a JSON document's text (quotes and backslashes escaped), for the
 * trigram index over the form values (`conversions_fields_text_idx`, migration 0017): it finds the
 * leads whose JSON holds the text, then each value is checked.
 */
const jsonText = (text: string): string => JSON.stringify(text).slice(1, -1);

/** `%`, `_` and `\` match themselves in the search text. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function leadConditions(filter: LeadFilter): SQL | undefined {
  const zone = filter.timeZone ?? 'UTC';
  return and(
    eq(sites.accountId, filter.accountId),
    filter.siteId ? eq(conversions.siteId, filter.siteId) : undefined,
    filter.popupId ? eq(conversions.popupId, filter.popupId) : undefined,
    filter.search
      ? sql`lower(${conversions.fields}::text) like lower(${likePattern(jsonText(filter.search))})
          and exists (select 1 from jsonb_each_text(${conversions.fields}) f where f.value ilike ${likePattern(filter.search)})`
      : undefined,
    filter.from
      ? sql`${conversions.createdAt} >= (${filter.from}::date::timestamp at time zone ${zone})`
      : undefined,
    filter.to
      ? sql`${conversions.createdAt} < ((${filter.to}::date + 1)::timestamp at time zone ${zone})`
      : undefined,
  );
}

/** The filter's conditions on conversions aliased `c`, after a leading `and` (the site and account apart). */
export function leadFilterSql(filter: LeadFilter): SQL {
  const zone = filter.timeZone ?? 'UTC';
  const parts = [
    filter.popupId ? sql`c.popup_id = ${filter.popupId}` : null,
    filter.search
      ? sql`lower(c.fields::text) like lower(${likePattern(jsonText(filter.search))})
          and exists (select 1 from jsonb_each_text(c.fields) f where f.value ilike ${likePattern(filter.search)})`
      : null,
    filter.from ? sql`c.created_at >= (${filter.from}::date::timestamp at time zone ${zone})` : null,
    filter.to ? sql`c.created_at < ((${filter.to}::date + 1)::timestamp at time zone ${zone})` : null,
  ].filter((part) => part !== null);
  return parts.length === 0 ? sql`` : sql`and ${sql.join(parts, sql` and `)}`;
}
