// The catalogue's filter and facet columns in memory (docs/decisions/015): what /api/search filters on and
// counts, as typed arrays, so a broad search counts its facets in one pass instead of one SQL scan per facet group.
import { LRUCache } from 'lru-cache';
import { FILTER_PREFIX_LIST, type FilterPrefix, type SearchParams } from '#core/search-filters.ts';
import { AgentNames, type AgentNamesData } from './agent-names.ts';
import { AgentWorks, type AgentWorksData } from './agent-works.ts';
import { PackedStrings, type PackedStringsData } from './packed-strings.ts';
import { indexOfSorted, TextPostings, topK, type TextPostingsData } from './text-postings.ts';
import { popcount, WorkHoldings, type WorkHoldingsData } from './work-holdings.ts';

/** One work as the index holds it (the loader's input). */
export interface IndexedWork {
  id: number;
  /** As shown (autocomplete's label). */
  title: string;
  createdAt: number;
  seriesPosition: number | null;
  firstYear: number | null;
  fiction: boolean;
  audience: string;
  genres: readonly string[];
}

/**
 * One publication as the index holds it; the loader passes them grouped by work. A withdrawn publication is not one
 * (docs/decisions/018: never found again), so the index holds none.
 */
export interface IndexedPublication {
  id: number;
  workId: number;
  mediaType: string;
  language: string;
  format: string;
  year: number | null;
  serial: boolean;
  holdings: readonly number[];
  available: readonly number[];
  /** Reachable online (856 links): passes the default rule without copies, adds no library, is never on the shelf. */
  online: boolean;
}

/** Interns strings to small codes (0 is never used, so a zero-filled array means "none"). */
class Dictionary {
  private readonly codes: Map<string, number>;
  constructor(readonly values: string[] = ['']) {
    this.codes = new Map(values.map((value, code) => [value, code]));
  }
  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }
  find(value: string): number | undefined {
    return this.codes.get(value);
  }
}

/** IdToOrdinal as plain buffers: a dense array by id, or the ids sorted with their ordinals. */
interface IdToOrdinalData {
  dense: Int32Array | null;
  sortedIds: Int32Array | null;
  sortedOrds: Int32Array | null;
}

/** Ordinal by database id: a dense array when ids are dense (serial keys), else a binary search. -1 when unknown. */
class IdToOrdinal {
  constructor(readonly data: IdToOrdinalData) {}

  static of(ids: ArrayLike<number>): IdToOrdinal {
    let max = 0;
    for (let i = 0; i < ids.length; i++) max = Math.max(max, ids[i]);
    if (max <= ids.length * 4 + 1_000_000) {
      const dense = new Int32Array(max + 1).fill(-1);
      for (let i = 0; i < ids.length; i++) dense[ids[i]] = i;
      return new IdToOrdinal({ dense, sortedIds: null, sortedOrds: null });
    }
    const sortedOrds = Int32Array.from({ length: ids.length }, (_, i) => i).sort((a, b) => ids[a] - ids[b]);
    return new IdToOrdinal({ dense: null, sortedIds: Int32Array.from(sortedOrds, (ord) => ids[ord]), sortedOrds });
  }

  get(id: number): number {
    const { dense, sortedIds, sortedOrds } = this.data;
    if (dense) return id >= 0 && id < dense.length ? dense[id] : -1;
    if (!sortedIds || !sortedOrds) return -1;
    const at = indexOfSorted(sortedIds, id);
    return at < 0 ? -1 : sortedOrds[at];
  }
}

export interface FacetCount {
  g: string;
  v: string;
  n: number;
}

export interface FilterInput {
  /** Work ordinals the words and commands match, -1 for one the index does not hold; null: every work (the query '*'). */
  candidates: Int32Array | null;
  /** Per work ordinal, 1 for a work to leave out (changed since the build: live-index.ts holds it as it is now). */
  exclude?: Uint8Array;
  params: SearchParams;
  branchIds: number[];
  categoryLimit: number;
}

/**
 * Works that pass every filter, by candidate position k (the work at `ords[k]`, or work k itself when every work is a
 * candidate): no list of a million entries is built for a broad search, and a cached answer is corrected in place.
 */
export interface Matched {
  count: number;
  /** Per candidate: the branches with copies of its passing publications summed; -1 when it does not pass. */
  holdings: Int32Array;
  /** The candidates' ordinals; null when k is the ordinal ('*': every work). */
  ords: Int32Array | null;
}

/** The ordinal of candidate k. */
export const matchedOrd = (matched: Matched, k: number): number => (matched.ords ? matched.ords[k] : k);

/**
 * Facet counts by dictionary code of one segment. Every work adds its own (each option counts a work once), so the
 * counts of disjoint sets of works add up: a cached answer is corrected by subtracting the works left out since.
 */
export interface Tally {
  mediaType: Int32Array;
  languages: Int32Array;
  format: Int32Array;
  branch: Int32Array;
  fictionNonfiction: Int32Array;
  audience: Int32Array;
  category: Int32Array;
  excludeUnavailable: number;
  issuesByYear: Map<number, number>;
}

const TALLY_GROUPS = [
  'mediaType',
  'languages',
  'format',
  'branch',
  'fictionNonfiction',
  'audience',
  'category',
] as const;

/** Adds `from` (times `sign`) to `into`. */
export function addTally(into: Tally, from: Tally, sign: 1 | -1): void {
  for (const group of TALLY_GROUPS) {
    const target = into[group];
    const source = from[group];
    for (let code = 0; code < source.length; code++) target[code] += sign * source[code];
  }
  into.excludeUnavailable += sign * from.excludeUnavailable;
  for (const [year, n] of from.issuesByYear) {
    const sum = (into.issuesByYear.get(year) ?? 0) + sign * n;
    if (sum === 0) into.issuesByYear.delete(year);
    else into.issuesByYear.set(year, sum);
  }
}

export function copyTally(tally: Tally): Tally {
  const copy = { ...tally, issuesByYear: new Map(tally.issuesByYear) };
  for (const group of TALLY_GROUPS) copy[group] = tally[group].slice();
  return copy;
}

export interface Counted {
  tally: Tally;
  matched: Matched;
}

export interface FilterResult {
  total: number;
  facets: FacetCount[];
  matched: Matched;
}

const NO_YEAR = -32768;

/**
 * What a segment keeps of counts for reuse. A broad browse ('*' at 1,000,000 publications: 600,000 works) keeps
 * 2.4 MB; a rare word a few bytes. About 10 broad browses and any number of narrow ones fit.
 */
const COUNT_CACHE_BYTES = 24 * 1024 * 1024;

/** A count kept for reuse, with what it counted. */
interface CachedCount extends Counted {
  input: Pick<FilterInput, 'params' | 'branchIds'>;
  /** Ascending; null: every work. */
  candidates: Int32Array | null;
  bytes: number;
}

/** The filters a count depends on, as a cache key (page, ranking gains and the like do not change it). */
export function countKey({ params, branchIds }: Pick<FilterInput, 'params' | 'branchIds'>): string {
  return JSON.stringify([
    params.filters,
    params.includeWithoutItems,
    params.excludeUnavailable,
    params.yearFrom,
    params.yearTo,
    branchIds,
  ]);
}

const GROUP_BIT: Record<FilterPrefix, number> = Object.fromEntries(
  FILTER_PREFIX_LIST.map((p, i) => [p, 1 << i]),
) as Record<FilterPrefix, number>;

/** Collects the columns while the loader streams rows in (plain arrays; typed arrays once built). */
export class FacetIndexBuilder {
  private readonly work = {
    ids: [] as number[],
    titles: [] as string[],
    created: [] as number[],
    seriesPosition: [] as number[],
    firstYear: [] as number[],
    fiction: [] as number[],
    audience: [] as number[],
    genreStart: [0] as number[],
  };
  private readonly genreCodes: number[] = [];
  private readonly pub = {
    ids: [] as number[],
    work: [] as number[],
    media: [] as number[],
    language: [] as number[],
    format: [] as number[],
    year: [] as number[],
    serial: [] as number[],
    online: [] as number[],
  };
  private readonly holdings: number[] = [];
  private readonly available: number[] = [];
  private readonly workOrdById = new Map<number, number>();
  readonly media = new Dictionary();
  readonly languages = new Dictionary();
  readonly formats = new Dictionary();
  readonly audiences = new Dictionary();
  readonly genres = new Dictionary();
  private readonly branchBit = new Map<number, number>();
  private readonly words: number;

  constructor(branchIds: readonly number[]) {
    [...branchIds].sort((a, b) => a - b).forEach((id, bit) => this.branchBit.set(id, bit));
    this.words = Math.max(1, Math.ceil(branchIds.length / 32));
  }

  /** The ordinal addWork gave the work, -1 for a work not added. */
  workOrd(id: number): number {
    return this.workOrdById.get(id) ?? -1;
  }

  get workCount(): number {
    return this.work.ids.length;
  }

  /** Returns the work's ordinal (the text postings use the same). */
  addWork(work: IndexedWork): number {
    const ord = this.work.ids.length;
    this.workOrdById.set(work.id, ord);
    this.work.ids.push(work.id);
    this.work.titles.push(work.title);
    this.work.created.push(work.createdAt);
    this.work.seriesPosition.push(work.seriesPosition ?? NO_YEAR);
    this.work.firstYear.push(work.firstYear ?? NO_YEAR);
    this.work.fiction.push(work.fiction ? 1 : 0);
    this.work.audience.push(this.audiences.code(work.audience));
    for (const genre of work.genres) this.genreCodes.push(this.genres.code(genre));
    this.work.genreStart.push(this.genreCodes.length);
    return ord;
  }

  /** False when the publication cannot be indexed (its work is unknown, or a branch the index has no bit for). */
  addPublication(pub: IndexedPublication): boolean {
    const workOrd = this.workOrdById.get(pub.workId);
    const holdings = branchMask(this.branchBit, this.words, pub.holdings);
    const available = branchMask(this.branchBit, this.words, pub.available);
    if (workOrd === undefined || !holdings || !available) return false;
    this.pub.ids.push(pub.id);
    this.pub.work.push(workOrd);
    this.pub.media.push(this.media.code(pub.mediaType));
    this.pub.language.push(this.languages.code(pub.language));
    this.pub.format.push(this.formats.code(pub.format));
    this.pub.year.push(pub.year ?? NO_YEAR);
    this.pub.serial.push(pub.serial ? 1 : 0);
    this.pub.online.push(pub.online ? 1 : 0);
    this.holdings.push(...holdings);
    this.available.push(...available);
    return true;
  }

  /**
   * `text`: the works' lexemes, built from the same rows in the same work order (text-postings.ts); `names`: the
   * agents' names for autocomplete (agent-names.ts), read in the same snapshot.
   */
  build(
    holdingsWatermark: number,
    lookups: { text?: TextPostings; names?: AgentNames; roles?: AgentWorks } = {},
  ): FacetIndex {
    const { pub, work, words } = { pub: this.pub, work: this.work, words: this.words };
    // Publications sorted by work, so one pass sees each work's publications together (distinct-work counting).
    const order = pub.ids.map((_, i) => i).sort((a, b) => pub.work[a] - pub.work[b] || pub.ids[a] - pub.ids[b]);
    const pubHoldings = new Uint32Array(order.length * words);
    const pubAvailable = new Uint32Array(order.length * words);
    order.forEach((from, to) => {
      for (let k = 0; k < words; k++) {
        pubHoldings[to * words + k] = this.holdings[from * words + k];
        pubAvailable[to * words + k] = this.available[from * words + k];
      }
    });
    const workCount = work.ids.length;
    const pubStart = new Int32Array(workCount + 1);
    for (const w of pub.work) pubStart[w + 1] += 1;
    for (let i = 0; i < workCount; i++) pubStart[i + 1] += pubStart[i];
    const newest = work.ids
      .map((_, i) => i)
      .sort((a, b) => work.created[b] - work.created[a] || work.ids[b] - work.ids[a]);
    const columns = {
      pubStart,
      pubMedia: Uint8Array.from(order, (i) => pub.media[i]),
      pubLanguage: Uint16Array.from(order, (i) => pub.language[i]),
      pubFormat: Uint16Array.from(order, (i) => pub.format[i]),
      pubSerial: Uint8Array.from(order, (i) => pub.serial[i]),
      pubOnline: Uint8Array.from(order, (i) => pub.online[i]),
      pubHoldings,
      pubAvailable,
      words,
    };
    const pubIds = Int32Array.from(order, (i) => pub.ids[i]);
    return new FacetIndex({
      ...columns,
      text: lookups.text?.data ?? null,
      names: lookups.names?.data ?? null,
      roles: lookups.roles?.data ?? null,
      holdingsWatermark,
      libraryIds: [...this.branchBit.keys()],
      workIds: Int32Array.from(work.ids),
      workCreated: Float64Array.from(work.created),
      workTitles: PackedStrings.pack(work.titles).data,
      workOrdById: IdToOrdinal.of(work.ids).data,
      workSeriesPosition: Int16Array.from(work.seriesPosition),
      workFirstYear: Int16Array.from(work.firstYear),
      workFiction: Uint8Array.from(work.fiction),
      workAudience: Uint8Array.from(work.audience),
      genreStart: Int32Array.from(work.genreStart),
      genreCodes: Int32Array.from(this.genreCodes),
      newest: Int32Array.from(newest),
      pubIds,
      pubOrdById: IdToOrdinal.of(pubIds).data,
      pubYear: Int16Array.from(order, (i) => pub.year[i]),
      held: new WorkHoldings(columns).data,
      media: this.media.values,
      languages: this.languages.values,
      formats: this.formats.values,
      audiences: this.audiences.values,
      genres: this.genres.values,
    });
  }
}

/** The bit mask of a list of library ids; null when one has no bit (a library newer than the index). */
function branchMask(branchBit: Map<number, number>, words: number, branchIds: readonly number[]): Uint32Array | null {
  const mask = new Uint32Array(words);
  for (const id of branchIds) {
    const bit = branchBit.get(id);
    if (bit === undefined) return null;
    mask[bit >>> 5] |= 1 << (bit & 31);
  }
  return mask;
}

/**
 * A FacetIndex as plain buffers and a few short lists: what the process that builds it hands over
 * (index-build.ts) without copying a string per work.
 */
export interface FacetIndexData {
  text: TextPostingsData | null;
  names: AgentNamesData | null;
  roles: AgentWorksData | null;
  holdingsWatermark: number;
  words: number;
  /** The libraries the index has a bit for, ascending: a library's bit is its place here. */
  libraryIds: number[];
  workIds: Int32Array;
  /** created_at in µs since the epoch: merges the newest-first orders of the base and the changes (live-index.ts). */
  workCreated: Float64Array;
  workTitles: PackedStringsData;
  workOrdById: IdToOrdinalData;
  /** work_series_position and first_publication_year (NO_YEAR for null): the tie-breakers of the text ranking. */
  workSeriesPosition: Int16Array;
  workFirstYear: Int16Array;
  workFiction: Uint8Array;
  workAudience: Uint8Array;
  genreStart: Int32Array;
  genreCodes: Int32Array;
  /** Work ordinals by created_at desc, id desc: the order of a search without words. */
  newest: Int32Array;
  pubStart: Int32Array;
  pubIds: Int32Array;
  pubOrdById: IdToOrdinalData;
  pubMedia: Uint8Array;
  pubLanguage: Uint16Array;
  pubFormat: Uint16Array;
  pubYear: Int16Array;
  pubSerial: Uint8Array;
  /** 1 for a publication reachable online (links): it passes the default rule without copies. */
  pubOnline: Uint8Array;
  pubHoldings: Uint32Array;
  pubAvailable: Uint32Array;
  held: WorkHoldingsData;
  /** The dictionaries' values by code. */
  media: string[];
  languages: string[];
  formats: string[];
  audiences: string[];
  genres: string[];
}

/** The data with its lookups made (cheap: the dictionaries are short; everything large stays a buffer). */
interface FacetIndexColumns extends Omit<
  FacetIndexData,
  'workTitles' | 'workOrdById' | 'pubOrdById' | 'media' | 'languages' | 'formats' | 'audiences' | 'genres'
> {
  branchBit: Map<number, number>;
  workTitles: PackedStrings;
  workOrdById: IdToOrdinal;
  pubOrdById: IdToOrdinal;
  media: Dictionary;
  languages: Dictionary;
  formats: Dictionary;
  audiences: Dictionary;
  genres: Dictionary;
}

/** Lookup table: which codes of a dictionary a filter group accepts (null when the group is not in use). */
function accepted(dictionary: Dictionary, values: readonly string[]): Uint8Array | null {
  if (values.length === 0) return null;
  const table = new Uint8Array(dictionary.values.length);
  for (const value of values) {
    const code = dictionary.find(value);
    if (code !== undefined) table[code] = 1;
  }
  return table;
}

export class FacetIndex {
  /** Which works hold which lexemes, for searches with words only (null: SQL finds them). */
  readonly text: TextPostings | null;
  /** People's and corporations' names, for autocomplete (null: SQL finds them). */
  readonly names: AgentNames | null;
  /** Who made which work in which role, for role commands (null: SQL finds them). */
  readonly roles: AgentWorks | null;
  /** Highest publications.holdings_version applied. */
  holdingsWatermark: number;
  /** Versions applied within the keeper's overlap below the watermark, so a poll reads each change once. */
  readonly recentHoldingsVersions = new Set<number>();
  private readonly c: FacetIndexColumns;
  /** Per work, its publications with copies summed up (kept by updateHoldings). */
  private readonly held: WorkHoldings;

  constructor(readonly data: FacetIndexData) {
    this.c = {
      ...data,
      branchBit: new Map(data.libraryIds.map((id, bit) => [id, bit])),
      workTitles: new PackedStrings(data.workTitles),
      workOrdById: new IdToOrdinal(data.workOrdById),
      pubOrdById: new IdToOrdinal(data.pubOrdById),
      media: new Dictionary(data.media),
      languages: new Dictionary(data.languages),
      formats: new Dictionary(data.formats),
      audiences: new Dictionary(data.audiences),
      genres: new Dictionary(data.genres),
    };
    this.held = new WorkHoldings(data, data.held);
    this.text = data.text && new TextPostings(data.text);
    this.names = data.names && new AgentNames(data.names);
    this.roles = data.roles && new AgentWorks(data.roles);
    this.holdingsWatermark = data.holdingsWatermark;
  }

  get publicationCount(): number {
    return this.c.pubIds.length;
  }

  get workCount(): number {
    return this.c.workIds.length;
  }

  /** Whether every library of a branch filter has a bit in the index. */
  knowsBranches(ids: readonly number[]): boolean {
    return ids.every((id) => this.c.branchBit.has(id));
  }

  /** The libraries the index has a bit for (an index of changed works is built with the same). */
  get libraryIds(): number[] {
    return [...this.c.branchBit.keys()];
  }

  /**
   * Applies changed holdings (circulation, copies added or removed) to a publication the index holds, and to the
   * cached counts holding its work: its part of each is taken out as it was and added as it is now.
   */
  updateHoldings(
    pubId: number,
    holdings: readonly number[],
    available: readonly number[],
  ): 'applied' | 'unknown publication' | 'unknown library' {
    const ord = this.c.pubOrdById.get(pubId);
    if (ord < 0) return 'unknown publication';
    const masks = [this.mask(holdings), this.mask(available)];
    if (!masks[0] || !masks[1]) return 'unknown library';
    const work = this.workOfPublication(ord);
    const cached = [...this.counts.values()].flatMap((entry) => {
      const k = entry.candidates ? indexOfSorted(entry.candidates, work) : work;
      return k < 0 ? [] : [{ entry, k, before: this.countOne(work, entry.input) }];
    });
    this.c.pubHoldings.set(masks[0], ord * this.c.words);
    this.c.pubAvailable.set(masks[1], ord * this.c.words);
    this.held.refresh(work);
    for (const { entry, k, before } of cached) {
      const after = this.countOne(work, entry.input);
      addTally(entry.tally, before.tally, -1);
      addTally(entry.tally, after.tally, 1);
      const holdingsNow = after.matched.holdings[0];
      entry.matched.count += (holdingsNow >= 0 ? 1 : 0) - (entry.matched.holdings[k] >= 0 ? 1 : 0);
      entry.matched.holdings[k] = holdingsNow;
    }
    return 'applied';
  }

  private countOne(work: number, input: CachedCount['input']): Counted {
    return this.count({ ...input, candidates: Int32Array.of(work), categoryLimit: 0 });
  }

  /** Counts kept for reuse, the least used dropped first. */
  private readonly counts = new LRUCache<string, CachedCount>({
    maxSize: COUNT_CACHE_BYTES,
    sizeCalculation: (entry) => entry.bytes,
  });

  /**
   * count() of these candidates from what this segment counted before under the same `key` (the caller's name for
   * the candidates and filters: '*' or the query's lexemes, with the filters), else counted and kept. Leaves nothing
   * out (`exclude` is the caller's to subtract). Candidates must be ascending: a work whose holdings change is found
   * among them by binary search. The result is shared: callers copy before they change it.
   */
  cachedCount(key: string, input: FilterInput): Counted {
    const hit = this.counts.get(key);
    if (hit) return hit;
    const counted = this.count({ ...input, exclude: undefined });
    const entry: CachedCount = {
      ...counted,
      input: { params: input.params, branchIds: input.branchIds },
      candidates: input.candidates,
      bytes: counted.matched.holdings.byteLength + 2048,
    };
    this.counts.set(key, entry);
    return entry;
  }

  /** How many publications of the work the index holds. */
  publicationsOf(ord: number): number {
    return this.c.pubStart[ord + 1] - this.c.pubStart[ord];
  }

  private unlisted: Uint8Array | null = null;

  /**
   * Per work ordinal, 1 for a work without a publication (every one withdrawn): autocomplete does not suggest it
   * (docs/decisions/018). Made at the first use; publications never move in place.
   */
  worksWithoutPublications(): Uint8Array {
    if (!this.unlisted) {
      const start = this.c.pubStart;
      const unlisted = new Uint8Array(this.workCount);
      for (let w = 0; w < unlisted.length; w++) if (start[w] === start[w + 1]) unlisted[w] = 1;
      this.unlisted = unlisted;
    }
    return this.unlisted;
  }

  /** The work ordinal whose publication range holds publication `ord` (publications are grouped by work). */
  private workOfPublication(ord: number): number {
    const start = this.c.pubStart;
    let low = 0;
    let high = start.length - 2;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (start[mid] <= ord) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  private mask(branchIds: readonly number[]): Uint32Array | null {
    return branchMask(this.c.branchBit, this.c.words, branchIds);
  }

  /** count() with its facets: what a search of this segment alone shows. */
  filter(input: FilterInput): FilterResult {
    const { tally, matched } = this.count(input);
    return { total: matched.count, facets: this.facets(tally, input.categoryLimit), matched };
  }

  /**
   * Filters the candidates' publications and counts every facet group under the disjunctive rule (a group's counts
   * respect all other groups). Same results as the SQL of search.ts: a publication failing exactly one group still
   * counts for that group's options; distinct works are counted once per option.
   */
  count(input: FilterInput): Counted {
    const c = this.c;
    const { params, branchIds } = input;
    const f = params.filters;
    const words = c.words;
    const media = accepted(c.media, f.mediaType);
    const languages = accepted(c.languages, f.languages);
    const formats = accepted(c.formats, f.format);
    const audiences = accepted(c.audiences, f.audience);
    const categories = accepted(c.genres, f.category);
    const fiction = f.fictionNonfiction.length === 1 ? (f.fictionNonfiction[0] === 'fiction' ? 1 : 0) : -1;
    const issueYears = f.issuesByYear.length > 0 ? new Set(f.issuesByYear) : null;
    const branchMask = branchIds.length > 0 ? (this.mask(branchIds) ?? new Uint32Array(words)) : null;
    const useAvailable = params.excludeUnavailable;
    const requireItems = !params.includeWithoutItems;
    const yearFrom = params.yearFrom;
    const yearTo = params.yearTo;
    // No filter that looks at publications: a work failing a work-level group needs no loop over its publications.
    const onlyWorkGroups =
      !media &&
      !languages &&
      !formats &&
      !issueYears &&
      !branchMask &&
      !useAvailable &&
      yearFrom === null &&
      yearTo === null;

    // Option counters per group, indexed by code; `seen` remembers the last work counted for an option (groups
    // whose values belong to the work — fiction, audience — are counted once per work and need none).
    const counters = {
      mediaType: new Int32Array(c.media.values.length),
      languages: new Int32Array(c.languages.values.length),
      format: new Int32Array(c.formats.values.length),
      branch: new Int32Array(words * 32),
      fictionNonfiction: new Int32Array(2),
      audience: new Int32Array(c.audiences.values.length),
      category: new Int32Array(c.genres.values.length),
    };
    const seen = {
      mediaType: new Int32Array(c.media.values.length).fill(-1),
      languages: new Int32Array(c.languages.values.length).fill(-1),
      format: new Int32Array(c.formats.values.length).fill(-1),
      branch: new Int32Array(words * 32).fill(-1),
      category: new Int32Array(c.genres.values.length).fill(-1),
    };
    const issueCounts = new Map<number, { n: number; last: number }>();
    /** Per mask word and byte of it, how many works (summary path) have that byte value: expanded into branch counts. */
    const branchBytes = new Int32Array(words * 1024);
    let excludeUnavailableCount = 0;

    const candidates = input.candidates;
    const exclude = input.exclude ?? null;
    const candidateCount = candidates ? candidates.length : c.workIds.length;
    const matched: Matched = { count: 0, holdings: new Int32Array(candidateCount).fill(-1), ords: candidates };
    const mediaBit = GROUP_BIT.mediaType;
    const languagesBit = GROUP_BIT.languages;
    const formatBit = GROUP_BIT.format;
    const branchBitFlag = GROUP_BIT.branch;
    const fictionBit = GROUP_BIT.fictionNonfiction;
    const audienceBit = GROUP_BIT.audience;
    const categoryBit = GROUP_BIT.category;
    const issuesBit = GROUP_BIT.issuesByYear;

    // Locals, not property reads, in the loop over up to a million publications.
    const {
      pubYear,
      pubHoldings,
      pubAvailable,
      pubMedia,
      pubLanguage,
      pubFormat,
      pubSerial,
      pubOnline,
      pubStart,
      workFiction,
      workAudience,
      genreStart,
      genreCodes,
    } = c;
    const held = this.held;
    const workReachable = held.reachable;
    const {
      mediaType: mediaTypeCounts,
      languages: languagesCounts,
      format: formatCounts,
      branch: branchCounts,
      audience: audienceCounts,
      category: categoryCounts,
    } = counters;
    const {
      mediaType: mediaTypeSeen,
      languages: languagesSeen,
      format: formatSeen,
      branch: branchSeen,
      category: categorySeen,
    } = seen;
    const fictionCounts = counters.fictionNonfiction;
    for (let k = 0; k < candidateCount; k++) {
      const w = candidates ? candidates[k] : k;
      if (w < 0 || (exclude !== null && exclude[w] === 1)) continue; // -1: a work the index does not hold (yet)
      // Work-level groups: the same verdict for all of the work's publications.
      let workFail = 0;
      if (fiction >= 0 && workFiction[w] !== fiction) workFail |= fictionBit;
      if (audiences && audiences[workAudience[w]] !== 1) workFail |= audienceBit;
      const g0 = genreStart[w];
      const g1 = genreStart[w + 1];
      if (categories) {
        let any = false;
        for (let g = g0; g < g1 && !any; g++) any = categories[genreCodes[g]] === 1;
        if (!any) workFail |= categoryBit;
      }
      // Failing two work-level groups, the work counts nowhere (and cannot be "on the shelf" either: that count
      // only leaves out the branch group).
      if (workFail !== 0 && (workFail & (workFail - 1)) !== 0) continue;
      let workMatched = false;
      let holdingsSum = 0;
      let countedExclude = false;
      // Groups this work counts for: work-level values (fiction, audience, genres) are counted once per work below.
      let countedGroups = 0;
      if (workFail !== 0 && onlyWorkGroups) {
        // Only work-level groups narrow and this work fails one: it counts for that group's option when the base
        // keeps one of its publications (one with copies or online, unless includeWithoutItems), which is known per work.
        if (requireItems ? workReachable[w] === 1 : pubStart[w] < pubStart[w + 1]) countedGroups = workFail;
      } else if (onlyWorkGroups && requireItems && held.serial[w] === 0) {
        // Only work-level groups narrow and this work passes them ('*', browsing by audience, fiction or category):
        // every publication with copies or online counts everywhere, and the work's summary already holds their
        // distinct codes and libraries, so none is visited (each code counted once per work, without `seen`).
        if (workReachable[w] === 1) {
          workMatched = true;
          countedGroups = -1;
          holdingsSum = held.holdingSum[w];
          if (held.anyAvailable[w] === 1) excludeUnavailableCount += 1;
          const from = pubStart[w];
          for (let i = from; i < from + held.mediaCount[w]; i++) mediaTypeCounts[held.media[i]] += 1;
          for (let i = from; i < from + held.languageCount[w]; i++) languagesCounts[held.languages[i]] += 1;
          for (let i = from; i < from + held.formatCount[w]; i++) formatCounts[held.formats[i]] += 1;
          // The libraries by byte of the mask: four counter updates per mask word instead of one per library.
          for (let x = 0; x < words; x++) {
            const mask = held.branches[w * words + x];
            const lane = x * 1024;
            branchBytes[lane + (mask & 0xff)] += 1;
            branchBytes[lane + 256 + ((mask >>> 8) & 0xff)] += 1;
            branchBytes[lane + 512 + ((mask >>> 16) & 0xff)] += 1;
            branchBytes[lane + 768 + (mask >>> 24)] += 1;
          }
        }
      } else {
        for (let p = pubStart[w]; p < pubStart[w + 1]; p++) {
          const year = pubYear[p];
          if (yearFrom !== null && (year === NO_YEAR || year < yearFrom)) continue;
          if (yearTo !== null && (year === NO_YEAR || year > yearTo)) continue;
          const base = p * words;
          let hasHoldings: boolean;
          let hasAvailable: boolean;
          let inBranches = branchMask === null;
          let availableInBranches: boolean;
          if (words === 1 && branchMask === null) {
            // Up to 32 libraries and no branch filter: the common case, without the loop over mask words.
            hasHoldings = pubHoldings[p] !== 0;
            hasAvailable = pubAvailable[p] !== 0;
            availableInBranches = hasAvailable;
          } else {
            hasHoldings = false;
            hasAvailable = false;
            availableInBranches = false;
            for (let x = 0; x < words; x++) {
              const h = pubHoldings[base + x];
              const a = pubAvailable[base + x];
              if (h !== 0) hasHoldings = true;
              if (a !== 0) hasAvailable = true;
              if (branchMask) {
                if (((useAvailable ? a : h) & branchMask[x]) !== 0) inBranches = true;
                if ((a & branchMask[x]) !== 0) availableInBranches = true;
              }
            }
            if (!branchMask) availableInBranches = hasAvailable;
          }
          // Online (links), a publication without copies is held too; it adds no library and is not on the shelf.
          if (requireItems && !hasHoldings && pubOnline[p] === 0) continue;
          let fail = workFail;
          if (media && media[pubMedia[p]] !== 1) fail |= mediaBit;
          if (languages && languages[pubLanguage[p]] !== 1) fail |= languagesBit;
          if (formats && formats[pubFormat[p]] !== 1) fail |= formatBit;
          if (!inBranches) fail |= branchBitFlag;
          if (issueYears && !(pubSerial[p] === 1 && year !== NO_YEAR && issueYears.has(year))) fail |= issuesBit;

          // "Kun tilgjengelige": every group but the branch group, copies on the shelf (in the chosen branches).
          if (!countedExclude && (fail & ~branchBitFlag) === 0 && availableInBranches) {
            countedExclude = true;
            excludeUnavailableCount += 1;
          }
          if (useAvailable && !hasAvailable) continue;
          if (fail !== 0 && (fail & (fail - 1)) !== 0) continue; // fails two groups or more: counts nowhere
          if (fail !== 0 && fail === workFail) {
            // Only the work-level group fails, so only it counts, once per work: one such publication is enough.
            countedGroups |= fail;
            break;
          }
          const all = fail === 0;
          if (all) {
            workMatched = true;
            countedGroups = -1;
            for (let x = 0; x < words; x++) holdingsSum += popcount(pubHoldings[base + x]);
          } else countedGroups |= fail;
          if (all || fail === mediaBit) bump(mediaTypeCounts, mediaTypeSeen, pubMedia[p], w);
          if (all || fail === languagesBit) bump(languagesCounts, languagesSeen, pubLanguage[p], w);
          if (all || fail === formatBit) bump(formatCounts, formatSeen, pubFormat[p], w);
          if (all || fail === branchBitFlag) {
            for (let x = 0; x < words; x++) {
              let bits = useAvailable ? pubAvailable[base + x] : pubHoldings[base + x];
              while (bits !== 0) {
                const low = bits & -bits;
                bump(branchCounts, branchSeen, x * 32 + (31 - Math.clz32(low)), w);
                bits ^= low;
              }
            }
          }
          if ((all || fail === issuesBit) && pubSerial[p] === 1 && year !== NO_YEAR) {
            const entry = issueCounts.get(year) ?? { n: 0, last: -1 };
            if (entry.last !== w) {
              entry.last = w;
              entry.n += 1;
              issueCounts.set(year, entry);
            }
          }
        }
      }
      if ((countedGroups & fictionBit) !== 0) fictionCounts[workFiction[w]] += 1;
      if ((countedGroups & audienceBit) !== 0) audienceCounts[workAudience[w]] += 1;
      if ((countedGroups & categoryBit) !== 0)
        for (let g = g0; g < g1; g++) bump(categoryCounts, categorySeen, genreCodes[g], w);
      if (workMatched) {
        matched.holdings[k] = holdingsSum;
        matched.count += 1;
      }
    }

    // Each byte value seen n times adds n to the libraries of its set bits (slot: mask word × 1024 + byte × 256 + value).
    for (let slot = 0; slot < branchBytes.length; slot++) {
      const n = branchBytes[slot];
      if (n === 0 || (slot & 0xff) === 0) continue;
      const first = (slot >>> 10) * 32 + ((slot >>> 8) & 3) * 8;
      for (let bit = 0; bit < 8; bit++) if ((slot & (1 << bit)) !== 0) counters.branch[first + bit] += n;
    }
    const issuesByYear = new Map([...issueCounts].map(([year, { n }]) => [year, n]));
    return { tally: { ...counters, excludeUnavailable: excludeUnavailableCount, issuesByYear }, matched };
  }

  /** The counts as the search shows them: options counted at least once, the category group cut to `categoryLimit`. */
  facets(tally: Tally, categoryLimit: number): FacetCount[] {
    const c = this.c;
    const facets: FacetCount[] = [{ g: 'excludeUnavailable', v: 'true', n: tally.excludeUnavailable }];
    const emit = (group: FilterPrefix, counts: Int32Array, text: (code: number) => string, limit?: number) => {
      const rows: FacetCount[] = [];
      counts.forEach((n, code) => n > 0 && rows.push({ g: group, v: text(code), n }));
      facets.push(...(limit === undefined ? rows : mostFrequent(rows, limit)));
    };
    const branchIdByBit = new Map([...c.branchBit].map(([id, bit]) => [bit, id]));
    emit('mediaType', tally.mediaType, (code) => c.media.values[code]);
    emit('languages', tally.languages, (code) => c.languages.values[code]);
    emit('format', tally.format, (code) => c.formats.values[code]);
    emit('branch', tally.branch, (bit) => String(branchIdByBit.get(bit)));
    emit('fictionNonfiction', tally.fictionNonfiction, (value) => (value === 1 ? 'fiction' : 'nonfiction'));
    emit('audience', tally.audience, (code) => c.audiences.values[code]);
    emit('category', tally.category, (code) => c.genres.values[code], categoryLimit);
    for (const [year, n] of tally.issuesByYear) facets.push({ g: 'issuesByYear', v: String(year), n });
    return facets;
  }

  /**
   * Searches without words: the candidate positions (k) of the page, newest first (the order precomputed at build).
   * Every work a candidate ('*'): the newest order is walked until the page is full, whatever was matched.
   */
  newestPage(matched: Matched, offset: number, limit: number): number[] {
    const { holdings, ords } = matched;
    const newest = this.c.newest;
    const page: number[] = [];
    if (!ords) {
      for (let n = 0, skipped = 0; n < newest.length && page.length < limit; n++) {
        if (holdings[newest[n]] < 0) continue;
        if (skipped < offset) skipped += 1;
        else page.push(newest[n]);
      }
      return page;
    }
    const rank = this.newestRank();
    const passed: number[] = [];
    for (let k = 0; k < holdings.length; k++) if (holdings[k] >= 0) passed.push(k);
    return topK(passed, offset + limit, (a, b) => rank[ords[a]] - rank[ords[b]]).slice(offset);
  }

  private rank: Int32Array | null = null;

  /** Each work's place in the newest order (made at the first search by command that needs it). */
  private newestRank(): Int32Array {
    if (!this.rank) {
      this.rank = new Int32Array(this.c.newest.length);
      this.c.newest.forEach((ord, place) => ((this.rank as Int32Array)[ord] = place));
    }
    return this.rank;
  }

  workId(ord: number): number {
    return this.c.workIds[ord];
  }

  /** created_at of the work (µs): with the id, the order of a search without words. */
  createdAt(ord: number): number {
    return this.c.workCreated[ord];
  }

  workTitle(ord: number): string {
    return this.c.workTitles.get(ord);
  }

  /** The media types of the work's publications, distinct. */
  workMediaTypes(ord: number): string[] {
    const types = new Set<string>();
    for (let p = this.c.pubStart[ord]; p < this.c.pubStart[ord + 1]; p++)
      types.add(this.c.media.values[this.c.pubMedia[p]]);
    return [...types];
  }

  /**
   * How widely the work is held: per publication the libraries with copies of it, summed (autocomplete's
   * popularity; SQL: the sum of cardinality(holding_branch_ids)).
   */
  workHoldingCount(ord: number): number {
    return this.held.holdingSum[ord];
  }

  /** The tie-breakers of the text ranking (search.ts), null where the column is null. */
  seriesPosition(ord: number): number | null {
    const v = this.c.workSeriesPosition[ord];
    return v === NO_YEAR ? null : v;
  }

  firstYear(ord: number): number | null {
    const v = this.c.workFirstYear[ord];
    return v === NO_YEAR ? null : v;
  }

  /** The work's ordinal, or -1 when the work is newer than the index. */
  workOrd(id: number): number {
    return this.c.workOrdById.get(id);
  }

  /** The publications of one work that pass every filter (the editions a hit shows). */
  matchingPublications(workOrd: number, input: Pick<FilterInput, 'params' | 'branchIds'>): number[] {
    const c = this.c;
    const pubs: number[] = [];
    for (let p = c.pubStart[workOrd]; p < c.pubStart[workOrd + 1]; p++)
      if (this.passesAll(p, workOrd, input)) pubs.push(c.pubIds[p]);
    return pubs;
  }

  private passesAll(p: number, w: number, input: Pick<FilterInput, 'params' | 'branchIds'>): boolean {
    const c = this.c;
    const { params, branchIds } = input;
    const f = params.filters;
    const year = c.pubYear[p];
    if (params.yearFrom !== null && (year === NO_YEAR || year < params.yearFrom)) return false;
    if (params.yearTo !== null && (year === NO_YEAR || year > params.yearTo)) return false;
    const words = c.words;
    const holdings = c.pubHoldings.subarray(p * words, (p + 1) * words);
    const available = c.pubAvailable.subarray(p * words, (p + 1) * words);
    if (!params.includeWithoutItems && c.pubOnline[p] === 0 && holdings.every((x) => x === 0)) return false;
    if (params.excludeUnavailable && available.every((x) => x === 0)) return false;
    if (f.mediaType.length > 0 && !(f.mediaType as string[]).includes(c.media.values[c.pubMedia[p]])) return false;
    if (f.languages.length > 0 && !f.languages.includes(c.languages.values[c.pubLanguage[p]])) return false;
    if (f.format.length > 0 && !f.format.includes(c.formats.values[c.pubFormat[p]])) return false;
    if (branchIds.length > 0) {
      const mask = this.mask(branchIds);
      const copies = params.excludeUnavailable ? available : holdings;
      if (!mask || !copies.some((x, i) => (x & mask[i]) !== 0)) return false;
    }
    if (f.fictionNonfiction.length === 1 && c.workFiction[w] !== (f.fictionNonfiction[0] === 'fiction' ? 1 : 0))
      return false;
    if (f.audience.length > 0 && !(f.audience as string[]).includes(c.audiences.values[c.workAudience[w]]))
      return false;
    if (f.category.length > 0) {
      const genres = Array.from(
        c.genreCodes.subarray(c.genreStart[w], c.genreStart[w + 1]),
        (code) => c.genres.values[code],
      );
      if (!genres.some((g) => f.category.includes(g))) return false;
    }
    if (f.issuesByYear.length > 0 && !(c.pubSerial[p] === 1 && year !== NO_YEAR && f.issuesByYear.includes(year)))
      return false;
    return true;
  }
}

/** The `limit` options counted most often (then by value): the category group shows only so many. */
export function mostFrequent(rows: FacetCount[], limit: number): FacetCount[] {
  return rows.sort((a, b) => b.n - a.n || (a.v < b.v ? -1 : a.v > b.v ? 1 : 0)).slice(0, limit);
}

function bump(counts: Int32Array, seen: Int32Array, code: number, work: number): void {
  if (seen[code] !== work) {
    seen[code] = work;
    counts[code] += 1;
  }
}

/** A float4 as PostgreSQL writes it: the shortest decimal that reads back as the same float4. */
export function float4Decimal(value: number): number {
  for (let digits = 1; digits < 9; digits++) {
    const shorter = Number(value.toPrecision(digits));
    if (Math.fround(shorter) === value) return shorter;
  }
  return Number(value.toPrecision(9));
}
