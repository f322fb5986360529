import type { TBlock } from '@hookline/schema';
import ui from '../../styles/ui.module.css';
import { TextField } from '../controls.tsx';
import styles from '../Editor.module.css';
import { removeAt, replaceAt } from './blocks.ts';

type Link = Extract<TBlock, { type: 'social' }>['links'][number];

/** The links of a social block: a network and an address each. */
export function SocialLinksEditor({
  links,
  onChange,
}: {
  links: Link[];
  onChange(links: Link[], key?: string): void;
}) {
  return (
    <>
      {links.map((link, index) => (
        <div key={index} className={styles.row}>
          <TextField
            label={`Network ${index + 1}`}
            value={link.network}
            onChange={(network) => onChange(replaceAt(links, index, { ...link, network }), `net${index}`)}
          />
          <TextField
            label={`Address ${index + 1}`}
            value={link.url}
            onChange={(url) => onChange(replaceAt(links, index, { ...link, url }), `url${index}`)}
          />
          <button
            type="button"
            className={styles.iconButton}
            aria-label={`Remove link ${index + 1}`}
            onClick={() => onChange(removeAt(links, index))}
          >
            ✕
          </button>
        </div>
      ))}
      <button
        type="button"
        className={ui.secondary}
        onClick={() => onChange([...links, { network: '', url: 'https://' }])}
      >
        Add a link
      </button>
    </>
  );
}
