import type { IntegrationCheck } from '../api/integrations.ts';
import ui from '../styles/ui.module.css';

/**
 * What a Test connection answered, in the owner's words: whose account it reached, or why the
 * provider refused, a revoked or mistyped key said plainly.
 */
export function checkWords(providerLabel: string, check: IntegrationCheck): string {
  if (check.ok)
    return check.account ? `Connected to ${check.account}.` : `${providerLabel} accepted the key.`;
  if (check.revoked) return `${providerLabel} refused this key: it was revoked or mistyped.`;
  return withProvider(providerLabel, check.error ?? 'the connection failed.');
}

/** The provider's error, named once: the server's words often start with the provider's name already. */
export function withProvider(providerLabel: string, error: string): string {
  return error.startsWith(providerLabel) ? error : `${providerLabel} answered: ${error}`;
}

/** The answer of a Test connection, as a status line (it worked) or an alert (it did not). */
export function CheckResult({ providerLabel, check }: { providerLabel: string; check: IntegrationCheck }) {
  if (check.ok)
    return (
      <p role="status" className={ui.success}>
        {checkWords(providerLabel, check)}
      </p>
    );
  return (
    <div role="alert" className={ui.alert}>
      <strong>{checkWords(providerLabel, check)}</strong>
      {check.revoked && check.error && <div>{withProvider(providerLabel, check.error)}</div>}
    </div>
  );
}
