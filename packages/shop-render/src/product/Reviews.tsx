import { useState } from 'react';
import type { TProductReview } from '@hookline/schema';
import { Stars } from '../components/Stars.tsx';
import { ReviewForm } from './ReviewForm.tsx';

/** The reviews tab: the list (each with a `comment-{id}` anchor) and the form; a new review shows at once. */
export function Reviews({
  productId,
  productName,
  initial,
  onAdded,
}: {
  productId: number;
  productName: string;
  initial: TProductReview[];
  /** Told of each review posted here, so the page's counts follow. */
  onAdded?: (review: TProductReview) => void;
}) {
  const [reviews, setReviews] = useState(initial);
  return (
    <div id="reviews" className="woocommerce-Reviews">
      <h2>
        {reviews.length
          ? `${reviews.length} review${reviews.length === 1 ? '' : 's'} for ${productName}`
          : 'Reviews'}
      </h2>
      {reviews.length === 0 && <p className="woocommerce-noreviews">There are no reviews yet.</p>}
      <ol className="commentlist">
        {reviews.map((review) => (
          <li key={review.id} id={`comment-${review.id}`} className="review">
            {review.rating !== null && <Stars rating={review.rating} />}
            <p className="meta">
              <strong className="review-author">{review.author}</strong> –{' '}
              <time dateTime={review.date}>{review.date.slice(0, 10)}</time>
            </p>
            <p className="description">{review.content}</p>
          </li>
        ))}
      </ol>
      <ReviewForm
        productId={productId}
        onAdded={(review) => {
          setReviews((list) => [review, ...list]);
          onAdded?.(review);
        }}
      />
    </div>
  );
}
