import { addReview, findProduct, type Db } from '@hookline/db';
import { ZReviewerEmail, type TProductReview } from '@hookline/schema';
import { review } from './records.ts';
import { ShopError } from './shop-error.ts';

/** A logged-in customer writing a review. */
export interface Reviewer {
  id: string;
  email: string;
  name: string;
}

export interface ReviewInput {
  productId: number;
  /** 1-5, or '' / undefined for none. */
  rating: number | '' | undefined;
  comment: string;
  /** A guest's name and email; a logged-in customer's own are used instead. */
  author?: string | undefined;
  email?: string | undefined;
}

/**
 * Adds a review to a product. Refused: an unknown product (404), no rating where the shop requires
 * one, a guest without a name or a valid email (400). A logged-in customer (`reviewer`, asked only
 * once the product and rating pass) reviews under their name, or their email's first part.
 */
export async function addProductReview(
  db: Db,
  input: ReviewInput,
  options: { ratingRequired: boolean; reviewer: () => Promise<Reviewer | null> },
): Promise<{ review: TProductReview; productSlug: string }> {
  const detail = await findProduct(db, { id: input.productId });
  if (!detail) throw new ShopError(404, 'not_found', `Product ${input.productId} not found`);
  const rating = input.rating === '' || input.rating === undefined ? null : input.rating;
  if (rating === null && options.ratingRequired)
    throw new ShopError(400, 'rating_required', 'Please select a rating');
  const customer = await options.reviewer();
  const author = customer ? customer.name || customer.email.split('@')[0]! : (input.author ?? '');
  const email = customer ? customer.email : (input.email ?? '');
  if (!author) throw new ShopError(400, 'invalid_request', 'author: is required');
  if (!ZReviewerEmail.safeParse(email).success)
    throw new ShopError(400, 'invalid_request', 'email: must be an email address');
  const row = await addReview(db, {
    productId: input.productId,
    customerId: customer?.id ?? null,
    author,
    email,
    rating,
    content: input.comment,
  });
  return { review: review(row), productSlug: detail.product.slug };
}
