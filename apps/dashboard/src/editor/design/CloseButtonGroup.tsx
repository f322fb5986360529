import type { TLookClosePosition } from '@hookline/schema';
import { LOOK_DEFAULTS as D } from './look-defaults.ts';
import { nestedSetter, setsAny, type LookGroupProps } from './look-group-props.ts';
import { Choice, ColorField, LookGroup } from './LookControls.tsx';

/** The close button: its colour, its background and where it sits. */
export function CloseButtonGroup({ look, set, reset, swatches }: LookGroupProps) {
  const close = nestedSetter(set, 'close');
  return (
    <LookGroup title="Close button" changed={setsAny(look, ['close'])} onReset={reset(['close'])}>
      <ColorField
        label="Close colour"
        value={look.close?.color}
        fallback={D.close}
        swatches={swatches}
        onChange={(color) => close({ color })}
      />
      <ColorField
        label="Close background"
        value={look.close?.background}
        fallback="#ffffff"
        swatches={swatches}
        onChange={(background) => close({ background })}
      />
      <Choice<TLookClosePosition>
        label="Position"
        value={look.close?.position ?? 'inside'}
        options={[
          ['inside', 'Inside'],
          ['outside', 'On the corner'],
          ['left', 'Left'],
        ]}
        onChange={(position) => close({ position })}
      />
    </LookGroup>
  );
}
