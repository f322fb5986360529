/**
 * The lightbox's own URL hash, PhotoSwipe style: `#&gid=1&pid=2` (gallery id, then picture id,
 * counted from 1), so that an open picture can be linked to and reopened.
 */
export function lightboxHash(galleryId: number, pictureIndex: number): string {
  return `#&gid=${galleryId}&pid=${pictureIndex + 1}`;
}

/** The picture index (from 0) a hash opens in this gallery, or null when it opens none. */
export function parseLightboxHash(hash: string, galleryId: number, pictureCount: number): number | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.get('gid') !== String(galleryId)) return null;
  const pid = Number(params.get('pid'));
  if (!Number.isInteger(pid) || pid < 1 || pid > pictureCount) return null;
  return pid - 1;
}
