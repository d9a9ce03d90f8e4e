// Edit distance with transpositions (optimal string alignment): 'nohwere' is one slip from 'nowhere', where
// trigram similarity sees a third of the word changed. Used to rank spelling corrections (text-query.ts).

/** The fewest insertions, deletions, substitutions and swaps of two neighbours turning `a` into `b`; stops early past `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = new Array<number>(t.length + 1);
    current[0] = i;
    let rowBest = current[0];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        current[j] = Math.min(current[j], before[j - 2] + 1);
      rowBest = Math.min(rowBest, current[j]);
    }
    if (rowBest > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[t.length];
}
