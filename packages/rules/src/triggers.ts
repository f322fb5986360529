import type { TTriggers } from '@hookline/schema';

/**
 * Why a popup fired: the `trigger` sent with its view and conversion. The first seven are the
 * trigger settings of spec section 4; `click` is a click entry (a link or an element naming the
 * popup), `launch` another popup's button, `preview` and `landing` the entry modes of section 2.
 */
export type TriggerKind =
  | 'seconds'
  | 'site_seconds'
  | 'exit_intent'
  | 'scroll'
  | 'clicks'
  | 'pages'
  | 'inactivity'
  | 'cart'
  | 'scroll_up'
  | 'scroll_to'
  | 'adblock'
  | 'click'
  | 'launch'
  | 'preview'
  | 'landing';

/** A trigger armed for one popup: when (from now) it fires. */
export interface TimedTrigger {
  kind: 'seconds' | 'site_seconds';
  /** Milliseconds from now. */
  delayMs: number;
}

/** A trigger's number setting, or null (off) when absent, not a finite number, or below `min`. */
export function triggerSetting(value: unknown, min = 0): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= min ? value : null;
}

/**
 * The timed triggers a popup's settings arm. The seconds trigger fires `seconds_on_page` seconds
 * after page load; the site-wide one when the visitor's time on the whole site (`siteMsBefore`
 * from earlier pages of the visit, plus this page's) reaches `seconds_on_site`. Either fires at
 * once when its time has passed; a null, absent or nonsensical setting arms nothing.
 */
export function timedTriggers(
  triggers: Pick<TTriggers, 'seconds_on_page' | 'seconds_on_site'>,
  msSinceLoad: number,
  siteMsBefore = 0,
): TimedTrigger[] {
  const onPage = Math.max(0, msSinceLoad);
  const plans: TimedTrigger[] = [];
  const page = triggerSetting(triggers.seconds_on_page);
  const site = triggerSetting(triggers.seconds_on_site);
  if (page !== null) plans.push({ kind: 'seconds', delayMs: Math.max(0, page * 1000 - onPage) });
  if (site !== null) {
    plans.push({
      kind: 'site_seconds',
      delayMs: Math.max(0, site * 1000 - onPage - Math.max(0, siteMsBefore)),
    });
  }
  return plans;
}

/**
 * How far down the page the visitor has scrolled, as a percentage of the scrollable height (spec
 * section 4): null when the page cannot scroll.
 */
export function scrolledPercent(
  scrollTop: number,
  scrollHeight: number,
  viewportHeight: number,
): number | null {
  const scrollable = scrollHeight - viewportHeight;
  if (!(scrollable > 0)) return null;
  return Math.min(100, Math.max(0, (scrollTop / scrollable) * 100));
}

/** Whether the scroll trigger fires: the visitor scrolled at least `setting` percent of a page that scrolls. */
export function scrollTriggerReached(setting: number, percent: number | null): boolean {
  return percent !== null && percent >= setting;
}

/** Counts a page click for the clicks trigger: it fires on the `needed`th click, and the count starts again. */
export function countPageClick(count: number, needed: number): { count: number; fire: boolean } {
  const next = count + 1;
  return next >= needed ? { count: 0, fire: true } : { count: next, fire: false };
}

/**
 * Whether the pages-visited trigger fires on this page: the visitor has viewed at least `needed`
 * pages in the session, and it has not fired in this session yet, unless the popup's frequency
 * rule is every-time-every-page (then it fires on every page past the count).
 */
export function pagesTriggerFires(
  needed: number,
  pageViews: number,
  firedBefore: boolean,
  everyTimeEveryPage: boolean,
): boolean {
  return pageViews >= needed && (!firedBefore || everyTimeEveryPage);
}

/**
 * Desktop exit intent (spec section 4): the mouse left the window (a `mouseout` with nothing
 * under the pointer) through the top edge.
 */
export function mouseLeftThroughTop(clientY: number, leftWindow: boolean): boolean {
  return leftWindow && clientY <= 0;
}
