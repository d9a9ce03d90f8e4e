// Resized image URLs (/api/images/resize/{width}{path}) and the widths the resizer accepts.
import { DEFAULT_IMAGE_WIDTH, PRESENTATION_IMAGE_WIDTH } from './constants.ts';

/**
 * Widths the resize endpoint accepts; a fixed set so arbitrary widths cannot flood the cache.
 * Includes the default (1152) and presentation (1440) widths of SPEC §9.
 */
export const ALLOWED_IMAGE_WIDTHS = [320, 480, 768, DEFAULT_IMAGE_WIDTH, PRESENTATION_IMAGE_WIDTH, 1920] as const;
export type AllowedImageWidth = (typeof ALLOWED_IMAGE_WIDTHS)[number];

export function isAllowedImageWidth(width: unknown): width is AllowedImageWidth {
  return typeof width === 'number' && (ALLOWED_IMAGE_WIDTHS as readonly number[]).includes(width);
}

/** /api/images/resize/{width}{path}, default width 1152; a leading '/' is added when missing. SPEC §3 Image URL. */
export function imageUrl(path: string, width: number = DEFAULT_IMAGE_WIDTH): string {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  return `/api/images/resize/${width}${normalised}`;
}

/** The largest picture file staff may upload (issue #18); the server's body limit leaves room for the form's other fields. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Narrower uploads look blurred at the event page's default width. */
export const MIN_UPLOAD_WIDTH = 480;
