import { describe, expect, it } from 'vitest';
import { AgentNames, type AgentLabel } from './agent-names.ts';

/** The first cut as the SQL states it: every group matched by ILIKE '%word%', leading names first, then length, id. */
function scanned(names: readonly string[], groups: string[][], firstTerm: string, limit: number): number[] {
  const held = names.map((name, id) => ({ id, name })).filter(({ name }) => groups.every((g) => g.some((w) => name.includes(w))));
  const leading = (name: string) => name.startsWith(firstTerm) || name.includes(` ${firstTerm}`);
  return held
    .sort((a, b) => Number(leading(b.name)) - Number(leading(a.name)) || a.name.length - b.name.length || a.id - b.id)
    .slice(0, limit)
    .map(({ id }) => id);
}

describe('AgentNames.firstCut', () => {
  // Names in (length, id) order, as the keeper loads them; ids are positions.
  const first = ['ole', 'kari', 'hans', 'anne', 'jo', 'bjørn', 'nils', 'åse', 'per'];
  const last = ['hansen', 'olsen', 'johansen', 'bakke', 'lie', 'haugen', 'sæther', "o'brien", 'berg-hansen'];
  const names = first
    .flatMap((f, i) => last.map((l, j) => (i + j) % 3 === 0 ? `${l}, ${f}` : `${f} ${l}`))
    .concat(['hansen & co as', 'forlaget oktober', 'ole', 'x'])
    .sort((a, b) => a.length - b.length);
  const labels: AgentLabel[] = names.map((name, id) => ({ id, kind: 'person', name, folded: name, birthYear: null, deathYear: null }));
  const index = AgentNames.build(labels, names);

  it('finds the same agents in the same order as a scan of every name', () => {
    const queries: [string[][], string][] = [
      [[['hansen']], 'hansen'],
      [[['ole'], ['hansen']], 'ole'],
      [[['ansen']], 'ansen'],
      [[['jo']], 'jo'],
      [[['o'], ['brien']], 'o'],
      [[['hamsen', 'hansen', 'haugen']], 'hamsen'],
      [[['bjør'], ['sæt']], 'bjør'],
      [[['zzz']], 'zzz'],
      [[['berg'], ['hansen']], 'berg'],
    ];
    for (const [groups, firstTerm] of queries) {
      for (const limit of [1, 3, 40]) expect(index.firstCut(groups, firstTerm, limit), `${JSON.stringify(groups)} ${limit}`).toEqual(scanned(names, groups, firstTerm, limit));
    }
  });

  it('gives each agent as autocomplete shows it', () => {
    expect(index.label(names.indexOf('forlaget oktober'))).toMatchObject({ name: 'forlaget oktober', kind: 'person' });
    expect(index.label(10_000)).toBeNull();
  });
});
