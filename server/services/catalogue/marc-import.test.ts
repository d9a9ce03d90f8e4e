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
    workAgents: await scalar(
      sql`select count(*)::int as n from work_agents wa join works w on w.id = wa.work_id where w.source_key like 'marc:%'`,
    ),
    agents: await scalar(sql`select count(*)::int as n from agents`),
    workSeries: await scalar(sql`select count(*)::int as n from work_series`),
    publisherSeries: await scalar(sql`select count(*)::int as n from publisher_series`),
  };
}

function isoRecord(id: string, title: string, holdings: string[][]): Buffer {
  const r = new Record();
  r.leader = '00000nam a2200000 i 4500';
  r.fields.push(
    ['001', id],
    ['003', 'NO-OsDB'],
    ['008', `221122s2024    no ${' '.repeat(15)}f nob c`.padEnd(40, ' ')],
    ['245', '10', 'a', title],
    ...holdings,
  );
  return Buffer.from(Marc.format(r, 'iso2709'));
}

beforeAll(async () => {
  t = await createTestApp();
  first = await importMarc(t.services, once(DEMO_ISO), {
    progressEvery: 5,
    onProgress: (p) => progress.push(p.records),
  });
});
afterAll(async () => {
  await t.close();
});

describe('importMarc: the demo ISO 2709 file', () => {
  it('imports every sound record and reports the broken one with its position', async () => {
    expect(first).toMatchObject({
      records: 16,
      created: 15,
      updated: 0,
      rejected: 1,
      itemsCreated: 26,
      itemsUpdated: 0,
    });
    expect(first.rejections).toHaveLength(1);
    const broken = first.rejections[0];
    expect(broken).toMatchObject({ index: 9, controlNumber: '990001009' });
    expect(broken.byteOffset).toBeGreaterThan(0);
    expect(DEMO_ISO.subarray(broken.byteOffset, broken.byteOffset + 5).toString()).toMatch(/^\d{5}$/);
    expect(broken.message).toMatch(/går utenfor posten/);
    expect(progress).toEqual([5, 10, 15]);
    expect(first.recordsPerSecond).toBeGreaterThan(0);
    // 'Blå' as a book and as an audiobook are one work (docs/decisions/009, "Works").
    expect(await counts()).toMatchObject({ works: 14, publications: 15, items: 26 });
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
    expect(
      await scalar(sql`select count(*)::int as n from agents where kind = 'person' and name = 'Knut Hamsun'`),
    ).toBe(1);
    const pan = await t.services.db.execute<Record<string, unknown>>(
      sql`select w.title, w.subtitle, w.first_publication_year as "firstYear", w.creator_names as "creators", p.isbn, p.language, p.publication_year as year,
                 p.publisher, p.media_type as "mediaType", ps.name as "publisherSeries", p.publisher_series_number as "seriesNumber",
                 p.cover_url as "coverUrl", right(w.description, 17) as "descriptionEnd"
          from publications p join works w on w.id = p.work_id left join publisher_series ps on ps.id = p.publisher_series_id
          where p.record_id = 'NO-OsDB-990001001'`,
    );
    expect(pan.rows[0]).toEqual({
      title: 'Pan',
      subtitle: 'av løitnant Thomas Glahns papirer',
      firstYear: 1894,
      creators: 'Knut Hamsun',
      isbn: '9788205480087',
      language: 'nob',
      year: 2015,
      publisher: 'Gyldendal',
      mediaType: 'Bok',
      publisherSeries: 'Gyldendal klassiker',
      seriesNumber: 12,
      coverUrl: '/covers/NO-OsDB-990001001.jpg',
      descriptionEnd: 'skap og stolthet.',
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
      'Bok/Innbundet',
      'Bok/Heftet',
      'Bok/Innbundet',
      'Bok/Heftet',
      'Bok/Innbundet',
      'Bok/Innbundet',
      'Bok/Innbundet',
      'Tegneserie/Heftet',
      'Film/DVD',
      'Film/Blu-ray',
      'Musikkopptak/CD',
      'Lydbok/CD',
      'E-bok/Nedlastbar e-bok',
      'Bok/Heftet',
      'Bok/Innbundet',
    ]);
  });
});

describe('importMarc: idempotent re-import', () => {
  it('updates instead of duplicating: the same file twice gives the same counts', async () => {
    const before = await counts();
    const again = await importMarc(t.services, once(DEMO_ISO, 333));
    expect(again).toMatchObject({
      records: 16,
      created: 0,
      updated: 15,
      rejected: 1,
      itemsCreated: 0,
      itemsUpdated: 26,
      itemsDiscarded: 0,
    });
    expect(await counts()).toEqual(before);
  });

  it('reads the MARCXML file of the same records as the same publications', async () => {
    const before = await counts();
    const xml = await importMarc(t.services, once(DEMO_XML, 1000));
    expect(xml).toMatchObject({ records: 16, created: 0, updated: 15, rejected: 1 });
    expect(xml.rejections[0]).toMatchObject({ index: 9, controlNumber: '990001009' });
    expect(DEMO_XML.subarray(xml.rejections[0].byteOffset, xml.rejections[0].byteOffset + 7).toString()).toBe(
      '<record',
    );
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
    expect(row.rows).toEqual([
      { w: 'Huset med den blinde glassverandaen', p: 'Huset med den blinde glassverandaen', slug: 'grunerlokka' },
    ]);

    const fewer = isoRecord('990001016', 'Victoria', [['852', '  ', 'b', 'hutl', 'p', '03010900026']]);
    expect(await importMarc(t.services, once(fewer))).toMatchObject({ updated: 1, itemsDiscarded: 1 });
    const statuses = await t.services.db.execute<{ barcode: string; status: string }>(
      sql`select barcode, status from items where barcode in ('03010900026', '03010900027') order by barcode`,
    );
    expect(statuses.rows).toEqual([
      { barcode: '03010900026', status: 'available' },
      { barcode: '03010900027', status: 'discarded' },
    ]);
    expect(await counts()).toMatchObject({
      works: before.works,
      publications: before.publications,
      items: before.items,
    });
  });
});

describe('importMarc: branches', () => {
  const unknownBranch = isoRecord('990009001', 'Ukjent filial', [['852', '  ', 'b', 'fxyz', 'p', '03010999001']]);

  it('imports a record with a copy on an unknown branch without that copy, with a warning, and keeps the rest of the file going', async () => {
    const bytes = Buffer.concat([
      unknownBranch,
      isoRecord('990009002', 'Etter den ukjente', [['852', '  ', 'b', 'ftor', 'p', '03010999002']]),
    ]);
    const warnings: string[] = [];
    const summary = await importMarc(t.services, once(bytes), {
      onWarning: (position, warning) => warnings.push(`${position.index}: ${warning}`),
    });
    expect(summary).toMatchObject({ records: 2, created: 2, rejected: 0, itemsCreated: 1, copiesSkipped: 1 });
    expect(warnings).toEqual([
      expect.stringMatching(/^1: ukjent filialkode «fxyz» på eksemplar 03010999001; eksemplaret ble utelatt/),
    ]);
    expect(await scalar(sql`select count(*)::int as n from publications where record_id = 'NO-OsDB-990009001'`)).toBe(
      1,
    );
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
    expect(
      await scalar(sql`select count(*)::int as n from items where barcode = '03010999001' and status = 'available'`),
    ).toBe(1);
    const summary = await importMarc(t.services, once(unknownBranch), { defaultLibrary: 'bjorvika' });
    expect(summary).toMatchObject({ updated: 1, rejected: 0 });
    expect((await t.services.db.execute<{ n: string }>(branchOf)).rows[0].n).toBe('bjorvika');
    await expect(importMarc(t.services, once(unknownBranch), { defaultLibrary: 'atlantis' })).rejects.toBeInstanceOf(
      AppError,
    );
    await expect(importMarc(t.services, once(unknownBranch), { branchMap: { FXYZ: 'atlantis' } })).rejects.toThrow(
      /«FXYZ» peker på «atlantis»/,
    );
  });

  it('finds a person again in another case or with other accents, instead of making a second one', async () => {
    const shouted = new Record();
    shouted.leader = '00000nam a2200000 i 4500';
    shouted.fields.push(
      ['001', '990009006'],
      ['100', '1 ', 'a', 'NESBØ, JO,'],
      ['245', '10', 'a', 'Store bokstaver'],
      ['700', '1 ', 'a', 'Nesbo, Jo', 'e', 'ill.'],
    );
    const agents = await scalar(sql`select count(*)::int as n from agents`);
    expect(await importMarc(t.services, once(Buffer.from(Marc.format(shouted, 'iso2709'))))).toMatchObject({
      created: 1,
      rejected: 0,
    });
    expect(await scalar(sql`select count(*)::int as n from agents`)).toBe(agents);
    const credited = await t.services.db.execute<{ name: string; role: string }>(
      sql`select a.name, wa.role from work_agents wa join agents a on a.id = wa.agent_id join works w on w.id = wa.work_id where w.source_key = 'marc:990009006' order by wa.role`,
    );
    expect(credited.rows).toEqual([
      { name: 'Jo Nesbø', role: 'author' },
      { name: 'Jo Nesbø', role: 'illustrator' },
    ]);
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
    await t.services.db.execute(
      sql`alter table publications add constraint test_refused check (title <> 'Nektet av databasen')`,
    );
    try {
      const refused = new Record();
      refused.leader = '00000nam a2200000 i 4500';
      refused.fields.push(
        ['001', '990009004'],
        ['100', '1 ', 'a', 'Nektet, Nils,'],
        ['245', '10', 'a', 'Nektet av databasen'],
      );
      const bytes = Buffer.concat([
        Buffer.from(Marc.format(refused, 'iso2709')),
        isoRecord('990009005', 'Godtatt etterpå', []),
      ]);
      const summary = await importMarc(t.services, once(bytes));
      expect(summary).toMatchObject({ records: 2, created: 1, rejected: 1 });
      expect(summary.rejectedByReason).toEqual({
        'databasen avviste posten: new row for relation "publications" violates check constraint "test_refused"': 1,
      });
      expect(summary.rejections[0]).toMatchObject({ index: 1, byteOffset: 0, controlNumber: '990009004' });
      expect(summary.rejections[0].message).toBe(
        'databasen avviste posten: new row for relation "publications" violates check constraint "test_refused"',
      );
      expect(await scalar(sql`select count(*)::int as n from agents where name = 'Nils Nektet'`)).toBe(0);
      expect(await scalar(sql`select count(*)::int as n from works where source_key = 'marc:990009004'`)).toBe(0);
    } finally {
      await t.services.db.execute(sql`alter table publications drop constraint test_refused`);
    }
  });
});

/** An ISO 2709 record of the given fields (001 and 003 first). */
function isoOf(id: string, fields: string[][], leader = '00000nam a2200000 i 4500'): Buffer {
  const r = new Record();
  r.leader = leader;
  r.fields.push(
    ['001', id],
    ['003', 'NO-OsDB'],
    ['008', `221122s2024    no ${' '.repeat(15)}f nob c`.padEnd(40, ' ')],
    ...fields,
  );
  return Buffer.from(Marc.format(r, 'iso2709'));
}

async function workOf(
  recordId: string,
): Promise<{ id: number; title: string; variants: string[]; owner: string | null } | undefined> {
  const result = await t.services.db.execute<{ id: number; title: string; variants: string[]; owner: string | null }>(
    sql`select w.id, w.title, w.variant_titles as variants, w.source_key as owner from publications p join works w on w.id = p.work_id where p.record_id = ${recordId}`,
  );
  return result.rows[0];
}

describe('importMarc: works group editions and translations (issue #17)', () => {
  const austen = ['100', '1 ', 'a', 'Austen, Jane,', 'd', '1775-1817', '0', '(NO-TrBIB)90053126'];
  const english = isoOf('990010001', [
    austen,
    ['245', '14', 'a', 'The pride and prejudice :', 'b', 'a novel'],
    ['852', '  ', 'b', 'hutl', 'p', '03010910001'],
  ]);
  const norwegian = isoOf('990010002', [
    ['100', '1 ', 'a', 'AUSTEN, JANE'],
    ['240', '10', 'a', 'Pride and prejudice', 'l', 'Norsk'],
    ['245', '10', 'a', 'Stolthet og fordom'],
    ['700', '1 ', 'a', 'Bull, Ingeborg', 'e', 'oversetter'],
    ['852', '  ', 'b', 'hutl', 'p', '03010910002'],
  ]);

  it('puts a translation with its uniform title and an edition with the same title and creator into one work', async () => {
    const summary = await importMarc(t.services, once(Buffer.concat([english, norwegian])));
    expect(summary).toMatchObject({ created: 2, rejected: 0 });
    const [a, b] = [await workOf('NO-OsDB-990010001'), await workOf('NO-OsDB-990010002')];
    expect(b!.id).toBe(a!.id);
    expect(a).toMatchObject({ title: 'The pride and prejudice', owner: 'marc:NO-OsDB-990010001' });
    // The translation's title finds the work; its translator is credited after the work's own creators.
    expect(a!.variants).toContain('Stolthet og fordom');
    const people = await t.services.db.execute<{ name: string; role: string; position: number }>(
      sql`select a.name, wa.role, wa.position from work_agents wa join agents a on a.id = wa.agent_id where wa.work_id = ${a!.id} order by wa.position`,
    );
    expect(people.rows).toEqual([
      { name: 'Jane Austen', role: 'author', position: 0 },
      { name: 'Ingeborg Bull', role: 'translator', position: 101 },
    ]);
  });

  it('keeps the grouping on re-import in either order, without a second work or a lost title or translator', async () => {
    const works = await scalar(sql`select count(*)::int as n from works`);
    await importMarc(t.services, once(Buffer.concat([norwegian, english])));
    await importMarc(t.services, once(english));
    expect(await scalar(sql`select count(*)::int as n from works`)).toBe(works);
    const work = await workOf('NO-OsDB-990010002');
    expect(work!.variants).toContain('Stolthet og fordom');
    expect(await scalar(sql`select count(*)::int as n from work_agents where work_id = ${work!.id}`)).toBe(2);
  });

  it('moves a record whose title was corrected to the work of its new title, leaving its old work to the other edition', async () => {
    const corrected = isoOf('990010001', [
      austen,
      ['245', '10', 'a', 'Emma'],
      ['852', '  ', 'b', 'hutl', 'p', '03010910001'],
    ]);
    const old = await workOf('NO-OsDB-990010002');
    expect(await importMarc(t.services, once(corrected))).toMatchObject({ updated: 1, rejected: 0 });
    const moved = await workOf('NO-OsDB-990010001');
    expect(moved).toMatchObject({ title: 'Emma', owner: 'marc:NO-OsDB-990010001' });
    expect(moved!.id).not.toBe(old!.id);
    expect((await workOf('NO-OsDB-990010002'))!.id).toBe(old!.id);
    // And back: it joins the work of its title again, which had lost the record describing it, and describes it again.
    await importMarc(t.services, once(english));
    expect(await workOf('NO-OsDB-990010001')).toMatchObject({
      id: old!.id,
      title: 'The pride and prejudice',
      owner: 'marc:NO-OsDB-990010001',
    });
  });

  it('finds a person by authority id under another spelling, and keeps two people of one name with different ids apart', async () => {
    const byId = isoOf('990010003', [
      ['100', '1 ', 'a', 'Austen, J.', '0', '(NO-TrBIB)90053126'],
      ['245', '10', 'a', 'Lady Susan'],
    ]);
    const namesake = isoOf('990010004', [
      ['100', '1 ', 'a', 'Austen, Jane', '0', '(NO-TrBIB)99999999'],
      ['245', '10', 'a', 'Om hagestell'],
    ]);
    await importMarc(t.services, once(Buffer.concat([byId, namesake])));
    const credited = await t.services.db.execute<{ record: string; agent: number; authority: string }>(
      sql`select p.record_id as record, a.id as agent, a.authority_id as authority from publications p join work_agents wa on wa.work_id = p.work_id
          join agents a on a.id = wa.agent_id where p.record_id in ('NO-OsDB-990010002', 'NO-OsDB-990010003', 'NO-OsDB-990010004') and wa.role = 'author'
          order by p.record_id`,
    );
    const [pride, susan, garden] = credited.rows;
    expect(susan.agent).toBe(pride.agent);
    expect(pride.authority).toBe('(NO-TrBIB)90053126');
    expect(garden.agent).not.toBe(pride.agent);
    expect(garden.authority).toBe('(NO-TrBIB)99999999');
  });
});

describe('importMarc: deleted records withdraw their publication (issue #17)', () => {
  const live = isoOf('990011001', [
    ['245', '10', 'a', 'Snart slettet'],
    ['852', '  ', 'b', 'hutl', 'p', '03010911001'],
    ['852', '  ', 'b', 'hutl', 'p', '03010911002'],
  ]);
  const deleted = isoOf('990011001', [['245', '10', 'a', 'Snart slettet']], '00000dam a2200000 i 4500');

  it('withdraws the publication of a record with leader/05 d: copies on the shelf discarded, a copy on loan kept', async () => {
    await importMarc(t.services, once(live));
    await t.services.db.execute(sql`update items set status = 'on_loan' where barcode = '03010911002'`);
    const summary = await importMarc(t.services, once(deleted));
    expect(summary).toMatchObject({ records: 1, withdrawn: 1, created: 0, updated: 0, rejected: 0, itemsDiscarded: 1 });
    const rows = await t.services.db.execute<{ barcode: string; status: string; withdrawn: boolean }>(
      sql`select i.barcode, i.status, p.withdrawn_at is not null as withdrawn from items i join publications p on p.id = i.publication_id
          where p.record_id = 'NO-OsDB-990011001' order by i.barcode`,
    );
    expect(rows.rows).toEqual([
      { barcode: '03010911001', status: 'discarded', withdrawn: true },
      { barcode: '03010911002', status: 'on_loan', withdrawn: true },
    ]);
    // A deletion of a record the catalogue never had is counted, not an error.
    expect(await importMarc(t.services, once(isoOf('990011999', [], '00000dam a2200000 i 4500')))).toMatchObject({
      withdrawn: 0,
      skipped: 1,
      rejected: 0,
    });
  });

  it('brings the publication and the copies it lists back when the record is sent again', async () => {
    await t.services.db.execute(sql`update items set status = 'available' where barcode = '03010911002'`);
    expect(await importMarc(t.services, once(live))).toMatchObject({ updated: 1, withdrawn: 0 });
    const rows = await t.services.db.execute<{ status: string; withdrawn: boolean }>(
      sql`select i.status, p.withdrawn_at is not null as withdrawn from items i join publications p on p.id = i.publication_id
          where p.record_id = 'NO-OsDB-990011001' order by i.barcode`,
    );
    expect(rows.rows).toEqual([
      { status: 'available', withdrawn: false },
      { status: 'available', withdrawn: false },
    ]);
  });

  it('withdraws by the OAI identifier a harvested record came with, when an OAI-PMH deletion notice names it', async () => {
    const oai = (body: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><ListRecords>${body}</ListRecords></OAI-PMH>`;
    const harvested =
      oai(`<record><header><identifier>oai:bibsys.no:biblio:990011005</identifier><datestamp>2026-11-01</datestamp></header>
      <metadata><marc:record xmlns:marc="http://www.loc.gov/MARC21/slim"><marc:leader>00000nam a2200000 i 4500</marc:leader>
      <marc:controlfield tag="001">990011005</marc:controlfield><marc:datafield tag="245" ind1="1" ind2="0"><marc:subfield code="a">Høstet &amp; slettet</marc:subfield></marc:datafield>
      <marc:datafield tag="856" ind1="4" ind2="0"><marc:subfield code="u">https://www.nb.no/items/990011005</marc:subfield></marc:datafield></marc:record></metadata></record>`);
    expect(await importMarc(t.services, [harvested])).toMatchObject({ created: 1 });
    const notice = oai(
      `<record><header status="deleted"><identifier>oai:bibsys.no:biblio:990011005</identifier><datestamp>2026-11-02</datestamp></header></record>`,
    );
    expect(await importMarc(t.services, [notice])).toMatchObject({ records: 1, withdrawn: 1, skipped: 0 });
    const row = await t.services.db.execute<{ withdrawn: boolean; links: { url: string; kind: string }[] }>(
      sql`select withdrawn_at is not null as withdrawn, links from publications where oai_identifier = 'oai:bibsys.no:biblio:990011005'`,
    );
    expect(row.rows).toEqual([
      { withdrawn: true, links: [{ url: 'https://www.nb.no/items/990011005', label: '', kind: 'read' }] },
    ]);
  });
});

describe('imported works are searchable at once through the HTTP API', () => {
  interface Hit {
    work: {
      title: string;
      creators: { name: string; role: string }[];
      availability: { totalCount: number; branches: { slug: string }[] };
    };
  }

  it('finds an imported title with a typo and without accents, with copies per branch', async () => {
    const response = await t.request(`/api/search?query=${encodeURIComponent('rodstrupe nesbo')}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { hits: Hit[] };
    expect(body.hits[0].work.title).toBe('Rødstrupe');
    expect(body.hits[0].work.creators).toContainEqual(expect.objectContaining({ name: 'Jo Nesbø', role: 'author' }));
    expect(body.hits[0].work.availability.totalCount).toBe(3);
    expect(body.hits[0].work.availability.branches.map((b) => b.slug).sort()).toEqual([
      'bjorvika',
      'majorstuen',
      'torshov',
    ]);

    const typo = (await (await t.request(`/api/search?query=${encodeURIComponent('kongns nei')}`)).json()) as {
      hits: Hit[];
    };
    expect(typo.hits[0].work.title).toBe('Kongens nei');
  });

  it('suggests an imported title in the autocomplete', async () => {
    const response = await t.request(`/api/autocomplete?query=${encodeURIComponent('mormor og de åtte')}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: { type: string; label: string }[] };
    expect(body.items[0]).toMatchObject({ type: 'work', label: 'Mormor og de åtte ungene i skogen' });
  });
});
