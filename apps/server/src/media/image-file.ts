import { imageSize } from 'image-size';
import { MEDIA_MAX_BYTES, mediaTooLargeMessage, type TMediaType } from '@hookline/schema';
import { HttpError } from '../http/errors.ts';

/** The longest side an image may have: larger ones cost a visitor's phone too much memory to decode. */
export const MAX_SIDE = 10_000;

export interface ImageFile {
  type: TMediaType;
  width: number;
  height: number;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((value, i) => bytes[at + i] === value);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** The image type a file's first bytes announce, whatever its name or declared type says. */
export function sniffImageType(bytes: Uint8Array): TMediaType | 'svg' | null {
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n\x1a\n')])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head))
    return 'svg';
  return null;
}

/** The refusal of a file over the size limit, naming both sizes. */
export const tooLarge = (bytes: number | null) =>
  new HttpError(413, 'file_too_large', mediaTooLargeMessage(bytes));

/**
 * Decides whether uploaded bytes are an image the library keeps (PNG, JPEG or WebP, read from the
 * bytes themselves, within the size limits) and reads its pixel size; anything else is a 4xx that
 * says what to do instead.
 */
export function readImageFile(bytes: Uint8Array): ImageFile {
  if (bytes.length === 0) throw new HttpError(400, 'empty_file', 'The file is empty');
  if (bytes.length > MEDIA_MAX_BYTES) throw tooLarge(bytes.length);
  const type = sniffImageType(bytes);
  if (type === 'svg') {
    throw new HttpError(
      415,
      'svg_not_accepted',
      'SVG images are not accepted (they can carry scripts); export it as PNG or WebP and upload that',
    );
  }
  if (!type) {
    throw new HttpError(415, 'not_an_image', 'This file is not a PNG, JPEG or WebP image');
  }
  let size: { width: number; height: number; orientation?: number | undefined };
  try {
    size = imageSize(bytes);
  } catch {
    throw new HttpError(
      400,
      'unreadable_image',
      'This image is damaged or cut short: its size cannot be read',
    );
  }
  if (!(size.width > 0 && size.height > 0)) {
    throw new HttpError(
      400,
      'unreadable_image',
      'This image is damaged or cut short: its size cannot be read',
    );
  }
  if (size.width > MAX_SIDE || size.height > MAX_SIDE) {
    throw new HttpError(
      400,
      'image_too_large',
      `Images may be at most ${MAX_SIDE} pixels on a side; this one is ${size.width}x${size.height}`,
    );
  }
  // A phone photo stored sideways (EXIF orientation 5 to 8) shows with its sides swapped.
  const turned = (size.orientation ?? 1) >= 5;
  return { type, width: turned ? size.height : size.width, height: turned ? size.width : size.height };
}
