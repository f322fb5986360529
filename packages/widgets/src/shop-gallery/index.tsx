import { defineWidget } from '../contract.ts';
import { useWidgetFrame } from '../frame/frame.tsx';
import { loadProduct, productField } from '../frame/product-source.ts';

/**
 * Shop gallery (spec 2 "Shop gallery"; 3 "Product gallery item"): a product's pictures, the large
 * one with its caption and a row of thumbnails that show theirs (the `shop-gallery` island); each
 * large picture links to its full size.
 */
export const shopGallery = defineWidget({
  type: 'ShopGallery',
  label: 'Product gallery',
  category: 'shop',
  pro: true,
  island: 'shop-gallery',
  fields: { product: productField },
  defaultProps: { product: 'stoneware-mug' },
  load: async (props, ctx) => (await loadProduct(props.product, ctx))?.images ?? null,
  spec: 'storefront 2 "Shop gallery"; 3 "Product gallery item" (large image address, width and height, alt, caption)',
  Render({ id, loaded }) {
    const { editMode } = useWidgetFrame();
    const images = loaded ?? [];
    if (images.length === 0)
      return editMode ? (
        <p id={id} className="hl-empty">
          Choose a product with pictures.
        </p>
      ) : (
        <div id={id} className="hl-shop-gallery" hidden />
      );
    const first = images[0]!;
    return (
      <div id={id} className="hl-shop-gallery" data-island="shop-gallery">
        <figure className="hl-shop-gallery__main">
          <a
            href={first.fullSrc}
            data-large_image_width={first.fullWidth}
            data-large_image_height={first.fullHeight}
          >
            <img src={first.src} alt={first.alt} width={first.width} height={first.height} />
          </a>
          {first.caption && <figcaption>{first.caption}</figcaption>}
        </figure>
        {images.length > 1 && (
          <ul className="hl-shop-gallery__thumbs" aria-label="Pictures">
            {images.map((image, index) => (
              <li key={image.id}>
                <button
                  type="button"
                  aria-label={`Picture ${index + 1}${image.alt ? `: ${image.alt}` : ''}`}
                  aria-pressed={index === 0}
                  data-src={image.src}
                  data-full={image.fullSrc}
                  data-width={image.width}
                  data-height={image.height}
                  data-alt={image.alt}
                  data-caption={image.caption}
                >
                  <img src={image.thumbnailSrc} alt="" width={100} height={100} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  },
});
