import type { GalleryImage } from '@hookline/shop';

/** The slider's thumbnails: one button per image, the shown one marked current. */
export function GalleryThumbnails(props: {
  images: GalleryImage[];
  index: number;
  onShow(index: number): void;
}) {
  return (
    <ol className="flex-control-nav flex-control-thumbs" aria-label="Product images">
      {props.images.map((image, i) => (
        <li key={`${image.id}-${image.thumbnailSrc}`}>
          <button
            type="button"
            aria-label={`Show image ${i + 1}`}
            aria-current={i === props.index || undefined}
            onClick={() => props.onShow(i)}
          >
            <img src={image.thumbnailSrc} alt="" width={100} height={100} loading="lazy" />
          </button>
        </li>
      ))}
    </ol>
  );
}
