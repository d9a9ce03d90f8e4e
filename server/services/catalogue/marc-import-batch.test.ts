// The MARC import in batches gives what writing record by record gives: the same rows, counts and reports in file
// order, for records of one batch that share a work, a publication or a copy, meet through an agent, move, are
// deleted or are refused (docs/decisions/020-marc-import-in-batches.md).
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import marcjs from 'marcjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { importMarc, type MarcImportOptions } from './marc-import.ts';
import { roundsOf, type RecordToWrite } from './marc-import-write.ts';
import type { MappedRecord } from './marc-mapping.ts';

const { Marc, Record } = marcjs;

function isoOf(id: string, fields: string[][], leader = '00000nam a2200000 i 4500'): Buffer {
  const r = new Record();
  r.leader = leader;
  r.fields.push(
    ['001', id],
    ['003', 'NO-Batch'],
    ['008', `221122s2024    no ${' '.repeat(15)}f nob c`.padEnd(40, ' ')],
    ...fields,
  );
  return Buffer.from(Marc.format(r, 'iso2709'));
}
const copy = (barcode: string, branch = 'hutl') => ['852', '  ', 'b', branch, 'p', barcode];
const author = (name: string, ...more: string[]) => ['100', '1 ', 'a', name, ...more];
const title = (text: string) => ['245', '10', 'a', text];

/** What the catalogue held before: copies the batch below moves, a work whose record changes title. */
const before = Buffer.concat([
  isoOf('6', [author('Seks, Sara'), title('Seks'), copy('0309000009'), copy('0309000010')]),
  isoOf('9', [author('Ni, Nils'), title('Ni'), copy('0309000011'), copy('0309000012')]),
  isoOf('10', [author('Ypsilon, Yngve'), title('Beta'), copy('0309000030')]),
  isoOf('20', [author('Tjue, Tor'), title('Tjue'), copy('0309000040')]),
]);

/** One batch of records that meet each other in every way the import knows. */
const meeting = Buffer.concat([
  // One work by group key, described by the first; the same record twice; a copy it drops taken by a later record.
  isoOf('1', [
    author('Xeno, Xander'),
    title('Alfa'),
    copy('0309000001'),
    copy('0309000002'),
    ['830', ' 0', 'a', 'Alfaserien', 'v', '1'],
  ]),
  isoOf('2', [
    author('Xeno, Xander'),
    title('Alfa'),
    ['246', '1 ', 'a', 'Alpha'],
    ['700', '1 ', 'a', 'Tolk, Tove', 'e', 'oversetter'],
    copy('0309000003'),
    ['490', '0 ', 'a', 'Pocket', 'v', '3'],
    ['264', ' 1', 'b', 'Forlaget'],
  ]),
  isoOf('1', [
    author('Xeno, Xander'),
    title('Alfa'),
    copy('0309000001'),
    copy('0309000004'),
    ['830', ' 0', 'a', 'Alfaserien', 'v', '1'],
  ]),
  isoOf('4', [
    author('Fire, Fia'),
    title('Fire'),
    copy('0309000002'),
    ['490', '0 ', 'a', 'Pocket', 'v', '4'],
    ['264', ' 1', 'b', 'Forlaget'],
  ]),
  // A record drops a copy that a later record takes, and a record takes a copy that a later one drops.
  isoOf('6', [author('Seks, Sara'), title('Seks'), copy('0309000010')]),
  isoOf('7', [author('Sju, Siv'), title('Sju'), copy('0309000009')]),
  isoOf('8', [author('Åtte, Åse'), title('Åtte'), copy('0309000011')]),
  isoOf('9', [author('Ni, Nils'), title('Ni'), copy('0309000012')]),
  // People who meet through a folded name, with and without authority ids, namesakes with two ids.
  isoOf('30', [author('Hansenius, Per'), title('Per en')]),
  isoOf('31', [author('Hansenius, Per', '0', '(X)1'), title('Per to')]),
  isoOf('32', [author('HANSENIUS, PER', '0', '(X)2'), title('Per tre')]),
  isoOf('33', [author('Hansénius, Per'), title('Per fire'), ['700', '1 ', 'a', 'Hansenius, Per', 'e', 'ill.']]),
  isoOf('34', [author('Olsenius, Ola', '0', '(X)3'), title('Ola en')]),
  isoOf('35', [author('Olsénius, Ola'), title('Ola to')]),
  isoOf('36', [
    author('Nybergius, Nina'),
    title('Nina en'),
    ['700', '1 ', 'a', 'NYBERGIUS, NINA', 'e', 'ill.'],
    ['700', '1 ', 'a', 'Nybérgius, Nina', 'e', 'red.'],
  ]),
  // A corrected title moves its record to a new work; another record takes the old work.
  isoOf('10', [author('Ypsilon, Yngve'), title('Gamma'), copy('0309000030')]),
  isoOf('11', [author('Ypsilon, Yngve'), title('Beta'), copy('0309000031')]),
  // A deletion between records, and a later record taking its copy.
  isoOf('20', [author('Tjue, Tor'), title('Tjue')], '00000dam a2200000 i 4500'),
  isoOf('21', [author('Tjue, Tor'), title('Tjue'), copy('0309000040')]),
  // Refused by mapping, refused by the database, a copy on an unknown branch, two records listing one copy.
  isoOf('40', [author('Feil, Frida'), ['245', '10', 'b', 'uten tittel']]),
  isoOf('41', [author('Nektet, Nils'), title('Nektet av databasen'), copy('0309000050')]),
  isoOf('42', [author('Etter, Elin'), title('Etter'), copy('0309000051'), copy('0309000052', 'fxyz')]),
  isoOf('43', [author('Strek, Stig'), title('Strek'), copy('0309000060')]),
  isoOf('44', [author('Kode, Kari'), title('Kode'), copy('0309000060')]),
  // A translation joins the work by its uniform title.
  isoOf('45', [
    author('Xeno, Xander'),
    ['240', '10', 'a', 'Alfa'],
    title('Alfa på norsk'),
    ['700', '1 ', 'a', 'Tolk, Tove', 'e', 'oversetter'],
    copy('0309000070'),
  ]),
]);

/** Corrected titles: three records move to new works, and another record takes the work one of them left. */
const corrected = Buffer.concat([
  isoOf('6', [author('Seks, Sara'), title('Seks, rettet'), copy('0309000010')]),
  isoOf('46', [author('Seks, Sara'), title('Seks'), copy('0309000080')]),
  isoOf('7', [author('Sju, Siv'), title('Sju, rettet'), copy('0309000009')]),
  isoOf('8', [author('Åtte, Åse'), title('Åtte, rettet'), copy('0309000011')]),
]);

/** The rows the import writes, by their natural keys (ids differ between two databases). */
async function catalogue(t: TestApp): Promise<Record<string, unknown[]>> {
  const rows = async (query: ReturnType<typeof sql>) => (await t.services.db.execute(query)).rows;
  return {
    agents: await rows(
      sql`select kind, name, birth_year, death_year, authority_id from agents order by kind, name, authority_id nulls first`,
    ),
    workSeries: await rows(sql`select name from work_series order by name`),
    publisherSeries: await rows(sql`select name, publisher from publisher_series order by name, publisher`),
    works:
      await rows(sql`select uri, title, original_title, source_key, group_key, variant_titles, creator_names, work_series_position,
                                 (select name from work_series s where s.id = work_series_id) as series, search_vector::text as vector
                          from works where group_key is not null order by uri`),
    creators:
      await rows(sql`select w.uri, a.name, a.authority_id, wa.role, wa.position from work_agents wa join works w on w.id = wa.work_id
                             join agents a on a.id = wa.agent_id where w.group_key is not null order by 1, 2, 3, 4`),
    publications:
      await rows(sql`select p.record_id, w.uri, p.title, p.withdrawn_at is not null as withdrawn, p.publisher_series_number, p.holding_branch_ids,
                                        (select name from publisher_series s where s.id = p.publisher_series_id) as series
                                 from publications p join works w on w.id = p.work_id where p.record_id like 'NO-Batch-%' order by 1`),
    items:
      await rows(sql`select i.barcode, p.record_id, i.status, i.library_id from items i join publications p on p.id = i.publication_id
                          where i.barcode like '0309%' order by 1`),
  };
}

/** Imports the two files into a fresh database, and reports everything the import said, in its order. */
async function importBoth(t: TestApp, batchSize: number) {
  const reported: string[] = [];
  const options: MarcImportOptions = {
    batchSize,
    progressEvery: 4,
    onProgress: (p) =>
      reported.push(
        `progress ${p.records}: ${p.created} created, ${p.updated} updated, ${p.rejected} rejected, ${p.withdrawn} withdrawn`,
      ),
    onWarning: (position, warning) => reported.push(`warning ${position.index} ${position.controlNumber}: ${warning}`),
    onRejected: (r) => reported.push(`rejected ${r.index} at ${r.byteOffset} ${r.controlNumber}: ${r.message}`),
  };
  const summaries = [];
  for (const file of [before, meeting, meeting, corrected, readFileSync('server/db/seed/data/demo.mrc')]) {
    const { seconds: _seconds, recordsPerSecond: _rate, ...summary } = await importMarc(t.services, [file], options);
    summaries.push(summary);
  }
  return { reported, summaries, catalogue: await catalogue(t) };
}

describe('importMarc in batches', () => {
  let oneByOne: TestApp;
  let batched: TestApp;
  beforeAll(async () => {
    [oneByOne, batched] = await Promise.all([createTestApp(), createTestApp()]);
    for (const t of [oneByOne, batched])
      await t.services.db.execute(
        sql`alter table publications add constraint test_refused check (title <> 'Nektet av databasen')`,
      );
  });
  afterAll(async () => {
    await Promise.all([oneByOne.close(), batched.close()]);
  });

  it(
    'writes what record-by-record writing writes, and reports the same in file order',
    { timeout: 60_000 },
    async () => {
      const expected = await importBoth(oneByOne, 1);
      const actual = await importBoth(batched, 250);
      expect(actual.summaries).toEqual(expected.summaries);
      expect(actual.reported).toEqual(expected.reported);
      expect(actual.catalogue).toEqual(expected.catalogue);

      // What record by record means here, in a few places.
      expect(expected.summaries[1]).toMatchObject({
        records: 25,
        created: 18,
        updated: 4,
        rejected: 2,
        withdrawn: 1,
        itemsDiscarded: 3,
        copiesSkipped: 1,
      });
      expect(expected.reported).toContainEqual(
        expect.stringMatching(
          /^rejected 21 at \d+ 41: databasen avviste posten: new row for relation "publications" violates check constraint "test_refused"$/,
        ),
      );
      const items = Object.fromEntries(
        (expected.catalogue.items as { barcode: string; record_id: string; status: string }[]).map((i) => [
          i.barcode,
          `${i.record_id} ${i.status}`,
        ]),
      );
      expect(items).toMatchObject({
        '0309000002': 'NO-Batch-4 available',
        '0309000009': 'NO-Batch-7 available',
        '0309000011': 'NO-Batch-8 available',
        '0309000040': 'NO-Batch-21 available',
        '0309000060': 'NO-Batch-44 available',
      });
      expect(items['0309000050']).toBeUndefined();
      // The corrected records made new works; the work 'Seks' lost its record and the next one describes it.
      expect(expected.summaries[3]).toMatchObject({ records: 4, created: 1, updated: 3, rejected: 0 });
      const works = expected.catalogue.works as { title: string; source_key: string | null }[];
      expect(
        works
          .filter((w) => w.title.startsWith('Seks'))
          .map((w) => `${w.title}: ${w.source_key}`)
          .sort(),
      ).toEqual(['Seks, rettet: marc:NO-Batch-6', 'Seks: marc:NO-Batch-46']);
      // 'Hansenius, Per' and '(X)1' are one person; 'HANSENIUS, PER' with another id is a namesake; 'Hansénius, Per' is the first.
      const namesakes = (expected.catalogue.agents as { name: string; authority_id: string | null }[]).filter((a) =>
        a.name.toLowerCase().includes('per hansen'),
      );
      expect(namesakes.map((a) => a.authority_id).sort()).toEqual(['(X)1', '(X)2']);
    },
  );

  it('gives a new work the next free URI when another work has the one its group key hashes to', async () => {
    // Two records without a creator whose group keys ('record:NO-Batch-…') hash to one work URI (32-bit FNV-1a).
    const first = isoOf('9900229599', [title('Første med samme adresse')]);
    const second = isoOf('9900432382', [title('Andre med samme adresse')]);
    for (const [t, batchSize] of [
      [oneByOne, 1],
      [batched, 250],
    ] as const) {
      expect(await importMarc(t.services, [Buffer.concat([first, second])], { batchSize })).toMatchObject({
        created: 2,
        rejected: 0,
      });
      const works = async () =>
        (
          await t.services.db.execute<{ id: number; uri: string }>(
            sql`select w.id, w.uri from publications p join works w on w.id = p.work_id where p.record_id in ('NO-Batch-9900229599', 'NO-Batch-9900432382') order by p.record_id`,
          )
        ).rows;
      const made = await works();
      expect(new Set(made.map((w) => w.uri)).size).toBe(2);
      // Found again by their group keys, in either order, with the URIs they got.
      expect(await importMarc(t.services, [Buffer.concat([second, first])], { batchSize })).toMatchObject({
        created: 0,
        updated: 2,
        rejected: 0,
      });
      expect(await works()).toEqual(made);
    }
  });
});

describe('roundsOf', () => {
  const record = (recordId: string, groupKey: string, barcodes: string[], leftOut: string[] = []): RecordToWrite => ({
    mapped: { recordId, groupKey, items: barcodes.map((barcode) => ({ barcode })) } as unknown as MappedRecord,
    placed: { libraryIds: barcodes.map(() => 1), leftOut },
  });

  it('writes records that share nothing in one round, and records that meet in file order', () => {
    expect(roundsOf([record('a', 'x', ['1']), record('b', 'y', ['2']), record('c', 'z', [])], new Map())).toEqual([
      [0, 1, 2],
    ]);
    // Same group key, same record id, same copy (also one left out for its branch).
    expect(
      roundsOf(
        [
          record('a', 'x', []),
          record('b', 'x', []),
          record('a', 'y', []),
          record('c', 'z', ['1']),
          record('d', 'w', [], ['1']),
        ],
        new Map(),
      ),
    ).toEqual([
      [0, 3],
      [1, 2, 4],
    ]);
  });

  it("puts a record taking a copy from another record's publication after it, as the file has them", () => {
    // The database says copy 9 is on record a's publication: b takes it, so b waits for a (which drops it).
    expect(roundsOf([record('a', 'x', []), record('b', 'y', ['9'])], new Map([['9', 'a']]))).toEqual([[0], [1]]);
    // A copy listed earlier in the batch is on that record's publication from then on: c takes it from a, after a again.
    expect(
      roundsOf(
        [record('a', 'x', ['5']), record('b', 'y', []), record('a', 'x', []), record('c', 'z', ['5'])],
        new Map(),
      ),
    ).toEqual([[0, 1], [2], [3]]);
  });
});
