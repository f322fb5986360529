import { useMemo } from 'react';
import { Section } from '../controls.tsx';
import type { FormProps } from '../edit.ts';
import { BackgroundGroup } from './BackgroundGroup.tsx';
import { coloursOf, lookOf, recentColours, withLook, withoutKeys, type Look } from './look-edit.ts';
import { Choice, ColorField, FontPicker, LookGroup, RangeField } from './LookControls.tsx';
import { BoxGroups } from './LookGroups.tsx';
import { LOOK_DEFAULTS as D } from './look-defaults.ts';
import styles from './Look.module.css';

/**
 * The popup's look (`design_properties.look`): background, text and font, box, button, inputs,
 * close button, backdrop and the format's image, each group with its own reset. Every change is
 * an undoable edit, and the preview follows it.
 */
export function LookSection({ document, edit }: FormProps) {
  const look = lookOf(document);
  const set = (key: string, update: (look: Look) => Look) => edit(`look.${key}`, withLook(update));
  const reset = (keys: (keyof Look)[]) => () => set(keys.join(','), (current) => withoutKeys(current, keys));
  const swatches = useMemo(
    () => [
      ...new Set([
        ...coloursOf(look),
        ...recentColours(typeof window === 'undefined' ? undefined : window.localStorage),
      ]),
    ],
    [look],
  );
  const colourProps = { swatches };
  return (
    <Section title="Look">
      <div data-testid="look-section" className={styles.groups}>
        <BackgroundGroup look={look} set={set} reset={reset} swatches={swatches} />
        <LookGroup
          title="Text and font"
          open
          changed={['font', 'text_color', 'heading_color', 'heading_size', 'text_size', 'align'].some(
            (key) => key in look,
          )}
          onReset={reset(['font', 'text_color', 'heading_color', 'heading_size', 'text_size', 'align'])}
        >
          <FontPicker
            value={look.font}
            onChange={(font) => set('font', (current) => ({ ...current, font }))}
          />
          <ColorField
            label="Heading colour"
            value={look.heading_color}
            fallback={look.text_color ?? D.text}
            {...colourProps}
            onChange={(heading_color) => set('heading_color', (current) => ({ ...current, heading_color }))}
          />
          <ColorField
            label="Text colour"
            value={look.text_color}
            fallback={D.text}
            {...colourProps}
            onChange={(text_color) => set('text_color', (current) => ({ ...current, text_color }))}
          />
          <RangeField
            label="Heading size"
            unit="px"
            min={12}
            max={72}
            value={look.heading_size}
            fallback={D.headingSize}
            onChange={(heading_size) => set('heading_size', (current) => ({ ...current, heading_size }))}
          />
          <RangeField
            label="Text size"
            unit="px"
            min={12}
            max={32}
            value={look.text_size}
            fallback={D.textSize}
            onChange={(text_size) => set('text_size', (current) => ({ ...current, text_size }))}
          />
          <Choice
            label="Alignment"
            value={look.align ?? 'center'}
            options={[
              ['start', 'Start'],
              ['center', 'Centre'],
            ]}
            onChange={(align) => set('align', (current) => ({ ...current, align }))}
          />
        </LookGroup>

        <BoxGroups
          look={look}
          set={set}
          reset={reset}
          swatches={swatches}
          format={document.format}
          type={document.type}
        />
      </div>
    </Section>
  );
}
