import { z } from 'zod';
import { wholeNumber } from './whole-number.ts';

/** A product's reviews: writing one, and the list a product page shows. */

/** `POST {api}/products/:id/reviews` */
export const ZProductReviewRequest = z.object({
  rating: z.union([wholeNumber(1, 5), z.literal('')]).optional(),
  comment: z.string().trim().min(1, 'is required').max(5000),
  author: z.string().trim().max(100).optional(),
  email: z.string().trim().max(254).optional(),
});
export type TProductReviewRequest = z.infer<typeof ZProductReviewRequest>;

/** The email a review is filed under: the customer's own, or a guest's from the review body. */
export const ZReviewerEmail = z.email();

export const ZProductReview = z.object({
  id: z.number(),
  author: z.string(),
  rating: z.number().nullable(),
  content: z.string(),
  date: z.string(),
});
export type TProductReview = z.infer<typeof ZProductReview>;

/** `GET {api}/products/:id/reviews` */
export const ZProductReviewsResponse = z.object({
  reviews: z.array(ZProductReview),
  average_rating: z.number(),
  review_count: z.number(),
});
export type TProductReviewsResponse = z.infer<typeof ZProductReviewsResponse>;

/** `POST {api}/products/:id/reviews`: the review as saved. */
export const ZProductReviewCreatedResponse = z.object({ review: ZProductReview });
export type TProductReviewCreatedResponse = z.infer<typeof ZProductReviewCreatedResponse>;
