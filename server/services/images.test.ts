// Unit tests of the image path rule and format negotiation (the resize itself is tested through the API).
import { describe, expect, it } from 'vitest';
import { isSafeImagePath, negotiateImageFormat } from './images.ts';

describe('isSafeImagePath', () => {
  it('accepts content and cover paths with image extensions', () => {
    for (const path of [
      '/images/events/konsert.jpg',
      '/images/libraries/st-hanshaugen.jpg',
      '/covers/010000023.jpg',
      '/images/a_b/C.1.webp',
      '/images/x.PNG',
      '/images/x.jpeg',
    ]) {
      expect(isSafeImagePath(path), path).toBe(true);
    }
  });

  it('refuses traversal, separators, control characters, odd extensions and long paths', () => {
    for (const path of [
      '/images/../x.jpg',
      '/images/a/..jpg',
      '/../x.jpg',
      'images/x.jpg',
      '//x.jpg',
      '/images\\x.jpg',
      '/images/x\u0000.jpg',
      '/images/%2e%2e/x.jpg',
      '/images/.x.jpg',
      '/images/x.svg',
      '/images/x',
      '/images/ x.jpg',
      '/images/ø.jpg',
      `/images/${'a'.repeat(300)}.jpg`,
    ]) {
      expect(isSafeImagePath(path), path).toBe(false);
    }
  });
});

describe('negotiateImageFormat', () => {
  it('gives WebP when the Accept header lists it, otherwise JPEG', () => {
    expect(negotiateImageFormat('image/avif,image/webp,*/*')).toBe('webp');
    expect(negotiateImageFormat('image/jpeg,*/*;q=0.8')).toBe('jpeg');
    expect(negotiateImageFormat(undefined)).toBe('jpeg');
  });
});
