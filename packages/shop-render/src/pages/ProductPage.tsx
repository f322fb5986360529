import { useState } from 'react';
import type { TVariationRecord } from '@hookline/schema';
import type { GalleryImage, ProductPage } from '@hookline/shop';
import { Stars } from '../components/Stars.tsx';
import { Gallery } from '../product/Gallery.tsx';
import { ProductTabs, type TabSpec } from '../product/ProductTabs.tsx';
import { Reviews } from '../product/Reviews.tsx';
import { SimpleAddToCart } from '../product/SimpleAddToCart.tsx';
import { VariationForm } from '../product/VariationForm.tsx';
import { PageNotFound, type LoadContext } from '../load-context.ts';

export interface ProductPageProps {
  product: ProductPage;
  /** Choices preset by `?attribute_…=` parameters. */
  defaults: Record<string, string>;
}

export async function loadProductPage({ params, data, url }: LoadContext): Promise<ProductPageProps> {
  // `/product/{slug}/comment-page-N/` is WordPress's address of a page of reviews; anything else there is unknown.
  if (params.commentPage !== undefined && !/^comment-page-[1-9]\d*$/.test(params.commentPage))
    throw new PageNotFound('This page does not exist.');
  const product = await data.product(params.slug ?? '');
  if (!product) throw new PageNotFound(`There is no product called “${params.slug}”.`);
  const defaults = Object.fromEntries(
    product.attributes.map((a) => {
      const value = url.searchParams.get(a.name) ?? '';
      return [a.name, a.values.includes(value) ? value : ''];
    }),
  );
  return { product, defaults };
}

/** A variation's image as the gallery's first picture, the way WooCommerce swaps it. */
const withVariationImage = (images: GalleryImage[], variation: TVariationRecord | null): GalleryImage[] => {
  const image = variation?.image;
  if (!image || image.src.length <= 1) return images;
  const swapped: GalleryImage = {
    id: variation.image_id ?? 0,
    src: image.src,
    width: image.src_w,
    height: image.src_h,
    fullSrc: image.full_src,
    fullWidth: image.full_src_w,
    fullHeight: image.full_src_h,
    thumbnailSrc: image.gallery_thumbnail_src,
    alt: image.alt,
    caption: image.caption,
  };
  return [swapped, ...images.slice(1)];
};

/** The single product page: gallery, summary with the add-to-cart form, meta and tabs. */
export function ProductPageView({ product, defaults }: ProductPageProps) {
  const [variation, setVariation] = useState<TVariationRecord | null>(null);
  // A review posted on this page counts at once in the tab title and the rating link.
  const [reviewCount, setReviewCount] = useState(product.reviewCount);
  // Found variation values replace the product's; a reset restores the originals.
  const sku = variation?.sku || product.sku;
  const weightHtml = (variation?.weight && variation.weight_html) || product.weightHtml;
  const dimensionsHtml = (variation?.dimensions && variation.dimensions_html) || product.dimensionsHtml;
  const images = withVariationImage(product.images, variation);

  const tabs: TabSpec[] = [
    {
      id: 'description',
      title: 'Description',
      content: (
        <>
          <h2>Description</h2>
          <p>{product.description}</p>
        </>
      ),
    },
  ];
  if (weightHtml || dimensionsHtml || product.attributes.length) {
    tabs.push({
      id: 'additional_information',
      title: 'Additional information',
      content: (
        <table className="shop_attributes">
          <tbody>
            {weightHtml && (
              <tr>
                <th>Weight</th>
                <td className="product_weight">{weightHtml}</td>
              </tr>
            )}
            {dimensionsHtml && (
              <tr>
                <th>Dimensions</th>
                <td className="product_dimensions">{dimensionsHtml}</td>
              </tr>
            )}
            {product.attributes.map((a) => (
              <tr key={a.name}>
                <th>{a.label}</th>
                <td>{a.values.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ),
    });
  }
  tabs.push({
    id: 'reviews',
    title: `Reviews (${reviewCount})`,
    content: (
      <Reviews
        productId={product.id}
        productName={product.name}
        initial={product.reviews}
        onAdded={() => setReviewCount((n) => n + 1)}
      />
    ),
  });

  return (
    <article className={`product type-${product.type}`} data-product_id={product.id}>
      <div className="product-top">
        <Gallery images={images} />
        <div className="summary">
          <h1 className="product_title">{product.name}</h1>
          {reviewCount > 0 && (
            <div className="woocommerce-product-rating">
              <Stars rating={product.averageRating} />{' '}
              <a href="#reviews" className="woocommerce-review-link">
                ({reviewCount} customer review{reviewCount === 1 ? '' : 's'})
              </a>
            </div>
          )}
          <p className="price">{product.priceHtml}</p>
          <p className="short-description">{product.shortDescription}</p>
          {product.type === 'variable' ? (
            <VariationForm product={product} defaults={defaults} onVariation={setVariation} />
          ) : (
            <SimpleAddToCart product={product} />
          )}
          <div className="product_meta">
            <span className="sku_wrapper">
              SKU: <span className="sku">{sku}</span>
            </span>
            {product.category && (
              <span className="posted_in">
                Category: <a href={`/shop?category=${product.category.slug}`}>{product.category.name}</a>
              </span>
            )}
          </div>
        </div>
      </div>
      <ProductTabs tabs={tabs} />
    </article>
  );
}
