import { useId } from 'react';
import type { TDesignProperties } from '@hookline/schema';
import type { PopupDocument } from '../../api/popups.ts';
import { withDesign, type FormProps } from '../edit.ts';
import styles from '../Editor.module.css';
import { custom, fieldsOf, row } from '../fields/field-builders.ts';
import { FieldSection } from '../fields/FieldSection.tsx';
import { design } from './design-fields.ts';

/** `timer` with `timer_ver` 1: a fixed time from when the popup opens. */
interface DurationTimer {
  minutes: number;
  seconds: number;
}
/** `timer` with `timer_ver` 2: an end date and time, and its offset from GMT. */
interface EndDateTimer {
  end_date: string;
  gmt_offset: number;
}

const timerOf = (design: TDesignProperties) => (design.timer ?? null) as DurationTimer | EndDateTimer | null;
const durationOf = (document: PopupDocument) => timerOf(document.design_properties) as DurationTimer;
const endDateOf = (document: PopupDocument) => timerOf(document.design_properties) as EndDateTimer;
const isDuration = ({ design_properties: design }: PopupDocument) => {
  const timer = timerOf(design);
  return design.timer_ver === 1 && !!timer && 'minutes' in timer;
};
const isEndDate = ({ design_properties: design }: PopupDocument) => {
  const timer = timerOf(design);
  return design.timer_ver === 2 && !!timer && 'end_date' in timer;
};

/** Sets design properties computed from the document being changed. */
const withDesignOf =
  (patchOf: (document: PopupDocument) => Partial<TDesignProperties>) => (document: PopupDocument) =>
    withDesign(patchOf(document))(document);

// Every timer control edits `timer` as a whole: typing in several of them makes one undo step.
const duration = fieldsOf(durationOf, (patch) =>
  withDesignOf((document) => ({ timer: { ...durationOf(document), ...patch } })),
);
const endDate = fieldsOf(endDateOf, (patch) =>
  withDesignOf((document) => ({ timer: { ...endDateOf(document), ...patch } })),
);

const FIELDS = [
  design.select(
    'timer_ver',
    'Countdown',
    [
      [0, 'No countdown'],
      [1, 'A fixed time from when the popup opens'],
      [2, 'Until a date and time'],
    ],
    {
      fallback: 0,
      update: (version) =>
        withDesign(
          version === 1
            ? { timer_ver: 1, timer: { minutes: 10, seconds: 0 } }
            : version === 2
              ? { timer_ver: 2, timer: { end_date: nextWeek(), gmt_offset: 0 } }
              : { timer_ver: 0, timer: undefined },
        ),
    },
  ),
  row(
    [
      duration.number('minutes', 'Minutes', {
        min: 0,
        max: 10_000,
        key: 'design.timer',
        store: (minutes) => Math.max(0, minutes ?? 0),
      }),
      duration.number('seconds', 'Seconds', {
        min: 0,
        max: 59,
        key: 'design.timer',
        store: (seconds) => Math.min(59, Math.max(0, seconds ?? 0)),
      }),
    ],
    isDuration,
  ),
  custom<PopupDocument>(
    (document, edit) => (
      <DateTimeField
        value={endDateOf(document).end_date}
        onChange={(end_date) =>
          edit(
            'design.timer',
            withDesignOf((doc) => ({ timer: { ...endDateOf(doc), end_date } })),
          )
        }
      />
    ),
    isEndDate,
  ),
  endDate.number('gmt_offset', 'Time zone (hours from GMT)', {
    min: -12,
    max: 14,
    step: 0.5,
    key: 'design.timer',
    store: (hours) => hours ?? 0,
    when: isEndDate,
  }),
];

function countdownWords(design: TDesignProperties): string {
  const timer = timerOf(design);
  if (design.timer_ver === 1 && timer && 'minutes' in timer)
    return `Counts down ${timer.minutes} min ${timer.seconds} s from when the popup opens, then closes it.`;
  if (design.timer_ver === 2 && timer && 'end_date' in timer)
    return `Counts down to ${timer.end_date.replace('T', ' ')} (GMT${timer.gmt_offset >= 0 ? '+' : ''}${timer.gmt_offset}); after that the popup is not shown.`;
  return 'No countdown. Add a Countdown block to the content to show one.';
}

/** A countdown: a fixed time from opening, or until a date. */
export const CountdownSection = (props: FormProps) => (
  <FieldSection
    title="Countdown timer"
    summary={countdownWords(props.document.design_properties)}
    fields={FIELDS}
    {...props}
  />
);

function nextWeek(): string {
  const at = new Date(Date.now() + 7 * 86_400_000);
  at.setUTCSeconds(0, 0);
  return at.toISOString().slice(0, 16);
}

function DateTimeField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Ends at</label>
      <input
        id={id}
        type="datetime-local"
        value={value.slice(0, 16)}
        onChange={(event) => event.target.value && onChange(event.target.value)}
      />
    </div>
  );
}
