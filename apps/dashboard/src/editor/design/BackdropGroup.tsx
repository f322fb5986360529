import { LOOK_DEFAULTS as D } from './look-defaults.ts';
import { nestedSetter, setsAny, type LookGroupProps } from './look-group-props.ts';
import { ColorField, LookGroup, RangeField } from './LookControls.tsx';

/** The backdrop behind the popup: its colour and strength (stored as an opacity, shown in %). */
export function BackdropGroup({ look, set, reset, swatches }: LookGroupProps) {
  const overlay = nestedSetter(set, 'overlay');
  return (
    <LookGroup title="Backdrop" changed={setsAny(look, ['overlay'])} onReset={reset(['overlay'])}>
      <ColorField
        label="Backdrop colour"
        value={look.overlay?.color}
        fallback={D.backdrop}
        swatches={swatches}
        onChange={(color) => overlay({ color })}
      />
      <RangeField
        label="Backdrop strength"
        unit="%"
        min={0}
        max={100}
        value={look.overlay?.opacity === undefined ? undefined : Math.round(look.overlay.opacity * 100)}
        fallback={D.backdropOpacity * 100}
        onChange={(percent) => overlay({ opacity: percent / 100 })}
      />
    </LookGroup>
  );
}
