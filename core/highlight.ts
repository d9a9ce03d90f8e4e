// Splits a label into highlighted and plain parts where words start with the typed terms (SPEC §3 highlightedLabelParts).

export interface LabelPart {
  text: string;
  highlighted: boolean;
}

const SPECIAL: Readonly<Record<string, string>> = { ø: 'o', æ: 'a', å: 'a', ß: 's', đ: 'd', ł: 'l', œ: 'o' };

/** One folded code unit per label code unit (lower case, accents removed), so positions line up with the label. */
export function foldForMatching(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const lower = ch.toLowerCase();
    const folded = SPECIAL[lower] ?? lower.normalize('NFD').replace(/\p{M}/gu, '');
    // Surrogate halves and characters that fold to nothing or to several stay as they are.
    out += folded.length === 1 ? folded : lower.length === 1 ? lower : ch;
  }
  return out;
}

/**
 * Parts of `label` with every word that starts with one of `terms` marked (accent- and case-insensitive).
 * Adjacent parts of the same kind are merged; no terms gives the whole label unhighlighted.
 */
export function highlightParts(label: string, terms: readonly string[]): LabelPart[] {
  const folded = foldForMatching(label);
  const mark = new Array<boolean>(label.length).fill(false);
  const wanted = [...new Set(terms.map((t) => foldForMatching(t.trim())).filter((t) => t.length > 0))];
  for (const term of wanted) {
    let from = 0;
    while (from <= folded.length - term.length) {
      const at = folded.indexOf(term, from);
      if (at === -1) break;
      const atWordStart = at === 0 || !/[\p{L}\p{N}]/u.test(folded[at - 1]);
      if (atWordStart) for (let i = at; i < at + term.length; i++) mark[i] = true;
      from = at + 1;
    }
  }
  const parts: LabelPart[] = [];
  for (let i = 0; i < label.length; i++) {
    const last = parts[parts.length - 1];
    if (last && last.highlighted === mark[i]) last.text += label[i];
    else parts.push({ text: label[i], highlighted: mark[i] });
  }
  return parts.length > 0 ? parts : [{ text: label, highlighted: false }];
}
