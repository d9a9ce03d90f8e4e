// The in-memory facet index (docs/decisions/015) must answer exactly as the SQL search does: same hits in the same
// order, same totals, same facet counts, for words, commands, every filter group, paging and availability; and it
// must follow circulation (holdings in place) and catalogue changes (the change log, read at the next poll into an
// index of the changed records beside it, docs/decisions/018) without a rebuild; on PostgreSQL the machine's search
// process answers as this process does.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateCatalogue } from '../../../bench/search-data.ts';
import { readSearchParams } from '#core/search-filters.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { ServiceContext } from '../context.ts';
import { SearchIndexKeeper } from './facet-index-keeper.ts';
import { inThreadIndexBuilder, WorkerIndexBuilder } from './index-build.ts';
import { searchAgents } from './agents.ts';
import { autocomplete } from './autocomplete.ts';
import { searchCatalogue, type CatalogueSearchResult } from './search.ts';
import { SearchProcessClient, startSearchProcess } from './search-process.ts';
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
  // On PostgreSQL the index is built where the server builds it, in a process of its own: every test below checks its result.
  const builder = t.databaseUrl ? new WorkerIndexBuilder({ url: t.databaseUrl }) : undefined;
  keeper = new SearchIndexKeeper(t.services, {
    minPublications: 0,
    pollMs: 60_000,
    resyncMs: 3_600_000,
    rebuildAfterChanges: 20_000,
    builder,
  });
  await keeper.refresh();
  indexed = { ...t.services, searchIndex: keeper };
  const [branches, genre, issueYear] = await Promise.all([
    t.services.db.execute<{ slug: string }>(sql`select slug from libraries order by id limit 2`),
    t.services.db.execute<{ genre: string }>(
      sql`select g as genre from works, unnest(genres) g group by g order by count(*) desc limit 1`,
    ),
    t.services.db.execute<{ year: number }>(
      sql`select publication_year as year from publications where serial_id is not null and publication_year is not null limit 1`,
    ),
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
  await keeper.stop();
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
    const counts = await t.services.db.execute<{ p: number; w: number }>(
      sql`select (select count(*)::int from publications where withdrawn_at is null) as p, (select count(*)::int from works) as w`,
    );
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
    const rankedInMemory = matchedInMemory.mock.results.filter(
      (r) => r.type === 'return' && r.value.rank !== null,
    ).length;
    expect(rankedInMemory).toBeGreaterThanOrEqual(3 * (paramSets.length - 1));
    expect(rankedInMemory).toBeLessThan(matchedInMemory.mock.calls.length);
    used.mockRestore();
    matchedInMemory.mockRestore();
  });

  it('counts a browse or a word once: the same search again is answered from what the base kept, not by another pass', async () => {
    const index = keeper.current();
    if (!index) throw new Error('no index');
    const searches: [string, string][] = [
      ['', 'filter=mediaType_Bok'],
      ['', paramSets[6]],
      ['sommer', 'filter=audience_barn&excludeUnavailable=true'],
      ['natten i', 'yearFrom=2000&yearTo=2015'],
    ];
    for (const [query, qs] of searches) await both(query, qs);
    const passes = vi.spyOn(index.base, 'count');
    const matches = vi.spyOn(index.base.text as unknown as { matchNow: () => unknown }, 'matchNow');
    for (const [query, qs] of searches) {
      const [fromIndex, fromSql] = await both(query, qs);
      expect(fromIndex, `${query} ? ${qs}`).toEqual(fromSql);
    }
    // Another page, the same counts: still no pass over the works.
    await both('', 'filter=mediaType_Bok&page=2');
    expect(passes).not.toHaveBeenCalled();
    // The words' works are kept too: found again in the postings' cache, not matched again.
    expect(matches).not.toHaveBeenCalled();
    passes.mockRestore();
    matches.mockRestore();
  });

  it('spends no round trip on words it has seen: a word search again reads only its page of works', async () => {
    const statements = vi.spyOn(t.services.db, 'execute');
    const query = 'lofoten fortelling sommer';
    const first = await searchCatalogue(indexed, input(query, ''));
    const firstCount = statements.mock.calls.length;
    statements.mockClear();
    expect(await searchCatalogue(indexed, input(query, ''))).toEqual(first);
    // The words' lexemes and stop words, and the query's hash, were PostgreSQL's the first time and kept.
    expect(statements.mock.calls.length).toBe(firstCount - 2);
    statements.mockRestore();
  });

  it('answers role commands from its own work_agents, as the SQL does', async () => {
    const index = keeper.current();
    if (!index?.roles) throw new Error('no roles');
    const made = vi.spyOn(index.roles, 'works');
    const queries = [
      'forfatter:Hansen',
      'aktør:Hansen',
      'forfatter:hamsun',
      'aktør:"knut hamsun"',
      'forfatter:Hansen illustratør:Hansen',
      'komponist:Hansen',
      'oversetter:Hansen',
      'forfatter:og',
    ];
    for (const query of queries) {
      for (const qs of ['', 'filter=mediaType_Bok', 'page=2', 'filter=audience_barn&excludeUnavailable=true']) {
        const [fromIndex, fromSql] = await both(query, qs);
        expect(fromIndex, `${query} ? ${qs}`).toEqual(fromSql);
      }
    }
    expect(made.mock.calls.length).toBeGreaterThanOrEqual(queries.length * 4);
    made.mockRestore();
  });

  it("answers subject commands (emne:) from its subjects' postings, as the SQL does", async () => {
    const index = keeper.current();
    if (!index) throw new Error('no index');
    const subjects = vi.spyOn(index.text, 'subjectWorks');
    const place = await t.services.db.execute<{ s: string }>(
      sql`select s from works, unnest(subjects) s group by s order by count(*) desc limit 1`,
    );
    const queries = [
      'emne:kjærlighet',
      `emne:${place.rows[0].s.split(' ')[0]}`,
      'emne:kjærlighet forfatter:Hansen',
      'emne:og',
      'emne:xqzv',
      'emne:roman',
    ];
    for (const query of queries) {
      for (const qs of ['', 'filter=mediaType_Bok', 'page=2', 'filter=audience_barn&excludeUnavailable=true']) {
        const [fromIndex, fromSql] = await both(query, qs);
        expect(fromIndex, `${query} ? ${qs}`).toEqual(fromSql);
      }
    }
    // Every query but the stop word's is answered from the postings.
    expect(subjects.mock.calls.length).toBeGreaterThanOrEqual((queries.length - 1) * 4);
    expect((await both('emne:kjærlighet', ''))[1].total).toBeGreaterThan(0);
    subjects.mockRestore();
  });

  it('gives autocomplete the same suggestions as SQL, with the first cuts of works and people from memory', async () => {
    const index = keeper.current();
    if (!index?.text || !index.names) throw new Error('no text postings or names');
    const worksCut = vi.spyOn(index.text, 'titleCandidates');
    const peopleCut = vi.spyOn(index.names, 'firstCut');
    const inputs = [
      'som',
      'sommer',
      'somm',
      'den siste na',
      'hansen',
      'bjør',
      'hus i',
      'natt',
      'kjær',
      'og',
      'lofot',
      'sult',
      'harry p',
      'ole hansen',
    ];
    for (const query of inputs) {
      expect(await autocomplete(indexed, { query }), query).toEqual(await autocomplete(t.services, { query }));
    }
    // Fuzziness widens a word that matches nothing with its spelling corrections, in memory as in SQL.
    for (const query of ['lofotn', 'hamsn', 'somer i lofotn', 'hansn', 'kjærlihet', 'sommer', 'xqzv']) {
      expect(await autocomplete(indexed, { query, fuzziness: true }), query).toEqual(
        await autocomplete(t.services, { query, fuzziness: true }),
      );
    }
    expect(worksCut).toHaveBeenCalledTimes(inputs.length + 7);
    expect(peopleCut).toHaveBeenCalledTimes(inputs.length + 7);
    expect((await autocomplete(indexed, { query: 'hamsn', fuzziness: true })).items.map((i) => i.label)).toContain(
      'Knut Hamsun',
    );
    worksCut.mockRestore();
    peopleCut.mockRestore();
  });

  it('answers the person search as SQL does, from the names and credits in memory', async () => {
    const index = keeper.current();
    if (!index) throw new Error('no index');
    const matched = vi.spyOn(index.names, 'holdingAll');
    const queries = [
      'hansen',
      'kari berg',
      'aktør: Hamsun',
      'ole',
      'bjørn',
      'bjorn',
      'berg hansen',
      'ha',
      'o brien',
      'hamsn',
      'xqzv',
      'ANNE-LISE',
    ];
    for (const query of queries) {
      for (const page of [1, 2, 4]) {
        expect(await searchAgents(indexed, { query, page }), `${query} ${page}`).toEqual(
          await searchAgents(t.services, { query, page }),
        );
      }
    }
    expect(matched).toHaveBeenCalledTimes(queries.length * 3);
    // Many people share a surname and a work count: the order is the name's, then the id's, on both paths.
    const hansen = await searchAgents(indexed, { query: 'hansen', page: 1 });
    expect(hansen.total).toBeGreaterThan(40);
    expect(new Set(hansen.hits.map((h) => h.workCount)).size).toBeLessThan(hansen.hits.length);
    matched.mockRestore();
  });

  it('tells known words from unknown ones from the postings, as the works table does', async () => {
    const index = keeper.current();
    if (!index?.text) throw new Error('no text postings');
    const knows = vi.spyOn(index.text, 'knows');
    const terms = ['sommer', 'og', 'sommmer', 'lofotn', 'hus', 'hamsun', 'xqzvy'];
    expect(await analyseTerms(indexed, terms)).toEqual(await analyseTerms(t.services, terms));
    expect(await analyseTerms(indexed, ['den', 'sist'], { prefix: 'sist' })).toEqual(
      await analyseTerms(t.services, ['den', 'sist'], { prefix: 'sist' }),
    );
    // Every word but the stop words (og, den) was looked up in memory.
    expect(knows).toHaveBeenCalledTimes(terms.length - 1 + 1);
    knows.mockRestore();
  });

  it('leaves publication-level commands (isbn:, år:) to SQL', async () => {
    const index = keeper.current();
    if (!index) throw new Error('no index');
    const used = vi.spyOn(index, 'filter');
    const isbn = await t.services.db.execute<{ isbn: string }>(
      sql`select isbn from publications where isbn is not null and cardinality(holding_branch_ids) > 0 order by id limit 1`,
    );
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
    if (!before) throw new Error('no index');
    const applied = vi.spyOn(before, 'updateHoldings');
    await keeper.refresh();
    expect(applied).not.toHaveBeenCalled();
    applied.mockRestore();
    for (const qs of ['excludeUnavailable=true', 'filter=mediaType_Bok&excludeUnavailable=true', paramSets[6]]) {
      const [fromIndex, fromSql] = await both('', qs);
      expect(fromIndex).toEqual(fromSql);
    }
    await t.services.db.execute(
      sql`update items set status = 'available' where id in (${sql.join(
        changed.rows.map((r) => sql`${r.id}`),
        sql`, `,
      )})`,
    );
    await keeper.refresh();
    const [fromIndex, fromSql] = await both('sommer', 'excludeUnavailable=true');
    expect(fromIndex).toEqual(fromSql);
  });

  it('follows works losing and regaining their last copy, also in the counts of work-level groups', async () => {
    const before = keeper.current();
    // Every copy of 30 works lost: they drop out of '*', and out of the audience counts under an audience filter.
    const lost = await t.services.db.execute<{
      id: number;
    }>(sql`update items set status = 'lost' where status <> 'lost' and publication_id in (
        select p.id from publications p where p.work_id in (select w.id from works w join publications q on q.work_id = w.id
          where cardinality(q.holding_branch_ids) > 0 and w.audience <> 'barn' order by w.id limit 30)) returning id`);
    expect(lost.rows.length).toBeGreaterThan(0);
    await keeper.refresh();
    expect(keeper.current()).toBe(before);
    for (const qs of [
      'filter=audience_barn',
      'filter=fictionNonfiction_fiction&filter=audience_voksen',
      'filter=audience_barn&includeWithoutItems=true',
    ]) {
      const [fromIndex, fromSql] = await both('', qs);
      expect(fromIndex, qs).toEqual(fromSql);
    }
    await t.services.db.execute(
      sql`update items set status = 'available' where id in (${sql.join(
        lost.rows.map((r) => sql`${r.id}`),
        sql`, `,
      )})`,
    );
    await keeper.refresh();
    const [fromIndex, fromSql] = await both('', 'filter=audience_barn');
    expect(fromIndex).toEqual(fromSql);
  });

  it('takes in works edited, added and deleted, people renamed and roles changed at the next poll, without a rebuild, answering as SQL does', async () => {
    const before = keeper.current();
    if (!before) throw new Error('no index');
    const db = t.services.db;
    await db.execute(
      sql`update works set audience = 'barn' where id in (select id from works where audience <> 'barn' order by id limit 50)`,
    );
    await db.execute(
      sql`update works set title = 'Zyxqvort ' || title where id in (select id from works order by id desc limit 3)`,
    );
    await db.execute(
      sql`update publications set media_type = 'Lydbok' where id in (select id from publications where media_type = 'Bok' order by id limit 20)`,
    );
    const added = await db.execute<{ id: number }>(sql`
      insert into works (uri, title, fiction, audience, genres, subjects, creator_names, description)
      values ('urn:test:zyxqvort', 'Zyxqvort i sommer', true, 'voksen', '{romaner}', '{}', 'Qwenta Hansen', 'En sommer i Lofoten.') returning id`);
    const pub = await db.execute<{ id: number }>(
      sql`insert into publications (work_id, record_id, title, media_type, format, language, publication_year) values (${added.rows[0].id}, 'test-zyxqvort', 'Zyxqvort i sommer', 'Bok', 'Innbundet', 'nob', 2024) returning id`,
    );
    await db.execute(
      sql`insert into items (barcode, publication_id, library_id, shelf_location) select 'zyx-' || id, ${pub.rows[0].id}, id, 'Hylle 1' from libraries order by id limit 2`,
    );
    const deleted = await db.execute<{
      id: number;
      title: string;
    }>(sql`delete from works where id = (select max(w.id) from works w where w.id < ${added.rows[0].id}
      and not exists (select 1 from publications p join items i on i.publication_id = p.id where p.work_id = w.id and i.status <> 'available')) returning id, title`);
    expect(deleted.rows).toHaveLength(1);
    await db.execute(sql`update agents set name = 'Qwenta Hansen' where id = (select min(id) from agents)`);
    await db.execute(
      sql`insert into work_agents (work_id, agent_id, role, position) select ${added.rows[0].id}, min(id), 'illustrator', 0 from agents`,
    );
    await db.execute(
      sql`update work_agents set role = 'illustrator' where agent_id = (select min(id) from agents) and role = 'author'`,
    );

    await keeper.refresh();
    const after = keeper.current();
    if (!after) throw new Error('no index');
    expect(after).not.toBe(before);
    expect(after.base).toBe(before.base);
    expect(after.changes?.workCount).toBeGreaterThanOrEqual(50);
    const counts = await db.execute<{ p: number; w: number }>(
      sql`select (select count(*)::int from publications where withdrawn_at is null) as p, (select count(*)::int from works) as w`,
    );
    expect([after.publicationCount, after.workCount]).toEqual([counts.rows[0].p, counts.rows[0].w]);
    const used = vi.spyOn(after, 'filter');
    for (const query of [
      ...QUERIES,
      'zyxqvort',
      'zyxqvort sommer',
      'illustratør:qwenta',
      'forfatter:qwenta',
      deleted.rows[0].title,
    ]) {
      for (const qs of paramSets) {
        const [fromIndex, fromSql] = await both(query, qs);
        expect(fromIndex, `${query} ? ${qs}`).toEqual(fromSql);
      }
    }
    expect(used.mock.calls.length).toBeGreaterThanOrEqual((QUERIES.length + 5) * (paramSets.length - 1));
    used.mockRestore();
    // Two edited works (the third was deleted) and the new one.
    expect((await both('zyxqvort', ''))[0].total).toBe(3);
    for (const query of ['zyxq', 'zyxqvort i', 'qwenta', 'qwenta hansen', 'som', 'hus i', 'hansen', 'sommer']) {
      expect(await autocomplete(indexed, { query }), query).toEqual(await autocomplete(t.services, { query }));
    }
    expect((await autocomplete(indexed, { query: 'qwenta' })).items.map((i) => i.label)).toContain('Qwenta Hansen');
    for (const query of ['qwenta', 'qwenta hansen', 'hansen']) {
      expect(await searchAgents(indexed, { query, page: 1 }), query).toEqual(
        await searchAgents(t.services, { query, page: 1 }),
      );
    }
    expect((await searchAgents(indexed, { query: 'qwenta', page: 1 })).hits[0]).toMatchObject({
      name: 'Qwenta Hansen',
      roles: [{ role: 'illustrator' }],
    });
    const terms = ['zyxqvort', 'sommer', 'qwenta'];
    expect(await analyseTerms(indexed, terms)).toEqual(await analyseTerms(t.services, terms));

    // Copies of the new work lent out: its holdings are applied to the changes' copy of it.
    await db.execute(sql`update items set status = 'on_loan' where publication_id = ${pub.rows[0].id}`);
    await keeper.refresh();
    expect(keeper.current()).toBe(after);
    const [fromIndex, fromSql] = await both('zyxqvort', 'excludeUnavailable=true');
    expect(fromIndex).toEqual(fromSql);
    expect(fromSql.hits.map((h) => h.work.id)).not.toContain(added.rows[0].id);
  });

  it('writes a change only for what the index holds: a copy lent out, or a save that changes nothing, is not one', async () => {
    const logged = async () =>
      Number(
        (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from search_changes`)).rows[0].n,
      );
    const start = await logged();
    await t.services.db.execute(
      sql`update items set status = 'on_loan' where id = (select min(id) from items where status = 'available')`,
    );
    await t.services.db.execute(sql`update works set title = title where id = (select min(id) from works)`);
    await t.services.db.execute(
      sql`update agents set description = 'Ny omtale' where id = (select max(id) from agents)`,
    );
    expect(await logged()).toBe(start);
    await t.services.db.execute(
      sql`update works set title = title || '!' where id in (select id from works order by id limit 2)`,
    );
    await t.services.db.execute(
      sql`update publications set work_id = (select max(id) from works) where id = (select min(id) from publications)`,
    );
    const rows = await t.services.db.execute<{ kind: string; ref_id: number }>(
      sql`select kind, ref_id from search_changes order by seq offset ${start}`,
    );
    // Two works edited; a publication moved between two works names both.
    expect(rows.rows.length).toBe(4);
    expect(rows.rows.every((r) => r.kind === 'work')).toBe(true);
    await keeper.refresh();
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'misses no change of a transaction that commits after a later one was read (PostgreSQL)',
    async () => {
      // The change log is followed by transaction id: a sequence number taken early and committed late would be skipped.
      // (Titles share no word: the spelling lexicon's key would make the second insert wait for the first.)
      const early = new pg.Client({ connectionString: t.databaseUrl ?? '' });
      await early.connect();
      try {
        await early.query('begin');
        const slow = await early.query<{ id: number }>(
          `insert into works (uri, title, fiction, audience, genres, subjects, creator_names) values ('urn:test:slow', 'Sendrektig', true, 'voksen', '{}', '{}', '') returning id`,
        );
        const quick = await t.services.db.execute<{ id: number }>(
          sql`insert into works (uri, title, fiction, audience, genres, subjects, creator_names) values ('urn:test:quick', 'Hurtigbåt', true, 'voksen', '{}', '{}', '') returning id`,
        );
        await keeper.refresh();
        expect(keeper.current()?.workOrd(quick.rows[0].id)).toBeGreaterThanOrEqual(0);
        expect(keeper.current()?.workOrd(slow.rows[0].id)).toBe(-1);
        await early.query('commit');
        await keeper.refresh();
        expect(keeper.current()?.workOrd(slow.rows[0].id)).toBeGreaterThanOrEqual(0);
      } finally {
        await early.end();
      }
    },
  );

  it('is rebuilt beside the live index once enough changed, and swapped in without a moment without one', async () => {
    const eager = new SearchIndexKeeper(t.services, {
      minPublications: 0,
      pollMs: 60_000,
      resyncMs: 3_600_000,
      rebuildAfterChanges: 10,
    });
    expect(eager.ready()).toBe(false);
    await eager.refresh();
    expect(eager.ready()).toBe(true);
    const first = eager.current();
    await t.services.db.execute(
      sql`update works set audience = 'ungdom' where id in (select id from works where audience = 'voksen' order by id limit 20)`,
    );
    await eager.refresh();
    // Over the limit: the changes are in (searches find them) while the rebuild runs beside.
    const during = eager.current();
    expect(during?.base).toBe(first?.base);
    // At least the 20: a poll reads the change log from the oldest transaction still open on the server (its
    // snapshot's xmin, so a late commit is never missed); with other test files busy on the same PostgreSQL that reaches
    // back to works an earlier test changed (25 once). Reading a change twice is harmless; missing one is not.
    expect(during?.changes?.workCount).toBeGreaterThanOrEqual(20);
    const searched = { ...t.services, searchIndex: eager };
    expect(await searchCatalogue(searched, input('', 'filter=audience_ungdom'))).toEqual(
      await searchCatalogue(t.services, input('', 'filter=audience_ungdom')),
    );
    await eager.settled();
    await eager.refresh();
    const swapped = eager.current();
    expect(swapped?.base).not.toBe(first?.base);
    // The new base holds the 20; on a quiet database nothing is left beside it. On a PostgreSQL that other test files
    // write to at the same time, the poll after the swap may read their changes (or ours again, from the oldest open
    // transaction's snapshot), so there the overlay is only checked through the answers below.
    if (!process.env.TEST_POSTGRES) expect(swapped?.changes).toBeNull();
    expect(await searchCatalogue(searched, input('', 'filter=audience_ungdom'))).toEqual(
      await searchCatalogue(t.services, input('', 'filter=audience_ungdom')),
    );
    await eager.stop();
  });

  it('reports not ready on a large catalogue until the first build, and ready at once on a small one', async () => {
    const small = new SearchIndexKeeper(t.services, {
      minPublications: 1_000_000_000,
      pollMs: 60_000,
      resyncMs: 3_600_000,
      rebuildAfterChanges: 20_000,
    });
    expect(small.ready()).toBe(false);
    await small.refresh();
    expect([small.ready(), small.current()]).toEqual([true, null]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'is built in a process of its own exactly as in the request thread, whole and as changes (PostgreSQL)',
    async () => {
      const worker = new WorkerIndexBuilder({ url: t.databaseUrl as string });
      const here = inThreadIndexBuilder(t.services);
      const changed = {
        all: false,
        works: [1, 2, 3, 500],
        agents: [1, 2],
        libraries: keeper.current()?.base.libraryIds ?? [],
      } as const;
      for (const scope of [{ all: true } as const, changed]) {
        const [there, local] = [await worker.load(scope), await here.load(scope)];
        expect(there.index.data).toEqual(local.index.data);
        expect(there.index.workCount).toBeGreaterThan(0);
      }
      await worker.close();
    },
  );

  it.runIf(process.env.TEST_DB === 'postgres')(
    'outlives its build process killed mid-build, and the build process does not outlive a killed server (PostgreSQL)',
    async () => {
      const builder = new WorkerIndexBuilder({ url: t.databaseUrl as string });
      const loading = builder.load({ all: true });
      await vi.waitFor(() => expect(builder.pid).toBeDefined());
      // It runs below the processes that answer requests.
      expect(getPriority(builder.pid)).toBe(10);
      process.kill(builder.pid as number, 'SIGKILL');
      await expect(loading).rejects.toThrow(/build process ended \(SIGKILL\)/);
      expect((await builder.load({ all: true })).index.workCount).toBeGreaterThan(0);
      await builder.close();

      // A server killed with -9 while its build process waits for the next poll's changes: the build process ends
      // too (its IPC channel closed), instead of holding a database connection for ever.
      const script = join(mkdtempSync(join(tmpdir(), 'index-build-')), 'server.mts');
      const changes = { all: false, works: [1], agents: [], libraries: keeper.current()?.base.libraryIds ?? [] };
      writeFileSync(
        script,
        `import { WorkerIndexBuilder } from ${JSON.stringify(new URL('./index-build.ts', import.meta.url).pathname)};
       const builder = new WorkerIndexBuilder({ url: ${JSON.stringify(t.databaseUrl)} });
       await builder.load(${JSON.stringify(changes)});
       console.log(builder.pid);
       setInterval(() => undefined, 1000);`,
      );
      const server = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
      const [line] = (await once(server.stdout, 'data')) as [Buffer];
      const buildPid = Number(line.toString().trim().split('\n')[0]);
      expect(() => process.kill(buildPid, 0)).not.toThrow();
      server.kill('SIGKILL');
      await vi.waitFor(() => expect(() => process.kill(buildPid, 0)).toThrow(), { timeout: 5_000 });
    },
  );
  it.runIf(process.env.TEST_DB === 'postgres')(
    "answers from the machine's search process as here, and here while that process is gone (PostgreSQL)",
    async () => {
      const running = startSearchProcess(t.services.log, {
        DATABASE_URL: t.databaseUrl as string,
        SEARCH_INDEX_MIN_PUBLICATIONS: '0',
        LOG_LEVEL: 'warn',
      });
      const client = new SearchProcessClient(running.socket, t.services.log);
      const remote: ServiceContext = { ...t.services, searchIndex: client, searchProcess: client };
      try {
        // Started from source (tsx) and loading the catalogue: 11–13 s alone here, over 30 s once in CI with both
        // integration runs side by side on two cores. A hang guard, not a measure of speed.
        await vi.waitFor(() => expect(client.answers()).toBe(true), { timeout: 90_000, interval: 100 });
        expect([client.ready(), client.summary()?.works]).toEqual([true, keeper.current()?.workCount]);
        const sent = vi.spyOn(client, 'call');
        for (const [query, qs] of [
          ['sommer', ''],
          ['', paramSets[6]],
          ['forfatter:Hansen', 'page=2'],
        ]) {
          expect(await searchCatalogue(remote, input(query, qs)), `${query} ? ${qs}`).toEqual(
            await searchCatalogue(t.services, input(query, qs)),
          );
        }
        expect(await autocomplete(remote, { query: 'sommer' })).toEqual(
          await autocomplete(t.services, { query: 'sommer' }),
        );
        expect(await searchAgents(remote, { query: 'hansen', page: 1 })).toEqual(
          await searchAgents(t.services, { query: 'hansen', page: 1 }),
        );
        // Its refusals are the caller's, in the user's language.
        await expect(searchCatalogue(remote, input('', 'filter=branch_finnes-ikke'))).rejects.toMatchObject({
          code: 'invalid_filter',
          status: 400,
        });
        expect(sent).toHaveBeenCalledTimes(6);

        // kill -9: the searches meanwhile are answered here, and a new search process takes over when its index is built.
        const killed = running.pid() as number;
        process.kill(killed, 'SIGKILL');
        await vi.waitFor(() => expect(client.answers()).toBe(false));
        expect(await searchCatalogue(remote, input('sommer', ''))).toEqual(
          await searchCatalogue(t.services, input('sommer', '')),
        );
        expect(sent).toHaveBeenCalledTimes(6);
        expect(client.ready()).toBe(true);
        // Started from source (tsx) and loading the catalogue: 11–13 s alone here, over 30 s once in CI with both
        // integration runs side by side on two cores. A hang guard, not a measure of speed.
        await vi.waitFor(() => expect(client.answers()).toBe(true), { timeout: 90_000, interval: 100 });
        expect(running.pid()).not.toBe(killed);
        expect(await searchAgents(remote, { query: 'hansen', page: 2 })).toEqual(
          await searchAgents(t.services, { query: 'hansen', page: 2 }),
        );
        expect(sent).toHaveBeenCalledTimes(7);
      } finally {
        running.stop();
        await client.stop();
      }
    },
    120_000,
  );
});
