// The names of people and corporations, in memory beside the search index (docs/decisions/015), so autocomplete
// finds its first cut of people without a trigram scan. The SQL it mirrors is autocomplete.ts agentsFirstCut.

export class AgentNames {
  /**
   * `ids` and `lowerNames` (PostgreSQL's lower(name), which ILIKE compares) in the order of the first cut's
   * tie-breakers: length(name), then id. A scan in that order can stop as soon as it has enough.
   */
  constructor(
    private readonly ids: Int32Array,
    private readonly lowerNames: readonly string[],
  ) {}

  get count(): number {
    return this.ids.length;
  }

  /**
   * The first `limit` agents whose name holds, for every group, one of its alternatives (ILIKE '%word%'), those
   * whose name starts with `firstTerm` or has a word starting with it first, then by length and id. Agent ids.
   */
  firstCut(groups: readonly (readonly string[])[], firstTerm: string, limit: number): number[] {
    const leading: number[] = [];
    const others: number[] = [];
    const wordStart = ` ${firstTerm}`;
    for (let i = 0; i < this.lowerNames.length && leading.length < limit; i++) {
      const name = this.lowerNames[i];
      if (!groups.every((alternatives) => alternatives.some((word) => name.includes(word)))) continue;
      if (name.startsWith(firstTerm) || name.includes(wordStart)) leading.push(this.ids[i]);
      else if (others.length < limit) others.push(this.ids[i]);
    }
    return [...leading, ...others].slice(0, limit);
  }
}
