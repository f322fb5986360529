/** @jsxImportSource preact */
import { GAME_FORMATS, isWinningPrize, type GameMessages } from '@hookline/rules';
import type { PopupViewProps } from '../popup/render.tsx';
import type { GamePlay } from './game-play.ts';
import { GiftBoxes } from './gift-boxes.tsx';
import { ScratchCard } from './scratch-card.tsx';
import { Wheel } from './wheel.tsx';

/**
 * The game on a gamified popup's play screen, by its format: the spin wheel, the scratch card or
 * the gift boxes, as `game` stands. `onPlay` is what clicking it does while the game waits (the
 * gift box clicked, for boxes); nothing once it has been played.
 */
export function gameOnStage(
  view: PopupViewProps,
  game: GamePlay,
  messages: GameMessages,
  onPlay: ((box?: number) => void) | undefined,
) {
  const { prize } = game;
  const win = prize !== null && isWinningPrize(prize);
  const postPlayDisabled = view.design.disable_post_play_screen === 1;
  if (view.format === GAME_FORMATS.wheel) {
    return (
      <Wheel
        prizes={game.prizes}
        segments={game.segments}
        landed={game.landed}
        label={messages.spin}
        onPlay={onPlay && (() => onPlay())}
      />
    );
  }
  if (view.format === GAME_FORMATS.scratchCard) {
    return (
      <ScratchCard
        label={prize?.label ?? ''}
        code={win ? (prize?.code ?? '') : ''}
        win={win}
        locked={postPlayDisabled && game.phase === 'ready'}
        autoScratch={game.autoScratch}
        lockScroll={view.isMobile && !view.gameScreen && view.env.later !== undefined}
        later={game.later}
        hint={messages.scratchHere}
        onRevealed={game.revealed}
      />
    );
  }
  return (
    <GiftBoxes
      count={game.giftCount}
      shaking={game.shaking}
      opened={game.opened}
      prizeLabel={prize?.label ?? ''}
      win={win}
      onOpen={onPlay && ((box) => onPlay(box))}
      boxLabel={(index) => messages.giftBox(index + 1, game.giftCount)}
    />
  );
}
