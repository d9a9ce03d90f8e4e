// The per-work summaries behind broad browsing: with more than 32 libraries (two mask words) and copies moving, the
// facet counts of '*' must equal a count over the publications themselves; a publication online (856 links) without
// copies counts as held, for no library, and never as on the shelf (docs/decisions/018).
import { describe, expect, it } from 'vitest';
import { readSearchParams } from '#core/search-filters.ts';
import { FacetIndexBuilder } from './facet-index.ts';

const LIBRARIES = Array.from({ length: 40 }, (_, i) => 100 + i);

function build() {
  const builder = new FacetIndexBuilder(LIBRARIES);
  const pubs: { id: number; work: number; media: string; language: string; holdings: number[]; online: boolean }[] = [];
  for (let w = 0; w < 30; w++) {
    builder.addWork({
      id: w + 1,
      title: `Verk ${w}`,
      createdAt: w,
      seriesPosition: null,
      firstYear: 2000,
      fiction: w % 2 === 0,
      audience: w % 3 === 0 ? 'barn' : 'voksen',
      genres: [],
    });
    for (let k = 0; k < 1 + (w % 3); k++) {
      // Copies spread over all 40 libraries, some publications without any.
      const holdings = (w + k) % 4 === 0 ? [] : LIBRARIES.filter((_, i) => (i * 7 + w * 3 + k) % 5 === 0);
      // Some without copies are e-books online; one online publication has copies too.
      const online = (holdings.length === 0 && w % 3 !== 1) || (w === 5 && k === 0);
      const pub = {
        id: pubs.length + 1,
        work: w + 1,
        media: online ? 'E-bok' : k === 1 ? 'Lydbok' : 'Bok',
        language: w % 2 === 0 ? 'nob' : 'eng',
        holdings,
        online,
      };
      pubs.push(pub);
      builder.addPublication({
        id: pub.id,
        workId: pub.work,
        mediaType: pub.media,
        language: pub.language,
        format: 'Innbundet',
        year: 2001,
        serial: false,
        holdings,
        available: holdings.slice(0, 1),
        online,
      });
    }
  }
  return { index: builder.build(0), pubs };
}

type Pub = ReturnType<typeof build>['pubs'][number];
const held = (p: Pub) => p.holdings.length > 0 || p.online;

/** Distinct works per option among publications with copies or online, as the facet rule counts them without filters. */
function expected(pubs: Pub[]) {
  const count = (key: (p: Pub) => string[]) => {
    const works = new Map<string, Set<number>>();
    for (const p of pubs.filter(held)) for (const v of key(p)) works.set(v, (works.get(v) ?? new Set()).add(p.work));
    return Object.fromEntries([...works].map(([v, set]) => [v, set.size]));
  };
  return {
    branch: count((p) => p.holdings.map(String)),
    mediaType: count((p) => [p.media]),
    languages: count((p) => [p.language]),
  };
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
      expect(total).toBe(new Set(pubs.filter(held).map((p) => p.work)).size);
      // The same works and counts one publication at a time (a filter on every media type: no summary is used).
      const everyMedia = readSearchParams(
        new URLSearchParams('filter=mediaType_Bok&filter=mediaType_Lydbok&filter=mediaType_E-bok'),
      ).params;
      const byPublication = index.filter({ candidates: null, params: everyMedia, branchIds: [], categoryLimit: 30 });
      expect(byPublication.total).toBe(total);
      expect(counted(byPublication.facets, 'branch')).toEqual(want.branch);
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

  it('keeps a publication online without copies by default, for no library, never on the shelf nor in a chosen library', () => {
    const { index, pubs } = build();
    const onlineOnly = new Set(pubs.filter((p) => p.online && p.holdings.length === 0).map((p) => p.work));
    for (const p of pubs) if (!(p.online && p.holdings.length === 0)) onlineOnly.delete(p.work);
    expect(onlineOnly.size).toBeGreaterThan(0);
    const search = (qs: string, branchIds: number[] = []) => {
      const { params } = readSearchParams(new URLSearchParams(qs));
      const result = index.filter({ candidates: null, params, branchIds, categoryLimit: 30 });
      const works = new Set<number>();
      for (let k = 0; k < result.matched.holdings.length; k++)
        if (result.matched.holdings[k] >= 0) works.add(index.workId(k));
      return { result, works, params };
    };
    const all = search('');
    for (const work of onlineOnly) {
      expect(all.works.has(work)).toBe(true);
      const ord = index.workOrd(work);
      // Held nowhere: the ranking's branches-with-copies is 0 (ln(1 + 0) adds nothing), and its editions are shown.
      expect(all.result.matched.holdings[ord]).toBe(0);
      expect(index.matchingPublications(ord, { params: all.params, branchIds: [] }).length).toBeGreaterThan(0);
      expect(search('excludeUnavailable=true').works.has(work)).toBe(false);
      expect(search('', [LIBRARIES[0], LIBRARIES[39]]).works.has(work)).toBe(false);
      expect(search('includeWithoutItems=true').works.has(work)).toBe(true);
    }
    // Online with copies: held in its libraries like any other publication.
    const both = pubs.find((p) => p.online && p.holdings.length > 0);
    if (!both) throw new Error('no publication online with copies');
    expect(search('', both.holdings.slice(0, 1)).works.has(both.work)).toBe(true);
  });
});
