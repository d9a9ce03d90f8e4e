// <img> over the resize endpoint (SPEC §3 Image URL): srcset of the allowed widths, width/height against layout shift, lazy unless priority.
import { preload } from 'react-dom';
import { ALLOWED_IMAGE_WIDTHS, imageUrl, type AllowedImageWidth } from '#core/image-url.ts';

export interface ResponsiveImageProps {
  /** The image path as the data has it, e.g. '/images/events/konsert.jpg' or '/covers/0123.jpg'. */
  src: string;
  /** '' for decorative pictures (the text beside them says it all). */
  alt: string;
  /**
   * The source's intrinsic size, or just its aspect ratio (1200 × 800 for 3:2). The browser reserves
   * the box from these before the image arrives, so nothing below it moves.
   */
  width: number;
  height: number;
  /** How wide the image is shown, as for <img sizes>, e.g. '(min-width: 64rem) 20rem, 100vw'. */
  sizes: string;
  /** The largest useful width; fewer srcset candidates for small pictures (default 1920). */
  maxWidth?: AllowedImageWidth;
  /** The picture of the first screen (the LCP element): fetched early and eagerly. Lazy otherwise. */
  priority?: boolean;
  className?: string;
}

/** Candidate widths up to maxWidth; never empty. */
export function srcSetWidths(maxWidth: number): AllowedImageWidth[] {
  const widths = ALLOWED_IMAGE_WIDTHS.filter((width) => width <= maxWidth);
  return widths.length > 0 ? widths : [ALLOWED_IMAGE_WIDTHS[0]];
}

export function imageSrcSet(src: string, maxWidth: number): string {
  return srcSetWidths(maxWidth)
    .map((width) => `${imageUrl(src, width)} ${width}w`)
    .join(', ');
}

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  maxWidth = 1920,
  priority = false,
  className,
}: ResponsiveImageProps) {
  const srcSet = imageSrcSet(src, maxWidth);
  const widths = srcSetWidths(maxWidth);
  // The fallback src for browsers without srcset: a middle size, not the largest.
  const fallback = imageUrl(src, widths[Math.min(2, widths.length - 1)]);
  if (priority) {
    // React hoists this into <head>, so the browser starts the LCP image before it parses the body.
    preload(fallback, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  }
  return (
    <img
      className={['responsive-image', className].filter(Boolean).join(' ')}
      src={fallback}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
