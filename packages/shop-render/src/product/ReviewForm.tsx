import { useState, type FormEvent } from 'react';
import type { TProductReview, TProductReviewCreatedResponse } from '@hookline/schema';
import { postJson } from '../cart/api.ts';
import { useShop } from '../shop-context.tsx';
import { TEXTS } from './texts.ts';

/**
 * The review form. The rating (1 to 5) sits in a hidden field set by the star buttons; when the
 * shop requires ratings, submitting without one is blocked with an alert (spec section 5).
 */
export function ReviewForm({
  productId,
  onAdded,
}: {
  productId: number;
  onAdded(review: TProductReview): void;
}) {
  const { config, customer } = useShop();
  const [rating, setRating] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const action = `${config.apiBase}/products/${productId}/reviews`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (config.reviewRatingRequired && !rating) {
      window.alert(TEXTS.requiredRating);
      return;
    }
    const formElement = event.currentTarget;
    const fields = Object.fromEntries(new FormData(formElement).entries()) as Record<string, string>;
    setSending(true);
    setError('');
    const answer = await postJson<TProductReviewCreatedResponse>(action, fields);
    setSending(false);
    if (!answer.ok || !answer.body.review) {
      setError(answer.body.message ?? 'Your review could not be saved.');
      return;
    }
    onAdded(answer.body.review);
    formElement.reset();
    setRating('');
  };

  return (
    <form
      className="comment-form"
      id="commentform"
      method="post"
      action={action}
      onSubmit={(e) => void onSubmit(e)}
    >
      <h3 id="reply-title">Add a review</h3>
      <div className="comment-form-rating">
        <span id="rating-label">Your rating{config.reviewRatingRequired ? ' *' : ''}</span>
        <p className="stars" role="group" aria-labelledby="rating-label">
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              className={`star star-${n}${Number(rating) >= n ? ' active' : ''}`}
              aria-pressed={rating === String(n)}
              aria-label={`${n} of 5 stars`}
              onClick={() => setRating(String(n))}
            >
              ★
            </button>
          ))}
        </p>
        <input type="hidden" name="rating" id="rating" value={rating} readOnly />
      </div>
      <p>
        <label htmlFor="comment">Your review *</label>
        <textarea id="comment" name="comment" rows={5} required maxLength={5000} />
      </p>
      {!customer && (
        <>
          <p>
            <label htmlFor="author">Name *</label>
            <input id="author" name="author" type="text" required maxLength={100} autoComplete="name" />
          </p>
          <p>
            <label htmlFor="email">Email *</label>
            <input id="email" name="email" type="email" required maxLength={254} autoComplete="email" />
          </p>
        </>
      )}
      {error && (
        <p className="review-error" role="alert">
          {error}
        </p>
      )}
      <p className="form-submit">
        <button type="submit" id="submit" className="button" disabled={sending}>
          Submit
        </button>
      </p>
    </form>
  );
}
