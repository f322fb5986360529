import { defineWidget } from '../contract.ts';
import { alignField, type Align } from '../frame/align.ts';
import { aspectRatioField, aspectRatioStyle, type AspectRatio } from '../frame/aspect-ratio.ts';
import { textField } from '../frame/fields.ts';

/** A picture with alt text, an optional caption, a fitted aspect ratio and an optional link. */
export const image = defineWidget({
  type: 'Image',
  label: 'Image',
  category: 'media',
  fields: {
    src: textField('Image address'),
    alt: textField('Alt text'),
    caption: textField('Caption'),
    ratio: aspectRatioField,
    href: textField('Link address'),
    align: alignField,
  },
  defaultProps: {
    src: '/shop-images/32/800/hookline.svg',
    alt: 'A picture',
    caption: '',
    ratio: 'original' as AspectRatio,
    href: '',
    align: 'center' as Align,
  },
  spec: 'layout (issue 14 "basic layout widgets")',
  Render({ id, src, alt, caption, ratio, href, align }) {
    const picture = <img src={src} alt={alt} loading="lazy" style={aspectRatioStyle(ratio)} />;
    return (
      <figure id={id} className={`hl-image hl-align-${align}`}>
        {href ? <a href={href}>{picture}</a> : picture}
        {caption && <figcaption>{caption}</figcaption>}
      </figure>
    );
  },
});
