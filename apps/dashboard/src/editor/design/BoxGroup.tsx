import type { TLookShadow } from '@hookline/schema';
import { LOOK_DEFAULTS as D } from './look-defaults.ts';
import type { Look } from './look-edit.ts';
import { setsAny, type LookGroupProps } from './look-group-props.ts';
import { Choice, ColorField, LookGroup, RangeField } from './LookControls.tsx';

const KEYS: (keyof Look)[] = ['radius', 'padding', 'gap', 'border', 'shadow'];

/** The popup's box: corner radius, padding, space between blocks, border and shadow. */
export function BoxGroup({ look, set, reset, swatches }: LookGroupProps) {
  return (
    <LookGroup title="Box" changed={setsAny(look, KEYS)} onReset={reset(KEYS)}>
      <RangeField
        label="Corner radius"
        unit="px"
        min={0}
        max={48}
        value={look.radius}
        fallback={D.radius}
        onChange={(radius) => set('radius', (l) => ({ ...l, radius }))}
      />
      <RangeField
        label="Padding"
        unit="px"
        min={0}
        max={96}
        value={look.padding}
        fallback={D.padding}
        onChange={(padding) => set('padding', (l) => ({ ...l, padding }))}
      />
      <RangeField
        label="Space between blocks"
        unit="px"
        min={0}
        max={48}
        value={look.gap}
        fallback={D.gap}
        onChange={(gap) => set('gap', (l) => ({ ...l, gap }))}
      />
      <RangeField
        label="Border width"
        unit="px"
        min={0}
        max={12}
        value={look.border?.width}
        fallback={0}
        onChange={(width) =>
          set('border', (l) => ({ ...l, border: { color: l.border?.color ?? D.borderColour, width } }))
        }
      />
      <ColorField
        label="Border colour"
        value={look.border?.color}
        fallback={D.borderColour}
        swatches={swatches}
        onChange={(color) => set('border', (l) => ({ ...l, border: { width: l.border?.width ?? 1, color } }))}
      />
      <Choice<TLookShadow>
        label="Shadow"
        value={look.shadow ?? 'strong'}
        options={[
          ['none', 'None'],
          ['soft', 'Soft'],
          ['medium', 'Medium'],
          ['strong', 'Strong'],
        ]}
        onChange={(shadow) => set('shadow', (l) => ({ ...l, shadow }))}
      />
    </LookGroup>
  );
}
