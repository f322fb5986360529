import type { TEntryView } from '@hookline/schema/cms';
import { aspectRatioStyle, type AspectRatio } from '../frame/aspect-ratio.ts';

const date = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : '';

/** One post of a post block: picture, date, title linking to the entry, excerpt. */
export function PostCard({
  entry,
  ratio,
  showImage,
  showExcerpt,
}: {
  entry: TEntryView;
  ratio: AspectRatio;
  showImage: boolean;
  showExcerpt: boolean;
}) {
  return (
    <article className="hl-post">
      {showImage && entry.featured_image && (
        <a href={entry.url} className="hl-post__image" tabIndex={-1} aria-hidden="true">
          <img
            src={entry.featured_image.url}
            alt=""
            loading="lazy"
            width={entry.featured_image.width}
            height={entry.featured_image.height}
            style={aspectRatioStyle(ratio)}
          />
        </a>
      )}
      {entry.published_at && <time dateTime={entry.published_at}>{date(entry.published_at)}</time>}
      <h3 className="hl-post__title">
        <a href={entry.url}>{entry.title}</a>
      </h3>
      {showExcerpt && entry.excerpt && <p className="hl-post__excerpt">{entry.excerpt}</p>}
    </article>
  );
}
