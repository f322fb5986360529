import type { TTriggers } from '@hookline/schema';
import { NumberField, Section, Toggle } from './controls.tsx';
import { withTriggers, type FormProps } from './edit.ts';

type NumericTrigger = Exclude<keyof TTriggers, 'exit_intent'>;

const NUMERIC: {
  key: NumericTrigger;
  label: string;
  unit: string;
  min: number;
  max: number;
  fallback: number;
  words: (n: number) => string;
}[] = [
  {
    key: 'seconds_on_page',
    label: 'After time on the page',
    unit: 'seconds',
    min: 0,
    max: 86_400,
    fallback: 5,
    words: (n) => `${n} s after the page loads`,
  },
  {
    key: 'seconds_on_site',
    label: 'After time on the site',
    unit: 'seconds',
    min: 0,
    max: 86_400,
    fallback: 30,
    words: (n) => `after ${n} s on the site (counted across pages)`,
  },
  {
    key: 'scroll_percent',
    label: 'After scrolling',
    unit: '% of the page',
    min: 0,
    max: 100,
    fallback: 50,
    words: (n) => `when the visitor has scrolled ${n}% of the page`,
  },
  {
    key: 'page_clicks',
    label: 'After clicks',
    unit: 'clicks',
    min: 1,
    max: 1000,
    fallback: 3,
    words: (n) => `after ${n} click${n === 1 ? '' : 's'} on the page`,
  },
  {
    key: 'pages_visited',
    label: 'After pages in one visit',
    unit: 'pages',
    min: 1,
    max: 1000,
    fallback: 2,
    words: (n) => `on the ${ordinal(n)} page of a visit`,
  },
  {
    key: 'inactivity_seconds',
    label: 'After inactivity',
    unit: 'seconds',
    min: 1,
    max: 86_400,
    fallback: 30,
    words: (n) => `after ${n} s without mouse, touch, key or scroll`,
  },
];

function ordinal(n: number): string {
  const suffix =
    n % 100 >= 11 && n % 100 <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The triggers in one sentence: what makes the popup appear. */
export function describeTriggers(triggers: TTriggers, onClick: boolean): string {
  const parts: string[] = [];
  if (triggers.exit_intent) parts.push('when the visitor is about to leave');
  if (triggers.cart) parts.push('when the store’s cart changes (below)');
  for (const trigger of NUMERIC) {
    const value = triggers[trigger.key];
    if (typeof value === 'number') parts.push(trigger.words(value));
  }
  if (parts.length === 0) {
    return onClick
      ? 'Opens only when a visitor clicks a link or button carrying its id.'
      : 'No trigger is on: this popup never opens by itself.';
  }
  const list =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
  return `Opens ${list}${parts.length > 1 ? ', whichever comes first' : ''}.`;
}

/** The triggers of spec section 4, each a switch and a number. */
export function TriggersForm({ document, edit }: FormProps) {
  const triggers = document.triggers;
  return (
    <Section title="When it opens" summary={describeTriggers(triggers, document.on_click)}>
      <Toggle
        label="When the visitor is about to leave (exit intent)"
        hint="On a computer: the mouse leaves through the top of the window. On a phone: the Back button."
        checked={triggers.exit_intent === true}
        onChange={(on) => edit(undefined, withTriggers({ exit_intent: on || undefined }))}
      />
      {NUMERIC.map((trigger) => {
        const value = triggers[trigger.key];
        const on = typeof value === 'number';
        return (
          <div key={trigger.key}>
            <Toggle
              label={trigger.label}
              checked={on}
              onChange={(checked) =>
                edit(undefined, withTriggers({ [trigger.key]: checked ? trigger.fallback : undefined }))
              }
            />
            {on && (
              <NumberField
                label={`${trigger.label} (${trigger.unit})`}
                value={value}
                min={trigger.min}
                max={trigger.max}
                unit={trigger.unit}
                onChange={(n) =>
                  edit(
                    `trigger.${trigger.key}`,
                    withTriggers({
                      [trigger.key]:
                        n === null ? trigger.min : Math.min(trigger.max, Math.max(trigger.min, n)),
                    }),
                  )
                }
              />
            )}
          </div>
        );
      })}
    </Section>
  );
}
