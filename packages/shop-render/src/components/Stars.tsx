/** An average rating as text and stars, e.g. "Rated 4.50 out of 5". */
export function Stars({ rating }: { rating: number }) {
  const label = `Rated ${rating.toFixed(2)} out of 5`;
  return (
    <span className="stars" role="img" aria-label={label} title={label}>
      <span style={{ width: `${(rating / 5) * 100}%` }}>★★★★★</span>☆☆☆☆☆
    </span>
  );
}
