/** @jsxImportSource preact */
import {
  drawPrize,
  GAME_FORMATS,
  GAME_TIMINGS,
  gameMessages,
  gameStep,
  isWinningPrize,
  pickSegment,
  prizeFollowUp,
  resultScreenDelayMs,
  shakingGiftBox,
  wheelHasCoupon,
  wheelSegments,
  type GameScreen,
} from '@hookline/rules';
import type { TCloseTrigger, TPopupContent, TScreen } from '@hookline/schema';
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { screenFor } from '../popup/content.ts';
import type { FormSubmission } from '../popup/contract.ts';
import type { PopupEnv } from '../popup/popup-env.ts';
import { GiftBoxes } from './gift-boxes.tsx';
import { readPrizes, screenWithPrize } from './prizes.ts';
import { ScratchCard } from './scratch-card.tsx';
import { Wheel } from './wheel.tsx';

/** Where a game is: its play screen (ready, playing, showing its result), then a result screen. */
export type GamePhase = 'ready' | 'playing' | 'result' | GameScreen;

export interface GameViewProps {
  env: PopupEnv;
  content: TPopupContent;
  /** 1 gift box, 2 scratch card, 3 spin wheel (spec section 1). */
  format: number;
  design: Readonly<Record<string, unknown>>;
  lang: string;
  isMobile: boolean;
  /** The core's form of a screen (its MainForm), keyed so that each screen starts afresh. */
  form(screen: TScreen, key: string, onSubmitted: (submission: FormSubmission) => void): ComponentChildren;
  /** The conversion, with the prize (absent in a preview). */
  onSubmit?: ((submission: FormSubmission) => void) | undefined;
  onClose(trigger: TCloseTrigger): void;
  /** A preview shows this result screen with a sample prize instead of the play screen. */
  previewScreen?: GameScreen | undefined;
}

/**
 * A gamified popup (spec section 4, "Gamified flow"): its play screen with the game on top, the
 * draw, the play itself and the result screens. The visitor plays by clicking the game (the wheel,
 * a box, the card) or its play button; with `disable_post_play_screen` 1 the play screen's form
 * comes first and its submit plays. The prize is drawn by weighted chance (`drawPrize`); the
 * result shows on the game, then its screen follows (`resultScreenDelayMs`), the conversion is
 * sent with the prize (`gameStep`) and the prize's redirect or close follows (`prizeFollowUp`).
 */
export function GameView(props: GameViewProps) {
  const { env, format, design, isMobile } = props;
  const messages = gameMessages(props.lang);
  const prizes = useMemo(() => readPrizes(design.prizes), [design.prizes]);
  const ids = Object.keys(prizes);
  const segments = useMemo(() => wheelSegments(ids), [ids.join()]);
  const postPlayDisabled = design.disable_post_play_screen === 1;
  const giftCount = typeof design.gift_box_count === 'number' ? design.gift_box_count : 3;
  const random = env.random ?? Math.random;
  const live = useRef(true);
  const later = (run: () => void, ms: number) =>
    env.later ? env.later(run, ms) : setTimeout(() => live.current && run(), ms);

  // The scratch card's prize lies under its surface from the start; the others are drawn on play.
  const [prizeId, setPrizeId] = useState<string | null>(() =>
    format === GAME_FORMATS.scratchCard ? drawPrize(prizes, random()) : null,
  );
  const [phase, setPhase] = useState<GamePhase>('ready');
  const [landed, setLanded] = useState<number | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  // No box shakes before the first turn (timed from when the play screen shows).
  const [shaking, setShaking] = useState(-1);
  const [autoScratch, setAutoScratch] = useState(false);
  const phaseNow = useRef<GamePhase>('ready');
  const formSubmission = useRef<FormSubmission | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const prize = prizeId ? (prizes[prizeId] ?? null) : null;
  const win = prize !== null && isWinningPrize(prize);

  const moveTo = (next: GamePhase) => {
    phaseNow.current = next;
    setPhase(next);
  };

  useEffect(() => {
    live.current = true;
    if (format === GAME_FORMATS.giftBox && !props.previewScreen) {
      // The boxes take turns, one a second: a round lasts 1 s times their count (spec section 9).
      const startedAt = env.now();
      const tick = () => {
        if (phaseNow.current !== 'ready') return;
        setShaking(shakingGiftBox(env.now() - startedAt, giftCount));
        later(tick, GAME_TIMINGS.giftBoxStepMs);
      };
      tick();
    }
    return () => {
      live.current = false;
    };
  }, []);

  const convert = (id: string, submission: FormSubmission | null) => {
    const drawn = prizes[id];
    if (!drawn) return;
    const values = { ...submission?.values };
    if (drawn.label) values.prize_label = drawn.label;
    if (drawn.code) values.prize_code = drawn.code;
    props.onSubmit?.({
      values,
      extraFields: submission?.extraFields ?? [],
      meta: { ...submission?.meta, prize_id: id },
    });
  };

  /** The prize's redirect or close, once its final screen shows. */
  const followUp = (id: string) => {
    const drawn = prizes[id];
    const next = drawn && prizeFollowUp(drawn, { wheelHasCoupon: wheelHasCoupon(format, prizes) });
    if (!next) return;
    // The popup closes either way: before a redirect too, so its close is recorded before the page goes.
    later(() => {
      props.onClose('auto_close');
      if (!next.url) return;
      if (env.openLink) env.openLink(next.url, false);
      else env.log(`redirecting to ${next.url}`);
    }, next.afterMs);
  };

  const showResultScreen = (id: string) => {
    const drawn = prizes[id];
    if (!drawn) return;
    const step = gameStep({
      win: isWinningPrize(drawn),
      postPlayDisabled,
      hasPostPlay: screenFor(props.content, 'post_play', isMobile, design.switch_mobile_editor) !== undefined,
    });
    if (step.submit) convert(id, formSubmission.current);
    moveTo(step.screen);
    if (step.screen !== 'post_play') followUp(id);
  };

  const result = (id: string) => {
    moveTo('result');
    later(() => showResultScreen(id), resultScreenDelayMs(format, postPlayDisabled));
  };

  const play = (box?: number) => {
    if (phaseNow.current !== 'ready') return;
    const id = prizeId ?? drawPrize(prizes, random());
    if (!id) return env.log('this game has no prize to draw');
    setPrizeId(id);
    moveTo('playing');
    if (format === GAME_FORMATS.wheel) {
      setLanded(pickSegment(segments, id, random()));
      later(() => result(id), GAME_TIMINGS.spinMs);
    } else if (format === GAME_FORMATS.scratchCard) {
      setAutoScratch(true);
    } else {
      setOpened(box ?? Math.max(0, shaking));
      result(id);
    }
  };

  // The play screen's form (first, with post-play disabled) plays on its submit.
  const playAfterForm = (submission: FormSubmission) => {
    formSubmission.current = submission;
    play();
  };
  // Clicking the game plays, or, when the form comes first, submits it (which plays).
  const playFromGame = (box?: number) => {
    if (!postPlayDisabled) return play(box);
    stage.current?.parentElement?.querySelector('form')?.requestSubmit();
  };

  const shown = props.previewScreen ?? phase;
  if (shown === 'post_play' || shown === 'winning' || shown === 'losing') {
    const sample =
      prize ?? Object.values(prizes).find((p) => isWinningPrize(p) === (shown !== 'losing')) ?? null;
    const screen =
      screenFor(props.content, shown, isMobile, design.switch_mobile_editor) ??
      fallbackScreen(shown, messages);
    env.play = undefined;
    return (
      <div class="hl-game-result" data-game-screen={shown}>
        {props.form(screenWithPrize(screen, sample), shown, (submission) => {
          if (!prizeId) return;
          convert(prizeId, submission);
          if (shown === 'post_play') {
            moveTo('winning');
            followUp(prizeId);
          }
        })}
      </div>
    );
  }

  const ready = phase === 'ready';
  env.play = { submits: postPlayDisabled, start: ready ? () => play() : undefined };
  const main = screenFor(props.content, 'main', isMobile, design.switch_mobile_editor) ?? props.content.main;
  return (
    <>
      <div ref={stage} class="hl-game" data-game-phase={phase} data-format={format}>
        {format === GAME_FORMATS.wheel ? (
          <Wheel
            prizes={prizes}
            segments={segments}
            landed={landed}
            label={messages.spin}
            onPlay={ready ? () => playFromGame() : undefined}
          />
        ) : format === GAME_FORMATS.scratchCard ? (
          <ScratchCard
            label={prize?.label ?? ''}
            code={win ? (prize?.code ?? '') : ''}
            win={win}
            locked={postPlayDisabled && phase === 'ready'}
            autoScratch={autoScratch}
            lockScroll={isMobile && !props.previewScreen && env.later !== undefined}
            later={later}
            hint={messages.scratchHere}
            onRevealed={() => {
              if (prizeId) result(prizeId);
            }}
          />
        ) : (
          <GiftBoxes
            count={giftCount}
            shaking={shaking}
            opened={opened}
            prizeLabel={prize?.label ?? ''}
            win={win}
            onOpen={ready ? (box) => playFromGame(box) : undefined}
            boxLabel={(index) => messages.giftBox(index + 1, giftCount)}
          />
        )}
      </div>
      {props.form(main, 'main', playAfterForm)}
    </>
  );
}

/** The result screen of a popup that has none of its own: the prize's label, and its code. */
function fallbackScreen(screen: GameScreen, messages: ReturnType<typeof gameMessages>): TScreen {
  if (screen === 'losing') return { blocks: [{ type: 'heading', text: messages.lost, level: 2 }] };
  return {
    blocks: [
      { type: 'heading', text: messages.won, level: 2 },
      { type: 'coupon', code: '{{prize_code}}' },
    ],
  };
}
