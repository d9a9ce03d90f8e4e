// The digital library card's barcode (issue #20 point 8): a Code 128 SVG drawn on the server, black on white.
import { describe, expect, it } from 'vitest';
import { cardBarcodeSvg } from './library-card.ts';

describe('cardBarcodeSvg', () => {
  it('draws the card number as an SVG with a white background and no text in the markup', () => {
    const svg = cardBarcodeSvg('10000001');
    expect(svg).toMatch(/^<svg viewBox="0 0 \d+ \d+" xmlns="http:\/\/www\.w3\.org\/2000\/svg">/);
    expect(svg).toContain('#FFFFFF');
    expect(svg).toContain('#000000');
    expect(svg).not.toContain('10000001');
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it('gives different bars for different numbers, and takes letters too', () => {
    expect(cardBarcodeSvg('10000001')).not.toBe(cardBarcodeSvg('10000002'));
    expect(cardBarcodeSvg('N000123456')).toMatch(/^<svg/);
  });
});
