// The per-work summaries behind broad browsing: with more than 32 libraries (two mask words) and copies moving, the
// facet counts of '*' must equal a count over the publications themselves.
import { describe, expect, it } from 'vitest';
import { readSearchParams } from '#core/search-filters.ts';
import { FacetIndexBuilder } from './facet-index.ts';

const LIBRARIES = Array.from({ length: 40 }, (_, i) => 100 + i);

function build() {
  const builder = new FacetIndexBuilder(LIBRARIES);
  const pubs: { id: number; work: number; media: string; language: string; holdings: number[] }[] = [];
  for (let w = 0; w < 30; w++) {
    builder.addWork({ id: w + 1, title: `Verk ${w}`, createdAt: w, seriesPosition: null, firstYear: 2000, fiction: w % 2 === 0, audience: w % 3 === 0 ? 'barn' : 'voksen', genres: [] });
    for (let k = 0; k < 1 + (w % 3); k++) {
      // Copies spread over all 40 libraries, some publications without any.
      const holdings = (w + k) % 4 === 0 ? [] : LIBRARIES.filter((_, i) => (i * 7 + w * 3 + k) % 5 === 0);
      const pub = { id: pubs.length + 1, work: w + 1, media: k === 1 ? 'Lydbok' : 'Bok', language: w % 2 === 0 ? 'nob' : 'eng', holdings };
      pubs.push(pub);
      builder.addPublication({ id: pub.id, workId: pub.work, mediaType: pub.media, language: pub.language, format: 'Innbundet', year: 2001, serial: false, holdings, available: holdings.slice(0, 1) });
    }
  }
  return { index: builder.build(0), pubs };
}

/** Distinct works per option among publications with copies, as the facet rule counts them without filters. */
function expected(pubs: ReturnType<typeof build>['pubs']) {
  const count = (key: (p: (typeof pubs)[number]) => string[]) => {
    const works = new Map<string, Set<number>>();
    for (const p of pubs.filter((x) => x.holdings.length > 0)) for (const v of key(p)) works.set(v, (works.get(v) ?? new Set()).add(p.work));
    return Object.fromEntries([...works].map(([v, set]) => [v, set.size]));
  };
  return { branch: count((p) => p.holdings.map(String)), mediaType: count((p) => [p.media]), languages: count((p) => [p.language]) };
}

function counted(facets: { g: string; v: string; n: number }[], group: string) {
  return Object.fromEntries(facets.filter((f) => f.g === group).map((f) => [f.v, f.n]));
}

describe('broad browsing from per-work summaries', () => {
  it('counts libraries beyond the first 32, media types and languages once per work, and follows copies moving', () => {
    const { index, pubs } = build();
    const { params } = readSearchParams(new URLSearchParams());
    const check = () => {
      const { facets, total } = index.filter({ candidates: null, params, branchIds: [], categoryLimit: 30 });
      const want = expected(pubs);
      expect(counted(facets, 'branch')).toEqual(want.branch);
      expect(counted(facets, 'mediaType')).toEqual(want.mediaType);
      expect(counted(facets, 'languages')).toEqual(want.languages);
      expect(total).toBe(new Set(pubs.filter((p) => p.holdings.length > 0).map((p) => p.work)).size);
    };
    check();
    expect(Object.keys(expected(pubs).branch).some((id) => Number(id) >= 132)).toBe(true);
    // Every copy of the first work's publications leaves; another publication gains copies in the last libraries.
    for (const p of pubs.filter((x) => x.work === 1)) {
      p.holdings = [];
      expect(index.updateHoldings(p.id, [], [])).toBe('applied');
    }
    const gaining = pubs.find((p) => p.holdings.length === 0 && p.work !== 1);
    if (!gaining) throw new Error('no publication without copies');
    gaining.holdings = [138, 139];
    expect(index.updateHoldings(gaining.id, [138, 139], [139])).toBe('applied');
    check();
  });
});
