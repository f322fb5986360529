export * from './client.ts';
export * as tables from './tables.ts';
export * from './event-writer.ts';
export * from './queries.ts';
export * from './admin-queries.ts';
export { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
export * from './fixtures.ts';
