import type { PopupKind } from '@hookline/rules';
import type { PopupSummary } from '../../api/admin.ts';
import { Section, Select, Toggle } from '../controls.tsx';
import { withRules, type FormProps } from '../edit.ts';
import styles from '../Editor.module.css';
import { labelled } from '../fields/field-builders.ts';
import {
  formatEngagement,
  parseEngagement,
  type Engagement,
  type EngagementEvent,
} from './rule-form-state.ts';
import { describeEngagement } from './rule-wording.ts';

const ACTIONS = labelled({ show: 'Show only', dont_show: 'Do not show' } satisfies Record<
  Engagement['action'],
  string
>);

const EVENTS = labelled({
  seen_poptin: 'have seen',
  not_seen: 'have not seen',
  closed: 'have closed',
  converted: 'have filled in',
} satisfies Record<EngagementEvent, string>);

const KINDS = labelled({ other: 'a popup', embedded: 'an embedded form' } satisfies Record<
  PopupKind,
  string
>);

/** What a switched-on filter starts with. */
const FIRST: Engagement = { action: 'dont_show', event: 'converted', kind: 'other', popup: 'any' };

/** `engagement_with_other_poptin_filter`: what the visitor did with the site's other popups. */
export function EngagementSection({ document, edit, popups }: FormProps & { popups: PopupSummary[] }) {
  const engagement = parseEngagement(document.display_rules.engagement_with_other_poptin_filter);
  const popupName = (id: string) => popups.find((p) => p.id === id)?.name;
  const set = (change: Partial<Engagement>) =>
    edit(
      undefined,
      withRules({ engagement_with_other_poptin_filter: formatEngagement({ ...engagement!, ...change }) }),
    );
  return (
    <Section title="Other popups" summary={describeEngagement(engagement, popupName)}>
      <Toggle
        label="Depend on what the visitor did with other popups"
        checked={engagement !== null}
        onChange={(on) =>
          edit(
            undefined,
            withRules({ engagement_with_other_poptin_filter: on ? formatEngagement(FIRST) : undefined }),
          )
        }
      />
      {engagement && (
        <div className={styles.row}>
          <Select
            label="Then"
            value={engagement.action}
            options={ACTIONS}
            onChange={(action) => set({ action })}
          />
          <Select
            label="To visitors who"
            value={engagement.event}
            options={EVENTS}
            onChange={(event) => set({ event })}
          />
          <Select label="Kind" value={engagement.kind} options={KINDS} onChange={(kind) => set({ kind })} />
          <Select
            label="Which one"
            value={engagement.popup}
            options={[['any', 'Any of them'], ...popups.map((p) => [p.id, p.name] as const)]}
            onChange={(popup) => set({ popup })}
          />
        </div>
      )}
    </Section>
  );
}
