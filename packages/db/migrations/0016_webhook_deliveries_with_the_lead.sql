-- A conversion's webhook delivery is queued in the transaction that stores the conversion, so a
-- lead acknowledged to a visitor is never without its delivery, whatever happens to the server
-- process next. The body ('' here) is made by the sender at the first attempt, from the stored lead
-- and its coupon, and kept for every retry. The first attempt is due a second later, when the
-- request that stored the lead has also stored its unique coupon code. Only leads of the last hour
-- are queued: a restore or an import of old leads sends nothing.
CREATE FUNCTION webhook_conversions_queued() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO webhook_deliveries (site_id, event, conversion_id, body, next_attempt_at)
  SELECT c.site_id, 'conversion.created', c.id, '', now() + interval '1 second'
  FROM counted c JOIN site_webhooks w ON w.site_id = c.site_id AND w.enabled
  WHERE c.created_at > now() - interval '1 hour';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER conversions_webhook AFTER INSERT ON conversions REFERENCING NEW TABLE AS counted
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_conversions_queued();
