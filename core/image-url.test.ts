import { describe, it, expect } from 'vitest';
import { ALLOWED_IMAGE_WIDTHS, imageUrl, isAllowedImageWidth } from './image-url.ts';

describe('imageUrl', () => {
  it('uses width 1152 by default', () => {
    expect(imageUrl('/images/a.jpg')).toBe('/api/images/resize/1152/images/a.jpg');
  });

  it('uses a given width', () => {
    expect(imageUrl('/images/a.jpg', 1440)).toBe('/api/images/resize/1440/images/a.jpg');
  });

  it('adds a missing leading slash', () => {
    expect(imageUrl('images/a.jpg')).toBe('/api/images/resize/1152/images/a.jpg');
    expect(imageUrl('')).toBe('/api/images/resize/1152/');
  });
});

describe('isAllowedImageWidth', () => {
  it('includes the default and presentation widths', () => {
    expect(ALLOWED_IMAGE_WIDTHS).toContain(1152);
    expect(ALLOWED_IMAGE_WIDTHS).toContain(1440);
    expect(isAllowedImageWidth(1152)).toBe(true);
    expect(isAllowedImageWidth(1440)).toBe(true);
  });

  it('refuses other widths and non-numbers', () => {
    expect(isAllowedImageWidth(1153)).toBe(false);
    expect(isAllowedImageWidth(0)).toBe(false);
    expect(isAllowedImageWidth('1152')).toBe(false);
    expect(isAllowedImageWidth(Number.NaN)).toBe(false);
  });
});
