import type { TLookClosePosition, TLookInputStyle, TLookShadow, TPopupType } from '@hookline/schema';
import { Toggle } from '../controls.tsx';
import { FocalPoint } from './FocalPoint.tsx';
import { ImageField } from './ImageField.tsx';
import type { Look } from './look-edit.ts';
import { LOOK_DEFAULTS as D } from './look-defaults.ts';
import { Choice, ColorField, LookGroup, RangeField } from './LookControls.tsx';
import styles from './Look.module.css';

/** Lightbox formats that show the look's image, and where (the catalogue's names). */
const IMAGE_FORMATS: Readonly<Record<number, string>> = {
  1: 'beside the form',
  3: 'above the form',
  6: 'behind the form',
};

interface Props {
  look: Look;
  set(key: string, update: (look: Look) => Look): void;
  reset(keys: (keyof Look)[]): () => void;
  swatches: readonly string[];
  type: TPopupType;
  format: number;
}

/** The look's groups after background and text: box, button, inputs, close button, backdrop, image. */
export function BoxGroups({ look, set, reset, swatches, type, format }: Props) {
  const has = (...keys: (keyof Look)[]) => keys.some((key) => key in look);
  const group =
    <K extends 'button' | 'input' | 'close' | 'overlay'>(key: K) =>
    (patch: NonNullable<Look[K]>) =>
      set(key, (current) => ({ ...current, [key]: { ...current[key], ...patch } }));
  const button = group('button');
  const input = group('input');
  const close = group('close');
  const overlay = group('overlay');
  const imagePlace = type === 'lightbox' ? IMAGE_FORMATS[format] : undefined;
  const c = { swatches };
  return (
    <>
      <LookGroup
        title="Box"
        changed={has('radius', 'padding', 'gap', 'border', 'shadow')}
        onReset={reset(['radius', 'padding', 'gap', 'border', 'shadow'])}
      >
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
          {...c}
          onChange={(color) =>
            set('border', (l) => ({ ...l, border: { width: l.border?.width ?? 1, color } }))
          }
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

      <LookGroup title="Button" changed={has('button')} onReset={reset(['button'])}>
        <ColorField
          label="Button colour"
          value={look.button?.background}
          fallback={D.button}
          {...c}
          onChange={(background) => button({ background })}
        />
        <ColorField
          label="Button text"
          value={look.button?.color}
          fallback={D.buttonText}
          {...c}
          onChange={(color) => button({ color })}
        />
        <ColorField
          label="Button on hover"
          value={look.button?.hover_background}
          fallback={look.button?.background ?? D.buttonHover}
          {...c}
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

      <LookGroup title="Fields" changed={has('input')} onReset={reset(['input'])}>
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
          fallback={D.inputBackground}
          {...c}
          onChange={(background) => input({ background })}
        />
        <ColorField
          label="Field text"
          value={look.input?.color}
          fallback={D.inputText}
          {...c}
          onChange={(color) => input({ color })}
        />
        <ColorField
          label="Field border"
          value={look.input?.border_color}
          fallback={D.inputBorder}
          {...c}
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

      <LookGroup title="Close button" changed={has('close')} onReset={reset(['close'])}>
        <ColorField
          label="Close colour"
          value={look.close?.color}
          fallback={D.close}
          {...c}
          onChange={(color) => close({ color })}
        />
        <ColorField
          label="Close background"
          value={look.close?.background}
          fallback="#ffffff"
          {...c}
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

      <LookGroup title="Backdrop" changed={has('overlay')} onReset={reset(['overlay'])}>
        <ColorField
          label="Backdrop colour"
          value={look.overlay?.color}
          fallback={D.backdrop}
          {...c}
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

      {imagePlace && (
        <LookGroup title="Image" changed={has('image')} onReset={reset(['image'])}>
          <p className={`${styles.hintText} ${styles.wide}`}>This format shows an image {imagePlace}.</p>
          <ImageField
            label="Image"
            value={look.image?.url}
            onChange={(url) => set('image', (l) => ({ ...l, image: url ? { ...l.image, url } : undefined }))}
          />
          {look.image && (
            <>
              <div className={`${styles.control} ${styles.wide}`}>
                <label htmlFor="look-image-alt">Describe the image (for screen readers)</label>
                <input
                  id="look-image-alt"
                  type="text"
                  maxLength={500}
                  value={look.image.alt ?? ''}
                  onChange={(event) =>
                    set('image.alt', (l) => ({ ...l, image: { ...l.image!, alt: event.target.value } }))
                  }
                />
              </div>
              <FocalPoint
                url={look.image.url}
                x={look.image.focal_x ?? 50}
                y={look.image.focal_y ?? 50}
                onChange={(focal_x, focal_y) =>
                  set('image.focal', (l) => ({ ...l, image: { ...l.image!, focal_x, focal_y } }))
                }
              />
            </>
          )}
        </LookGroup>
      )}
    </>
  );
}
