import { describe, expect, it } from 'vitest';
import { PackedStrings, utf8 } from './packed-strings.ts';

describe('packed strings', () => {
  const words = ['ål', 'zebra', 'øy', 'aase', 'æble', 'aa', 'a', 'ær', '', 'édith', 'b'];
  // Code point order, as PostgreSQL's C collation and a byte comparison of UTF-8 give it.
  const ordered = [...words].sort((x, y) => {
    const [a, b] = [[...x].map((c) => c.codePointAt(0) as number), [...y].map((c) => c.codePointAt(0) as number)];
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
    return a.length - b.length;
  });
  const packed = PackedStrings.pack(ordered);

  it('gives every string back, æøå and empty ones too', () => {
    expect(Array.from({ length: packed.length }, (_, i) => packed.get(i))).toEqual(ordered);
  });

  it('finds exact strings and prefix ranges by binary search in code point order', () => {
    const range = (prefix: string) => {
      const from = packed.lowerBound(null, utf8(prefix));
      return ordered.slice(from, packed.lowerBound(null, utf8(prefix), true));
    };
    expect(range('a')).toEqual(['a', 'aa', 'aase']);
    expect(range('æ')).toEqual(['æble', 'ær']);
    expect(range('ø')).toEqual(['øy']);
    expect(range('c')).toEqual([]);
    const at = packed.lowerBound(null, utf8('øy'));
    expect([ordered[at], packed.compare(at, utf8('øy'))]).toEqual(['øy', 0]);
    expect([packed.lowerBound(null, utf8('zz')), packed.lowerBound(null, utf8('ÿ'))]).toEqual([
      ordered.indexOf('zebra') + 1,
      ordered.length,
    ]);
  });

  it('walks an order of positions, and tells starts and substrings by bytes', () => {
    const titles = PackedStrings.pack(['sult', 'sommer i lofoten', 'sønnen', 'som']);
    const byTitle = Int32Array.from([3, 1, 0, 2]);
    expect(titles.lowerBound(byTitle, utf8('som'))).toBe(0);
    expect(titles.lowerBound(byTitle, utf8('som'), true)).toBe(2);
    expect([titles.startsWith(1, utf8('somm')), titles.startsWith(3, utf8('somm'))]).toEqual([true, false]);
    expect([
      titles.includes(1, utf8('lofot')),
      titles.includes(2, utf8('ønn')),
      titles.includes(2, utf8('onn')),
    ]).toEqual([true, true, false]);
  });
});
