// A cover image through the shared resize rule (core/image-url.ts), or a typed placeholder of the same size, so nothing shifts.
import { imageUrl } from '#core/image-url.ts';
import { mediaTypeLabel } from '#core/catalogue.ts';

/** Covers are shown 2:3; the fixed box reserves the space before the image arrives. */
export function Cover({ src, mediaType, size = 'small' }: { src: string | null; mediaType: string | null; size?: 'small' | 'large' }) {
  const [width, height] = size === 'small' ? [80, 120] : [240, 360];
  if (!src) {
    return (
      <div className={`cover cover--${size} cover--placeholder`} aria-hidden="true">
        <span>{mediaType ? mediaTypeLabel(mediaType) : ''}</span>
      </div>
    );
  }
  return (
    <img
      className={`cover cover--${size}`}
      src={imageUrl(src, size === 'small' ? 320 : 480)}
      width={width}
      height={height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
