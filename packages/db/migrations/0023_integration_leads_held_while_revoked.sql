-- A lead that comes while an integration's key is revoked is queued too (migration 0022 left it
-- out, so it never reached the provider): the worker refuses it at once, without calling the
-- provider ("the key was revoked"), and the owner's new key queues it again with the others the key
-- refused. Only integrations that are off or leave the popup out send nothing.
CREATE OR REPLACE FUNCTION webhook_conversions_queued() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO webhook_deliveries (site_id, event, conversion_id, body, next_attempt_at)
  SELECT c.site_id, 'conversion.created', c.id, '', now() + interval '1 second'
  FROM counted c JOIN site_webhooks w ON w.site_id = c.site_id AND w.enabled
  WHERE c.created_at > now() - interval '1 hour';
  INSERT INTO webhook_deliveries (site_id, event, conversion_id, integration_id, body, next_attempt_at)
  SELECT c.site_id, 'integration.lead', c.id, i.id, '', now() + interval '1 second'
  FROM counted c JOIN site_integrations i ON i.site_id = c.site_id
    AND i.enabled AND NOT (c.popup_id = ANY (i.excluded_popup_ids))
  WHERE c.created_at > now() - interval '1 hour' AND coalesce(c.email, '') <> '';
  RETURN NULL;
END $$;
