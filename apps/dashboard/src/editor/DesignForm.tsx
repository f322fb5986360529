import { useId } from 'react';
import { NumberField, Section, Select, TextField, Toggle } from './controls.tsx';
import styles from './Editor.module.css';
import { withDesign, type FormProps } from './edit.ts';

const ENTRY_EFFECTS = [
  ['none', 'None: appears at once'],
  ['fade', 'Fade in'],
  ['slide_up', 'Slide up'],
  ['slide_down', 'Slide down'],
  ['slide_left', 'Slide in from the right'],
  ['slide_right', 'Slide in from the left'],
  ['zoom', 'Zoom in'],
  ['bounce', 'Bounce'],
] as const;
const EXIT_EFFECTS = [
  ['none', 'None: disappears at once'],
  ['fade', 'Fade out'],
  ['slide_up', 'Slide up'],
  ['slide_down', 'Slide down'],
  ['zoom', 'Zoom out'],
] as const;
const CLOSE_OPTIONS = [
  ['closing_options-x', 'An X in the corner'],
  ['closing_options-button', 'A text link under the form (“No thanks”)'],
  ['closing_options-', 'Nothing: the visitor submits or waits'],
] as const;
const COUPON_TYPES = [
  ['none', 'No coupon'],
  ['code', 'Show a code'],
  ['copy_on_click', 'Show a code that copies on click'],
] as const;

type Timer = { minutes: number; seconds: number } | { end_date: string; gmt_offset: number };

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** Effects, closing, auto close, the countdown, what happens after submit, and the coupon. */
export function DesignForm({ document, edit }: FormProps) {
  const design = document.design_properties;
  const timer = (design.timer ?? null) as Timer | null;
  const timerVersion = design.timer_ver ?? 0;
  const closeType = text(
    design.poptin_design_close_options_type,
    'closing_options-x',
  ) as (typeof CLOSE_OPTIONS)[number][0];
  const coupon = design.coupon ?? { coupon_type: 'none', code: '' };

  return (
    <>
      <Section title="Effects">
        <div className={styles.row}>
          <Select
            label="Entrance"
            value={text(design.poptin_design_entry_effect, 'fade') as (typeof ENTRY_EFFECTS)[number][0]}
            options={ENTRY_EFFECTS}
            hint="Visitors who ask their system for reduced motion always get the popup without animation."
            onChange={(value) => edit(undefined, withDesign({ poptin_design_entry_effect: value }))}
          />
          <Select
            label="Exit"
            value={text(design.poptin_design_exit_effect, 'fade') as (typeof EXIT_EFFECTS)[number][0]}
            options={EXIT_EFFECTS}
            onChange={(value) => edit(undefined, withDesign({ poptin_design_exit_effect: value }))}
          />
        </div>
      </Section>

      <Section
        title="Closing"
        summary={
          design.poptin_design_content_lock
            ? 'Content lock is on: visitors cannot close this popup; they must submit it.'
            : `Visitors close it with ${closeType === 'closing_options-button' ? 'a text link' : closeType === 'closing_options-' ? 'Escape only' : 'the X'}${
                design.poptin_design_close_on_screen_click ? ' or a click outside it' : ''
              }${design.poptin_design_show_x_after_sec ? `, available after ${design.poptin_design_show_x_after_sec} s` : ''}.`
        }
      >
        <Select
          label="Close control"
          value={closeType}
          options={CLOSE_OPTIONS}
          onChange={(value) =>
            edit(undefined, (doc) => ({
              ...withDesign({ poptin_design_close_options_type: value })(doc),
              x_close_button: value === 'closing_options-x',
            }))
          }
        />
        {closeType === 'closing_options-button' && (
          <TextField
            label="Text of the close link"
            value={text(design.poptin_design_show_x_comment)}
            placeholder="No thanks"
            maxLength={200}
            onChange={(value) =>
              edit('design.close_comment', withDesign({ poptin_design_show_x_comment: value }))
            }
          />
        )}
        <NumberField
          label="Show the close control after"
          unit="seconds"
          min={0}
          max={600}
          value={number(design.poptin_design_show_x_after_sec, 0)}
          hint="0 shows it at once. A delay makes visitors look at the offer first."
          onChange={(value) =>
            edit('design.show_x_after', withDesign({ poptin_design_show_x_after_sec: value ?? 0 }))
          }
        />
        <Toggle
          label="Close when the visitor clicks outside the popup"
          checked={design.poptin_design_close_on_screen_click === true}
          onChange={(on) => edit(undefined, withDesign({ poptin_design_close_on_screen_click: on }))}
        />
        <Toggle
          label="Content lock: the popup cannot be closed"
          hint="For content lockers: the page stays hidden until the visitor submits."
          checked={design.poptin_design_content_lock === true}
          onChange={(on) => edit(undefined, withDesign({ poptin_design_content_lock: on }))}
        />
      </Section>

      <Section
        title="Auto close"
        summary={
          design.poptin_design_auto_close
            ? `Closes by itself ${number(design.poptin_design_auto_close_sec, 0)} s after it opens, if the visitor has not acted.`
            : 'Stays open until the visitor closes or submits it.'
        }
      >
        <Toggle
          label="Close by itself after a while"
          checked={design.poptin_design_auto_close === true}
          onChange={(on) =>
            edit(
              undefined,
              withDesign({
                poptin_design_auto_close: on,
                poptin_design_auto_close_sec: on
                  ? number(design.poptin_design_auto_close_sec, 15) || 15
                  : undefined,
              }),
            )
          }
        />
        {design.poptin_design_auto_close && (
          <NumberField
            label="Close after"
            unit="seconds"
            min={1}
            max={3600}
            value={number(design.poptin_design_auto_close_sec, 15)}
            onChange={(value) =>
              edit(
                'design.auto_close_sec',
                withDesign({ poptin_design_auto_close_sec: Math.max(1, value ?? 1) }),
              )
            }
          />
        )}
      </Section>

      <Section
        title="Countdown timer"
        summary={
          timerVersion === 1 && timer && 'minutes' in timer
            ? `Counts down ${timer.minutes} min ${timer.seconds} s from when the popup opens, then closes it.`
            : timerVersion === 2 && timer && 'end_date' in timer
              ? `Counts down to ${timer.end_date.replace('T', ' ')} (GMT${timer.gmt_offset >= 0 ? '+' : ''}${timer.gmt_offset}); after that the popup is not shown.`
              : 'No countdown. Add a Countdown block to the content to show one.'
        }
      >
        <Select
          label="Countdown"
          value={String(timerVersion) as '0' | '1' | '2'}
          options={[
            ['0', 'No countdown'],
            ['1', 'A fixed time from when the popup opens'],
            ['2', 'Until a date and time'],
          ]}
          onChange={(value) =>
            edit(
              undefined,
              withDesign(
                value === '1'
                  ? { timer_ver: 1, timer: { minutes: 10, seconds: 0 } }
                  : value === '2'
                    ? { timer_ver: 2, timer: { end_date: nextWeek(), gmt_offset: 0 } }
                    : { timer_ver: 0, timer: undefined },
              ),
            )
          }
        />
        {timerVersion === 1 && timer && 'minutes' in timer && (
          <div className={styles.row}>
            <NumberField
              label="Minutes"
              min={0}
              max={10_000}
              value={timer.minutes}
              onChange={(m) =>
                edit('design.timer', withDesign({ timer: { ...timer, minutes: Math.max(0, m ?? 0) } }))
              }
            />
            <NumberField
              label="Seconds"
              min={0}
              max={59}
              value={timer.seconds}
              onChange={(s) =>
                edit(
                  'design.timer',
                  withDesign({ timer: { ...timer, seconds: Math.min(59, Math.max(0, s ?? 0)) } }),
                )
              }
            />
          </div>
        )}
        {timerVersion === 2 && timer && 'end_date' in timer && (
          <>
            <DateTimeField
              value={timer.end_date}
              onChange={(end_date) => edit('design.timer', withDesign({ timer: { ...timer, end_date } }))}
            />
            <NumberField
              label="Time zone (hours from GMT)"
              min={-12}
              max={14}
              step={0.5}
              value={timer.gmt_offset}
              onChange={(h) => edit('design.timer', withDesign({ timer: { ...timer, gmt_offset: h ?? 0 } }))}
            />
          </>
        )}
      </Section>

      <Section title="After the visitor submits" summary={afterSubmitWords(document.design_properties)}>
        <Toggle
          label="Show the thank-you screen"
          hint="Edit it under Content, Thank-you screen."
          checked={design.poptin_design_thank_screen !== false}
          onChange={(on) => edit(undefined, withDesign({ poptin_design_thank_screen: on }))}
        />
        {design.poptin_design_thank_screen !== false && (
          <>
            <Toggle
              label="Close the thank-you screen by itself"
              checked={design.poptin_design_thank_screen_auto_close !== false}
              onChange={(on) => edit(undefined, withDesign({ poptin_design_thank_screen_auto_close: on }))}
            />
            {design.poptin_design_thank_screen_auto_close !== false && (
              <NumberField
                label="Close it after"
                unit="seconds"
                min={1}
                max={600}
                value={number(design.poptin_design_thank_screen_auto_close_sec, 5)}
                onChange={(value) =>
                  edit(
                    'design.thank_sec',
                    withDesign({ poptin_design_thank_screen_auto_close_sec: Math.max(1, value ?? 1) }),
                  )
                }
              />
            )}
          </>
        )}
        <Toggle
          label="Send the visitor to another page"
          checked={design.poptin_design_redirect === true}
          onChange={(on) =>
            edit(
              undefined,
              withDesign({
                poptin_design_redirect: on,
                poptin_design_redirect_url: on ? text(design.poptin_design_redirect_url) : undefined,
              }),
            )
          }
        />
        {design.poptin_design_redirect && (
          <>
            <TextField
              label="Page address"
              value={text(design.poptin_design_redirect_url)}
              placeholder="https://example.com/welcome"
              hint={
                <>
                  A web address, <code>tel:</code> or <code>sms:</code>. <code>{'{conversion_url}'}</code> is
                  replaced by the page the visitor was on, <code>{'{path_url}'}</code> by its path.
                </>
              }
              onChange={(value) =>
                edit('design.redirect_url', withDesign({ poptin_design_redirect_url: value }))
              }
            />
            <Toggle
              label="Add the form’s answers to the address"
              hint="The page receives them as query parameters, e.g. ?email=…"
              checked={design.poptin_design_redirect_send_form_data === true}
              onChange={(on) => edit(undefined, withDesign({ poptin_design_redirect_send_form_data: on }))}
            />
          </>
        )}
      </Section>

      <Section
        title="Coupon"
        summary={
          coupon.coupon_type === 'none' || !coupon.code
            ? 'No coupon.'
            : `Visitors get the code “${coupon.code}”${coupon.coupon_type === 'copy_on_click' ? ', copied when they click it' : ''}.`
        }
      >
        <Select
          label="Coupon"
          value={coupon.coupon_type as (typeof COUPON_TYPES)[number][0]}
          options={COUPON_TYPES}
          onChange={(coupon_type) =>
            edit(
              undefined,
              withDesign({ coupon: coupon_type === 'none' ? undefined : { coupon_type, code: coupon.code } }),
            )
          }
        />
        {coupon.coupon_type !== 'none' && (
          <TextField
            label="Coupon code"
            value={coupon.code}
            maxLength={200}
            onChange={(code) => edit('design.coupon', withDesign({ coupon: { ...coupon, code } }))}
          />
        )}
      </Section>
    </>
  );
}

function afterSubmitWords(design: FormProps['document']['design_properties']): string {
  const parts: string[] = [];
  if (design.poptin_design_thank_screen !== false) {
    parts.push(
      design.poptin_design_thank_screen_auto_close !== false
        ? `the thank-you screen shows for ${number(design.poptin_design_thank_screen_auto_close_sec, 5)} s`
        : 'the thank-you screen shows until the visitor closes it',
    );
  } else parts.push('the popup closes');
  if (design.poptin_design_redirect && design.poptin_design_redirect_url) {
    parts.push(
      `the visitor goes to ${design.poptin_design_redirect_url}${design.poptin_design_redirect_send_form_data ? ' with their answers' : ''}`,
    );
  }
  return `After a submit, ${parts.join(', then ')}.`;
}

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
