import { Toggle } from '../controls.tsx';
import { LOOK_DEFAULTS as D } from './look-defaults.ts';
import { nestedSetter, setsAny, type LookGroupProps } from './look-group-props.ts';
import { ColorField, LookGroup, RangeField } from './LookControls.tsx';
import styles from './Look.module.css';

/**
 * The form's button: colour, text, hover colour (a shade darker unless chosen, and then no
 * default once the owner picks a button colour), radius and whether it spans the form.
 */
export function ButtonGroup({ look, set, reset, swatches }: LookGroupProps) {
  const button = nestedSetter(set, 'button');
  return (
    <LookGroup title="Button" changed={setsAny(look, ['button'])} onReset={reset(['button'])}>
      <ColorField
        label="Button colour"
        value={look.button?.background}
        fallback={D.button}
        swatches={swatches}
        onChange={(background) => button({ background })}
      />
      <ColorField
        label="Button text"
        value={look.button?.color}
        fallback={D.buttonText}
        swatches={swatches}
        onChange={(color) => button({ color })}
      />
      <ColorField
        label="Button on hover"
        value={look.button?.hover_background}
        fallback={look.button?.background ? null : D.buttonHover}
        placeholder="A shade darker"
        swatches={swatches}
        onChange={(hover_background) => button({ hover_background })}
      />
      <RangeField
        label="Button radius"
        unit="px"
        min={0}
        max={48}
        value={look.button?.radius}
        fallback={D.buttonRadius}
        onChange={(radius) => button({ radius })}
      />
      <div className={styles.wide}>
        <Toggle
          label="Full width"
          checked={look.button?.full_width !== false}
          onChange={(full_width) => button({ full_width })}
        />
      </div>
    </LookGroup>
  );
}
