// Test data for catalogue record details (issue #17), as the MARC import writes them: an online-only e-book edition
// with links, a work's contents, variant titles and subdivided subjects, creators in record order, withdrawn editions.
// Used by the integration tests and by the e2e fixture database (tests/e2e/support/record-details-db.ts).
import { sql } from 'drizzle-orm';
import { workPath } from '#core/catalogue.ts';
import type { Db } from '#server/db/client.ts';

export interface FixtureWork {
  id: number;
  title: string;
  path: string;
  recordIds: string[];
}

export interface RecordDetails {
  /** A short-story collection: an online-only e-book (2. utg., read and info links) and a withdrawn printed edition. */
  online: FixtureWork & { ebookRecordId: string; withdrawnRecordId: string; author: string; illustrator: string };
  /** A title whose only edition was withdrawn (its copy discarded). */
  withdrawn: FixtureWork;
  /** A music record: its 100 is the performer (position 0), its 700 the composer (position 1). */
  music: FixtureWork & { performer: string; composer: string };
}

export const ONLINE_CONTENTS = [
  'Ni regler for fjellet',
  'Den første turen',
  'Snøhula',
  'Varden ved Kvitskarvet',
  'Tåke over Besseggen',
  'Kompasset',
  'Radioen som tidde',
  'Påskeværet',
  'Turbeskrivelsen',
  'Vending i tide',
  'Rasfare',
  'Hytteboka',
  'Den siste bakken',
  'Hjem før mørket',
];

export const ONLINE_SUBJECTS = [
  'Fjellet – Norge – Historie',
  'Friluftsliv – Sikkerhet',
  'Jotunheimen (Norge) – Skjønnlitteratur',
];

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const result = await db.execute(query);
  return result.rows[0] as T;
}

async function agent(db: Db, kind: 'person' | 'corporation', name: string): Promise<number> {
  return (await one<{ id: number }>(db, sql`insert into agents (kind, name) values (${kind}, ${name}) returning id`))
    .id;
}

interface WorkInput {
  uri: string;
  title: string;
  description: string;
  fiction: boolean;
  genres?: string[];
  subjects?: string[];
  variantTitles?: string[];
  contents?: string[];
  creators: { agentId: number; role: string; position: number }[];
}

const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

async function work(db: Db, w: WorkInput): Promise<number> {
  const { id } = await one<{ id: number }>(
    db,
    sql`insert into works (uri, title, description, fiction, audience, genres, subjects, variant_titles, contents, creator_names)
        values (${w.uri}, ${w.title}, ${w.description}, ${w.fiction}, 'voksen', ${textArray(w.genres ?? [])}, ${textArray(w.subjects ?? [])},
          ${textArray(w.variantTitles ?? [])}, ${textArray(w.contents ?? [])}, '')
        returning id`,
  );
  for (const c of w.creators) {
    await db.execute(
      sql`insert into work_agents (work_id, agent_id, role, position) values (${id}, ${c.agentId}, ${c.role}, ${c.position})`,
    );
  }
  // The import keeps the creators' names on the work in record order (docs/decisions/009), for search and loan lists.
  await db.execute(sql`update works set creator_names = (select string_agg(a.name, ' ' order by wa.position) from work_agents wa
      join agents a on a.id = wa.agent_id where wa.work_id = ${id}) where id = ${id}`);
  return id;
}

interface PublicationInput {
  recordId: string;
  workId: number;
  title: string;
  mediaType: string;
  format: string;
  year: number;
  publisher: string;
  edition?: string;
  isbns?: string[];
  links?: { url: string; label: string; kind: string }[];
  withdrawn?: boolean;
}

async function publication(db: Db, p: PublicationInput): Promise<number> {
  const isbns = p.isbns ?? [];
  const { id } = await one<{ id: number }>(
    db,
    sql`insert into publications (record_id, work_id, title, media_type, format, language, publication_year, publisher, isbn, isbns,
          edition, links, withdrawn_at, cover_url)
        values (${p.recordId}, ${p.workId}, ${p.title}, ${p.mediaType}, ${p.format}, 'nob', ${p.year}, ${p.publisher}, ${isbns[0] ?? null},
          ${textArray(isbns)}, ${p.edition ?? null}, ${JSON.stringify(p.links ?? [])}::jsonb, ${p.withdrawn ? sql`now()` : null},
          ${`/covers/${p.recordId}.jpg`})
        returning id`,
  );
  return id;
}

async function copy(db: Db, publicationId: number, barcode: string, status: string): Promise<void> {
  await db.execute(
    sql`insert into items (barcode, publication_id, library_id, shelf_location, status)
        values (${barcode}, ${publicationId}, (select min(id) from libraries), 'Test', ${status})`,
  );
}

/** Inserts the three works; `tag` keeps their uris, record ids and barcodes apart from the seed's and from other calls. */
export async function insertRecordDetails(db: Db, tag = 'rd'): Promise<RecordDetails> {
  const rid = (n: number) => `T17${tag}-${n}`;
  const fixture = (id: number, title: string, recordIds: string[]): FixtureWork => ({
    id,
    title,
    path: workPath(title, id),
    recordIds,
  });

  const author = 'Solveig Fjellheim';
  const illustrator = 'Tor Bratt';
  const onlineTitle = 'Fjellvettreglene og andre fortellinger';
  const onlineId = await work(db, {
    uri: `urn:test:${tag}:online`,
    title: onlineTitle,
    description: 'Fjorten fortellinger om turer som gikk godt, og noen som ikke gjorde det.',
    fiction: true,
    genres: ['noveller'],
    subjects: ONLINE_SUBJECTS,
    variantTitles: ['Fjellvett', 'Ni regler for fjellet'],
    contents: ONLINE_CONTENTS,
    creators: [
      { agentId: await agent(db, 'person', author), role: 'author', position: 0 },
      { agentId: await agent(db, 'person', illustrator), role: 'illustrator', position: 1 },
    ],
  });
  await publication(db, {
    recordId: rid(1),
    workId: onlineId,
    title: onlineTitle,
    mediaType: 'E-bok',
    format: 'Nedlastbar e-bok',
    year: 2021,
    publisher: 'Bokselskap',
    edition: '2. utg.',
    isbns: ['9788293000011', '9788293000028'],
    links: [
      { url: 'https://www.bokselskap.no/boker/fjellvettreglene', label: 'Bokselskap.no', kind: 'read' },
      { url: 'https://www.example.org/omtale/fjellvettreglene', label: 'Forlagets omtale', kind: 'info' },
      // Never shown: not an http(s) address.
      { url: 'javascript:alert(1)', label: 'Skadelig', kind: 'read' },
    ],
  });
  const printed = await publication(db, {
    recordId: rid(2),
    workId: onlineId,
    title: onlineTitle,
    mediaType: 'Bok',
    format: 'Innbundet',
    year: 2019,
    publisher: 'Fjellforlaget',
    withdrawn: true,
  });
  await copy(db, printed, `T17${tag}-0001`, 'discarded');

  const withdrawnTitle = 'Kart over et forsvunnet land';
  const withdrawnId = await work(db, {
    uri: `urn:test:${tag}:withdrawn`,
    title: withdrawnTitle,
    description: 'En reise gjennom landskap som ikke lenger finnes.',
    fiction: false,
    subjects: ['Kart – Historie'],
    creators: [{ agentId: await agent(db, 'person', 'Anders Landmåler'), role: 'author', position: 0 }],
  });
  const gone = await publication(db, {
    recordId: rid(3),
    workId: withdrawnId,
    title: withdrawnTitle,
    mediaType: 'Bok',
    format: 'Heftet',
    year: 2004,
    publisher: 'Kartforlaget',
    withdrawn: true,
  });
  await copy(db, gone, `T17${tag}-0002`, 'discarded');

  const performer = 'Ingrid Vinterlys';
  const composer = 'Halvor Nordby';
  const musicTitle = 'Nordlys og nattsanger';
  const musicId = await work(db, {
    uri: `urn:test:${tag}:music`,
    title: musicTitle,
    description: 'Sanger for lange netter.',
    fiction: false,
    genres: ['viser'],
    creators: [
      { agentId: await agent(db, 'person', performer), role: 'performer', position: 0 },
      { agentId: await agent(db, 'person', composer), role: 'composer', position: 1 },
    ],
  });
  const cd = await publication(db, {
    recordId: rid(4),
    workId: musicId,
    title: musicTitle,
    mediaType: 'Musikkopptak',
    format: 'CD',
    year: 2018,
    publisher: 'Nattlyd',
  });
  await copy(db, cd, `T17${tag}-0003`, 'available');

  return {
    online: {
      ...fixture(onlineId, onlineTitle, [rid(1), rid(2)]),
      ebookRecordId: rid(1),
      withdrawnRecordId: rid(2),
      author,
      illustrator,
    },
    withdrawn: fixture(withdrawnId, withdrawnTitle, [rid(3)]),
    music: { ...fixture(musicId, musicTitle, [rid(4)]), performer, composer },
  };
}

/**
 * Withdraws every edition of the works a patron has on loan, in a list, reserved and in their loan history (the first of each),
 * as a source system deleting those records would: the patron's pages must still show them. Returns the works.
 */
export async function withdrawPatronTitles(
  db: Db,
  cardNumber: string,
): Promise<{ loan: FixtureWork; listed: FixtureWork; reserved: FixtureWork | null; history: FixtureWork | null }> {
  const pick = async (query: ReturnType<typeof sql>): Promise<FixtureWork | null> => {
    const row = await one<{ id: number; title: string } | undefined>(db, query);
    if (!row) return null;
    const pubs = await db.execute(
      sql`update publications set withdrawn_at = now() where work_id = ${row.id} returning record_id as "recordId"`,
    );
    return {
      id: row.id,
      title: row.title,
      path: workPath(row.title, row.id),
      recordIds: (pubs.rows as { recordId: string }[]).map((p) => p.recordId),
    };
  };
  const user = sql`(select id from users where card_number = ${cardNumber})`;
  const loan =
    await pick(sql`select w.id, w.title from loans l join items i on i.id = l.item_id join publications p on p.id = i.publication_id
      join works w on w.id = p.work_id where l.user_id = ${user} and l.returned_at is null and not l.remote order by l.id limit 1`);
  const listed =
    await pick(sql`select w.id, w.title from favourite_lists fl join favourite_items fi on fi.list_id = fl.id
      join publications p on p.record_id = fi.record_id join works w on w.id = p.work_id
      where fl.user_id = ${user} and p.withdrawn_at is null order by fl.id, fi.position limit 1`);
  const reserved =
    await pick(sql`select w.id, w.title from reservations r join publications p on p.id = r.publication_id
      join works w on w.id = p.work_id where r.user_id = ${user} and r.status not in ('cancelled', 'expired', 'collected')
        and p.withdrawn_at is null order by r.id limit 1`);
  const history =
    await pick(sql`select w.id, w.title from loans l join items i on i.id = l.item_id join publications p on p.id = i.publication_id
      join works w on w.id = p.work_id where l.user_id = ${user} and l.returned_at is not null and l.in_history and p.withdrawn_at is null
      order by l.returned_at desc, l.id limit 1`);
  if (!loan || !listed) throw new Error(`withdrawPatronTitles: patron ${cardNumber} has no loan or list entry`);
  return { loan, listed, reserved, history };
}
