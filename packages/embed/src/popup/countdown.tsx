/** @jsxImportSource preact */
import { countdownCloses, countdownEndTime, countdownParts, readCountdownTimer } from '@hookline/rules';
import { useEffect, useState } from 'preact/hooks';
import type { PopupEnv } from './popup-env.ts';

const LABELS = {
  en: ['Days', 'Hours', 'Minutes', 'Seconds'],
  he: ['ימים', 'שעות', 'דקות', 'שניות'],
} as const;

/**
 * The countdown timer chunk (lazy): counts down from when the popup showed (`timer_ver` 0 and 1)
 * or to an end date at a GMT offset (`timer_ver` 2), and closes the popup with trigger `timer`
 * when under 1 s is left (spec section 4). Units flip at 60 seconds, 60 minutes and 24 hours.
 */
export function Countdown({ env, shownAt, onEnd }: { env: PopupEnv | null; shownAt: number; onEnd(): void }) {
  const timer = readCountdownTimer(env?.design ?? {});
  const now = () => env?.now() ?? Date.now();
  const endsAt = timer ? countdownEndTime(timer, shownAt) : 0;
  const [left, setLeft] = useState(() => endsAt - now());
  useEffect(() => {
    if (!timer) return;
    const tick = () => {
      const remaining = endsAt - now();
      setLeft(remaining);
      if (countdownCloses(remaining)) {
        clearInterval(interval);
        onEnd();
      }
    };
    const interval = setInterval(tick, 250);
    tick();
    return () => clearInterval(interval);
  }, [endsAt]);
  if (!timer) return null;
  const parts = countdownParts(left);
  const labels = LABELS[env?.lang === 'he' ? 'he' : 'en'];
  const units = [parts.days, parts.hours, parts.minutes, parts.seconds]
    .map((value, index) => ({ value, label: labels[index]! }))
    .filter((unit, index) => index > 0 || unit.value > 0 || timer.style === 2);
  return (
    <div
      class={`hl-countdown hl-countdown-${timer.style}`}
      role="timer"
      aria-live="off"
      data-countdown={Math.ceil(Math.max(0, left) / 1000)}
    >
      {units.map((unit) => (
        <span class="hl-unit" key={unit.label}>
          {String(unit.value).padStart(2, '0')}
          {timer.style !== 0 && <small>{unit.label}</small>}
        </span>
      ))}
    </div>
  );
}
