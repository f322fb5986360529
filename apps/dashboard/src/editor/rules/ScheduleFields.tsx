import { useId } from 'react';
import type { TSchedule, TShowPeriod, TTargeting } from '@hookline/schema';
import { NumberField, Select } from '../controls.tsx';
import styles from '../Editor.module.css';
import { labelled } from '../fields/field-builders.ts';
import { CheckGroup } from './TargetingControls.tsx';
import { DAY_WORDS } from './targeting-wording.ts';

const PERIODS = labelled({
  none: 'No limit',
  session: 'Per visit',
  day: 'Per day (24 hours)',
  week: 'Per week (7 days)',
  month: 'Per month (30.42 days)',
  overall: 'In all',
} satisfies Record<TShowPeriod | 'none', string>);

function DateTimeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value?: string;
  onChange(v?: string): void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="datetime-local"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
    </div>
  );
}

/** The schedule (dates, days, hours, whose clock) and the most shows per period. */
export function ScheduleFields({
  targeting: t,
  set,
  siteTimeZone,
}: {
  targeting: TTargeting;
  set(patch: Partial<TTargeting>, key?: string): void;
  siteTimeZone: string;
}) {
  const schedule: TSchedule = t.schedule ?? { zone: 'site' };
  const setSchedule = (patch: Partial<TSchedule>, key?: string) => {
    const next = Object.fromEntries(
      Object.entries({ ...schedule, ...patch }).filter(([, v]) => v !== undefined),
    ) as TSchedule;
    // Only the zone left: no schedule.
    set({ schedule: Object.keys(next).length > 1 ? next : undefined }, key);
  };
  const hours = schedule.hours;
  return (
    <>
      <h4>Schedule</h4>
      <div className={styles.row}>
        <DateTimeField label="From" value={schedule.start} onChange={(start) => setSchedule({ start })} />
        <DateTimeField label="Until" value={schedule.end} onChange={(end) => setSchedule({ end })} />
      </div>
      <CheckGroup
        legend="Days of the week"
        hint="None ticked: every day."
        options={labelled(DAY_WORDS)}
        value={schedule.days}
        onChange={(days) => setSchedule({ days })}
      />
      <div className={styles.row}>
        <NumberField
          label="From hour"
          min={0}
          max={23}
          value={hours?.from ?? null}
          onChange={(from) =>
            setSchedule(
              { hours: from === null ? undefined : { from, to: hours?.to ?? 24 } },
              'rules.targeting.hours',
            )
          }
        />
        <NumberField
          label="Until hour"
          hint="Before this hour; 24 is midnight. A later “from” runs over midnight (22 to 6)."
          min={1}
          max={24}
          value={hours?.to ?? null}
          onChange={(to) =>
            setSchedule(
              { hours: to === null ? undefined : { from: hours?.from ?? 0, to } },
              'rules.targeting.hours',
            )
          }
        />
      </div>
      <Select
        label="By whose clock"
        value={schedule.zone}
        options={labelled({ site: `The site’s (${siteTimeZone})`, visitor: 'The visitor’s' })}
        onChange={(zone) => setSchedule({ zone })}
      />

      <h4>How many times</h4>
      <div className={styles.row}>
        <Select
          label="At most"
          value={t.max_shows?.per ?? 'none'}
          options={PERIODS}
          onChange={(per) =>
            set({ max_shows: per === 'none' ? undefined : { per, count: t.max_shows?.count ?? 1 } })
          }
        />
        {t.max_shows && (
          <NumberField
            label="Shows"
            min={1}
            max={1000}
            unit="times"
            value={t.max_shows.count}
            onChange={(count) =>
              set({ max_shows: { ...t.max_shows!, count: count ?? 1 } }, 'rules.targeting.max_shows')
            }
          />
        )}
      </div>
    </>
  );
}
