// The in-memory facet index (docs/decisions/015) must answer exactly as the SQL search does: same hits in the same
// order, same totals, same facet counts, for words, commands, every filter group, paging and availability; and it
// must follow circulation (holdings in place) and catalogue changes (rebuild) without serving stale answers.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateCatalogue } from '../../../bench/search-data.ts';
import { readSearchParams } from '#core/search-filters.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { ServiceContext } from '../context.ts';
import type { FacetIndex } from './facet-index.ts';
import { SearchIndexKeeper } from './facet-index-keeper.ts';
import { autocomplete } from './autocomplete.ts';
import { searchCatalogue, type CatalogueSearchResult } from './search.ts';
import { analyseTerms } from './text-query.ts';

let t: TestApp;
let keeper: SearchIndexKeeper;
let indexed: ServiceContext;
const QUERIES = ['', 'sommer', 'hus', 'kjærlighet', 'natten i', 'forfatter:Hansen', 'sommmer lofotn', 'Hamsun'];
let paramSets: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The demo library plus a generated catalogue: every branch, language, audience, year range and genre occurs.
  await generateCatalogue(t.services.db, 3_000);
  keeper = new SearchIndexKeeper(t.services, { minPublications: 0, pollMs: 60_000, resyncMs: 3_600_000 });
  await keeper.refresh();
  indexed = { ...t.services, searchIndex: keeper };
  const [branches, genre, issueYear] = await Promise.all([
    t.services.db.execute<{ slug: string }>(sql`select slug from libraries order by id limit 2`),
    t.services.db.execute<{ genre: string }>(sql`select g as genre from works, unnest(genres) g group by g order by count(*) desc limit 1`),
    t.services.db.execute<{ year: number }>(sql`select publication_year as year from publications where serial_id is not null and publication_year is not null limit 1`),
  ]);
  const [a, b] = branches.rows.map((r) => r.slug);
  paramSets = [
    '',
    'filter=mediaType_Bok',
    'filter=mediaType_Bok&filter=languages_nob',
    'filter=audience_barn&filter=mediaType_Lydbok&filter=mediaType_Film',
    'filter=fictionNonfiction_fiction',
    `filter=branch_${a}&filter=branch_${b}`,
    `filter=branch_${a}&excludeUnavailable=true`,
    'excludeUnavailable=true',
    'includeWithoutItems=true',
    'yearFrom=2000&yearTo=2015',
    `filter=category_${encodeURIComponent(genre.rows[0].genre)}&filter=languages_eng`,
    `filter=issuesByYear_${issueYear.rows[0]?.year ?? 2024}`,
    'page=3',
    'recommended=true',
  ];
});
afterAll(async () => {
  keeper.stop();
  await t.close();
});

function input(query: string, qs: string) {
  return { query, params: readSearchParams(new URLSearchParams(qs)).params, debug: true };
}

async function both(query: string, qs: string): Promise<[CatalogueSearchResult, CatalogueSearchResult]> {
  return [await searchCatalogue(indexed, input(query, qs)), await searchCatalogue(t.services, input(query, qs))];
}

describe('the in-memory facet index', () => {
  it('holds the whole catalogue', async () => {
    const index = keeper.current();
    const counts = await t.services.db.execute<{ p: number; w: number }>(sql`select (select count(*)::int from publications) as p, (select count(*)::int from works) as w`);
    expect(index?.publicationCount).toBe(counts.rows[0].p);
    expect(index?.workCount).toBe(counts.rows[0].w);
  });

  it('answers every query × filter combination exactly as SQL does, and is the one answering', async () => {
    const index = keeper.current();
    if (!index) throw new Error('no index');
    const used = vi.spyOn(index, 'filter');
    if (!index.text) throw new Error('no text postings');
    const matchedInMemory = vi.spyOn(index.text, 'match');
    let nonEmpty = 0;
    for (const query of QUERIES) {
      for (const qs of paramSets) {
        const [fromIndex, fromSql] = await both(query, qs);
        expect(fromIndex, `${query} ? ${qs}`).toEqual(fromSql);
        if (fromSql.total > 0) nonEmpty += 1;
      }
    }
    expect(used).toHaveBeenCalled();
    // The spelling retry runs the search twice; every other combination once.
    expect(used.mock.calls.length).toBeGreaterThanOrEqual(QUERIES.length * paramSets.length);
    expect(nonEmpty).toBeGreaterThan(QUERIES.length * paramSets.length * 0.6);
    // Words alone are matched in memory (all but the '*' and forfatter: queries, recommended excluded).
    expect(matchedInMemory.mock.calls.length).toBeGreaterThanOrEqual((QUERIES.length - 2) * (paramSets.length - 1));
    // One-word queries are also ranked in memory (ts_rank_cd from the postings' weights), the rest in SQL.
    const rankedInMemory = matchedInMemory.mock.results.filter((r) => r.type === 'return' && r.value.rank !== null).length;
    expect(rankedInMemory).toBeGreaterThanOrEqual(3 * (paramSets.length - 1));
    expect(rankedInMemory).toBeLessThan(matchedInMemory.mock.calls.length);
    used.mockRestore();
    matchedInMemory.mockRestore();
  });

  it('answers role commands from its own work_agents, as the SQL does', async () => {
    const index = keeper.current();
    if (!index?.roles) throw new Error('no roles');
    const made = vi.spyOn(index.roles, 'works');
    const queries = ['forfatter:Hansen', 'aktør:Hansen', 'forfatter:hamsun', 'aktør:"knut hamsun"', 'forfatter:Hansen illustratør:Hansen', 'komponist:Hansen', 'oversetter:Hansen', 'forfatter:og'];
    for (const query of queries) {
      for (const qs of ['', 'filter=mediaType_Bok', 'page=2', 'filter=audience_barn&excludeUnavailable=true']) {
        const [fromIndex, fromSql] = await both(query, qs);
        expect(fromIndex, `${query} ? ${qs}`).toEqual(fromSql);
      }
    }
    expect(made.mock.calls.length).toBeGreaterThanOrEqual(queries.length * 4);
    made.mockRestore();
  });

  it('gives autocomplete the same suggestions as SQL, with the first cuts of works and people from memory', async () => {
    const index = keeper.current();
    if (!index?.text || !index.names) throw new Error('no text postings or names');
    const worksCut = vi.spyOn(index.text, 'titleCandidates');
    const peopleCut = vi.spyOn(index.names, 'firstCut');
    const inputs = ['som', 'sommer', 'somm', 'den siste na', 'hansen', 'bjør', 'hus i', 'natt', 'kjær', 'og', 'lofot', 'sult', 'harry p', 'ole hansen'];
    for (const query of inputs) {
      expect(await autocomplete(indexed, { query }), query).toEqual(await autocomplete(t.services, { query }));
    }
    // Fuzziness widens a word that matches nothing with its spelling corrections, in memory as in SQL.
    for (const query of ['lofotn', 'hamsn', 'somer i lofotn', 'hansn', 'kjærlihet', 'sommer', 'xqzv']) {
      expect(await autocomplete(indexed, { query, fuzziness: true }), query).toEqual(await autocomplete(t.services, { query, fuzziness: true }));
    }
    expect(worksCut).toHaveBeenCalledTimes(inputs.length + 7);
    expect(peopleCut).toHaveBeenCalledTimes(inputs.length + 7);
    expect((await autocomplete(indexed, { query: 'hamsn', fuzziness: true })).items.map((i) => i.label)).toContain('Knut Hamsun');
    worksCut.mockRestore();
    peopleCut.mockRestore();
  });

  it('tells known words from unknown ones from the postings, as the works table does', async () => {
    const index = keeper.current();
    if (!index?.text) throw new Error('no text postings');
    const knows = vi.spyOn(index.text, 'knows');
    const terms = ['sommer', 'og', 'sommmer', 'lofotn', 'hus', 'hamsun', 'xqzvy'];
    expect(await analyseTerms(indexed, terms)).toEqual(await analyseTerms(t.services, terms));
    expect(await analyseTerms(indexed, ['den', 'sist'], { prefix: 'sist' })).toEqual(await analyseTerms(t.services, ['den', 'sist'], { prefix: 'sist' }));
    // Every word but the stop words (og, den) was looked up in memory.
    expect(knows).toHaveBeenCalledTimes(terms.length - 1 + 1);
    knows.mockRestore();
  });

  it('leaves publication-level commands (isbn:, år:) to SQL', async () => {
    const index = keeper.current();
    if (!index) throw new Error('no index');
    const used = vi.spyOn(index, 'filter');
    const isbn = await t.services.db.execute<{ isbn: string }>(sql`select isbn from publications where isbn is not null and cardinality(holding_branch_ids) > 0 order by id limit 1`);
    const [fromIndex, fromSql] = await both(`isbn:${isbn.rows[0].isbn}`, '');
    expect(fromIndex).toEqual(fromSql);
    expect(fromSql.total).toBeGreaterThan(0);
    expect(used).not.toHaveBeenCalled();
    used.mockRestore();
  });

  it('follows copies lent and returned in place, without a rebuild', async () => {
    const before = keeper.current();
    const changed = await t.services.db.execute<{ id: number }>(
      sql`update items set status = 'on_loan' where id in (select id from items where status = 'available' order by id limit 400) returning id`,
    );
    expect(changed.rows.length).toBe(400);
    await keeper.refresh();
    expect(keeper.current()).toBe(before);
    // A poll with nothing new applies nothing (versions already applied are not read again).
    const applied = vi.spyOn(before as FacetIndex, 'updateHoldings');
    await keeper.refresh();
    expect(applied).not.toHaveBeenCalled();
    applied.mockRestore();
    for (const qs of ['excludeUnavailable=true', 'filter=mediaType_Bok&excludeUnavailable=true', paramSets[6]]) {
      const [fromIndex, fromSql] = await both('', qs);
      expect(fromIndex).toEqual(fromSql);
    }
    await t.services.db.execute(sql`update items set status = 'available' where id in (${sql.join(changed.rows.map((r) => sql`${r.id}`), sql`, `)})`);
    await keeper.refresh();
    const [fromIndex, fromSql] = await both('sommer', 'excludeUnavailable=true');
    expect(fromIndex).toEqual(fromSql);
  });

  it('follows works losing and regaining their last copy, also in the counts of work-level groups', async () => {
    const before = keeper.current();
    // Every copy of 30 works lost: they drop out of '*', and out of the audience counts under an audience filter.
    const lost = await t.services.db.execute<{ id: number }>(sql`update items set status = 'lost' where status <> 'lost' and publication_id in (
        select p.id from publications p where p.work_id in (select w.id from works w join publications q on q.work_id = w.id
          where cardinality(q.holding_branch_ids) > 0 and w.audience <> 'barn' order by w.id limit 30)) returning id`);
    expect(lost.rows.length).toBeGreaterThan(0);
    await keeper.refresh();
    expect(keeper.current()).toBe(before);
    for (const qs of ['filter=audience_barn', 'filter=fictionNonfiction_fiction&filter=audience_voksen', 'filter=audience_barn&includeWithoutItems=true']) {
      const [fromIndex, fromSql] = await both('', qs);
      expect(fromIndex, qs).toEqual(fromSql);
    }
    await t.services.db.execute(sql`update items set status = 'available' where id in (${sql.join(lost.rows.map((r) => sql`${r.id}`), sql`, `)})`);
    await keeper.refresh();
    const [fromIndex, fromSql] = await both('', 'filter=audience_barn');
    expect(fromIndex).toEqual(fromSql);
  });

  it('is dropped when works change and rebuilt on the next poll; until then SQL answers', async () => {
    const before = keeper.current();
    await t.services.db.execute(sql`update works set audience = 'barn' where id in (select id from works where audience <> 'barn' order by id limit 50)`);
    // Before the poll: new work data, old index. Candidates it knows keep their old audience there, so the
    // rebuild must follow; the version check is what catches it.
    await keeper.refresh();
    const after = keeper.current();
    expect(after).not.toBe(before);
    expect(after?.version).toBeGreaterThan(before?.version ?? 0);
    const [fromIndex, fromSql] = await both('', 'filter=audience_barn');
    expect(fromIndex).toEqual(fromSql);
  });

  it('is rebuilt when a name or life years change, so autocomplete shows the person as now recorded', async () => {
    const before = keeper.current();
    await t.services.db.execute(sql`update agents set name = 'Qwenta Hansen' where id = (select min(id) from agents)`);
    expect(await autocomplete(indexed, { query: 'qwenta' })).toEqual(await autocomplete(t.services, { query: 'qwenta' }));
    await keeper.refresh();
    expect(keeper.current()?.version).toBeGreaterThan(before?.version ?? 0);
    const suggested = await autocomplete(indexed, { query: 'qwenta' });
    expect(suggested.items.map((i) => i.label)).toContain('Qwenta Hansen');
    expect(suggested).toEqual(await autocomplete(t.services, { query: 'qwenta' }));
    // Life years are shown beside the name: a change of them is a change of the index too.
    const named = keeper.current()?.version ?? 0;
    await t.services.db.execute(sql`update agents set birth_year = 1901, death_year = 1987 where name = 'Qwenta Hansen'`);
    await keeper.refresh();
    expect(keeper.current()?.version).toBeGreaterThan(named);
    const withYears = await autocomplete(indexed, { query: 'qwenta' });
    expect(withYears.items.find((i) => i.label === 'Qwenta Hansen')?.description).toBe('1901–1987');
    expect(withYears).toEqual(await autocomplete(t.services, { query: 'qwenta' }));
    // A role changed on a work: role commands must see it too.
    const version = keeper.current()?.version ?? 0;
    await t.services.db.execute(sql`update work_agents set role = 'illustrator' where agent_id = (select min(id) from agents) and role = 'author'`);
    await keeper.refresh();
    expect(keeper.current()?.version).toBeGreaterThan(version);
    const [fromIndex, fromSql] = await both('illustratør:qwenta', '');
    expect(fromIndex).toEqual(fromSql);
  });

  it('hands searches to SQL as soon as the catalogue changed after the build, before the keeper has polled', async () => {
    const index = keeper.current();
    if (!index) throw new Error('no index');
    const work = await t.services.db.execute<{ id: number }>(sql`
      insert into works (uri, title, fiction, audience, genres, subjects, creator_names)
      values ('urn:test:zyxqvort', 'Zyxqvort', true, 'voksen', '{}', '{}', '') returning id`);
    await t.services.db.execute(sql`insert into publications (work_id, record_id, title, media_type, format, language) values (${work.rows[0].id}, 'test-zyxqvort', 'Zyxqvort', 'Bok', 'Innbundet', 'nob')`);
    const used = vi.spyOn(index, 'filter');
    const [fromIndex, fromSql] = await both('zyxqvort', 'includeWithoutItems=true');
    expect(fromSql.total).toBe(1);
    expect(fromIndex).toEqual(fromSql);
    expect(used).not.toHaveBeenCalled();
    used.mockRestore();
  });
});
