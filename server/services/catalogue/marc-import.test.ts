// Integration tests of the MARC import: the demo files into a private copy of the seeded database, re-import, broken records, branches, search.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import marcjs from 'marcjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#core/errors.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { importMarc, type MarcImportSummary } from './marc-import.ts';

const { Marc, Record } = marcjs;
const DEMO_ISO = readFileSync('server/db/seed/data/demo.mrc');
const DEMO_XML = readFileSync('server/db/seed/data/demo.marcxml');

let t: TestApp;
let first: MarcImportSummary;
const progress: number[] = [];

async function* once(bytes: Buffer, chunk = 4096): AsyncGenerator<Buffer> {
  for (let i = 0; i < bytes.length; i += chunk) yield bytes.subarray(i, i + chunk);
}

async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  const result = await t.services.db.execute<{ n: number }>(query);
  return Number(result.rows[0]?.n);
}

async function counts() {
  return {
    works: await scalar(sql`select count(*)::int as n from works where source_key like 'marc:%'`),
    publications: await scalar(sql`select count(*)::int as n from publications where record_id like 'NO-OsDB-%'`),
    items: await scalar(sql`select count(*)::int as n from items where barcode like '030109%'`),
    workAgents: await scalar(sql`select count(*)::int as n from work_agents wa join works w on w.id = wa.work_id where w.source_key like 'marc:%'`),
    agents: await scalar(sql`select count(*)::int as n from agents`),
    workSeries: await scalar(sql`select count(*)::int as n from work_series`),
    publisherSeries: await scalar(sql`select count(*)::int as n from publisher_series`),
  };
}

function isoRecord(id: string, title: string, holdings: string[][]): Buffer {
  const r = new Record();
  r.leader = '00000nam a2200000 i 4500';
  r.fields.push(['001', id], ['003', 'NO-OsDB'], ['008', `221122s2024    no ${' '.repeat(15)}f nob c`.padEnd(40, ' ')], ['245', '10', 'a', title], ...holdings);
  return Buffer.from(Marc.format(r, 'iso2709'));
}

beforeAll(async () => {
  t = await createTestApp();
  first = await importMarc(t.services, once(DEMO_ISO), { progressEvery: 5, onProgress: (p) => progress.push(p.records) });
});
afterAll(async () => {
  await t.close();
});

describe('importMarc: the demo ISO 2709 file', () => {
  it('imports every sound record and reports the broken one with its position', async () => {
    expect(first).toMatchObject({ records: 16, created: 15, updated: 0, rejected: 1, itemsCreated: 26, itemsUpdated: 0 });
    expect(first.rejections).toHaveLength(1);
    const broken = first.rejections[0];
    expect(broken).toMatchObject({ index: 9, controlNumber: '990001009' });
    expect(broken.byteOffset).toBeGreaterThan(0);
    expect(DEMO_ISO.subarray(broken.byteOffset, broken.byteOffset + 5).toString()).toMatch(/^\d{5}$/);
    expect(broken.message).toMatch(/går utenfor posten/);
    expect(progress).toEqual([5, 10, 15]);
    expect(first.recordsPerSecond).toBeGreaterThan(0);
    expect(await counts()).toMatchObject({ works: 15, publications: 15, items: 26 });
  });

  it('puts copies on the branches their codes name (cicero id, signature, slug or name) with the stated status', async () => {
    const result = await t.services.db.execute<{ barcode: string; slug: string; status: string; shelf: string }>(
      sql`select i.barcode, l.slug, i.status, i.shelf_location as shelf from items i join libraries l on l.id = i.library_id
          where i.barcode in ('03010900001', '03010900002', '03010900003', '03010900007', '03010900008', '03010900024', '03010900025') order by i.barcode`,
    );
    expect(result.rows).toEqual([
      { barcode: '03010900001', slug: 'bjorvika', status: 'available', shelf: 'Voksen 839.823 Ham' },
      { barcode: '03010900002', slug: 'grunerlokka', status: 'available', shelf: '839.823 Ham' },
      { barcode: '03010900003', slug: 'majorstuen', status: 'available', shelf: 'Krim Nes' },
      { barcode: '03010900007', slug: 'st-hanshaugen', status: 'available', shelf: '839.823 Ves' },
      { barcode: '03010900008', slug: 'nydalen', status: 'available', shelf: '839.823 Ves' },
      { barcode: '03010900024', slug: 'roa', status: 'on_loan', shelf: '996.18 Hey' },
      { barcode: '03010900025', slug: 'lambertseter', status: 'lost', shelf: '996.18 Hey' },
    ]);
  });

  it('links creators to existing agents with their roles, and fills series, language and identifiers', async () => {
    expect(await scalar(sql`select count(*)::int as n from agents where kind = 'person' and name = 'Knut Hamsun'`)).toBe(1);
    const pan = await t.services.db.execute<Record<string, unknown>>(
      sql`select w.title, w.subtitle, w.first_publication_year as "firstYear", w.creator_names as "creators", p.isbn, p.language, p.publication_year as year,
                 p.publisher, p.media_type as "mediaType", ps.name as "publisherSeries", p.publisher_series_number as "seriesNumber",
                 p.cover_url as "coverUrl", right(w.description, 17) as "descriptionEnd"
          from publications p join works w on w.id = p.work_id left join publisher_series ps on ps.id = p.publisher_series_id
          where p.record_id = 'NO-OsDB-990001001'`,
    );
    expect(pan.rows[0]).toEqual({
      title: 'Pan', subtitle: 'av løitnant Thomas Glahns papirer', firstYear: 1894, creators: 'Knut Hamsun', isbn: '9788205480087',
      language: 'nob', year: 2015, publisher: 'Gyldendal', mediaType: 'Bok', publisherSeries: 'Gyldendal klassiker', seriesNumber: 12,
      coverUrl: '/covers/NO-OsDB-990001001.jpg', descriptionEnd: 'skap og stolthet.',
    });
    const ronja = await t.services.db.execute<{ name: string; role: string }>(
      sql`select a.name, wa.role from work_agents wa join agents a on a.id = wa.agent_id join works w on w.id = wa.work_id
          where w.source_key = 'marc:NO-OsDB-990001007' order by wa.role, a.name`,
    );
    expect(ronja.rows).toEqual([
      { name: 'Astrid Lindgren', role: 'author' },
      { name: 'Ilon Wikland', role: 'illustrator' },
      { name: 'Jo Tenfjord', role: 'translator' },
    ]);
    const hole = await t.services.db.execute<{ name: string; pos: number }>(
      sql`select s.name, w.work_series_position as pos from works w join work_series s on s.id = w.work_series_id where w.source_key = 'marc:NO-OsDB-990001002'`,
    );
    expect(hole.rows).toEqual([{ name: 'Harry Hole', pos: 3 }]);
    expect(await scalar(sql`select count(*)::int as n from work_series where name = 'Harry Hole'`)).toBe(1);
    const media = await t.services.db.execute<{ m: string; f: string }>(
      sql`select media_type as m, format as f from publications where record_id like 'NO-OsDB-%' order by record_id`,
    );
    expect(media.rows.map((r) => `${r.m}/${r.f}`)).toEqual([
      'Bok/Innbundet', 'Bok/Heftet', 'Bok/Innbundet', 'Bok/Heftet', 'Bok/Innbundet', 'Bok/Innbundet', 'Bok/Innbundet', 'Tegneserie/Heftet',
      'Film/DVD', 'Film/Blu-ray', 'Musikkopptak/CD', 'Lydbok/CD', 'E-bok/Nedlastbar e-bok', 'Bok/Heftet', 'Bok/Innbundet',
    ]);
  });
});

describe('importMarc: idempotent re-import', () => {
  it('updates instead of duplicating: the same file twice gives the same counts', async () => {
    const before = await counts();
    const again = await importMarc(t.services, once(DEMO_ISO, 333));
    expect(again).toMatchObject({ records: 16, created: 0, updated: 15, rejected: 1, itemsCreated: 0, itemsUpdated: 26, itemsDiscarded: 0 });
    expect(await counts()).toEqual(before);
  });

  it('reads the MARCXML file of the same records as the same publications', async () => {
    const before = await counts();
    const xml = await importMarc(t.services, once(DEMO_XML, 1000));
    expect(xml).toMatchObject({ records: 16, created: 0, updated: 15, rejected: 1 });
    expect(xml.rejections[0]).toMatchObject({ index: 9, controlNumber: '990001009' });
    expect(DEMO_XML.subarray(xml.rejections[0].byteOffset, xml.rejections[0].byteOffset + 7).toString()).toBe('<record');
    expect(xml.rejections[0].message).toMatch(/<subfield>/);
    expect(await counts()).toEqual(before);
  });

  it('updates a changed title, moves a copy and retires a copy the record no longer lists', async () => {
    const before = await counts();
    const changed = isoRecord('990001003', 'Huset med den blinde glassverandaen', [
      ['852', '  ', 'b', 'Grünerløkka', 'h', '839.823', 'i', 'Was', 'p', '03010900006'],
    ]);
    const summary = await importMarc(t.services, once(changed));
    expect(summary).toMatchObject({ created: 0, updated: 1, rejected: 0, itemsUpdated: 1 });
    const row = await t.services.db.execute<{ w: string; p: string; slug: string }>(
      sql`select w.title as w, p.title as p, l.slug from publications p join works w on w.id = p.work_id
          join items i on i.publication_id = p.id join libraries l on l.id = i.library_id where p.record_id = 'NO-OsDB-990001003'`,
    );
    expect(row.rows).toEqual([{ w: 'Huset med den blinde glassverandaen', p: 'Huset med den blinde glassverandaen', slug: 'grunerlokka' }]);

    const fewer = isoRecord('990001016', 'Victoria', [['852', '  ', 'b', 'hutl', 'p', '03010900026']]);
    expect(await importMarc(t.services, once(fewer))).toMatchObject({ updated: 1, itemsDiscarded: 1 });
    const statuses = await t.services.db.execute<{ barcode: string; status: string }>(
      sql`select barcode, status from items where barcode in ('03010900026', '03010900027') order by barcode`,
    );
    expect(statuses.rows).toEqual([{ barcode: '03010900026', status: 'available' }, { barcode: '03010900027', status: 'discarded' }]);
    expect(await counts()).toMatchObject({ works: before.works, publications: before.publications, items: before.items });
  });
});

describe('importMarc: branches', () => {
  const unknownBranch = isoRecord('990009001', 'Ukjent filial', [['852', '  ', 'b', 'fxyz', 'p', '03010999001']]);

  it('imports a record with a copy on an unknown branch without that copy, with a warning, and keeps the rest of the file going', async () => {
    const bytes = Buffer.concat([unknownBranch, isoRecord('990009002', 'Etter den ukjente', [['852', '  ', 'b', 'ftor', 'p', '03010999002']])]);
    const warnings: string[] = [];
    const summary = await importMarc(t.services, once(bytes), { onWarning: (position, warning) => warnings.push(`${position.index}: ${warning}`) });
    expect(summary).toMatchObject({ records: 2, created: 2, rejected: 0, itemsCreated: 1, copiesSkipped: 1 });
    expect(warnings).toEqual([expect.stringMatching(/^1: ukjent filialkode «fxyz» på eksemplar 03010999001; eksemplaret ble utelatt/)]);
    expect(await scalar(sql`select count(*)::int as n from publications where record_id = 'NO-OsDB-990009001'`)).toBe(1);
    expect(await scalar(sql`select count(*)::int as n from items where barcode = '03010999001'`)).toBe(0);
  });

  it('puts such copies on a mapped branch (--branch-map) or the --library default, and refuses a map or default naming no library', async () => {
    const mapped = await importMarc(t.services, once(unknownBranch), { branchMap: { FXYZ: 'majorstuen' } });
    expect(mapped).toMatchObject({ updated: 1, rejected: 0, warnings: 0, itemsCreated: 1 });
    const branchOf = sql`select l.slug as n from items i join libraries l on l.id = i.library_id where i.barcode = '03010999001'`;
    expect((await t.services.db.execute<{ n: string }>(branchOf)).rows[0].n).toBe('majorstuen');
    // The same record again without the map: the copy it cannot place stays on the shelf, as it was.
    const unplaced = await importMarc(t.services, once(unknownBranch));
    expect(unplaced).toMatchObject({ updated: 1, warnings: 1, itemsDiscarded: 0 });
    expect(await scalar(sql`select count(*)::int as n from items where barcode = '03010999001' and status = 'available'`)).toBe(1);
    const summary = await importMarc(t.services, once(unknownBranch), { defaultLibrary: 'bjorvika' });
    expect(summary).toMatchObject({ updated: 1, rejected: 0 });
    expect((await t.services.db.execute<{ n: string }>(branchOf)).rows[0].n).toBe('bjorvika');
    await expect(importMarc(t.services, once(unknownBranch), { defaultLibrary: 'atlantis' })).rejects.toBeInstanceOf(AppError);
    await expect(importMarc(t.services, once(unknownBranch), { branchMap: { FXYZ: 'atlantis' } })).rejects.toThrow(/«FXYZ» peker på «atlantis»/);
  });

  it('finds a person again in another case or with other accents, instead of making a second one', async () => {
    const shouted = new Record();
    shouted.leader = '00000nam a2200000 i 4500';
    shouted.fields.push(['001', '990009006'], ['100', '1 ', 'a', 'NESBØ, JO,'], ['245', '10', 'a', 'Store bokstaver'], ['700', '1 ', 'a', 'Nesbo, Jo', 'e', 'ill.']);
    const agents = await scalar(sql`select count(*)::int as n from agents`);
    expect(await importMarc(t.services, once(Buffer.from(Marc.format(shouted, 'iso2709'))))).toMatchObject({ created: 1, rejected: 0 });
    expect(await scalar(sql`select count(*)::int as n from agents`)).toBe(agents);
    const credited = await t.services.db.execute<{ name: string; role: string }>(
      sql`select a.name, wa.role from work_agents wa join agents a on a.id = wa.agent_id join works w on w.id = wa.work_id where w.source_key = 'marc:990009006' order by wa.role`,
    );
    expect(credited.rows).toEqual([{ name: 'Jo Nesbø', role: 'author' }, { name: 'Jo Nesbø', role: 'illustrator' }]);
  });

  it('does not leave agents of a rejected record behind', async () => {
    const r = new Record();
    r.leader = '00000nam a2200000 i 4500';
    r.fields.push(['001', '990009003'], ['100', '1 ', 'a', 'Avvist, Aud,'], ['245', '10', 'b', 'bare undertittel']);
    const summary = await importMarc(t.services, once(Buffer.from(Marc.format(r, 'iso2709'))));
    expect(summary.rejected).toBe(1);
    expect(await scalar(sql`select count(*)::int as n from agents where name = 'Aud Avvist'`)).toBe(0);
  });

  it('rolls back a record the database refuses (new agent included), reports it and imports the next one', async () => {
    await t.services.db.execute(sql`alter table publications add constraint test_refused check (title <> 'Nektet av databasen')`);
    try {
      const refused = new Record();
      refused.leader = '00000nam a2200000 i 4500';
      refused.fields.push(['001', '990009004'], ['100', '1 ', 'a', 'Nektet, Nils,'], ['245', '10', 'a', 'Nektet av databasen']);
      const bytes = Buffer.concat([Buffer.from(Marc.format(refused, 'iso2709')), isoRecord('990009005', 'Godtatt etterpå', [])]);
      const summary = await importMarc(t.services, once(bytes));
      expect(summary).toMatchObject({ records: 2, created: 1, rejected: 1 });
      expect(summary.rejectedByReason).toEqual({ 'databasen avviste posten: new row for relation "publications" violates check constraint "test_refused"': 1 });
      expect(summary.rejections[0]).toMatchObject({ index: 1, byteOffset: 0, controlNumber: '990009004' });
      expect(summary.rejections[0].message).toBe('databasen avviste posten: new row for relation "publications" violates check constraint "test_refused"');
      expect(await scalar(sql`select count(*)::int as n from agents where name = 'Nils Nektet'`)).toBe(0);
      expect(await scalar(sql`select count(*)::int as n from works where source_key = 'marc:990009004'`)).toBe(0);
    } finally {
      await t.services.db.execute(sql`alter table publications drop constraint test_refused`);
    }
  });
});

describe('imported works are searchable at once through the HTTP API', () => {
  interface Hit { work: { title: string; creators: { name: string; role: string }[]; availability: { totalCount: number; branches: { slug: string }[] } } }

  it('finds an imported title with a typo and without accents, with copies per branch', async () => {
    const response = await t.request(`/api/search?query=${encodeURIComponent('rodstrupe nesbo')}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { hits: Hit[] };
    expect(body.hits[0].work.title).toBe('Rødstrupe');
    expect(body.hits[0].work.creators).toContainEqual(expect.objectContaining({ name: 'Jo Nesbø', role: 'author' }));
    expect(body.hits[0].work.availability.totalCount).toBe(3);
    expect(body.hits[0].work.availability.branches.map((b) => b.slug).sort()).toEqual(['bjorvika', 'majorstuen', 'torshov']);

    const typo = (await (await t.request(`/api/search?query=${encodeURIComponent('kongns nei')}`)).json()) as { hits: Hit[] };
    expect(typo.hits[0].work.title).toBe('Kongens nei');
  });

  it('suggests an imported title in the autocomplete', async () => {
    const response = await t.request(`/api/autocomplete?query=${encodeURIComponent('mormor og de åtte')}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: { type: string; label: string }[] };
    expect(body.items[0]).toMatchObject({ type: 'work', label: 'Mormor og de åtte ungene i skogen' });
  });
});
