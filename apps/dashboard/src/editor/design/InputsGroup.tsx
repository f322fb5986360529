import type { TLookInputStyle } from '@hookline/schema';
import { LOOK_DEFAULTS as D } from './look-defaults.ts';
import { nestedSetter, setsAny, type LookGroupProps } from './look-group-props.ts';
import { Choice, ColorField, LookGroup, RangeField } from './LookControls.tsx';

/** The form's inputs ("Fields" to the owner): style, background, text, border and radius. */
export function InputsGroup({ look, set, reset, swatches }: LookGroupProps) {
  const input = nestedSetter(set, 'input');
  return (
    <LookGroup title="Fields" changed={setsAny(look, ['input'])} onReset={reset(['input'])}>
      <Choice<TLookInputStyle>
        label="Style"
        value={look.input?.style ?? 'outlined'}
        options={[
          ['outlined', 'Outlined'],
          ['filled', 'Filled'],
          ['underlined', 'Underlined'],
        ]}
        onChange={(style) => input({ style })}
      />
      <ColorField
        label="Field background"
        value={look.input?.background}
        fallback={look.input?.style === 'filled' ? '#eef0f4' : D.inputBackground}
        swatches={swatches}
        onChange={(background) => input({ background })}
      />
      <ColorField
        label="Field text"
        value={look.input?.color}
        fallback={D.inputText}
        swatches={swatches}
        onChange={(color) => input({ color })}
      />
      <ColorField
        label="Field border"
        value={look.input?.border_color}
        fallback={D.inputBorder}
        swatches={swatches}
        onChange={(border_color) => input({ border_color })}
      />
      <RangeField
        label="Field radius"
        unit="px"
        min={0}
        max={48}
        value={look.input?.radius}
        fallback={D.inputRadius}
        onChange={(radius) => input({ radius })}
      />
    </LookGroup>
  );
}
