// The people and corporations, in memory beside the search index (docs/decisions/015), so autocomplete finds its
// first cut of people without a query and names them without one. The SQL it mirrors is the people's first cut
// in autocomplete.ts wordCandidates.
import { compareBytes, PackedStrings, utf8, type PackedStringsData } from './packed-strings.ts';
import { intersect } from './text-postings.ts';

/** One agent as autocomplete shows it. */
export interface AgentLabel {
  id: number;
  kind: 'person' | 'corporation';
  name: string;
  /** PostgreSQL's immutable_unaccent(lower(name)): what the relevance compares. */
  folded: string;
  birthYear: number | null;
  deathYear: number | null;
}

/** An agent whose name holds the words searched for. */
export interface AgentMatch {
  id: number;
  name: string;
  /** PostgreSQL's immutable_unaccent(lower(name)). */
  folded: string;
}

/** Runs of letters and digits: a typed word (core/search-syntax searchTerms) can only occur inside one of them. */
const TOKEN = /[\p{L}\p{N}]+/gu;

/** Birth or death year unknown. */
const NO_YEAR = -0x80000000;

/** AgentNames as plain buffers (what crosses from the process that builds it), in the first cut's order. */
export interface AgentNamesData {
  ids: Int32Array;
  /** 1 for a corporation. */
  corporation: Uint8Array;
  birthYears: Int32Array;
  deathYears: Int32Array;
  names: PackedStringsData;
  /** PostgreSQL's immutable_unaccent(lower(name)): what the relevance compares. */
  folded: PackedStringsData;
  /** lower(name), which ILIKE compares. */
  lower: PackedStringsData;
  /** Positions ordered by agent id (a label by id is a binary search). */
  byId: Int32Array;
  /**
   * The names' words' trigrams (of lower(name) and of the folded name) in code point order, and per trigram the
   * positions of the names holding it (as pg_trgm's GIN index).
   */
  trigrams: PackedStringsData;
  trigramStart: Int32Array;
  trigramNames: Int32Array;
}

export class AgentNames {
  private readonly names: PackedStrings;
  private readonly folded: PackedStrings;
  private readonly lower: PackedStrings;
  private readonly trigrams: PackedStrings;

  constructor(readonly data: AgentNamesData) {
    this.names = new PackedStrings(data.names);
    this.folded = new PackedStrings(data.folded);
    this.lower = new PackedStrings(data.lower);
    this.trigrams = new PackedStrings(data.trigrams);
  }

  /**
   * `labels` and `lowerNames` (PostgreSQL's lower(name), which ILIKE compares) in the order of the first cut's
   * tie-breakers: length(name), then id. A scan in that order can stop as soon as it has enough.
   */
  static build(labels: readonly AgentLabel[], lowerNames: readonly string[]): AgentNames {
    const lists = new Map<string, number[]>();
    // The trigrams of both spellings: lower() for autocomplete's ILIKE, the folded name for the person search.
    lowerNames.forEach((name, i) => {
      const folded = labels[i].folded;
      for (const [token] of (folded === name ? name : `${name} ${folded}`).matchAll(TOKEN)) {
        for (let at = 0; at + 3 <= token.length; at++) {
          const trigram = token.slice(at, at + 3);
          const list = lists.get(trigram);
          if (!list) lists.set(trigram, [i]);
          else if (list[list.length - 1] !== i) list.push(i);
        }
      }
    });
    const trigrams = [...lists.keys()]
      .map((trigram) => ({ trigram, bytes: utf8(trigram) }))
      .sort((a, b) => compareBytes(a.bytes, b.bytes));
    const trigramStart = new Int32Array(trigrams.length + 1);
    trigrams.forEach(
      ({ trigram }, k) => (trigramStart[k + 1] = trigramStart[k] + (lists.get(trigram) as number[]).length),
    );
    const trigramNames = new Int32Array(trigramStart[trigrams.length]);
    trigrams.forEach(({ trigram }, k) => trigramNames.set(lists.get(trigram) as number[], trigramStart[k]));
    return new AgentNames({
      ids: Int32Array.from(labels, (label) => label.id),
      corporation: Uint8Array.from(labels, (label) => (label.kind === 'corporation' ? 1 : 0)),
      birthYears: Int32Array.from(labels, (label) => label.birthYear ?? NO_YEAR),
      deathYears: Int32Array.from(labels, (label) => label.deathYear ?? NO_YEAR),
      names: PackedStrings.pack(labels.map((label) => label.name)).data,
      folded: PackedStrings.pack(labels.map((label) => label.folded)).data,
      lower: PackedStrings.pack(lowerNames).data,
      byId: Int32Array.from(labels, (_, i) => i).sort((a, b) => labels[a].id - labels[b].id),
      trigrams: PackedStrings.pack(trigrams.map(({ trigram }) => trigram)).data,
      trigramStart,
      trigramNames,
    });
  }

  label(id: number): AgentLabel | null {
    const at = this.position(id);
    if (at < 0) return null;
    const { corporation, birthYears, deathYears } = this.data;
    return {
      id,
      kind: corporation[at] === 1 ? 'corporation' : 'person',
      name: this.names.get(at),
      folded: this.folded.get(at),
      birthYear: birthYears[at] === NO_YEAR ? null : birthYears[at],
      deathYear: deathYears[at] === NO_YEAR ? null : deathYears[at],
    };
  }

  /** The agent's position (binary search by id), -1 when the index does not hold it. */
  private position(id: number): number {
    const { ids, byId } = this.data;
    let low = 0;
    let high = byId.length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const at = byId[mid];
      if (ids[at] < id) low = mid + 1;
      else if (ids[at] > id) high = mid - 1;
      else return at;
    }
    return -1;
  }

  /**
   * The first `limit` agents whose name holds, for every group, one of its alternatives (ILIKE '%word%'), those
   * whose name starts with `firstTerm` or has a word starting with it first, then by length and id. Agent ids.
   */
  firstCut(groups: readonly (readonly string[])[], firstTerm: string, limit: number): number[] {
    const { leading, others } = this.firstCutParts(groups, firstTerm, limit);
    return [...leading, ...others].slice(0, limit);
  }

  /**
   * The first cut in its two parts, each in (length, id) order: names starting with `firstTerm` or with a word
   * starting with it, and the others. `skip`: agents to leave out (changed since the build, live-index.ts).
   */
  firstCutParts(
    groups: readonly (readonly string[])[],
    firstTerm: string,
    limit: number,
    skip?: ReadonlySet<number>,
  ): { leading: number[]; others: number[] } {
    const leading: number[] = [];
    const others: number[] = [];
    const first = utf8(firstTerm);
    const wordStart = utf8(` ${firstTerm}`);
    const needles = groups.map((alternatives) => alternatives.map(utf8));
    const { ids } = this.data;
    // Only names sharing the trigrams of the most selective group are read (every name when no word has three letters).
    const held = groups.map((alternatives) => this.namesHoldingAny(alternatives)).filter((list) => list !== null);
    const candidates = held.length > 0 ? held.reduce((a, b) => (b.length < a.length ? b : a)) : null;
    const count = candidates ? candidates.length : ids.length;
    for (let k = 0; k < count && leading.length < limit; k++) {
      const i = candidates ? candidates[k] : k;
      if (skip?.has(ids[i])) continue;
      if (!needles.every((alternatives) => alternatives.some((word) => this.lower.includes(i, word)))) continue;
      if (this.lower.startsWith(i, first) || this.lower.includes(i, wordStart)) leading.push(ids[i]);
      else if (others.length < limit) others.push(ids[i]);
    }
    return { leading, others };
  }

  /**
   * The agents whose folded name holds every one of `foldedTerms` (immutable_unaccent of each typed word), as the
   * person search's LIKE '%word%' finds them (agents.ts). `skip`: agents to leave out (changed since the build).
   */
  holdingAll(foldedTerms: readonly string[], skip?: ReadonlySet<number>): AgentMatch[] {
    const needles = foldedTerms.map(utf8);
    const held = foldedTerms.map((term) => this.namesHoldingAny([term])).filter((list) => list !== null);
    const candidates = held.length > 0 ? held.reduce((a, b) => (b.length < a.length ? b : a)) : null;
    const { ids } = this.data;
    const count = candidates ? candidates.length : ids.length;
    const found: AgentMatch[] = [];
    for (let k = 0; k < count; k++) {
      const i = candidates ? candidates[k] : k;
      if (skip?.has(ids[i]) || !needles.every((needle) => this.folded.includes(i, needle))) continue;
      found.push({ id: ids[i], name: this.names.get(i), folded: this.folded.get(i) });
    }
    return found;
  }

  /**
   * Positions of the names that have every trigram of one of the words (a superset of those holding it), ascending;
   * null when a word is shorter than three letters or not one run of letters and digits.
   */
  private namesHoldingAny(words: readonly string[]): Int32Array | null {
    // A word of other characters than letters and digits spans tokens: its trigrams are not the names'.
    if (words.some((word) => word.length < 3 || word.match(TOKEN)?.[0] !== word)) return null;
    const lists = words.map((word) => {
      const own: Int32Array[] = [];
      for (let at = 0; at + 3 <= word.length; at++) own.push(this.namesWith(word.slice(at, at + 3)));
      own.sort((a, b) => a.length - b.length);
      return own.slice(1).reduce(intersect, own[0]);
    });
    if (lists.length === 1) return lists[0];
    return Int32Array.from(new Set(lists.flatMap((list) => Array.from(list)))).sort();
  }

  /** Positions of the names holding the trigram, ascending. */
  private namesWith(trigram: string): Int32Array {
    const key = utf8(trigram);
    const k = this.trigrams.lowerBound(null, key);
    if (k >= this.trigrams.length || this.trigrams.compare(k, key) !== 0) return new Int32Array(0);
    return this.data.trigramNames.subarray(this.data.trigramStart[k], this.data.trigramStart[k + 1]);
  }
}
