import {
  gameStep,
  isWinningPrize,
  prizeFollowUp,
  resultScreenDelayMs,
  wheelHasCoupon,
  type GamePrizes,
  type GameScreen,
} from '@hookline/rules';
import type { TCloseTrigger } from '@hookline/schema';
import { screenFor } from '../popup/content.ts';
import type { FormSubmission } from '../popup/contract.ts';
import type { PopupViewProps } from '../popup/render.tsx';
import type { Later } from '../popup/timers.ts';
import type { GamePhase } from './game-play.ts';
import { prizeSubmission } from './prizes.ts';

/**
 * What follows the play of a gamified popup's `view`: `result(id)` shows prize `id`'s result on the
 * game, then its result screen (`resultScreenDelayMs`), sending the conversion with the prize when
 * `gameStep` says (with the play screen's form, `formFirst`, when it came first); the prize's
 * redirect or close follows its final screen (`prizeFollowUp`). `formSent` is a result screen's
 * form: the conversion, and after the post-play screen the winning one.
 */
export function gameResults(
  view: PopupViewProps,
  prizes: GamePrizes,
  later: Later,
  moveTo: (phase: GamePhase) => void,
  onClose: (trigger: TCloseTrigger) => void,
  formFirst: () => FormSubmission | null,
) {
  const { env, format, design } = view;
  const convert = (id: string, submission: FormSubmission | null) => {
    const conversion = prizeSubmission(prizes, id, submission);
    if (conversion) view.onSubmit?.(conversion);
  };

  /** The prize's redirect or close, once its final screen shows. */
  const followUp = (id: string) => {
    const drawn = prizes[id];
    const next = drawn && prizeFollowUp(drawn, { wheelHasCoupon: wheelHasCoupon(format, prizes) });
    if (!next) return;
    // The popup closes either way: before a redirect too, so its close is recorded before the page goes.
    later(() => {
      onClose('auto_close');
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
      postPlayDisabled: design.disable_post_play_screen === 1,
      hasPostPlay:
        screenFor(view.content, 'post_play', view.isMobile, design.switch_mobile_editor) !== undefined,
    });
    if (step.submit) convert(id, formFirst());
    moveTo(step.screen);
    if (step.screen !== 'post_play') followUp(id);
  };

  return {
    result(id: string) {
      moveTo('result');
      later(() => showResultScreen(id), resultScreenDelayMs(format, design.disable_post_play_screen === 1));
    },
    formSent(screen: GameScreen, id: string, submission: FormSubmission) {
      convert(id, submission);
      if (screen === 'post_play') {
        moveTo('winning');
        followUp(id);
      }
    },
  };
}
