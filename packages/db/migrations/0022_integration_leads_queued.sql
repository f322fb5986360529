-- A conversion's integration sends (issue 28) are queued like its webhook delivery (migration 0016),
-- in the transaction that stores the lead: one delivery per enabled integration of the site whose key
-- is not revoked and that does not leave the popup out, for leads with an email. The body ('') is
-- the lead as the provider gets it, made by the worker at the first attempt and kept for the retries.
-- The webhook part is unchanged.
CREATE OR REPLACE FUNCTION webhook_conversions_queued() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO webhook_deliveries (site_id, event, conversion_id, body, next_attempt_at)
  SELECT c.site_id, 'conversion.created', c.id, '', now() + interval '1 second'
  FROM counted c JOIN site_webhooks w ON w.site_id = c.site_id AND w.enabled
  WHERE c.created_at > now() - interval '1 hour';
  INSERT INTO webhook_deliveries (site_id, event, conversion_id, integration_id, body, next_attempt_at)
  SELECT c.site_id, 'integration.lead', c.id, i.id, '', now() + interval '1 second'
  FROM counted c JOIN site_integrations i ON i.site_id = c.site_id
    AND i.enabled AND i.status <> 'revoked' AND NOT (c.popup_id = ANY (i.excluded_popup_ids))
  WHERE c.created_at > now() - interval '1 hour' AND coalesce(c.email, '') <> '';
  RETURN NULL;
END $$;
