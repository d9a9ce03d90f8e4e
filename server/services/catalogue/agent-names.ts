// The people and corporations, in memory beside the search index (docs/decisions/015), so autocomplete finds its
// first cut of people without a query and names them without one. The SQL it mirrors is the people's first cut
// in autocomplete.ts wordCandidates.
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

/** Runs of letters and digits: a typed word (core/search-syntax searchTerms) can only occur inside one of them. */
const TOKEN = /[\p{L}\p{N}]+/gu;

export class AgentNames {
  /** lower(name) of each agent, in the order of `labels`. */
  private readonly lowerNames: readonly string[];
  /** Per trigram of the names' words: the positions of the names holding it, ascending (as pg_trgm's GIN index). */
  private readonly trigrams = new Map<string, Int32Array>();
  private readonly byId = new Map<number, number>();

  /**
   * `labels` and `lowerNames` (PostgreSQL's lower(name), which ILIKE compares) in the order of the first cut's
   * tie-breakers: length(name), then id. A scan in that order can stop as soon as it has enough.
   */
  constructor(
    private readonly labels: readonly AgentLabel[],
    lowerNames: readonly string[],
  ) {
    this.lowerNames = lowerNames;
    const lists = new Map<string, number[]>();
    lowerNames.forEach((name, i) => {
      for (const [token] of name.matchAll(TOKEN)) {
        for (let at = 0; at + 3 <= token.length; at++) {
          const trigram = token.slice(at, at + 3);
          const list = lists.get(trigram);
          if (!list) lists.set(trigram, [i]);
          else if (list[list.length - 1] !== i) list.push(i);
        }
      }
    });
    for (const [trigram, list] of lists) this.trigrams.set(trigram, Int32Array.from(list));
    labels.forEach((label, i) => this.byId.set(label.id, i));
  }

  label(id: number): AgentLabel | null {
    const at = this.byId.get(id);
    return at === undefined ? null : this.labels[at];
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
  firstCutParts(groups: readonly (readonly string[])[], firstTerm: string, limit: number, skip?: ReadonlySet<number>): { leading: number[]; others: number[] } {
    const leading: number[] = [];
    const others: number[] = [];
    const wordStart = ` ${firstTerm}`;
    // Only names sharing the trigrams of the most selective group are read (every name when no word has three letters).
    const held = groups.map((alternatives) => this.namesHoldingAny(alternatives)).filter((list) => list !== null);
    const candidates = held.length > 0 ? held.reduce((a, b) => (b.length < a.length ? b : a)) : null;
    const count = candidates ? candidates.length : this.lowerNames.length;
    for (let k = 0; k < count && leading.length < limit; k++) {
      const i = candidates ? candidates[k] : k;
      const name = this.lowerNames[i];
      if (skip?.has(this.labels[i].id)) continue;
      if (!groups.every((alternatives) => alternatives.some((word) => name.includes(word)))) continue;
      if (name.startsWith(firstTerm) || name.includes(wordStart)) leading.push(this.labels[i].id);
      else if (others.length < limit) others.push(this.labels[i].id);
    }
    return { leading, others };
  }

  /**
   * Positions of the names that have every trigram of one of the words (a superset of those holding it), ascending;
   * null when a word is shorter than three letters.
   */
  private namesHoldingAny(words: readonly string[]): Int32Array | null {
    if (words.some((word) => word.length < 3)) return null;
    const lists = words.map((word) => {
      const own: Int32Array[] = [];
      for (let at = 0; at + 3 <= word.length; at++) own.push(this.trigrams.get(word.slice(at, at + 3)) ?? new Int32Array(0));
      own.sort((a, b) => a.length - b.length);
      return own.slice(1).reduce(intersect, own[0]);
    });
    if (lists.length === 1) return lists[0];
    return Int32Array.from(new Set(lists.flatMap((list) => Array.from(list)))).sort();
  }
}
