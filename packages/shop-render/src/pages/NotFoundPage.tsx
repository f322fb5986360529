export function NotFoundPage({ message }: { message: string }) {
  return (
    <section className="not-found">
      <h1>Page not found</h1>
      <p>{message || 'Nothing lives at this address.'}</p>
      <a className="button" href="/shop">
        Back to the shop
      </a>
    </section>
  );
}
