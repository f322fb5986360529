import type { TImageView } from '@hookline/schema/cms';
import { defineWidget } from '../contract.ts';
import { aspectRatioField, aspectRatioStyle, type AspectRatio } from '../frame/aspect-ratio.ts';
import { entrySourceField, loadSourceEntry, templateEntry } from '../frame/entry-source.ts';
import { useWidgetFrame } from '../frame/frame.tsx';
import { onOffField, textField } from '../frame/fields.ts';

/**
 * Post image (spec 2 "Post image: aspect-ratio fit"): an entry's featured image, or one of its
 * image fields, cropped to cover the chosen aspect ratio, optionally linking to the entry.
 */
export const postImage = defineWidget({
  type: 'PostImage',
  label: 'Post image',
  category: 'dynamic',
  pro: true,
  fields: {
    source: entrySourceField,
    field: textField('Image field key (empty: the featured image)'),
    ratio: aspectRatioField,
    link: onOffField('Link to the entry'),
  },
  defaultProps: { source: templateEntry, field: '', ratio: '16:9' as AspectRatio, link: false },
  load: async (props, ctx) => {
    const entry = await loadSourceEntry(props.source, ctx);
    if (!entry) return null;
    const value = props.field ? entry.fields[props.field] : entry.featured_image;
    const image = Array.isArray(value) ? value[0] : value;
    const valid = image && typeof image === 'object' && 'url' in image ? (image as TImageView) : null;
    return { image: valid, url: entry.url, title: entry.title };
  },
  spec: 'storefront 2 "Post image: aspect-ratio fit"',
  Render({ id, ratio, link, loaded }) {
    const { editMode, insideCarousel } = useWidgetFrame();
    const image = loaded?.image;
    if (!image)
      return editMode ? (
        <div id={id} className="hl-post-image hl-post-image--empty" style={aspectRatioStyle(ratio)}>
          <span className="hl-empty">The entry’s image shows here.</span>
        </div>
      ) : (
        <figure id={id} className="hl-post-image" hidden />
      );
    const picture = (
      <img
        src={image.url}
        alt={image.alt || (link ? (loaded?.title ?? '') : '')}
        width={image.width}
        height={image.height}
        style={aspectRatioStyle(ratio)}
        data-ratio={ratio}
      />
    );
    return (
      <figure id={id} className="hl-post-image">
        {link && !editMode && !insideCarousel && loaded?.url ? <a href={loaded.url}>{picture}</a> : picture}
      </figure>
    );
  },
});
