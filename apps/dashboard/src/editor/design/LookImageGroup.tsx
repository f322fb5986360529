import { FocalPoint } from './FocalPoint.tsx';
import { ImageField } from './ImageField.tsx';
import { setsAny, type LookGroupProps } from './look-group-props.ts';
import { LookGroup } from './LookControls.tsx';
import styles from './Look.module.css';

/**
 * The image of a format that shows one (`place` says where): its address, its description for
 * screen readers and its focal point, the last two once there is an image.
 */
export function LookImageGroup({
  look,
  set,
  reset,
  place,
}: Omit<LookGroupProps, 'swatches'> & { place: string }) {
  return (
    <LookGroup title="Image" changed={setsAny(look, ['image'])} onReset={reset(['image'])}>
      <p className={`${styles.hintText} ${styles.wide}`}>This format shows an image {place}.</p>
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
  );
}
