// Unit tests of the deterministic illustrations and covers: stable output, safe text, sensible wrapping.
import { describe, expect, it } from 'vitest';
import { coverSvg, escapeXml, illustrationSvg, MOTIFS, wrapWords } from './image-art.ts';

describe('illustrationSvg', () => {
  it('draws the same picture for the same name and another for another name', () => {
    const a = illustrationSvg({ name: 'events/konsert.svg', motif: 'note', width: 1200, height: 800 });
    expect(illustrationSvg({ name: 'events/konsert.svg', motif: 'note', width: 1200, height: 800 })).toBe(a);
    expect(illustrationSvg({ name: 'events/film.svg', motif: 'note', width: 1200, height: 800 })).not.toBe(a);
    expect(a).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="800" viewBox="0 0 1200 800">/);
  });

  it('draws every motif without leaking undefined or NaN into the markup', () => {
    for (const motif of MOTIFS) {
      const svg = illustrationSvg({ name: motif, motif, width: 1080, height: 1920 });
      expect(svg, motif).not.toMatch(/undefined|NaN/);
    }
  });
});

describe('coverSvg', () => {
  it('escapes the title and creator, so catalogue text cannot break out of the SVG', () => {
    const svg = coverSvg({
      recordId: '010000001',
      title: 'Tom & Jerry <script>alert(1)</script>',
      creator: 'A "B" \'C\'',
      mediaType: 'Film',
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Tom &amp; Jerry');
    expect(svg).toContain('&quot;B&quot; &apos;C&apos;');
  });

  it('is 600 × 900 (2:3) and stable per record', () => {
    const data = { recordId: '010000002', title: 'Sult', creator: 'Knut Hamsun', mediaType: 'Bok' };
    expect(coverSvg(data)).toBe(coverSvg(data));
    expect(coverSvg(data)).toContain('viewBox="0 0 600 900"');
  });
});

describe('wrapWords', () => {
  it('wraps by characters and ends a cut text with an ellipsis', () => {
    expect(wrapWords('Hunting High and Low', 15, 4)).toEqual(['Hunting High', 'and Low']);
    expect(wrapWords('en to tre fire fem seks sju åtte', 8, 2)).toEqual(['en to', 'tre…']);
    expect(wrapWords('Supercalifragilistisk', 10, 2)).toEqual(['Supercali…']);
    expect(wrapWords('  ', 10, 2)).toEqual([]);
  });
});

describe('helpers', () => {
  it('escapeXml', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
  });
});
