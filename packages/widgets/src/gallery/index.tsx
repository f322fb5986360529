import { justifiedSettings } from '@hookline/rules/page';
import { defineWidget } from '../contract.ts';
import { Carousel, carouselDefaults } from '../frame/Carousel.tsx';
import {
  demoPictures,
  gallerySourceField,
  loadGallery,
  picturesField,
  type GalleryPicture,
} from './images.ts';
import { choices, numberField, selectField } from '../frame/fields.ts';

type Layout = 'grid' | 'justified' | 'carousel' | 'smart';

function Picture({ picture, overlay }: { picture: GalleryPicture; overlay: boolean }) {
  return (
    <figure
      className="hl-gallery__item"
      data-ratio={(picture.width / picture.height || 1).toFixed(4)}
      data-island={overlay ? 'hover-overlay' : undefined}
    >
      <img src={picture.src} alt={picture.alt} width={picture.width} height={picture.height} loading="lazy" />
      {overlay && picture.caption && (
        <figcaption className="hl-gallery__overlay">
          <span>{picture.caption}</span>
        </figcaption>
      )}
    </figure>
  );
}

/**
 * Gallery (spec 2, 3, 5, 9): carousel, grid (directional hover overlay), justified
 * (`justified-layout`; row height 200, gap 10, max rows 0, last row rule; defaults when empty) and
 * smart grid (on tablet and phone the items are copied into the smart layout, the grid hidden).
 */
export const gallery = defineWidget({
  type: 'Gallery',
  label: 'Gallery',
  category: 'media',
  pro: true,
  island: 'gallery',
  fields: {
    pictures: picturesField,
    source: gallerySourceField,
    layout: selectField(
      'Layout',
      choices([
        ['grid', 'Grid'],
        ['justified', 'Justified'],
        ['carousel', 'Carousel'],
        ['smart', 'Smart grid'],
      ]),
    ),
    columns: numberField('Grid columns', 1, 6),
    row_height: {
      type: 'object',
      label: 'Justified row height',
      objectFields: { size: numberField('px') },
    },
    gap: { type: 'object', label: 'Gap', objectFields: { size: numberField('px') } },
    max_row: numberField('Justified rows at most (0: no limit)', 0),
    last_row: selectField(
      'Justified last row',
      choices([
        ['nojustify', 'Natural height'],
        ['justify', 'Stretched'],
        ['center', 'Centred'],
        ['hide', 'Hidden'],
      ]),
    ),
  },
  defaultProps: {
    pictures: demoPictures,
    source: { collection: '', entry: '', field: '' },
    layout: 'grid' as Layout,
    columns: 4,
    row_height: { size: 200 as number | null },
    gap: { size: 10 as number | null },
    max_row: 0,
    last_row: 'nojustify' as string,
  },
  load: (props, ctx) => loadGallery(props.source, ctx),
  spec: 'storefront 2 "Gallery" (carousel, grid, justified, smart grid; directional hover overlay); 3 "Justified gallery settings"; 5 "Justified gallery falls back to defaults"; 9 "Justified gallery defaults", "Carousel defaults"',
  Render({ id, pictures, layout, columns, row_height, gap, max_row, last_row, loaded }) {
    const shown = loaded ?? pictures;
    if (shown.length === 0) return <div id={id} className="hl-gallery" hidden />;
    if (layout === 'carousel') {
      return (
        <Carousel id={id} label="Gallery" settings={carouselDefaults}>
          {shown.map((p, i) => (
            <Picture key={i} picture={p} overlay={false} />
          ))}
        </Carousel>
      );
    }
    const justified = justifiedSettings({ row_height, gap, max_row, last_row });
    const gapPx = layout === 'justified' ? justified.gap : (gap?.size ?? 10);
    return (
      <div
        id={id}
        className={`hl-gallery hl-gallery--${layout}`}
        data-island="gallery"
        data-layout={layout}
        data-justified={JSON.stringify(justified)}
        style={{
          ['--hl-gallery-columns' as string]: String(columns),
          ['--hl-gallery-gap' as string]: `${gapPx}px`,
          ['--hl-row-height' as string]: `${justified.rowHeight}px`,
        }}
      >
        <div className="hl-gallery__grid">
          {shown.map((p, i) => (
            <Picture key={i} picture={p} overlay={layout !== 'justified'} />
          ))}
        </div>
        {layout === 'smart' && <div className="hl-gallery__smart" hidden />}
      </div>
    );
  },
});
