/** @jsxImportSource preact */
import { closeButtonLinkUrl, linkButtonUrl } from '@hookline/rules';
import type { TBlock } from '@hookline/schema';
import type { BlockProps } from './blocks.tsx';
import { Coupon } from './coupon.tsx';
import { Lazy } from './lazy.tsx';
import { loadCountdown, loadHtml, loadProducts } from './lazy-parts.ts';
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

/**
 * A close button with a link (spec section 4): one click closes the popup and follows the link, in a
 * new tab with a target. The close says `link_click`, unless the button counts a conversion (then
 * the close is the conversion's, as for any close button). An unsafe address leaves a plain close.
 */
function CloseLinkButton({ block, env, onClose }: ExtraButtonProps) {
  const href = block.url ? closeButtonLinkUrl(block.url, env?.page) : null;
  return (
    <button
      type="button"
      class="hl-button"
      data-close-button=""
      onClick={() => {
        if (block.count_conversion && env?.countConversion) {
          env.countConversion(block.label);
          onClose('submit');
        } else onClose(href ? 'link_click' : 'cancel_click');
        // In the same click as the close: a browser opens a new tab only from the visitor's gesture.
        if (href && env?.openLink) env.openLink(href, block.target_blank === true);
        else if (href) env?.log(`opening ${href} is not available here`);
      }}
    >
      {block.label}
    </button>
  );
}

/**
 * A game's play button (Spin, Scratch, Open): it plays, or, when the form comes first
 * (`disable_post_play_screen` 1), submits the play screen's form, whose submit plays. Disabled
 * while the game plays; nothing outside a game.
 */
function PlayButton({ label, env }: { label: string; env: PopupEnv | null }) {
  const play = env?.play;
  if (!env?.game) return null;
  return (
    <button
      type={play?.submits ? 'submit' : 'button'}
      class="hl-button hl-play"
      disabled={play?.submits ? false : !play?.start}
      onClick={play?.submits ? undefined : () => play?.start?.()}
    >
      {label}
    </button>
  );
}

interface ExtraButtonProps {
  block: ButtonBlock;
  env: PopupEnv | null;
  onClose: BlockProps['onClose'];
}

/**
 * A link button (`//` added without a scheme, `{conversion_url}` and `{path_url}` replaced; a new
 * tab with a target), a close button with a link, or a button that launches another popup.
 */
function ExtraButton({ block, env, onClose }: ExtraButtonProps) {
  if (block.action === 'close') return <CloseLinkButton block={block} env={env} onClose={onClose} />;
  if (block.action === 'play') return <PlayButton label={block.label} env={env} />;
  if (block.action === 'link') {
    const href = block.url ? linkButtonUrl(block.url, env?.page) : null;
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
    case 'products':
      return (
        <Lazy
          load={loadProducts}
          render={({ ProductBlock }) => <ProductBlock block={block} env={env} />}
          log={env?.log}
        />
      );
    case 'cart_button':
      // Spec sections 3 and 4: a conversion, then the store's cart action of the button's slot.
      return (
        <button
          type="button"
          class="hl-button"
          onClick={() => {
            env?.countConversion?.(block.label);
            if (env?.cartAction) env.cartAction(block.slot);
            else env?.log('cart actions are not available here');
            onClose('submit');
          }}
        >
          {block.label}
        </button>
      );
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
