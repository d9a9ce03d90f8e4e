// A cover image through the shared resize rule (core/image-url.ts), or a typed placeholder of the same size, so nothing shifts.
import { imageUrl } from '#core/image-url.ts';
import { useMediaTypeText } from '#app/i18n/use-vocabulary.ts';

/**
 * Covers are shown 2:3; the fixed box reserves the space before the image arrives. The large cover is the work
 * page's main picture above the fold (its Largest Contentful Paint), so it loads at once and first; the small
 * ones in lists load as they scroll into view.
 */
export function Cover({
  src,
  mediaType,
  size = 'small',
}: {
  src: string | null;
  mediaType: string | null;
  size?: 'small' | 'large';
}) {
  const mediaTypeText = useMediaTypeText();
  const [width, height] = size === 'small' ? [80, 120] : [240, 360];
  if (!src) {
    return (
      <div className={`cover cover--${size} cover--placeholder`} aria-hidden="true">
        <span>{mediaType ? mediaTypeText(mediaType) : ''}</span>
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
      loading={size === 'large' ? 'eager' : 'lazy'}
      fetchPriority={size === 'large' ? 'high' : undefined}
      decoding="async"
    />
  );
}
