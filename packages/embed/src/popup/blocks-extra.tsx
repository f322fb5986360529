/** @jsxImportSource preact */
import { linkButtonUrl } from '@hookline/rules';
import type { TBlock } from '@hookline/schema';
import type { BlockProps } from './blocks.tsx';
import { Coupon } from './coupon.tsx';
import { Lazy } from './lazy.tsx';
import { loadCountdown, loadHtml } from './lazy-parts.ts';
import type { PopupEnv } from './popup-env.ts';
import { SocialLinks } from './social-links.tsx';

/**
 * The blocks beyond headings, texts, images, fields and submit or close buttons (part of the extras
 * chunk; `needsExtras` loads it for them): link and launch buttons, coupon, social links, custom
 * HTML and the countdown (their own lazy chunks). The extras chunk has its own copies of the core's
 * modules, so it cannot read the core's contexts: its components take the env as a prop.
 */

/** Custom HTML or template markup (`html`, or downloaded from `url`), sanitised by the html chunk. */
export function HtmlPart(props: {
  html?: string | undefined;
  url?: string | undefined;
  log?: ((message: string, detail?: unknown) => void) | undefined;
}) {
  return <Lazy load={loadHtml} render={({ HtmlBlock }) => <HtmlBlock {...props} />} log={props.log} />;
}

type ButtonBlock = Extract<TBlock, { type: 'button' }>;

/** A link button (`//` added without a scheme; a new tab with a target) or a button that launches another popup. */
function ExtraButton({
  block,
  env,
  onClose,
}: {
  block: ButtonBlock;
  env: PopupEnv | null;
  onClose: BlockProps['onClose'];
}) {
  if (block.action === 'link') {
    const href = block.url ? linkButtonUrl(block.url) : null;
    if (!href) return null;
    return (
      <a
        class="hl-button"
        href={href}
        target={block.target_blank ? '_blank' : undefined}
        rel={block.target_blank ? 'noopener noreferrer' : undefined}
      >
        {block.label}
      </a>
    );
  }
  const target = block.popup_id;
  if (block.action !== 'launch_popup' || !target || !/^[a-z0-9]{13}$/.test(target)) return null;
  return (
    <button
      type="button"
      class="hl-button"
      onClick={() => {
        if (env?.launchPopup) env.launchPopup(target);
        else env?.log(`launching popup ${target} is not available here`);
        onClose('cancel_click');
      }}
    >
      {block.label}
    </button>
  );
}

/** One block the core's `Block` does not draw. Unknown types render as nothing. */
export function ExtraBlock({ block, env, onClose, shownAt }: BlockProps & { env: PopupEnv | null }) {
  switch (block.type) {
    case 'button':
      return <ExtraButton block={block} env={env} onClose={onClose} />;
    case 'coupon':
      return <Coupon code={block.code} env={env} />;
    case 'social':
      return <SocialLinks links={block.links} />;
    case 'html':
      return <HtmlPart html={block.html} log={env?.log} />;
    case 'countdown':
      return (
        <Lazy
          load={loadCountdown}
          render={({ Countdown }) => (
            <Countdown env={env} shownAt={shownAt ?? Date.now()} onEnd={() => onClose('timer')} />
          )}
          log={env?.log}
        />
      );
    default:
      return null;
  }
}
