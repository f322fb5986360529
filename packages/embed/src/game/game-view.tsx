/** @jsxImportSource preact */
import {
  GAME_FORMATS,
  gameMessages,
  isWinningPrize,
  type GameMessages,
  type GameScreen,
} from '@hookline/rules';
import type { TCloseTrigger, TScreen } from '@hookline/schema';
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { screenFor } from '../popup/content.ts';
import type { FormSubmission } from '../popup/contract.ts';
import type { PopupViewProps } from '../popup/render.tsx';
import { useGamePlay } from './game-play.ts';
import { gameOnStage } from './game-stage.tsx';
import { screenWithPrize } from './prizes.ts';
import { WinNextSteps, WonWheel, wonSegment } from './win-extras.tsx';

export type { GamePhase } from './game-play.ts';

export interface GameViewProps {
  /** The gamified popup's view: its content, format, design, language, device, conversion, preview screen. */
  view: PopupViewProps;
  onClose(trigger: TCloseTrigger): void;
  /** The core's form of a screen (its MainForm), keyed so that each screen starts afresh. */
  form(screen: TScreen, key: string, onSubmitted: (submission: FormSubmission) => void): ComponentChildren;
}

/**
 * A gamified popup (spec section 4, "Gamified flow"): its play screen with the game on top, then
 * its result screens, as `useGamePlay` moves it on. The visitor plays by clicking the game (the
 * wheel, a box, the card) or its play button; with `disable_post_play_screen` 1 the play screen's
 * form comes first and its submit plays. A preview (`view.gameScreen`) shows a result screen with a
 * sample prize instead.
 */
export function GameView({ view, onClose, form }: GameViewProps) {
  const game = useGamePlay(view, onClose);
  const stage = useRef<HTMLDivElement>(null);
  const { env, content, isMobile, design } = view;
  const messages = gameMessages(view.lang);
  const postPlayDisabled = design.disable_post_play_screen === 1;
  const shown = view.gameScreen ?? game.phase;
  if (shown === 'post_play' || shown === 'winning' || shown === 'losing') {
    const sampleId =
      game.prizeId ??
      Object.keys(game.prizes).find((id) => isWinningPrize(game.prizes[id]!) === (shown !== 'losing')) ??
      null;
    const sample = sampleId === null ? null : (game.prizes[sampleId] ?? null);
    const screen =
      screenFor(content, shown, isMobile, design.switch_mobile_editor) ?? fallbackScreen(shown, messages);
    env.play = undefined;
    // The winning screen keeps the game's picture (the wheel on the won slice) and offers next steps.
    const won = shown === 'winning' && sample !== null && isWinningPrize(sample);
    const segment = wonSegment(game.segments, sampleId, game.landed);
    return (
      <div class="hl-game-result" data-game-screen={shown}>
        {won && view.format === GAME_FORMATS.wheel && segment >= 0 && (
          <WonWheel prizes={game.prizes} segments={game.segments} segment={segment} prize={sample} />
        )}
        {form(screenWithPrize(screen, sample), shown, (submission) => game.resultFormSent(shown, submission))}
        {won && (
          <WinNextSteps prize={sample} format={view.format} env={env} messages={messages} onClose={onClose} />
        )}
      </div>
    );
  }

  const ready = game.phase === 'ready';
  // Clicking the game plays, or, when the form comes first, submits it (which plays).
  const playFromGame = (box?: number) => {
    if (!postPlayDisabled) return game.play(box);
    stage.current?.parentElement?.querySelector('form')?.requestSubmit();
  };
  env.play = { submits: postPlayDisabled, start: ready ? () => game.play() : undefined };
  const main = screenFor(content, 'main', isMobile, design.switch_mobile_editor) ?? content.main;
  return (
    <>
      <div ref={stage} class="hl-game" data-game-phase={game.phase} data-format={view.format}>
        {gameOnStage(view, game, messages, ready ? playFromGame : undefined)}
      </div>
      {form(main, 'main', game.playAfterForm)}
    </>
  );
}

/** The result screen of a popup that has none of its own: the prize's label, and its code. */
function fallbackScreen(screen: GameScreen, messages: GameMessages): TScreen {
  if (screen === 'losing') return { blocks: [{ type: 'heading', text: messages.lost, level: 2 }] };
  return {
    blocks: [
      { type: 'heading', text: messages.won, level: 2 },
      { type: 'coupon', code: '{{prize_code}}' },
    ],
  };
}
