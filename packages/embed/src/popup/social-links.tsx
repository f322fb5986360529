/** @jsxImportSource preact */
import { linkButtonUrl } from '@hookline/rules';

/** Social links: each opens the network's page in a new tab (unsafe addresses are left out). */
export function SocialLinks({ links }: { links: readonly { network: string; url: string }[] }) {
  return (
    <nav class="hl-social" aria-label="Social links">
      {links.map((link) => {
        const href = linkButtonUrl(link.url);
        return href ? (
          <a key={link.url} class="hl-link" href={href} target="_blank" rel="noopener noreferrer">
            {link.network}
          </a>
        ) : null;
      })}
    </nav>
  );
}
