// Unit tests of the in-memory text postings (docs/decisions/015): reading tsvector text, matching groups of lexemes,
// the weight-A flag, the exact-title guard and the one-word rank (values as PostgreSQL's ts_rank_cd computes them).
import { describe, expect, it } from 'vitest';
import { parseTsvector, TextPostingsBuilder } from './text-postings.ts';

const packed = (a: number, b: number, c: number, d: number) => a | (b << 8) | (c << 16) | (d << 24);

describe('parseTsvector', () => {
  it('reads lexemes with their weight counts, quotes and positions without a weight (D)', () => {
    expect(parseTsvector("'hus':1A,5C,9C 'it''s':2B 'sol' 'x\\\\y':3,4")).toEqual({
      lexemes: ['hus', "it's", 'sol', 'x\\y'],
      weightCounts: [packed(1, 0, 2, 0), packed(0, 1, 0, 0), 0, packed(0, 0, 0, 2)],
    });
    expect(parseTsvector('')).toEqual({ lexemes: [], weightCounts: [] });
  });
});

describe('TextPostings', () => {
  const titles = { titleHash: 0, titleLength: 10, foldedTitle: 'x', originalHash: 0, originalLength: 0 };
  const build = () => {
    const builder = new TextPostingsBuilder();
    builder.addWork(0, {
      ...parseTsvector("'hus':1A 'sol':2A,7C"),
      ...titles,
      titleHash: 42,
      foldedTitle: 'hus i sola',
    });
    builder.addWork(1, {
      ...parseTsvector("'hus':4C 'mane':1A 'solskinn':2A"),
      ...titles,
      foldedTitle: 'manen og solskinnet',
      titleLength: 19,
    });
    builder.addWork(2, {
      ...parseTsvector("'sol':1A,3C,5C"),
      ...titles,
      titleLength: 40,
      titleHash: 42,
      foldedTitle: 'sol over lofoten og langt bortenfor der',
    });
    return builder.build();
  };

  it('matches every group (AND), any alternative in a group (OR), and flags title-or-creator matches', () => {
    const text = build();
    const both = text.match([['hus'], ['sol']], { hash: 1, length: 10 });
    expect(Array.from(both.ords)).toEqual([0]);
    expect(Array.from(both.allInTitleOrCreators)).toEqual([1]);
    expect(both.rank).toBeNull(); // two words: covers span words, SQL ranks them
    const either = text.match([['hus', 'mane']], { hash: 1, length: 10 });
    expect(Array.from(either.ords)).toEqual([0, 1]);
    expect(Array.from(either.allInTitleOrCreators)).toEqual([1, 1]);
    expect(Array.from(text.match([['ukjent']], { hash: 1, length: 10 }).ords)).toEqual([]);
    expect(Array.from(text.match([], { hash: 1, length: 10 }).ords)).toEqual([]);
  });

  it("ranks one word as ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', …, 32) does", () => {
    const sol = build().match([['sol']], { hash: 42, length: 12 });
    // PostgreSQL: ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', 'sol:2A,7C', 'sol', 32) = 0.54545456; 'sol:1A,3C,5C' → 0.5833333.
    expect(Array.from(sol.rank ?? [])).toEqual([Math.fround(0.54545456), Math.fround(0.5833333)]);
    expect(Array.from(sol.allInTitleOrCreators)).toEqual([1, 1]);
    // Same hash, but only the first title is within ± 8 characters of the query: SQL confirms only such candidates.
    expect(Array.from(sol.maybeExactTitle)).toEqual([1, 0]);
  });

  it('gives autocomplete its first cut: words in title or creators, the last as a prefix, titles starting with the input first', () => {
    const text = build();
    // 'sol:*' in weight A: works 0, 1 (solskinn) and 2; 'sol' starts only work 2's title; then by length, id.
    const sol = { lexemes: ['sol'], prefix: true };
    expect(text.titleCandidates([sol], 'sol', 40)).toEqual([2, 0, 1]);
    expect(text.titleCandidates([sol], 'sol', 1)).toEqual([2]);
    // 'hus' must be in title or creators (weight A): work 1 has it only in the description.
    expect(text.titleCandidates([{ lexemes: ['hus'], prefix: false }, sol], 'hus sol', 40)).toEqual([0]);
    expect(text.titleCandidates([{ lexemes: ['ukjent'], prefix: false }, sol], 'ukjent sol', 40)).toEqual([]);
    // Alternatives (spelling corrections) widen a group.
    expect(text.titleCandidates([{ lexemes: ['ukjent', 'hus'], prefix: false }, sol], 'ukjent sol', 40)).toEqual([0]);
  });

  it('walks the title and length orders when a prefix matches thousands of works, with the same first cut as a full sort', () => {
    const builder = new TextPostingsBuilder();
    const words = ['sol', 'solbær', 'sommer', 'sang', 'hav'];
    const written: string[] = [];
    for (let ord = 0; ord < 12_000; ord++) {
      // Deterministic variety: titles of different lengths, some starting with the input, some only containing the word.
      const title =
        ord % 3 === 0 ? `${words[ord % 5]} ${'x'.repeat(ord % 17)}` : `${'y'.repeat(ord % 13)} ${words[(ord * 7) % 5]}`;
      written.push(title);
      builder.addWork(ord, {
        ...parseTsvector(`'${title.split(' ').find((w) => words.includes(w))}':1A`),
        ...titles,
        titleLength: title.length,
        foldedTitle: title,
      });
    }
    const text = builder.build();
    const expected = (prefix: string, input: string) =>
      written
        .map((title, ord) => ({ ord, title }))
        .filter(({ title }) => title.split(' ').some((w) => w.startsWith(prefix)))
        .sort(
          (a, b) =>
            Number(b.title.startsWith(input)) - Number(a.title.startsWith(input)) ||
            a.title.length - b.title.length ||
            a.ord - b.ord,
        )
        .slice(0, 40)
        .map((m) => m.ord);
    for (const [prefix, input] of [
      ['so', 'so'],
      ['s', 's'],
      ['sol', 'sol'],
      ['hav', 'y hav'],
      ['sa', 'zzz'],
    ]) {
      expect(text.titleCandidates([{ lexemes: [prefix], prefix: true }], input, 40), input).toEqual(
        expected(prefix, input),
      );
    }
  });

  it('knows which lexemes and prefixes occur', () => {
    const text = build();
    expect([
      text.knows('hus', false),
      text.knows('hu', false),
      text.knows('hu', true),
      text.knows('xyz', true),
    ]).toEqual([true, false, true, false]);
  });
});
