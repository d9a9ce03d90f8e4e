// The search index as a search sees it (docs/decisions/018): the index built from one snapshot of the whole catalogue
// (the base), with the works and agents changed since left out of it, plus a small index of exactly those works and
// agents as they are now (the changes), built by the same code from the change log (migration 0020). Ordinals below
// the base's work count are the base's, those above are the changes' (+ base count): every list of ordinals the
// search passes around stays ascending when the changes' come after the base's. Nothing here is mutated after
// construction except holdings (updateHoldings): a new set of changes makes a new LiveIndex.
import type { AgentLabel, AgentMatch } from './agent-names.ts';
import {
  addTally,
  copyTally,
  matchedOrd,
  mostFrequent,
  type Counted,
  type FacetCount,
  type FacetIndex,
  type FilterInput,
  type FilterResult,
  type Matched,
} from './facet-index.ts';
import { indexOfSorted, type TextMatch, type TitleGroup } from './text-postings.ts';

const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/** The base (with what to leave out of it) and the changed records, for the search. */
export class LiveIndex {
  /** Works of the base left out (changed or deleted since it was built), by base ordinal. */
  private readonly deadWorks: Uint8Array;
  /** The same, ascending. */
  private readonly deadOrds: Int32Array;
  private readonly baseWorks: number;
  readonly workCount: number;
  readonly publicationCount: number;

  constructor(
    readonly base: FacetIndex,
    readonly changes: FacetIndex | null,
    changedWorkIds: Iterable<number>,
    private readonly changedAgentIds: ReadonlySet<number>,
  ) {
    this.baseWorks = base.workCount;
    this.deadWorks = new Uint8Array(base.workCount);
    const dead: number[] = [];
    let deadPublications = 0;
    for (const id of changedWorkIds) {
      const ord = base.workOrd(id);
      if (ord < 0 || this.deadWorks[ord] === 1) continue;
      this.deadWorks[ord] = 1;
      dead.push(ord);
      deadPublications += base.publicationsOf(ord);
    }
    this.deadOrds = Int32Array.from(dead).sort();
    this.workCount = base.workCount - dead.length + (changes?.workCount ?? 0);
    this.publicationCount = base.publicationCount - deadPublications + (changes?.publicationCount ?? 0);
  }

  /** The segment holding a live ordinal and the ordinal within it. */
  private at(ord: number): [FacetIndex, number] {
    return ord < this.baseWorks ? [this.base, ord] : [this.changes as FacetIndex, ord - this.baseWorks];
  }

  knowsBranches(ids: readonly number[]): boolean {
    return this.base.knowsBranches(ids);
  }

  /** Holdings of a publication: false only when a library is unknown (a rebuild is needed). */
  updateHoldings(pubId: number, holdings: readonly number[], available: readonly number[]): boolean {
    const inChanges = this.changes?.updateHoldings(pubId, holdings, available) ?? 'unknown publication';
    if (inChanges !== 'unknown publication') return inChanges === 'applied';
    // A publication neither holds is newer than the changes: the next poll of the change log reads it whole.
    return this.base.updateHoldings(pubId, holdings, available) !== 'unknown library';
  }

  workOrd(id: number): number {
    const changed = this.changes?.workOrd(id) ?? -1;
    if (changed >= 0) return this.baseWorks + changed;
    const ord = this.base.workOrd(id);
    return ord >= 0 && this.deadWorks[ord] === 0 ? ord : -1;
  }

  workId(ord: number): number {
    const [segment, local] = this.at(ord);
    return segment.workId(local);
  }

  workTitle(ord: number): string {
    const [segment, local] = this.at(ord);
    return segment.workTitle(local);
  }

  workMediaTypes(ord: number): string[] {
    const [segment, local] = this.at(ord);
    return segment.workMediaTypes(local);
  }

  workHoldingCount(ord: number): number {
    const [segment, local] = this.at(ord);
    return segment.workHoldingCount(local);
  }

  seriesPosition(ord: number): number | null {
    const [segment, local] = this.at(ord);
    return segment.seriesPosition(local);
  }

  firstYear(ord: number): number | null {
    const [segment, local] = this.at(ord);
    return segment.firstYear(local);
  }

  matchingPublications(ord: number, input: Pick<FilterInput, 'params' | 'branchIds'>): number[] {
    const [segment, local] = this.at(ord);
    return segment.matchingPublications(local, input);
  }

  /**
   * FacetIndex.filter over both: the base without its dead works, the changes, counts added (each work is in one of
   * them), matched works by candidate position. `cacheKey` names candidates the base always finds the same for
   * ('*', a query's lexemes: ascending) with the filters: the base's count is then reused and corrected for its dead
   * works.
   */
  filter(input: FilterInput, cacheKey?: string): FilterResult {
    const changes = this.changes;
    const candidates = input.candidates;
    const allWorks = this.baseWorks + (changes?.workCount ?? 0);
    const touchesChanges =
      changes !== null && changes.workCount > 0 && (!candidates || candidates.some((ord) => ord >= this.baseWorks));
    if (!touchesChanges && !cacheKey) return this.base.filter({ ...input, exclude: this.deadWorks });
    const split = touchesChanges
      ? splitCandidates(candidates, this.baseWorks, allWorks)
      : { base: { ords: candidates, k: null }, changes: null };
    const inBase = this.countBase({ ...input, candidates: split.base.ords }, cacheKey);
    if (!split.changes) {
      // A count the base keeps is shared: read as it is when none of its works changed (a loan meanwhile may move one
      // of its holdings under a search in flight, as a search a moment later would see it), else copied once with the
      // dead works left out of the copy. A copy per search is 2.4 MB for a browse: the collector's work (decision 018).
      if (inBase.dead.length === 0)
        return {
          total: inBase.matched.count,
          facets: this.base.facets(inBase.tally, input.categoryLimit),
          matched: inBase.matched,
        };
      const holdings = inBase.matched.holdings.slice();
      for (const k of inBase.dead) holdings[k] = -1;
      return {
        total: inBase.matched.count,
        facets: this.base.facets(inBase.tally, input.categoryLimit),
        matched: { ...inBase.matched, holdings },
      };
    }
    const inChanges = (changes as FacetIndex).count({ ...input, candidates: split.changes.ords });
    const holdings = new Int32Array(candidates ? candidates.length : allWorks).fill(-1);
    scatter(holdings, inBase.matched.holdings, split.base.k, 0);
    for (const k of inBase.dead) holdings[split.base.k ? split.base.k[k] : k] = -1;
    scatter(holdings, inChanges.matched.holdings, split.changes.k, this.baseWorks);
    const facets = addFacets(
      this.base.facets(inBase.tally, NO_LIMIT),
      (changes as FacetIndex).facets(inChanges.tally, NO_LIMIT),
      input.categoryLimit,
    );
    const count = inBase.matched.count + inChanges.matched.count;
    return { total: count, facets, matched: { count, holdings, ords: candidates } };
  }

  /**
   * The base's count of these candidates without its dead works: from its cache when `cacheKey` is given. The tally
   * and count leave the dead works out; the holdings may be the shared cached ones, which still hold them: `dead`
   * says at which candidate positions (the caller clears those in its own copy).
   */
  private countBase(input: FilterInput, cacheKey?: string): Counted & { dead: number[] } {
    const ords = input.candidates;
    if (!cacheKey) return { ...this.base.count({ ...input, exclude: this.deadWorks }), dead: [] };
    const cached = this.base.cachedCount(cacheKey, input);
    let count = cached.matched.count;
    const dead: number[] = [];
    for (const ord of this.deadOrds) {
      const k = ords ? indexOfSorted(ords, ord) : ord;
      if (k < 0) continue;
      dead.push(k);
      if (cached.matched.holdings[k] >= 0) count -= 1;
    }
    const matched = { ...cached.matched, count };
    if (dead.length === 0) return { tally: cached.tally, matched, dead };
    const tally = copyTally(cached.tally);
    const deadOrds = Int32Array.from(dead, (k) => (ords ? ords[k] : k));
    addTally(tally, this.base.count({ ...input, candidates: deadOrds }).tally, -1);
    return { tally, matched, dead };
  }

  private hidden: Uint8Array | null = null;

  /**
   * Works of the base autocomplete does not suggest: the dead ones and those without a publication (every one
   * withdrawn). Made at the first autocomplete after a poll changed something.
   */
  private hiddenInBase(): Uint8Array {
    if (!this.hidden) {
      const hidden = this.base.worksWithoutPublications().slice();
      for (const ord of this.deadOrds) hidden[ord] = 1;
      this.hidden = hidden;
    }
    return this.hidden;
  }

  /** Searches without words: the candidate positions of the page, newest first across both (created_at desc, id desc). */
  newestPage(matched: Matched, offset: number, limit: number): number[] {
    const changes = this.changes;
    if (!changes || changes.workCount === 0) return this.base.newestPage(matched, offset, limit);
    const reach = offset + limit;
    const [fromBase, fromChanges] = [false, true].map((inChanges) => {
      const part = partOf(matched, this.baseWorks, inChanges);
      return (inChanges ? changes : this.base)
        .newestPage(part.matched, 0, reach)
        .map((k) => (part.positions ? part.positions[k] : k + (inChanges ? this.baseWorks : 0)));
    });
    const key = (k: number): [number, number] => {
      const [segment, local] = this.at(matchedOrd(matched, k));
      return [segment.createdAt(local), segment.workId(local)];
    };
    const merged: number[] = [];
    for (let a = 0, b = 0; merged.length < reach && (a < fromBase.length || b < fromChanges.length);) {
      if (b >= fromChanges.length) merged.push(fromBase[a++]);
      else if (a >= fromBase.length) merged.push(fromChanges[b++]);
      else {
        const [ca, ia] = key(fromBase[a]);
        const [cb, ib] = key(fromChanges[b]);
        merged.push(ca > cb || (ca === cb && ia > ib) ? fromBase[a++] : fromChanges[b++]);
      }
    }
    return merged.slice(offset);
  }

  /** The lexeme postings of both (autocomplete, the words-only search, role commands). */
  readonly text = {
    match: (groups: readonly (readonly string[])[], exact: { hash: number; length: number }): TextMatch => {
      const inBase = this.postings(this.base).match(groups, exact);
      const inChanges = this.changes ? this.postings(this.changes).match(groups, exact) : null;
      if (!inChanges || inChanges.ords.length === 0) return inBase;
      return {
        ords: concat(
          Int32Array,
          inBase.ords,
          inChanges.ords.map((ord) => ord + this.baseWorks),
        ),
        allInTitleOrCreators: concat(Uint8Array, inBase.allInTitleOrCreators, inChanges.allInTitleOrCreators),
        maybeExactTitle: concat(Uint8Array, inBase.maybeExactTitle, inChanges.maybeExactTitle),
        rank: inBase.rank && inChanges.rank ? concat(Float32Array, inBase.rank, inChanges.rank) : null,
      };
    },
    subjectWorks: (lexemes: readonly string[]): Int32Array => {
      const fromBase = this.postings(this.base).subjectWorks(lexemes);
      const fromChanges = this.changes ? this.postings(this.changes).subjectWorks(lexemes) : null;
      if (!fromChanges || fromChanges.length === 0) return fromBase;
      return concat(
        Int32Array,
        fromBase,
        fromChanges.map((ord) => ord + this.baseWorks),
      );
    },
    // A lexeme only dead works of the base hold still counts as known until the next rebuild (spelling: no correction).
    knows: (lexeme: string, prefix: boolean): boolean =>
      this.postings(this.base).knows(lexeme, prefix) ||
      (this.changes !== null && this.postings(this.changes).knows(lexeme, prefix)),
    titleCandidates: (groups: readonly TitleGroup[], foldedInput: string, limit: number): number[] => {
      // A work without a publication (every one withdrawn) is not suggested.
      const fromBase = this.postings(this.base).titleCandidates(groups, foldedInput, limit, this.hiddenInBase());
      if (!this.changes) return fromBase;
      const changes = this.changes;
      const fromChanges = this.postings(changes)
        .titleCandidates(groups, foldedInput, limit, changes.worksWithoutPublications())
        .map((ord) => ord + this.baseWorks);
      // Autocomplete's order: titles starting with the input first, then by title length, then id.
      const key = (ord: number): [number, number, number] => {
        const [segment, local] = this.at(ord);
        const text = this.postings(segment);
        return [
          text.foldedTitle(local).startsWith(foldedInput) ? 0 : 1,
          text.titleLength(local),
          segment.workId(local),
        ];
      };
      return mergeBy(fromBase, fromChanges, key, limit);
    },
    matchInTitleOrCreators: (groups: readonly TitleGroup[], ords: readonly number[]): boolean[] => {
      const fromBase = this.postings(this.base).matchInTitleOrCreators(
        groups,
        ords.filter((ord) => ord < this.baseWorks),
      );
      const fromChanges = this.changes
        ? this.postings(this.changes).matchInTitleOrCreators(
            groups,
            ords.filter((ord) => ord >= this.baseWorks).map((ord) => ord - this.baseWorks),
          )
        : [];
      let a = 0;
      let b = 0;
      return ords.map((ord) => (ord < this.baseWorks ? fromBase[a++] : fromChanges[b++]));
    },
    foldedTitle: (ord: number): string => {
      const [segment, local] = this.at(ord);
      return this.postings(segment).foldedTitle(local);
    },
  };

  /** The agents' names of both, the changed ones from the changes. */
  readonly names = {
    label: (id: number): AgentLabel | null =>
      this.changes?.names?.label(id) ?? (this.changedAgentIds.has(id) ? null : (this.base.names?.label(id) ?? null)),
    firstCut: (groups: readonly (readonly string[])[], firstTerm: string, limit: number): number[] => {
      const fromBase = (this.base.names as NonNullable<FacetIndex['names']>).firstCutParts(
        groups,
        firstTerm,
        limit,
        this.changedAgentIds,
      );
      const fromChanges = this.changes?.names?.firstCutParts(groups, firstTerm, limit) ?? { leading: [], others: [] };
      // Each part in the first cut's order: length(name) in characters, as PostgreSQL counts them, then id.
      const key = (id: number): [number, number] => [[...(this.names.label(id)?.name ?? '')].length, id];
      const leading = mergeBy(fromBase.leading, fromChanges.leading, key, limit);
      return [...leading, ...mergeBy(fromBase.others, fromChanges.others, key, limit)].slice(0, limit);
    },
    holdingAll: (foldedTerms: readonly string[]): AgentMatch[] => [
      ...(this.base.names as NonNullable<FacetIndex['names']>).holdingAll(foldedTerms, this.changedAgentIds),
      ...(this.changes?.names?.holdingAll(foldedTerms) ?? []),
    ],
  };

  /** Who made which work: the base's for its live works, the changes' for theirs. */
  readonly roles = {
    works: (agentIds: readonly number[], role: string | null): Int32Array => {
      const fromBase = (this.base.roles as NonNullable<FacetIndex['roles']>).works(agentIds, role);
      const fromChanges = this.changes?.roles?.works(agentIds, role);
      if (!fromChanges || fromChanges.length === 0) return fromBase;
      return concat(
        Int32Array,
        fromBase,
        fromChanges.map((ord) => ord + this.baseWorks),
      );
    },
    mainCreator: (ord: number): number => {
      const [segment, local] = this.at(ord);
      return segment.roles?.mainCreator(local) ?? -1;
    },
    entryCount: (agentId: number): number =>
      (this.base.roles?.entryCount(agentId, this.deadWorks) ?? 0) + (this.changes?.roles?.entryCount(agentId) ?? 0),
    // The changed works are left out of the base and are the changes' own: the two counts are of disjoint works.
    creditedWorks: (agentId: number): number =>
      (this.base.roles?.creditedWorks(agentId, this.deadWorks) ?? 0) +
      (this.changes?.roles?.creditedWorks(agentId) ?? 0),
  };

  private postings(segment: FacetIndex) {
    return segment.text as NonNullable<FacetIndex['text']>;
  }
}

/** Candidates split by segment, each with the candidate positions (k) they came from. */
function splitCandidates(candidates: Int32Array | null, baseWorks: number, allWorks: number) {
  if (!candidates) {
    const k = new Int32Array(allWorks - baseWorks);
    for (let i = 0; i < k.length; i++) k[i] = baseWorks + i;
    return { base: { ords: null, k: null }, changes: { ords: null, k } };
  }
  // Two passes over typed arrays (a common word has 600,000 candidates): count, then fill.
  let inBase = 0;
  let inChanges = 0;
  for (let k = 0; k < candidates.length; k++) {
    if (candidates[k] >= baseWorks) inChanges += 1;
    else if (candidates[k] >= 0) inBase += 1;
  }
  const base = { ords: new Int32Array(inBase), k: new Int32Array(inBase) };
  const changes = { ords: new Int32Array(inChanges), k: new Int32Array(inChanges) };
  for (let k = 0, b = 0, c = 0; k < candidates.length; k++) {
    const ord = candidates[k];
    if (ord < 0) continue; // a work the index does not hold yet
    if (ord < baseWorks) {
      base.ords[b] = ord;
      base.k[b++] = k;
    } else {
      changes.ords[c] = ord - baseWorks;
      changes.k[c++] = k;
    }
  }
  return { base, changes };
}

/** A segment's matched holdings put at their candidate positions (`ks`; null: k is the live ordinal, from `offset`). */
function scatter(into: Int32Array, from: Int32Array, ks: Int32Array | null, offset: number): void {
  if (!ks) into.set(from, offset);
  else for (let k = 0; k < from.length; k++) into[ks[k]] = from[k];
}

/**
 * The matched works of one segment, with segment ordinals, and the candidate positions they came from (null when
 * the positions are the ordinals: every work a candidate, the segment's part a view of the whole).
 */
function partOf(
  matched: Matched,
  baseWorks: number,
  inChanges: boolean,
): { matched: Matched; positions: Int32Array | null } {
  const { holdings, ords } = matched;
  if (!ords) {
    const part = inChanges ? holdings.subarray(baseWorks) : holdings.subarray(0, baseWorks);
    // newestPage reads no count: the part is not counted.
    return { matched: { count: -1, holdings: part, ords: null }, positions: null };
  }
  const positions: number[] = [];
  for (let k = 0; k < ords.length; k++) if (holdings[k] >= 0 && ords[k] >= baseWorks === inChanges) positions.push(k);
  const part: Matched = {
    count: positions.length,
    holdings: Int32Array.from(positions, (k) => holdings[k]),
    ords: Int32Array.from(positions, (k) => ords[k] - (inChanges ? baseWorks : 0)),
  };
  return { matched: part, positions: Int32Array.from(positions) };
}

/** Facet counts of disjoint sets of works added up; the category group cut to its limit afterwards. */
function addFacets(a: FacetCount[], b: FacetCount[], categoryLimit: number): FacetCount[] {
  const sums = new Map<string, FacetCount>();
  for (const row of [...a, ...b]) {
    const key = `${row.g}\u0000${row.v}`;
    const sum = sums.get(key);
    if (sum) sum.n += row.n;
    else sums.set(key, { ...row });
  }
  const rows = [...sums.values()];
  return [
    ...rows.filter((r) => r.g !== 'category'),
    ...mostFrequent(
      rows.filter((r) => r.g === 'category'),
      categoryLimit,
    ),
  ];
}

/** Two lists each in `key` order merged, the first `limit`. */
function mergeBy(
  a: readonly number[],
  b: readonly number[],
  key: (x: number) => readonly number[],
  limit: number,
): number[] {
  const before = (x: number, y: number) => {
    const kx = key(x);
    const ky = key(y);
    for (let i = 0; i < kx.length; i++) if (kx[i] !== ky[i]) return kx[i] < ky[i];
    return true;
  };
  const merged: number[] = [];
  for (let i = 0, j = 0; merged.length < limit && (i < a.length || j < b.length);) {
    if (j >= b.length || (i < a.length && before(a[i], b[j]))) merged.push(a[i++]);
    else merged.push(b[j++]);
  }
  return merged;
}

function concat<T extends Int32Array | Uint8Array | Float32Array>(Kind: { new (n: number): T }, a: T, b: T): T {
  const out = new Kind(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
