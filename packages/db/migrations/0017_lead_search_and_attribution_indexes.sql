-- The leads list's search finds text in any form value: a trigram index over the values' JSON text
-- (lower case) narrows a search to the leads that hold the text before each one's values are
-- checked, so a search over a million leads reads the few that match. pg_trgm lives in public, so
-- every schema's index can use it (PGlite loads it in process; on PostgreSQL it is a trusted
-- extension, which the database's owner may create).
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS conversions_fields_text_idx ON conversions USING gin (lower(fields::text) public.gin_trgm_ops);
--> statement-breakpoint
-- A lead's orders (the leads list's Ordered column) are found by the conversion they were attributed to.
CREATE INDEX IF NOT EXISTS orders_attributed_conversion_idx ON orders (attributed_conversion_id) WHERE attributed_conversion_id IS NOT NULL;
