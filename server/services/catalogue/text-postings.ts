// Which works contain which search-vector lexemes, in memory (docs/decisions/015): answers "which works match these
// words, and which match them all in title or creators (weight A)" without visiting the works table, for the search's
// in-memory path. Lexemes come from PostgreSQL (tsvector_to_array of works.search_vector), so stemming and accent
// folding are exactly the database's; the query's words are turned into lexemes by to_tsquery as well.
import { LRUCache } from 'lru-cache';
import { compareBytes, PackedStrings, utf8, type PackedStringsData } from './packed-strings.ts';

/** Growable Int32 column (a million works have millions of postings: plain arrays would cost 8 bytes each). */
class Int32Column {
  data = new Int32Array(1 << 16);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
}

// 'lexeme' or 'lexeme':1A,5C,12 — quotes inside a lexeme are doubled and backslashes escaped (tsvectorout).
const TSVECTOR_ENTRY = /'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g;
const WEIGHT_SHIFT: Record<string, number> = { A: 0, B: 8, C: 16 };

/**
 * A tsvector's text form as lexemes and, per lexeme, how often it occurs with weight A, B, C and D (8 bits each,
 * D 7): reading the text is several times faster than unnesting millions of vectors in SQL.
 */
export function parseTsvector(text: string): { lexemes: string[]; weightCounts: number[] } {
  const lexemes: string[] = [];
  const weightCounts: number[] = [];
  for (const [, quoted, positions] of text.matchAll(TSVECTOR_ENTRY)) {
    lexemes.push(quoted.replace(/''/g, "'").replace(/\\(.)/g, '$1'));
    const counts = [0, 0, 0, 0];
    for (const position of positions ? positions.split(',') : []) {
      const weight = position.at(-1) ?? '';
      const slot = weight in WEIGHT_SHIFT ? WEIGHT_SHIFT[weight] / 8 : 3;
      counts[slot] = Math.min(counts[slot] + 1, slot === 3 ? 127 : 255);
    }
    weightCounts.push(counts[0] | (counts[1] << 8) | (counts[2] << 16) | (counts[3] << 24));
  }
  return { lexemes, weightCounts };
}

export class TextPostingsBuilder {
  private readonly lexemeCodes = new Map<string, number>();
  private readonly postLexeme = new Int32Column();
  /** Work ordinal × 2, plus 1 when the lexeme occurs in title or creators (weight A). */
  private readonly postWork = new Int32Column();
  /** How often the lexeme occurs with weight A, B, C and D, 8 bits each (D 7): what ts_rank_cd sums for one word. */
  private readonly postCounts = new Int32Column();
  /** The subjects' own lexemes (the subject command, emne:), as lexeme code and work ordinal. */
  private readonly subjectLexeme = new Int32Column();
  private readonly subjectWork = new Int32Column();
  private readonly titleHash: number[] = [];
  private readonly titleLength: number[] = [];
  private readonly foldedTitle: string[] = [];
  private readonly originalHash: number[] = [];
  private readonly originalLength: number[] = [];

  /** Call in work-ordinal order (the same order as FacetIndexBuilder.addWork). */
  addWork(
    ord: number,
    work: {
      lexemes: readonly string[];
      weightCounts: readonly number[];
      subjectLexemes?: readonly string[];
      titleHash: number;
      titleLength: number;
      foldedTitle: string;
      originalHash: number;
      originalLength: number;
    },
  ): void {
    work.lexemes.forEach((lexeme, i) => {
      const code = this.code(lexeme);
      const counts = work.weightCounts[i];
      this.postLexeme.push(code);
      this.postWork.push(ord * 2 + ((counts & 0xff) > 0 ? 1 : 0));
      this.postCounts.push(counts);
    });
    for (const lexeme of work.subjectLexemes ?? []) {
      this.subjectLexeme.push(this.code(lexeme));
      this.subjectWork.push(ord);
    }
    this.titleHash[ord] = work.titleHash;
    this.titleLength[ord] = work.titleLength;
    this.foldedTitle[ord] = work.foldedTitle;
    this.originalHash[ord] = work.originalHash;
    this.originalLength[ord] = work.originalLength;
  }

  private code(lexeme: string): number {
    let code = this.lexemeCodes.get(lexeme);
    if (code === undefined) {
      code = this.lexemeCodes.size;
      this.lexemeCodes.set(lexeme, code);
    }
    return code;
  }

  build(): TextPostings {
    // Lexeme codes in the lexemes' order, so a lookup is a binary search and a prefix one range of codes.
    const lexemes = [...this.lexemeCodes.keys()];
    const encoded = lexemes.map(utf8);
    const sorted = Int32Array.from(lexemes, (_, code) => code).sort((a, b) => compareBytes(encoded[a], encoded[b]));
    const recode = new Int32Array(lexemes.length);
    sorted.forEach((code, at) => (recode[code] = at));
    for (const column of [this.postLexeme, this.subjectLexeme])
      for (let i = 0; i < column.length; i++) column.data[i] = recode[column.data[i]];
    const [start, postings, counts] = byLexeme(lexemes.length, this.postLexeme, [this.postWork, this.postCounts]);
    const [subjectStart, subjectWorks] = byLexeme(lexemes.length, this.subjectLexeme, [this.subjectWork]);
    const titleLength = Int32Array.from(this.titleLength);
    const folded = PackedStrings.pack(this.foldedTitle);
    const ordinals = () => Int32Array.from(this.foldedTitle, (_, ord) => ord);
    return new TextPostings({
      lexemes: PackedStrings.pack(Array.from(sorted, (code) => lexemes[code])).data,
      start,
      postings,
      counts,
      subjectStart,
      subjectWorks,
      foldedTitle: folded.data,
      titleHash: Int32Array.from(this.titleHash),
      titleLength,
      originalHash: Int32Array.from(this.originalHash),
      originalLength: Int32Array.from(this.originalLength),
      byTitle: ordinals().sort((a, b) => compareBytes(folded.bytesOf(a), folded.bytesOf(b)) || a - b),
      byLength: ordinals().sort((a, b) => titleLength[a] - titleLength[b] || a - b),
    });
  }
}

/**
 * Counting sort of parallel columns by lexeme code: the start of each lexeme's range, then the columns in that
 * order (within a lexeme the entries stay in work order, so each range is ascending).
 */
function byLexeme(lexemes: number, codes: Int32Column, columns: Int32Column[]): Int32Array[] {
  const start = new Int32Array(lexemes + 1);
  const n = codes.length;
  for (let i = 0; i < n; i++) start[codes.data[i] + 1] += 1;
  for (let i = 0; i < lexemes; i++) start[i + 1] += start[i];
  const fill = start.slice(0, lexemes);
  const sorted = columns.map(() => new Int32Array(n));
  for (let i = 0; i < n; i++) {
    const at = fill[codes.data[i]]++;
    for (let c = 0; c < columns.length; c++) sorted[c][at] = columns[c].data[i];
  }
  return [start, ...sorted];
}

/** Up to this many matches autocomplete's first cut sorts them; more are walked in the precomputed orders. */
const FEW_MATCHES = 4_096;

/** Sort keys of autocomplete's first cut: title length × ORDINAL_SPAN + work ordinal (fewer than 2^30 works). */
const ORDINAL_SPAN = 2 ** 30;

/** The first `k` of `items` in `before` order, without sorting them all (a text search can match 100,000 works). */
export function topK<T>(items: T[], k: number, before: (a: T, b: T) => number): T[] {
  if (items.length <= k * 4) return [...items].sort(before).slice(0, k);
  // A max-heap of the best k seen so far; its root is the worst of them.
  const heap: T[] = [];
  const worse = (i: number, j: number) => before(heap[i], heap[j]) > 0;
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j], heap[i]]);
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (k > 0 && before(item, heap[0]) < 0) {
      heap[0] = item;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let top = i;
        if (l < heap.length && worse(l, top)) top = l;
        if (r < heap.length && worse(r, top)) top = r;
        if (top === i) break;
        swap(i, top);
        i = top;
      }
    }
  }
  return heap.sort(before);
}

/** The position of `value` in an ascending list, -1 when it is not there. */
export function indexOfSorted(sorted: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid] < value) low = mid + 1;
    else if (sorted[mid] > value) high = mid - 1;
    else return mid;
  }
  return -1;
}

/** The ordinals in both ascending lists. */
export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] < b[j]) i += 1;
    else if (a[i] > b[j]) j += 1;
    else {
      out.push(a[i]);
      i += 1;
      j += 1;
    }
  }
  return Int32Array.from(out);
}

export interface TextMatch {
  /** Work ordinals that contain a lexeme of every group, ascending. */
  ords: Int32Array;
  /** Per entry of `ords`: every group matched in title or creators (the search's weight-A bonus). */
  allInTitleOrCreators: Uint8Array;
  /** Per entry of `ords`: the title or original title may equal the query (hash and length agree); SQL confirms. */
  maybeExactTitle: Uint8Array;
  /**
   * Per entry: ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', search_vector, query, 32) as PostgreSQL computes it, when the query
   * is one lexeme (each occurrence is its own cover: the rank is S / (S + 1) for S the occurrences' weights, summed in
   * position order — title and creators (A) come first in the vector, then subjects (B), then the description (C)).
   * Null for other queries: their covers span several words, and SQL ranks them.
   */
  rank: Float32Array | null;
}

/** The rank array's weights as ts_rank_cd holds them: 1 / (double) float4 weight, and each cover adds 1 / that. */
const COVER_WEIGHT = [1.0, 0.4, 0.2, 0.1].map((w) => 1 / (1 / Math.fround(w)));

function singleLexemeRank(counts: number): number {
  let sum = 0;
  for (let weight = 0; weight < 4; weight++) {
    const n = (counts >>> (weight * 8)) & 0xff;
    for (let i = 0; i < n; i++) sum += COVER_WEIGHT[weight];
  }
  return Math.fround(sum / (sum + 1));
}

/** A TextPostings as plain buffers (what crosses from the process that builds it). */
export interface TextPostingsData {
  /** Every lexeme, in code point order: a lexeme's code is its place here. */
  lexemes: PackedStringsData;
  /** Per lexeme code, where its postings start (and the end). */
  start: Int32Array;
  /** Work ordinal × 2, plus 1 when the lexeme occurs in title or creators (weight A); each lexeme's ascending. */
  postings: Int32Array;
  /** Per posting: how often the lexeme occurs with weight A, B, C and D, 8 bits each. */
  counts: Int32Array;
  /** The subjects' own lexemes (the subject command): per code where its works start, and the works. */
  subjectStart: Int32Array;
  subjectWorks: Int32Array;
  /** immutable_unaccent(lower(title)) per work ordinal. */
  foldedTitle: PackedStringsData;
  titleHash: Int32Array;
  titleLength: Int32Array;
  originalHash: Int32Array;
  originalLength: Int32Array;
  /** Work ordinals by folded title (code point order, in which a prefix is one range). */
  byTitle: Int32Array;
  /** Work ordinals by title length, then ordinal: autocomplete's order after the titles starting with the input. */
  byLength: Int32Array;
}

/** One typed word's lexemes (it and its spelling corrections); `prefix` for the word still being typed. */
export interface TitleGroup {
  lexemes: readonly string[];
  prefix: boolean;
}

/** What a segment keeps of matches for reuse (a word in nearly every work takes 6 MB at 600,000 works). */
const MATCH_CACHE_BYTES = 16 * 1024 * 1024;

export class TextPostings {
  private readonly lexemes: PackedStrings;
  private readonly folded: PackedStrings;
  private readonly start: Int32Array;
  private readonly postings: Int32Array;
  private readonly counts: Int32Array;
  private marksOfWorks: Uint8Array | null = null;

  constructor(readonly data: TextPostingsData) {
    this.lexemes = new PackedStrings(data.lexemes);
    this.folded = new PackedStrings(data.foldedTitle);
    this.start = data.start;
    this.postings = data.postings;
    this.counts = data.counts;
  }

  /** The lexeme's code, -1 when no work holds it. */
  private code(lexeme: string): number {
    const key = utf8(lexeme);
    const at = this.lexemes.lowerBound(null, key);
    return at < this.lexemes.length && this.lexemes.compare(at, key) === 0 ? at : -1;
  }

  private codes(lexeme: string): number[] {
    const code = this.code(lexeme);
    return code < 0 ? [] : [code];
  }

  /** Works whose subjects hold every lexeme (the subject command; search.ts subjectCondition), ascending. */
  subjectWorks(lexemes: readonly string[]): Int32Array {
    const { subjectStart, subjectWorks } = this.data;
    const lists = lexemes.map((lexeme) => {
      const code = this.code(lexeme);
      if (code < 0) return new Int32Array(0);
      return subjectWorks.subarray(subjectStart[code], subjectStart[code + 1]);
    });
    lists.sort((a, b) => a.length - b.length);
    return lists.slice(1).reduce(intersect, lists[0] ?? new Int32Array(0));
  }

  /** Codes of the lexemes that start with `prefix` (to_tsquery's 'word:*'): one range, as codes follow the lexemes' order. */
  private prefixCodes(prefix: string): number[] {
    const key = utf8(prefix);
    const from = this.lexemes.lowerBound(null, key);
    const to = this.lexemes.lowerBound(null, key, true);
    return Array.from({ length: to - from }, (_, i) => from + i);
  }

  /**
   * Autocomplete's first cut (autocomplete.ts): works with, for every group, one of its lexemes in title or
   * creators (weight A) — a group marked `prefix` (the word still being typed) as prefixes — ordered as its SQL
   * orders them: titles starting with the folded input first, then by title length and id; the first `limit`.
   */
  titleCandidates(groups: readonly TitleGroup[], foldedInput: string, limit: number, exclude?: Uint8Array): number[] {
    if (groups.length === 0) return [];
    const ords = exclude
      ? this.inTitleOrCreators(groups).filter((ord) => exclude[ord] === 0)
      : this.inTitleOrCreators(groups);
    return ords.length <= FEW_MATCHES
      ? this.firstByKey(ords, foldedInput, limit)
      : this.firstByOrder(ords, foldedInput, limit);
  }

  /** Per work ordinal of `ords`: whether it has, for every group, one of its lexemes in title or creators. */
  matchInTitleOrCreators(groups: readonly TitleGroup[], ords: readonly number[]): boolean[] {
    const matching = this.inTitleOrCreators(groups);
    return ords.map((ord) => indexOfSorted(matching, ord) >= 0);
  }

  /** Works with, for every group, one of its lexemes (as a prefix where marked) in title or creators; ascending. */
  private inTitleOrCreators(groups: readonly TitleGroup[]): Int32Array {
    const lists = groups.map((g) =>
      this.weightAPostings(g.lexemes.flatMap((lexeme) => (g.prefix ? this.prefixCodes(lexeme) : this.codes(lexeme)))),
    );
    lists.sort((x, y) => x.length - y.length);
    let ords = lists[0] ?? new Int32Array(0);
    for (const other of lists.slice(1)) ords = intersect(ords, other);
    return ords;
  }

  /** A few matches: each gets its sort key (length, ordinal as one number) and the best `limit` are kept. */
  private firstByKey(ords: Int32Array, foldedInput: string, limit: number): number[] {
    const { titleLength } = this.data;
    const input = utf8(foldedInput);
    const starting: number[] = [];
    const others: number[] = [];
    for (let k = 0; k < ords.length; k++) {
      const ord = ords[k];
      const key = titleLength[ord] * ORDINAL_SPAN + ord;
      if (this.folded.startsWith(ord, input)) starting.push(key);
      else others.push(key);
    }
    const ascending = (a: number, b: number) => a - b;
    const chosen = topK(starting, limit, ascending);
    if (chosen.length < limit) chosen.push(...topK(others, limit - chosen.length, ascending));
    return chosen.map((key) => key % ORDINAL_SPAN);
  }

  /**
   * Many matches (a short prefix): the titles starting with the input are one range of the title order, and the
   * shortest other matches come first in the length order, so neither needs every match's title read.
   */
  private firstByOrder(ords: Int32Array, foldedInput: string, limit: number): number[] {
    const { titleLength, byTitle, byLength } = this.data;
    const matched = this.marks();
    for (let k = 0; k < ords.length; k++) matched[ords[k]] = 1;
    // The titles starting with the input are one range of the title order.
    const input = utf8(foldedInput);
    const from = this.folded.lowerBound(byTitle, input);
    const to = this.folded.lowerBound(byTitle, input, true);
    const starting: number[] = [];
    for (let i = from; i < to; i++) {
      const ord = byTitle[i];
      if (matched[ord] === 1) starting.push(titleLength[ord] * ORDINAL_SPAN + ord);
    }
    const chosen = topK(starting, limit, (a, b) => a - b).map((key) => key % ORDINAL_SPAN);
    for (let i = 0; i < byLength.length && chosen.length < limit; i++) {
      const ord = byLength[i];
      if (matched[ord] === 1 && !this.folded.startsWith(ord, input)) chosen.push(ord);
    }
    for (let k = 0; k < ords.length; k++) matched[ords[k]] = 0;
    return chosen;
  }

  /**
   * One mark per work, all 0: allocated once (a fresh array of a million bytes costs more than the marking), and
   * every user clears the marks it set before returning (nothing awaits in between).
   */
  private marks(): Uint8Array {
    this.marksOfWorks ??= new Uint8Array(this.data.titleLength.length);
    return this.marksOfWorks;
  }

  /** immutable_unaccent(lower(title)) of the work. */
  foldedTitle(ord: number): string {
    return this.folded.get(ord);
  }

  /** length(title) of the work: with the id, autocomplete's order after the titles starting with the input. */
  titleLength(ord: number): number {
    return this.data.titleLength[ord];
  }

  /** Whether some work holds the lexeme (anywhere in its vector), or with `prefix` a lexeme starting with it. */
  knows(lexeme: string, prefix: boolean): boolean {
    return prefix ? this.prefixCodes(lexeme).length > 0 : this.code(lexeme) >= 0;
  }

  /** Works holding any of the lexemes in title or creators (weight A), ascending and distinct. */
  private weightAPostings(codes: readonly number[]): Int32Array {
    // One lexeme's postings are already ascending and distinct; several (a prefix) are sorted together.
    if (codes.length === 1) {
      const [code] = codes;
      const ords = new Int32Array(this.start[code + 1] - this.start[code]);
      let n = 0;
      for (let i = this.start[code]; i < this.start[code + 1]; i++) {
        const entry = this.postings[i];
        if ((entry & 1) === 1) ords[n++] = entry >>> 1;
      }
      return ords.subarray(0, n);
    }
    let total = 0;
    for (const code of codes) total += this.start[code + 1] - this.start[code];
    const entries = new Int32Array(total);
    let n = 0;
    for (const code of codes) {
      for (let i = this.start[code]; i < this.start[code + 1]; i++) {
        const entry = this.postings[i];
        if ((entry & 1) === 1) entries[n++] = entry >>> 1;
      }
    }
    const sorted = entries.subarray(0, n).sort();
    let distinct = 0;
    for (let k = 0; k < n; k++) if (k === 0 || sorted[k] !== sorted[k - 1]) sorted[distinct++] = sorted[k];
    return sorted.slice(0, distinct);
  }

  get postingCount(): number {
    return this.postings.length;
  }

  /**
   * Works matching `groups` (AND of groups, OR within one; lexemes as to_tsquery gives them). `exact` is the
   * query's normalised text as hashtext() hashes it, with its length: the same guard as the SQL (± 8 characters).
   */
  /**
   * The works holding a lexeme of every group. The postings never change, so a match is kept for the next search of
   * the same words (a word in every work: 6 MB at 600,000 works). Shared: callers do not change it.
   */
  match(groups: readonly (readonly string[])[], exact: { hash: number; length: number }): TextMatch {
    const key = JSON.stringify([groups, exact.hash, exact.length]);
    const kept = this.matches.get(key);
    if (kept) return kept;
    const found = this.matchNow(groups, exact);
    this.matches.set(key, found);
    return found;
  }

  private readonly matches = new LRUCache<string, TextMatch>({
    maxSize: MATCH_CACHE_BYTES,
    sizeCalculation: (m) =>
      1024 +
      m.ords.byteLength +
      m.allInTitleOrCreators.byteLength +
      m.maybeExactTitle.byteLength +
      (m.rank?.byteLength ?? 0),
  });

  private matchNow(groups: readonly (readonly string[])[], exact: { hash: number; length: number }): TextMatch {
    // Each group as a sorted list of works; intersect from the shortest (work lists are ascending).
    const lists = groups
      .map((alternatives) => this.groupPostings(alternatives))
      .sort((x, y) => x.ords.length - y.ords.length);
    let ords = lists[0]?.ords ?? new Int32Array(0);
    let inA = lists[0]?.inA ?? new Uint8Array(0);
    for (const other of lists.slice(1)) {
      const keptOrds: number[] = [];
      const keptA: number[] = [];
      for (let i = 0, j = 0; i < ords.length && j < other.ords.length;) {
        if (ords[i] < other.ords[j]) i += 1;
        else if (ords[i] > other.ords[j]) j += 1;
        else {
          keptOrds.push(ords[i]);
          keptA.push(inA[i] & other.inA[j]);
          i += 1;
          j += 1;
        }
      }
      ords = Int32Array.from(keptOrds);
      inA = Uint8Array.from(keptA);
    }
    // One lexeme: the rank comes from its postings' weight counts. A lexeme stored without positions (a stripped
    // vector) is ranked differently by PostgreSQL: that is left to SQL. Plain loops: TypedArray.from(x, fn)
    // iterates through the iterator protocol, 10× slower over 60,000 postings.
    const single = lists.length === 1 ? lists[0].postingIndex : null;
    let rank: Float32Array | null = single ? new Float32Array(single.length) : null;
    for (let k = 0; single && rank && k < single.length; k++) {
      const counts = this.counts[single[k]];
      if (counts === 0) rank = null;
      else rank[k] = singleLexemeRank(counts);
    }
    const { titleHash, titleLength, originalHash, originalLength } = this.data;
    const low = exact.length - 8;
    const high = exact.length + 8;
    const maybeExactTitle = new Uint8Array(ords.length);
    for (let k = 0; k < ords.length; k++) {
      const ord = ords[k];
      const title = titleHash[ord] === exact.hash && titleLength[ord] >= low && titleLength[ord] <= high;
      const original = originalHash[ord] === exact.hash && originalLength[ord] >= low && originalLength[ord] <= high;
      if (title || original) maybeExactTitle[k] = 1;
    }
    return { ords, allInTitleOrCreators: inA, maybeExactTitle, rank };
  }

  /** The works holding any of the alternatives, ascending, with the weight-A flag; the posting positions for one lexeme. */
  private groupPostings(alternatives: readonly string[]): {
    ords: Int32Array;
    inA: Uint8Array;
    postingIndex: Int32Array | null;
  } {
    const codes = [...new Set(alternatives.flatMap((lexeme) => this.codes(lexeme)))];
    if (codes.length === 1) {
      const from = this.start[codes[0]];
      const n = this.start[codes[0] + 1] - from;
      const ords = new Int32Array(n);
      const inA = new Uint8Array(n);
      const postingIndex = new Int32Array(n);
      for (let i = 0; i < n; i++) {
        const entry = this.postings[from + i];
        ords[i] = entry >>> 1;
        inA[i] = entry & 1;
        postingIndex[i] = from + i;
      }
      return { ords, inA, postingIndex };
    }
    // Several lexemes (a word and its corrections): their entries sorted together (ordinal × 2 + weight-A flag),
    // each work kept once with the flags OR-ed. Typed arrays throughout: a common word has 100,000 entries.
    let total = 0;
    for (const code of codes) total += this.start[code + 1] - this.start[code];
    const entries = new Int32Array(total);
    let filled = 0;
    for (const code of codes) {
      entries.set(this.postings.subarray(this.start[code], this.start[code + 1]), filled);
      filled += this.start[code + 1] - this.start[code];
    }
    entries.sort();
    const ords = new Int32Array(total);
    const inA = new Uint8Array(total);
    let n = 0;
    for (let k = 0; k < total; k++) {
      const ord = entries[k] >>> 1;
      if (n > 0 && ords[n - 1] === ord) inA[n - 1] |= entries[k] & 1;
      else {
        ords[n] = ord;
        inA[n] = entries[k] & 1;
        n += 1;
      }
    }
    return { ords: ords.slice(0, n), inA: inA.slice(0, n), postingIndex: null };
  }
}
