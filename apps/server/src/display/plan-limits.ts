import type { TDisplayResponse } from '@hookline/schema';

export const CLIENT_RESTRICTED = 'Client restricted';
export const MAX_VIEWS_REACHED = 'You have been reached the max poptins views number';
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

export interface PlanState {
  clientId: string;
  isRestricted: boolean;
  /** Views allowed per calendar month (UTC); null for no limit. */
  monthlyViewLimit: number | null;
  viewsThisMonth: number;
  /** When the owner last answered each limit popup: remind_me, dont_remind_me, click. */
  answers: Partial<Record<string, Date>>;
}

export type PlanDecision =
  | { allowed: true }
  | {
      allowed: false;
      message: typeof CLIENT_RESTRICTED | typeof MAX_VIEWS_REACHED;
      setting: NonNullable<TDisplayResponse['client_restriction_setting']>;
    };

/**
 * Whether a client may show popups under its plan (spec sections 1, 6, 8). A restricted client, or
 * one at its monthly view limit, shows none; the setting then tells the script whether it may show
 * the upgrade popup and the remind-me popup. The remind-me popup follows the two-day rule: it comes
 * back only when more than two days have passed since the owner chose "remind me", and never after
 * "don't remind me".
 */
export function planDecision(state: PlanState, now: Date): PlanDecision {
  const overLimit = state.monthlyViewLimit !== null && state.viewsThisMonth >= state.monthlyViewLimit;
  if (!state.isRestricted && !overLimit) return { allowed: true };
  const remindedAt = state.answers.remind_me;
  const moreThanTwoDays = !remindedAt || now.getTime() - remindedAt.getTime() > TWO_DAYS_MS;
  return {
    allowed: false,
    message: state.isRestricted ? CLIENT_RESTRICTED : MAX_VIEWS_REACHED,
    setting: {
      id: state.clientId,
      mote_than_two_days: moreThanTwoDays,
      remindme_popup: !state.answers.dont_remind_me && moreThanTwoDays,
      upgrade_popup: true,
    },
  };
}

/** The first instant of `now`'s calendar month, UTC: when monthly view counts start. */
export const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
