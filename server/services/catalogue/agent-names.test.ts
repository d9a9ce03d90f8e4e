import { describe, expect, it } from 'vitest';
import { AgentNames, type AgentLabel } from './agent-names.ts';

/** The first cut as the SQL states it: every group matched by ILIKE '%word%', leading names first, then length, id. */
function scanned(names: readonly string[], groups: string[][], firstTerm: string, limit: number): number[] {
  const held = names
    .map((name, id) => ({ id, name }))
    .filter(({ name }) => groups.every((g) => g.some((w) => name.includes(w))));
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
    .flatMap((f, i) => last.map((l, j) => ((i + j) % 3 === 0 ? `${l}, ${f}` : `${f} ${l}`)))
    .concat(['hansen & co as', 'forlaget oktober', 'ole', 'x'])
    .sort((a, b) => a.length - b.length);
  const labels: AgentLabel[] = names.map((name, id) => ({
    id,
    kind: 'person',
    name,
    folded: name,
    birthYear: null,
    deathYear: null,
  }));
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
      for (const limit of [1, 3, 40])
        expect(index.firstCut(groups, firstTerm, limit), `${JSON.stringify(groups)} ${limit}`).toEqual(
          scanned(names, groups, firstTerm, limit),
        );
    }
  });

  it('gives each agent as autocomplete shows it', () => {
    expect(index.label(names.indexOf('forlaget oktober'))).toMatchObject({ name: 'forlaget oktober', kind: 'person' });
    expect(index.label(10_000)).toBeNull();
  });
});

describe('AgentNames.holdingAll', () => {
  // Folded as PostgreSQL's immutable_unaccent(lower(name)) folds them: the trigrams of both spellings are indexed.
  const people: [string, string][] = [
    ['Bjørn Løvås', 'bjorn lovas'],
    ['Åse Bjørnstad', 'ase bjornstad'],
    ['Bjorn Borg', 'bjorn borg'],
    ['Anne-Lise Berg', 'anne-lise berg'],
    ['Ole Berg-Hansen', 'ole berg-hansen'],
    ['Jo', 'jo'],
  ];
  const labels: AgentLabel[] = people.map(([name, folded], id) => ({
    id,
    kind: 'person',
    name,
    folded,
    birthYear: null,
    deathYear: null,
  }));
  const index = AgentNames.build(
    labels,
    people.map(([name]) => name.toLowerCase()),
  );
  const scan = (terms: string[], skip: number[] = []) =>
    people.flatMap(([, folded], id) => (terms.every((t) => folded.includes(t)) && !skip.includes(id) ? [id] : []));

  it('finds the names whose folded spelling holds every word, as LIKE does', () => {
    for (const terms of [
      ['bjorn'],
      ['lovas'],
      ['bjor', 'berg'],
      ['berg'],
      ['e-h'],
      ['jo'],
      ['o'],
      ['hansen', 'ole'],
      ['bjørn'],
      ['xyz'],
    ]) {
      expect(
        index.holdingAll(terms).map((m) => m.id),
        terms.join(' '),
      ).toEqual(scan(terms));
    }
    expect(index.holdingAll(['bjorn'], new Set([0])).map((m) => m.id)).toEqual(scan(['bjorn'], [0]));
    expect(index.holdingAll(['lovas'])).toEqual([{ id: 0, name: 'Bjørn Løvås', folded: 'bjorn lovas' }]);
  });
});
