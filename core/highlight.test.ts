import { describe, expect, it } from 'vitest';
import { foldForMatching, highlightParts } from './highlight.ts';

describe('highlightParts', () => {
  it('marks word starts that match a term', () => {
    expect(highlightParts('Knut Hamsun', ['hams'])).toEqual([
      { text: 'Knut ', highlighted: false },
      { text: 'Hams', highlighted: true },
      { text: 'un', highlighted: false },
    ]);
  });

  it('ignores case, æøå and accents', () => {
    expect(highlightParts('Grünerløkka', ['grunerlo'])).toEqual([
      { text: 'Grünerlø', highlighted: true },
      { text: 'kka', highlighted: false },
    ]);
    expect(highlightParts('Snømannen', ['SNOM'])[0]).toEqual({ text: 'Snøm', highlighted: true });
  });

  it('does not mark matches inside words, and gives the whole label without terms', () => {
    expect(highlightParts('Markens grøde', ['ens'])).toEqual([{ text: 'Markens grøde', highlighted: false }]);
    expect(highlightParts('Sult', [])).toEqual([{ text: 'Sult', highlighted: false }]);
  });

  it('marks several terms', () => {
    expect(
      highlightParts('Harry Potter og de vises stein', ['harry', 'po'])
        .filter((p) => p.highlighted)
        .map((p) => p.text),
    ).toEqual(['Harry', 'Po']);
  });

  it('keeps positions for characters outside the basic plane', () => {
    expect(foldForMatching('a😀b')).toHaveLength('a😀b'.length);
    expect(
      highlightParts('😀 Sult', ['sult'])
        .map((p) => p.text)
        .join(''),
    ).toBe('😀 Sult');
  });
});
