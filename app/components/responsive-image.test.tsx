// Unit tests of ResponsiveImage: srcset over the allowed widths, width/height always set, lazy unless priority.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { imageSrcSet, ResponsiveImage, srcSetWidths } from './responsive-image.tsx';

describe('srcSetWidths / imageSrcSet', () => {
  it('offers the allowed widths up to the maximum, never none', () => {
    expect(srcSetWidths(1920)).toEqual([320, 480, 768, 1152, 1440, 1920]);
    expect(srcSetWidths(768)).toEqual([320, 480, 768]);
    expect(srcSetWidths(100)).toEqual([320]);
    expect(imageSrcSet('/covers/1.jpg', 480)).toBe(
      '/api/images/resize/320/covers/1.jpg 320w, /api/images/resize/480/covers/1.jpg 480w',
    );
  });
});

describe('ResponsiveImage', () => {
  it('is lazy and asynchronously decoded by default, with width and height against layout shift', () => {
    const html = renderToString(
      <ResponsiveImage src="/images/events/film.jpg" alt="" width={1200} height={800} sizes="20rem" maxWidth={768} />,
    );
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('width="1200"');
    expect(html).toContain('height="800"');
    expect(html).toContain('src="/api/images/resize/768/images/events/film.jpg"');
    expect(html).toContain('sizes="20rem"');
    expect(html).not.toContain('fetchpriority');
  });

  it('loads a priority picture eagerly with high fetch priority', () => {
    const html = renderToString(
      <ResponsiveImage
        src="/images/campaigns/bli-laner.jpg"
        alt="Lånekort"
        width={1200}
        height={800}
        sizes="100vw"
        priority
      />,
    );
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    // React 19 emits (and in a document hoists) a preload of the same candidates.
    expect(html).toMatch(
      /<link rel="preload" as="image" fetchPriority="high" imageSrcSet="[^"]*1920w" imageSizes="100vw"\/>/,
    );
    expect(html).toContain('alt="Lånekort"');
  });
});
