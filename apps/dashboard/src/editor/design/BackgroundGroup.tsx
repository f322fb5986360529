import { useEffect, useState } from 'react';
import type { TLookBackground } from '@hookline/schema';
import { FocalPoint } from './FocalPoint.tsx';
import { ImageField } from './ImageField.tsx';
import { LOOK_DEFAULTS as D } from './look-defaults.ts';
import type { Look } from './look-edit.ts';
import { Choice, ColorField, LookGroup, RangeField } from './LookControls.tsx';

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

/** Which background kind the controls show: the stored one, or the one the owner just chose. */
function useKind(stored: TLookBackground['kind'] | undefined) {
  const [chosen, setChosen] = useState(stored);
  useEffect(() => setChosen(stored), [stored]);
  return [chosen ?? 'color', setChosen] as const;
}

interface GroupProps {
  look: Look;
  set(key: string, update: (look: Look) => Look): void;
  swatches: readonly string[];
}

/** The background: a colour, a gradient or an image (with focal point, shade and loading colour). */
export function BackgroundGroup({
  look,
  set,
  reset,
  swatches,
}: GroupProps & { reset(keys: (keyof Look)[]): () => void }) {
  const background = look.background;
  const [kind, setKind] = useKind(background?.kind);
  return (
    <LookGroup title="Background" open changed={!!background} onReset={reset(['background'])}>
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
          swatches={swatches}
          onChange={(color) =>
            set('background', (current) => ({ ...current, background: { kind: 'color', color } }))
          }
        />
      )}
      {kind === 'gradient' && <GradientControls look={look} set={set} swatches={swatches} />}
      {kind === 'image' && <ImageBackgroundControls look={look} set={set} swatches={swatches} />}
    </LookGroup>
  );
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
