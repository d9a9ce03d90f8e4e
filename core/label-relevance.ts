// How well an autocomplete label matches what the patron typed (SPEC §3 Autocomplete item): one scale for works,
// people, series and libraries. Computed here, in one place, whether the candidates came from SQL or from the
// search's in-memory index: both hand in labels already lower-cased and accent-folded by PostgreSQL's unaccent.

/** Folded text as compared: every run of characters that are not letters or digits becomes one space, trimmed. */
export function comparableText(folded: string): string {
  return folded.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
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
 * pg_trgm's word similarity, as its documentation defines it: the greatest similarity between the set of trigrams
 * of `typed` and the trigrams of any continuous extent of `label` (shared / all distinct trigrams of the two).
 * Both are comparable texts. An extent worth having starts and ends with a shared trigram, so only those are tried.
 */
export function wordSimilarity(typed: string, label: string): number {
  const wanted = new Map<string, number>();
  for (const t of trigrams(typed)) if (!wanted.has(t)) wanted.set(t, wanted.size);
  if (wanted.size === 0) return 0;
  // Per label trigram: its number among the typed trigrams, or a number of its own above them (repeats share one).
  const others = new Map<string, number>();
  const codes = trigrams(label).map((t) => wanted.get(t) ?? wanted.size + (others.get(t) ?? others.set(t, others.size).size - 1));
  const seen = new Int32Array(wanted.size + others.size).fill(-1);
  let best = 0;
  for (let start = 0; start < codes.length && best < 1; start++) {
    if (codes[start] >= wanted.size) continue;
    let shared = 0;
    let extra = 0;
    for (let end = start; end < codes.length; end++) {
      const code = codes[end];
      if (seen[code] === start) continue;
      seen[code] = start;
      if (code >= wanted.size) extra += 1;
      else {
        shared += 1;
        best = Math.max(best, shared / (wanted.size + extra));
      }
    }
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
