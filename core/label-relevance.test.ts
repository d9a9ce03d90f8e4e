import { describe, expect, it } from 'vitest';
import { comparableText, labelRelevance, wordSimilarity } from './label-relevance.ts';

describe('comparableText', () => {
  it('turns every run of punctuation and spaces into one space', () => {
    expect(comparableText('  harry potter: og de vises stein! ')).toBe('harry potter og de vises stein');
    expect(comparableText('o’brien, edna')).toBe('o brien edna');
  });
});

describe('wordSimilarity', () => {
  // Values as pg_trgm prints them (float4); server/services/catalogue/text-query.test.ts compares with pg_trgm itself.
  it('is the best match of the typed trigrams against a stretch of the label', () => {
    expect(Math.fround(wordSimilarity('word', 'two words'))).toBe(Math.fround(0.8));
    expect(wordSimilarity('sult', 'sult')).toBe(1);
    expect(Math.fround(wordSimilarity('hamsn', 'knut hamsun'))).toBe(Math.fround(4 / 6));
    expect(wordSimilarity('xyz', 'knut hamsun')).toBe(0);
    expect(wordSimilarity('', 'knut hamsun')).toBe(0);
  });

  it('counts a trigram the label repeats once', () => {
    expect(wordSimilarity('aaa', 'aaa aaa aaa')).toBe(1);
    expect(wordSimilarity('ab', 'ab ab')).toBe(1);
  });
});

describe('labelRelevance', () => {
  it('ranks the exact label, then a prefix, then a later word, then a word starting with the last typed word', () => {
    expect(labelRelevance('sult', 'sult')).toBe(4);
    expect(labelRelevance('sult og sommer', 'sult')).toBe(3);
    expect(labelRelevance('knut hamsun', 'hamsun')).toBe(2.5);
    expect(labelRelevance('den siste natten', 'natt den')).toBe(2);
  });

  it('compares without punctuation, and falls back on word similarity below the prefix matches', () => {
    expect(labelRelevance('harry potter: og de vises stein', 'harry potter og')).toBe(3);
    const fuzzy = labelRelevance('knut hamsun', 'hamsn');
    expect(fuzzy).toBeCloseTo((4 / 6) * 0.95);
    expect(fuzzy).toBeLessThan(0.95);
    expect(labelRelevance('knut hamsun', '!!')).toBe(0);
  });
});
