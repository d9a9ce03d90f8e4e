// How well an autocomplete label matches what the patron typed (SPEC §3 Autocomplete item): one scale for works,
// people, series and libraries. Computed here, in one place, whether the candidates came from SQL or from the
// search's in-memory index: both hand in labels already lower-cased and accent-folded by PostgreSQL's unaccent.

/**
 * Folded text as compared: every run of characters that are not letters or digits becomes one space, trimmed — as
 * PostgreSQL's regexp_replace(…, '[^[:alnum:]]+', ' ') does (sql.ts normalisedText), which counts decimal digits
 * but not other numbers (², ㉑) as alphanumeric.
 */
export function comparableText(folded: string): string {
  return folded.replace(/[^\p{L}\p{Nd}]+/gu, ' ').trim();
}

/** The trigrams of a comparable text in order, pg_trgm style: each word padded with two spaces before and one after. */
function trigrams(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(' ')) {
    if (word === '') continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  }
  return out;
}

/**
 * pg_trgm's word_similarity as PostgreSQL computes it (trgm_op.c iterate_word_similarity), so a ranking made here
 * equals one made in SQL: the label's trigrams are walked in order; at each one `typed` shares, the extent ending
 * there is scored from the earliest useful start, and the start moves up when that scores higher (greedy, as
 * PostgreSQL does, not the best of every extent). Scores are float4, as PostgreSQL returns them. Both arguments
 * are comparable texts.
 */
export function wordSimilarity(typed: string, label: string): number {
  return wordSimilarityTo(typed)(label);
}

/** wordSimilarity with `typed` fixed: its trigrams are made once for many labels. */
export function wordSimilarityTo(typed: string): (label: string) => number {
  const wanted = new Set(trigrams(typed));
  return (label) => (wanted.size === 0 ? 0 : similarityToTrigrams(wanted, label));
}

function similarityToTrigrams(wanted: ReadonlySet<string>, label: string): number {
  // Each distinct label trigram gets a number; shared[n] tells whether typed has it.
  const numbers = new Map<string, number>();
  const shared: boolean[] = [];
  const codes = trigrams(label).map((t) => {
    let n = numbers.get(t);
    if (n === undefined) {
      n = numbers.size;
      numbers.set(t, n);
      shared.push(wanted.has(t));
    }
    return n;
  });
  const score = (count: number, distinct: number) => Math.fround(count / (wanted.size + distinct - count));
  const lastAt = new Int32Array(numbers.size).fill(-1);
  let distinct = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i];
    if (lower >= 0 || shared[code]) {
      if (lastAt[code] < 0) {
        distinct += 1;
        if (shared[code]) count += 1;
      }
      lastAt[code] = i;
    }
    if (!shared[code]) continue;
    if (lower === -1) {
      lower = i;
      distinct = 1;
    }
    let current = score(count, distinct);
    // Try each later start of the extent: dropping a trigram whose last occurrence is before the start.
    let tryCount = count;
    let tryDistinct = distinct;
    const previousLower = lower;
    for (let start = lower; start <= i; start++) {
      const tried = score(tryCount, tryDistinct);
      if (tried > current) {
        current = tried;
        distinct = tryDistinct;
        lower = start;
        count = tryCount;
      }
      if (lastAt[codes[start]] === start) {
        tryDistinct -= 1;
        if (shared[codes[start]]) tryCount -= 1;
      }
    }
    best = Math.max(best, current);
    for (let start = previousLower; start < lower; start++)
      if (lastAt[codes[start]] === start) lastAt[codes[start]] = -1;
  }
  return best;
}

/**
 * 4 the label is the input, 3 it starts with the input, 2.5 a later word starts the input, 2 a word starts with the
 * last typed word, otherwise the word similarity × 0.95 (below 0.95, so never above a real prefix match). Works add
 * a floor of their own (autocomplete.ts). `foldedLabel` and `foldedInput` are lower-cased and unaccented.
 */
export function labelRelevance(foldedLabel: string, foldedInput: string): number {
  const label = comparableText(foldedLabel);
  const input = comparableText(foldedInput);
  if (input === '') return 0;
  if (label === input) return 4;
  if (label.startsWith(input)) return 3;
  if (label.includes(` ${input}`)) return 2.5;
  const lastWord = input.slice(input.lastIndexOf(' ') + 1);
  if (label.startsWith(lastWord) || label.includes(` ${lastWord}`)) return 2;
  return wordSimilarity(input, label) * 0.95;
}
