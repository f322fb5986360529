import { AxeBuilder } from '@axe-core/playwright';
import { animationsDone } from './animations.ts';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * The rule sets the audit runs: WCAG 2.0 to 2.2, levels A and AA, and axe's best practices.
 * Naming tags also brings in the rules of those tags that axe still calls experimental (the
 * accessible name that must contain a control's visible text, label-content-name-mismatch, is one),
 * which a bare `axe.run` would leave out.
 */
export const AUDIT_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The impacts that fail a page: what stops or seriously hinders someone using assistive technology. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** One line a reader can act on: the rule, its impact, what it asks for, and where it failed. */
export function describeViolation(violation: Result): string {
  const targets = violation.nodes.map((node) => {
    const where = node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : part)).join(' >> ');
    const why = node.failureSummary?.split('\n').slice(1).join('; ').trim();
    return `    ${where}${why ? ` (${why})` : ''}`;
  });
  return [
    `  ${violation.id} [${violation.impact}] ${violation.help} (${violation.nodes.length})`,
    ...targets,
  ].join('\n');
}

/** What part of a page to audit, and rules to leave out there (each with its reason at the call). */
export interface AuditScope {
  /** Only this element (a frame's selector audits the frame's document). */
  include?: string;
  /** All but this element (and, for a frame, its document). */
  exclude?: string;
  disableRules?: string[];
}

/** The serious and critical violations axe-core finds on `page` as it is now, its frames included. */
export async function seriousA11yViolations(page: Page, scope: AuditScope = {}): Promise<Result[]> {
  await animationsDone(page);
  let builder = new AxeBuilder({ page }).withTags(AUDIT_TAGS);
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  if (scope.disableRules) builder = builder.disableRules(scope.disableRules);
  const results = await builder.analyze();
  return results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
}

/**
 * Fails when axe-core finds a serious or critical violation on `page`, listing each one's id,
 * impact, help text and the nodes it failed on, under `label` (the page and the screen size).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label: string,
  scope: AuditScope = {},
): Promise<void> {
  const violations = await seriousA11yViolations(page, scope);
  if (violations.length === 0) return;
  const report = violations.map(describeViolation).join('\n');
  throw new Error(`${label}: axe-core found serious or critical violations:\n${report}`);
}
