import { useEffect, useId, useState, type ReactNode } from 'react';
import { addFontFaces, FONTS, type TFontId } from '@hookline/schema/popup-fonts';
import { COLOUR_PATTERN } from '@hookline/schema/popup-look-values';
import { rememberColour } from './look-edit.ts';
import styles from './Look.module.css';

/*
 * The Look section's controls: compact, each showing the default the visitor script applies when
 * the owner has set nothing.
 */

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** A group of the look with its own "Reset to default". */
export function LookGroup(props: { title: string; changed: boolean; onReset(): void; children: ReactNode }) {
  return (
    <section className={styles.group} aria-label={props.title}>
      <div className={styles.groupHeader}>
        <h3>{props.title}</h3>
        <button type="button" className={styles.reset} disabled={!props.changed} onClick={props.onReset}>
          Reset to default
        </button>
      </div>
      <div className={styles.grid}>{props.children}</div>
    </section>
  );
}

/**
 * A colour: the browser's picker, the hex code (typed codes are stored once they are whole), and
 * swatches of the colours this popup and the owner's recent picks use.
 */
export function ColorField(props: {
  label: string;
  value: string | undefined;
  fallback: string;
  swatches: readonly string[];
  onChange(colour: string): void;
}) {
  const id = useId();
  const shown = props.value ?? props.fallback;
  const [draft, setDraft] = useState(shown);
  useEffect(() => setDraft(shown), [shown]);
  const valid = COLOUR_PATTERN.test(draft);
  const pick = (colour: string) => {
    props.onChange(colour);
    rememberColour(storage(), colour);
  };
  return (
    <div className={styles.control}>
      <label htmlFor={id}>{props.label}</label>
      <div className={styles.colour}>
        <input
          type="color"
          aria-label={`${props.label}: pick`}
          value={shown.slice(0, 7)}
          onChange={(event) => pick(event.target.value)}
        />
        <input
          id={id}
          type="text"
          value={draft}
          maxLength={9}
          spellCheck={false}
          aria-invalid={!valid}
          onChange={(event) => {
            const text = event.target.value.trim();
            setDraft(text);
            if (COLOUR_PATTERN.test(text)) pick(text.toLowerCase());
          }}
        />
      </div>
      {!valid && <p className={styles.error}>Type a colour like #1a2b3c.</p>}
      {props.swatches.length > 0 && (
        <div className={styles.swatches}>
          {props.swatches.slice(0, 10).map((colour) => (
            <button
              key={colour}
              type="button"
              className={styles.swatch}
              style={{ background: colour }}
              title={colour}
              aria-label={`${props.label}: ${colour}`}
              onClick={() => pick(colour)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** A size or amount: a slider and its number. */
export function RangeField(props: {
  label: string;
  value: number | undefined;
  fallback: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  onChange(value: number): void;
}) {
  const id = useId();
  const shown = props.value ?? props.fallback;
  const set = (raw: string) => {
    const number = Number(raw);
    if (raw !== '' && Number.isFinite(number))
      props.onChange(Math.min(props.max, Math.max(props.min, number)));
  };
  return (
    <div className={styles.control}>
      <label htmlFor={id}>{props.label}</label>
      <div className={styles.range}>
        <input
          type="range"
          aria-label={`${props.label}: slider`}
          min={props.min}
          max={props.max}
          step={props.step ?? 1}
          value={shown}
          onChange={(event) => set(event.target.value)}
        />
        <input
          id={id}
          type="number"
          min={props.min}
          max={props.max}
          step={props.step ?? 1}
          value={shown}
          onChange={(event) => set(event.target.value)}
        />
        {props.unit && <span className={styles.unit}>{props.unit}</span>}
      </div>
    </div>
  );
}

/** One of a few named choices, as a row of toggles. */
export function Choice<T extends string>(props: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange(value: T): void;
}) {
  const id = useId();
  return (
    <div className={styles.control}>
      <span className={styles.label} id={id}>
        {props.label}
      </span>
      <div className={styles.choices} role="radiogroup" aria-labelledby={id}>
        {props.options.map(([option, text]) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={option === props.value}
            onClick={() => props.onChange(option)}
          >
            {text}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The font, each shown in its own face (the self-hosted ones are added to the dashboard's page). */
export function FontPicker(props: { value: TFontId | undefined; onChange(font: TFontId): void }) {
  const id = useId();
  useEffect(() => {
    for (const font of FONTS) addFontFaces(document, font);
  }, []);
  const value = props.value ?? 'system';
  return (
    <div className={`${styles.control} ${styles.wide}`}>
      <span className={styles.label} id={id}>
        Font
      </span>
      <div className={styles.fonts} role="radiogroup" aria-labelledby={id}>
        {FONTS.map((font) => (
          <button
            key={font.id}
            type="button"
            role="radio"
            aria-checked={font.id === value}
            className={styles.font}
            style={{ fontFamily: font.stack }}
            onClick={() => props.onChange(font.id)}
          >
            <strong>Aa</strong>
            <span>{font.label}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
