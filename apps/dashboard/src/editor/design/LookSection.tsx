import { useEffect, useMemo, useState } from 'react';
import type { TLookBackground } from '@hookline/schema';
import { Section } from '../controls.tsx';
import type { FormProps } from '../edit.ts';
import { FocalPoint } from './FocalPoint.tsx';
import { ImageField } from './ImageField.tsx';
import { coloursOf, lookOf, recentColours, withLook, withoutKeys, type Look } from './look-edit.ts';
import { Choice, ColorField, FontPicker, LookGroup, RangeField } from './LookControls.tsx';
import { BoxGroups } from './LookGroups.tsx';
import { LOOK_DEFAULTS as D } from './look-defaults.ts';

type Background = NonNullable<Look['background']>;

/** A background of another kind, keeping what the owner chose before where it carries over. */
function backgroundOfKind(
  kind: TLookBackground['kind'],
  current: Background | undefined,
): Background | undefined {
  const colour =
    current?.kind === 'color' ? current.color : current?.kind === 'gradient' ? current.from : D.background;
  if (kind === 'color') return { kind, color: colour };
  if (kind === 'gradient') return { kind, from: colour, to: '#312e81', angle: 135 };
  // An image background is stored once it has an address.
  return current?.kind === 'image' ? current : undefined;
}

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
  const background = look.background;
  const [kind, setKind] = useKind(background?.kind);

  const colourProps = { swatches };
  return (
    <Section title="Look">
      <div data-testid="look-section">
        <LookGroup title="Background" changed={!!background} onReset={reset(['background'])}>
          <Choice
            label="Fill"
            value={kind}
            options={[
              ['color', 'Colour'],
              ['gradient', 'Gradient'],
              ['image', 'Image'],
            ]}
            onChange={(next) => {
              setKind(next);
              set('background', (current) => ({
                ...current,
                background: backgroundOfKind(next, current.background),
              }));
            }}
          />
          {kind === 'color' && (
            <ColorField
              label="Background colour"
              value={background?.kind === 'color' ? background.color : undefined}
              fallback={D.background}
              {...colourProps}
              onChange={(color) =>
                set('background', (current) => ({ ...current, background: { kind: 'color', color } }))
              }
            />
          )}
          {kind === 'gradient' && <GradientControls look={look} set={set} swatches={swatches} />}
          {kind === 'image' && <ImageBackgroundControls look={look} set={set} swatches={swatches} />}
        </LookGroup>

        <LookGroup
          title="Text and font"
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

/** Which background kind the controls show: the stored one, or the one the owner just chose. */
function useKind(stored: TLookBackground['kind'] | undefined) {
  const [chosen, setChosen] = useStateFor(stored);
  return [chosen ?? stored ?? 'color', setChosen] as const;
}

function useStateFor<T>(stored: T | undefined) {
  const [chosen, setChosen] = useState<T | undefined>(stored);
  useEffect(() => setChosen(stored), [stored]);
  return [chosen, setChosen] as const;
}

interface GroupProps {
  look: Look;
  set(key: string, update: (look: Look) => Look): void;
  swatches: readonly string[];
}

function GradientControls({ look, set, swatches }: GroupProps) {
  const gradient =
    look.background?.kind === 'gradient'
      ? look.background
      : { kind: 'gradient' as const, from: D.background, to: '#312e81', angle: 135 };
  const change = (patch: Partial<typeof gradient>) =>
    set('background', (current) => ({ ...current, background: { ...gradient, ...patch } }));
  return (
    <>
      <ColorField
        label="From"
        value={gradient.from}
        fallback={D.background}
        swatches={swatches}
        onChange={(from) => change({ from })}
      />
      <ColorField
        label="To"
        value={gradient.to}
        fallback="#312e81"
        swatches={swatches}
        onChange={(to) => change({ to })}
      />
      <RangeField
        label="Angle"
        unit="°"
        min={0}
        max={360}
        value={gradient.angle}
        fallback={135}
        onChange={(angle) => change({ angle })}
      />
    </>
  );
}

function ImageBackgroundControls({ look, set, swatches }: GroupProps) {
  const image = look.background?.kind === 'image' ? look.background : undefined;
  const change = (patch: Partial<NonNullable<typeof image>>) =>
    set('background', (current) => {
      const next = { kind: 'image' as const, url: '', ...image, ...patch };
      return { ...current, background: next.url ? next : undefined };
    });
  return (
    <>
      <ImageField
        label="Background image"
        value={image?.url}
        onChange={(url) => change({ url: url ?? '' })}
      />
      {image && (
        <>
          <FocalPoint
            url={image.url}
            x={image.focal_x ?? 50}
            y={image.focal_y ?? 50}
            onChange={(focal_x, focal_y) => change({ focal_x, focal_y })}
          />
          <ColorField
            label="Shade colour"
            value={image.overlay}
            fallback="#000000"
            swatches={swatches}
            onChange={(overlay) => change({ overlay })}
          />
          <RangeField
            label="Shade strength"
            unit="%"
            min={0}
            max={100}
            value={Math.round((image.overlay_opacity ?? 0) * 100)}
            fallback={0}
            onChange={(percent) => change({ overlay_opacity: percent / 100 })}
          />
          <ColorField
            label="Colour while loading"
            value={image.fallback}
            fallback={D.background}
            swatches={swatches}
            onChange={(fallback) => change({ fallback })}
          />
        </>
      )}
    </>
  );
}
