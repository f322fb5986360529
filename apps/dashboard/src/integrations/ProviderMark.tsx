import type { TIntegrationProvider } from '@hookline/schema';
import { providerInfo } from './providers.ts';
import styles from './Integrations.module.css';

/** The provider's letter on its brand colour: recognisable at a glance, without copying its logo. */
export function ProviderMark({ provider }: { provider: TIntegrationProvider }) {
  const info = providerInfo(provider);
  return (
    <svg
      className={styles.mark}
      viewBox="0 0 40 40"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="40" height="40" rx="10" fill={info.colour} />
      <text
        x="20"
        y="21"
        textAnchor="middle"
        dominantBaseline="central"
        fill={info.ink}
        fontFamily="system-ui, sans-serif"
        fontSize="20"
        fontWeight="700"
      >
        {info.letter}
      </text>
    </svg>
  );
}
