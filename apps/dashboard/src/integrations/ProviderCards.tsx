import type { TIntegrationProvider } from '@hookline/schema';
import ui from '../styles/ui.module.css';
import { ProviderMark } from './ProviderMark.tsx';
import { PROVIDERS } from './providers.ts';
import styles from './Integrations.module.css';

/** The providers to connect, one card each with a single "Connect" action. */
export function ProviderCards({
  providers = PROVIDERS.map((provider) => provider.id),
  onConnect,
}: {
  providers?: TIntegrationProvider[];
  onConnect(provider: TIntegrationProvider): void;
}) {
  return (
    <ul className={styles.providerCards}>
      {PROVIDERS.filter((provider) => providers.includes(provider.id)).map((provider) => (
        <li key={provider.id} className={styles.providerCard}>
          <div className={styles.providerHead}>
            <ProviderMark provider={provider.id} />
            <strong>{provider.label}</strong>
          </div>
          <p className={ui.muted}>{provider.summary}</p>
          <button
            type="button"
            className={ui.secondary}
            aria-label={`Connect ${provider.label}`}
            onClick={() => onConnect(provider.id)}
          >
            Connect
          </button>
        </li>
      ))}
    </ul>
  );
}
