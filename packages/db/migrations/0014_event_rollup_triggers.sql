-- Results from rollups (packages/db/src/events/rollup-tables.ts). Each statement that writes events
-- appends its counts, grouped, to rollup_pending; rollup_merge() folds them into the rollup tables.
-- Statement-level triggers with transition tables: one extra insert per statement, whatever the
-- number of rows, and they count what any client writes (the API, a bulk insert, COPY).
-- Buckets are 15 minutes of UTC: every time zone's offset is a whole number of quarter hours.

-- Views and closes share one function: the same columns, counted in the column named after the table.
CREATE FUNCTION rollup_views_or_closes_counted() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  sign int := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  INSERT INTO rollup_pending (popup_id, bucket, store, customer_id, views, closes)
  SELECT popup_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), store,
    CASE WHEN store <> '' THEN nullif(customer_id, '') END,
    CASE WHEN TG_TABLE_NAME = 'views' THEN sign * count(*) ELSE 0 END,
    CASE WHEN TG_TABLE_NAME = 'closes' THEN sign * count(*) ELSE 0 END
  FROM (SELECT popup_id, created_at, coalesce(store_integration, '') AS store, customer_id FROM counted) AS e
  GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION rollup_conversions_counted() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  sign int := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  INSERT INTO rollup_pending (popup_id, bucket, store, prize, customer_id, conversions)
  SELECT popup_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), store, prize,
    CASE WHEN store <> '' THEN customer END, sign * count(*)
  FROM (
    SELECT popup_id, created_at, coalesce(payload->>'store_integration', '') AS store,
      coalesce(payload->>'prize_id', '') AS prize, nullif(payload->>'store_integration_customer_id', '') AS customer
    FROM counted
  ) AS e
  GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION rollup_orders_counted() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  sign int := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  INSERT INTO rollup_pending (popup_id, bucket, orders, revenue_cents)
  SELECT attributed_popup_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'),
    sign * count(*), sign * sum(total_cents)
  FROM counted WHERE attributed_popup_id IS NOT NULL
  GROUP BY 1, 2;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order whose attribution or total changes (its popup deleted sets it to null): out with the old
-- row's counts, in with the new one's.
CREATE FUNCTION rollup_orders_changed() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO rollup_pending (popup_id, bucket, orders, revenue_cents)
  SELECT popup_id, bucket, sum(n), sum(cents) FROM (
    SELECT attributed_popup_id AS popup_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00') AS bucket,
      -1 AS n, -total_cents AS cents
    FROM before_rows WHERE attributed_popup_id IS NOT NULL
    UNION ALL
    SELECT attributed_popup_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), 1, total_cents
    FROM after_rows WHERE attributed_popup_id IS NOT NULL
  ) AS changed
  GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(cents) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER views_rollup AFTER INSERT ON views REFERENCING NEW TABLE AS counted
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_views_or_closes_counted();
--> statement-breakpoint
CREATE TRIGGER closes_rollup AFTER INSERT ON closes REFERENCING NEW TABLE AS counted
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_views_or_closes_counted();
--> statement-breakpoint
CREATE TRIGGER conversions_rollup AFTER INSERT ON conversions REFERENCING NEW TABLE AS counted
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_conversions_counted();
--> statement-breakpoint
-- A lead deleted at a visitor's request leaves the results too. Views and closes have no delete
-- trigger: their rows may be dropped by EVENT_RETENTION_DAYS while the counts stay.
CREATE TRIGGER conversions_rollup_deleted AFTER DELETE ON conversions REFERENCING OLD TABLE AS counted
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_conversions_counted();
--> statement-breakpoint
CREATE TRIGGER orders_rollup AFTER INSERT ON orders REFERENCING NEW TABLE AS counted
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_orders_counted();
--> statement-breakpoint
CREATE TRIGGER orders_rollup_deleted AFTER DELETE ON orders REFERENCING OLD TABLE AS counted
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_orders_counted();
--> statement-breakpoint
CREATE TRIGGER orders_rollup_changed AFTER UPDATE ON orders REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_orders_changed();
--> statement-breakpoint
-- Folds up to max_rows pending rows (all of them when null) into the rollups and answers how many
-- it took, oldest first. One merge at a time per schema (an advisory lock): with wait false a
-- second caller answers 0 at once (the background job), with wait true it waits its turn (a results
-- read, which then counts everything written before it). The rows of deleted popups are dropped.
CREATE FUNCTION rollup_merge(max_rows int, wait boolean) RETURNS int LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  lock_key bigint := hashtext(current_schema() || '.rollup_merge');
  taken int;
BEGIN
  IF wait THEN
    PERFORM pg_advisory_xact_lock(lock_key);
  ELSIF NOT pg_try_advisory_xact_lock(lock_key) THEN
    RETURN 0;
  END IF;
  WITH moved AS (
    DELETE FROM rollup_pending WHERE id IN (SELECT id FROM rollup_pending ORDER BY id LIMIT max_rows)
    RETURNING *
  ), live AS (
    SELECT m.* FROM moved m WHERE EXISTS (SELECT 1 FROM popups p WHERE p.id = m.popup_id)
  ), counts AS (
    INSERT INTO event_rollups AS r (popup_id, bucket, store, prize, views, closes, conversions, orders, revenue_cents)
    SELECT popup_id, bucket, store, prize, sum(views), sum(closes), sum(conversions), sum(orders), sum(revenue_cents)
    FROM live GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (popup_id, bucket, store, prize) DO UPDATE SET
      views = r.views + excluded.views, closes = r.closes + excluded.closes,
      conversions = r.conversions + excluded.conversions, orders = r.orders + excluded.orders,
      revenue_cents = r.revenue_cents + excluded.revenue_cents
  ), customers AS (
    INSERT INTO store_customer_rollups AS c (popup_id, bucket, store, customer_id, events)
    SELECT popup_id, bucket, store, customer_id, sum(views + closes + conversions)
    FROM live WHERE customer_id IS NOT NULL AND store <> ''
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (popup_id, bucket, store, customer_id) DO UPDATE SET events = c.events + excluded.events
  )
  SELECT count(*) INTO taken FROM moved;
  RETURN taken;
END $$;
--> statement-breakpoint
-- Backfill: what the event tables hold now, counted as the triggers will count what comes next
-- (the triggers above exist already, and creating them waited for every insert in flight).
INSERT INTO rollup_pending (popup_id, bucket, store, customer_id, views)
SELECT popup_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), coalesce(store_integration, ''),
  CASE WHEN coalesce(store_integration, '') <> '' THEN nullif(customer_id, '') END, count(*)
FROM views GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO rollup_pending (popup_id, bucket, store, customer_id, closes)
SELECT popup_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), coalesce(store_integration, ''),
  CASE WHEN coalesce(store_integration, '') <> '' THEN nullif(customer_id, '') END, count(*)
FROM closes GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO rollup_pending (popup_id, bucket, store, prize, customer_id, conversions)
SELECT popup_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), coalesce(payload->>'store_integration', ''),
  coalesce(payload->>'prize_id', ''),
  CASE WHEN coalesce(payload->>'store_integration', '') <> '' THEN nullif(payload->>'store_integration_customer_id', '') END,
  count(*)
FROM conversions GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO rollup_pending (popup_id, bucket, orders, revenue_cents)
SELECT attributed_popup_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), count(*), sum(total_cents)
FROM orders WHERE attributed_popup_id IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
SELECT rollup_merge(NULL, true);
