import { ANGLES, SUBJECTS } from './journal-posts.ts';
import { SCENES, type Light } from './journal-scenes.ts';

/**
 * The Journal's pictures: each post its own, its subject's scene (journal-scenes.ts) in the light
 * of its angle (the first post in the morning, the field guide by day and closer, the return at
 * dusk, seen from the other side). `npm run journal-pictures` encodes them once as the WebP files in
 * `../media/journal/`, which the seed puts in the site's media library (it keeps no SVG).
 */

/** The size the pictures are encoded at (16:9, as the post page shows them). */
export const JOURNAL_PICTURE_SIZE = { width: 960, height: 540 } as const;

const LIGHTS: Light[] = [
  { sky: '#f6e7d3', ground: '#e3cdb0', glow: '#ffe2a8' },
  { sky: '#e1ecf1', ground: '#c9d6dc', glow: '#fff6d6' },
  { sky: '#e6dcef', ground: '#cbbfd8', glow: '#f7c9a0' },
];

/** A post's title and picture file, by its number (0 to JOURNAL_COUNT - 1). */
export function journalPost(n: number) {
  const subject = SUBJECTS[n % SUBJECTS.length]!;
  const angle = Math.floor(n / SUBJECTS.length) % ANGLES.length;
  const title = `${subject.title}${ANGLES[angle]}`;
  const file = `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.webp`;
  return { subject, angle, title, file };
}

/** Post n's picture as SVG markup, at the encoded size. */
export function journalPicture(n: number): string {
  const { subject, angle, title } = journalPost(n);
  const light = LIGHTS[angle]!;
  const scene = SCENES[subject.scene]!(light);
  const { width, height } = JOURNAL_PICTURE_SIZE;
  // The field guide looks closer; the return is seen from the other side.
  const view = [
    '',
    ' transform="translate(-12 -9) scale(1.15)"',
    ' transform="translate(160 0) scale(-1 1)"',
  ][angle];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 160 90" role="img"><title>${title}</title>
<rect width="160" height="90" fill="${light.sky}"/>
<g${view}>${scene}</g>
</svg>`;
}
