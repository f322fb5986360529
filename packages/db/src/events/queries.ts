import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { limitLogs, views, type conversions } from './tables.ts';

/** What the display path reads back of a site's events: its views this month, its plan-limit answers. */

export type ConversionRow = typeof conversions.$inferSelect;

/** Views of a site since `since` (the start of the plan's month). */
export async function countViewsSince(db: Db, siteId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(views)
    .where(and(eq(views.siteId, siteId), gte(views.createdAt, since)));
  return row?.total ?? 0;
}

/** The newest answer of each kind the site owner gave to the plan-limit popups. */
export async function latestLimitAnswers(db: Db, siteId: string): Promise<Partial<Record<string, Date>>> {
  const rows = await db
    .select({ status: limitLogs.status, at: sql<Date>`max(${limitLogs.createdAt})` })
    .from(limitLogs)
    .where(eq(limitLogs.siteId, siteId))
    .groupBy(limitLogs.status);
  return Object.fromEntries(rows.map((r) => [r.status, new Date(r.at)]));
}
