// Which works contain which search-vector lexemes, in memory (docs/decisions/015): answers "which works match these
// words, and which match them all in title or creators (weight A)" without visiting the works table, for the search's
// in-memory path. Lexemes come from PostgreSQL (tsvector_to_array of works.search_vector), so stemming and accent
// folding are exactly the database's; the query's words are turned into lexemes by to_tsquery as well.

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
  private readonly titleHash: number[] = [];
  private readonly titleLength: number[] = [];
  private readonly originalHash: number[] = [];
  private readonly originalLength: number[] = [];

  /** Call in work-ordinal order (the same order as FacetIndexBuilder.addWork). */
  addWork(ord: number, work: { lexemes: readonly string[]; weightCounts: readonly number[]; titleHash: number; titleLength: number; originalHash: number; originalLength: number }): void {
    work.lexemes.forEach((lexeme, i) => {
      let code = this.lexemeCodes.get(lexeme);
      if (code === undefined) {
        code = this.lexemeCodes.size;
        this.lexemeCodes.set(lexeme, code);
      }
      const counts = work.weightCounts[i];
      this.postLexeme.push(code);
      this.postWork.push(ord * 2 + ((counts & 0xff) > 0 ? 1 : 0));
      this.postCounts.push(counts);
    });
    this.titleHash[ord] = work.titleHash;
    this.titleLength[ord] = work.titleLength;
    this.originalHash[ord] = work.originalHash;
    this.originalLength[ord] = work.originalLength;
  }

  build(): TextPostings {
    // Counting sort by lexeme; within a lexeme the postings stay in work order.
    const lexemes = this.lexemeCodes.size;
    const start = new Int32Array(lexemes + 1);
    const n = this.postLexeme.length;
    const byLexeme = this.postLexeme.data;
    for (let i = 0; i < n; i++) start[byLexeme[i] + 1] += 1;
    for (let i = 0; i < lexemes; i++) start[i + 1] += start[i];
    const fill = start.slice(0, lexemes);
    const postings = new Int32Array(n);
    const counts = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const at = fill[byLexeme[i]]++;
      postings[at] = this.postWork.data[i];
      counts[at] = this.postCounts.data[i];
    }
    return new TextPostings(this.lexemeCodes, start, postings, counts, {
      titleHash: Int32Array.from(this.titleHash),
      titleLength: Int32Array.from(this.titleLength),
      originalHash: Int32Array.from(this.originalHash),
      originalLength: Int32Array.from(this.originalLength),
    });
  }
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

export class TextPostings {
  constructor(
    private readonly lexemeCodes: Map<string, number>,
    private readonly start: Int32Array,
    private readonly postings: Int32Array,
    private readonly counts: Int32Array,
    private readonly titles: { titleHash: Int32Array; titleLength: Int32Array; originalHash: Int32Array; originalLength: Int32Array },
  ) {}

  get postingCount(): number {
    return this.postings.length;
  }

  /**
   * Works matching `groups` (AND of groups, OR within one; lexemes as to_tsquery gives them). `exact` is the
   * query's normalised text as hashtext() hashes it, with its length: the same guard as the SQL (± 8 characters).
   */
  match(groups: readonly (readonly string[])[], workCount: number, exact: { hash: number; length: number }): TextMatch {
    const hits = new Uint8Array(workCount);
    const aHits = new Uint8Array(workCount);
    const groupSeen = new Int32Array(workCount).fill(-1);
    const aSeen = new Int32Array(workCount).fill(-1);
    groups.forEach((alternatives, g) => {
      for (const lexeme of alternatives) {
        const code = this.lexemeCodes.get(lexeme);
        if (code === undefined) continue;
        for (let i = this.start[code]; i < this.start[code + 1]; i++) {
          const entry = this.postings[i];
          const ord = entry >>> 1;
          if (groupSeen[ord] !== g) {
            groupSeen[ord] = g;
            hits[ord] += 1;
          }
          if ((entry & 1) === 1 && aSeen[ord] !== g) {
            aSeen[ord] = g;
            aHits[ord] += 1;
          }
        }
      }
    });
    const single = groups.length === 1 && groups[0].length === 1 ? this.lexemeCodes.get(groups[0][0]) : undefined;
    const rankByOrd = single === undefined ? null : new Map<number, number>();
    if (rankByOrd && single !== undefined) {
      for (let i = this.start[single]; i < this.start[single + 1]; i++) rankByOrd.set(this.postings[i] >>> 1, singleLexemeRank(this.counts[i]));
    }
    // A lexeme stored without positions (a stripped vector) is ranked differently by PostgreSQL: leave it to SQL.
    const rankable = single !== undefined && this.counts.subarray(this.start[single], this.start[single + 1]).every((c) => c !== 0);
    const need = groups.length;
    let count = 0;
    if (need > 0) for (let ord = 0; ord < workCount; ord++) if (hits[ord] === need) count += 1;
    const ords = new Int32Array(count);
    const allInTitleOrCreators = new Uint8Array(count);
    const maybeExactTitle = new Uint8Array(count);
    const rank = rankByOrd && rankable ? new Float32Array(count) : null;
    const { titleHash, titleLength, originalHash, originalLength } = this.titles;
    const near = (length: number) => length >= exact.length - 8 && length <= exact.length + 8;
    for (let ord = 0, k = 0; need > 0 && ord < workCount; ord++) {
      if (hits[ord] !== need) continue;
      ords[k] = ord;
      if (rank && rankByOrd) rank[k] = rankByOrd.get(ord) ?? 0;
      allInTitleOrCreators[k] = aHits[ord] === need ? 1 : 0;
      maybeExactTitle[k] =
        (titleHash[ord] === exact.hash && near(titleLength[ord])) || (originalHash[ord] === exact.hash && near(originalLength[ord])) ? 1 : 0;
      k += 1;
    }
    return { ords, allInTitleOrCreators, maybeExactTitle, rank };
  }
}
