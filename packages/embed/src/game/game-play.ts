import {
  drawPrize,
  GAME_FORMATS,
  GAME_TIMINGS,
  pickSegment,
  shakingGiftBox,
  wheelSegments,
  type GameScreen,
} from '@hookline/rules';
import type { TCloseTrigger } from '@hookline/schema';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { FormSubmission } from '../popup/contract.ts';
import type { PopupViewProps } from '../popup/render.tsx';
import { gameResults } from './game-results.ts';
import { readPrizes } from './prizes.ts';

/** Where a game is: its play screen (ready, playing, showing its result), then a result screen. */
export type GamePhase = 'ready' | 'playing' | 'result' | GameScreen;

/**
 * The play of a gamified popup's `view` (spec section 4, "Gamified flow"): its prizes, where the
 * game is and what it shows. The prize is drawn by weighted chance (`drawPrize`): the scratch
 * card's as it shows (it lies under the surface), the others' on `play`; the wheel then lands on a
 * segment of the prize, a gift box opens, or the card scratches itself, and what follows is
 * `gameResults`'. While the game waits, gift boxes shake in turn, one a second (`shakingGiftBox`).
 */
export function useGamePlay(view: PopupViewProps, onClose: (trigger: TCloseTrigger) => void) {
  const { env, format, design } = view;
  const prizes = useMemo(() => readPrizes(design.prizes), [design.prizes]);
  const ids = Object.keys(prizes);
  const segments = useMemo(() => wheelSegments(ids), [ids.join()]);
  const giftCount = typeof design.gift_box_count === 'number' ? design.gift_box_count : 3;
  const random = env.random ?? Math.random;
  const live = useRef(true);
  const later = (run: () => void, ms: number) =>
    env.later ? env.later(run, ms) : setTimeout(() => live.current && run(), ms);

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

  const moveTo = (next: GamePhase) => {
    phaseNow.current = next;
    setPhase(next);
  };
  const { result, formSent } = gameResults(
    view,
    prizes,
    later,
    moveTo,
    onClose,
    () => formSubmission.current,
  );

  useEffect(() => {
    live.current = true;
    if (format === GAME_FORMATS.giftBox && !view.gameScreen) {
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

  /** Plays the game (`box`: the gift box clicked), once, while it waits for the visitor. */
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

  return {
    prizes,
    segments,
    prizeId,
    prize: prizeId ? (prizes[prizeId] ?? null) : null,
    phase,
    landed,
    opened,
    shaking,
    autoScratch,
    giftCount,
    later,
    play,
    /** The play screen's form (first, with the post-play screen disabled) was sent: the game plays. */
    playAfterForm(submission: FormSubmission) {
      formSubmission.current = submission;
      play();
    },
    /** The scratch card is cleared: its result shows. */
    revealed() {
      if (prizeId) result(prizeId);
    },
    /** A result screen's form was sent. */
    resultFormSent(screen: GameScreen, submission: FormSubmission) {
      if (prizeId) formSent(screen, prizeId, submission);
    },
  };
}

/** A game's play as `useGamePlay` keeps it. */
export type GamePlay = ReturnType<typeof useGamePlay>;
