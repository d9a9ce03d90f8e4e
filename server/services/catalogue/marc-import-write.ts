// MARC import: writes a batch of mapped records (works, creators, publications, copies) with a few set-based statements.
import { sql } from 'drizzle-orm';
import { workUriFor } from '#server/db/seed/catalogue-builder.ts';
import { EDITION_CREATOR_POSITION } from './creator-order.ts';
import type { MappedRecord } from './marc-mapping.ts';
import { resolveLookups, resolvedIds, type ImportState, type Runner } from './marc-import-lookups.ts';
import { textArray } from './sql.ts';

/** The record's copies with their libraries, and the barcodes of those left out because their branch is unknown. */
export interface PlacedCopies {
  libraryIds: number[];
  leftOut: string[];
}

export interface RecordToWrite {
  mapped: MappedRecord;
  placed: PlacedCopies;
}

export interface RecordOutcome {
  created: boolean;
  itemsCreated: number;
  itemsUpdated: number;
  itemsDiscarded: number;
}

/** works.source_key of a record's work: the record that describes the work, found again on re-import. */
function marcSourceKey(recordId: string): string {
  return `marc:${recordId}`;
}

/** A work keeps at most this many other titles from its editions. */
const MAX_VARIANT_TITLES = 100;

/** True in a work's upsert when the record being written describes the work: it made it, or the work has no describer. */
const DESCRIBES = 'coalesce(works.source_key, excluded.source_key) = excluded.source_key';

/** The record's value when it describes the work, else the work's own. */
function ownerSets(column: string) {
  return sql.raw(`${column} = case when ${DESCRIBES} then excluded.${column} else works.${column} end`);
}

/**
 * Splits a batch into rounds that each touch a work, a publication and a copy at most once (ON CONFLICT DO UPDATE
 * cannot change a row twice in one statement) and in which no record takes a copy from another's publication: a
 * record goes one round after the last earlier record it shares a key with, so records that meet are written in
 * file order and the others in round one. The keys: its group key, record id and copies, and the record whose
 * publication holds each of its copies at that point of the file (`holders` from the database, then the records
 * before it), since that record's retiring of copies it no longer lists must come before or after, as in the file.
 */
export function roundsOf(records: readonly RecordToWrite[], holders: ReadonlyMap<string, string>): number[][] {
  const holder = new Map(holders);
  const lastRound = new Map<string, number>();
  const rounds: number[][] = [];
  records.forEach(({ mapped: m, placed }, index) => {
    const keys = [`g:${m.groupKey}`, `r:${m.recordId}`];
    for (const barcode of [...m.items.map((i) => i.barcode), ...placed.leftOut]) {
      keys.push(`b:${barcode}`);
      const held = holder.get(barcode);
      if (held !== undefined) keys.push(`r:${held}`);
    }
    for (const item of m.items) holder.set(item.barcode, m.recordId);
    const round = Math.max(-1, ...keys.map((k) => lastRound.get(k) ?? -1)) + 1;
    for (const k of keys) lastRound.set(k, round);
    (rounds[round] ??= []).push(index);
  });
  return rounds;
}

/**
 * Writes mapped records in their order, as writing them one by one would: agents and series they need first (found
 * or created), then per round ONE statement of data-modifying CTEs for the works, their creators, the publications,
 * their copies and the copies to retire. Run it in a transaction: a record the database refuses sinks the whole call.
 *
 * Works (docs/decisions/009, "Works"): a record goes to the work of its group key, made by the first record with
 * that key (the work's source key names it; a work that lost its record is taken by the next one). That record
 * describes the work; the other editions add the titles they are known by (a translation's title finds the
 * original) and the people the work does not have yet (their translators and readers), after its own creators. A
 * re-import of the describing record replaces its own creators and leaves the ones other editions added.
 * Creators, copies and the copies to retire are disjoint row sets, which one statement may modify together.
 */
export async function writeRecords(
  runner: Runner,
  state: ImportState,
  records: readonly RecordToWrite[],
): Promise<RecordOutcome[]> {
  const facts = await readFacts(runner, records);
  if (facts.moving !== null) throw new MovingRecord(facts.moving);
  await resolveLookups(
    runner,
    state,
    records.map((r) => r.mapped),
  );
  const uris = await workUris(
    runner,
    records.map((r) => r.mapped.groupKey),
    facts.uriOwners,
  );
  const outcomes: RecordOutcome[] = new Array<RecordOutcome>(records.length);
  for (const round of roundsOf(records, facts.holders)) {
    const written = await writeRound(
      runner,
      state,
      uris,
      round.map((i) => records[i]),
    );
    round.forEach((index, n) => (outcomes[index] = written[n]));
  }
  return outcomes;
}

/**
 * Thrown by writeRecords before it writes anything, when a record of a batch (not a lone record) moves to another
 * work: its old work holds its source key under another group key, which one by one is a unique violation, a retry
 * and releaseSourceKey. The caller writes the records before it, it alone, and those after it.
 */
export class MovingRecord extends Error {
  constructor(readonly index: number) {
    super(`record ${index} of the batch moves to another work`);
  }
}

/** The key list as an array the planner cannot see into: it then reads by index, however old its statistics. */
function lookupList(values: readonly string[]) {
  return sql`array(select unnest(${textArray(values)}))`;
}

/**
 * What the batch needs to know before it writes, in one statement: which record's publication holds each copy it
 * lists (for the rounds), the first record whose source key a work of another group key holds (moving), and which
 * works have the URIs its new works would get.
 */
async function readFacts(
  runner: Runner,
  records: readonly RecordToWrite[],
): Promise<{ holders: Map<string, string>; moving: number | null; uriOwners: Map<string, string | null> }> {
  const batch = records.length > 1;
  const barcodes = batch ? records.flatMap((r) => [...r.mapped.items.map((i) => i.barcode), ...r.placed.leftOut]) : [];
  const sourceKeys = batch ? records.map((r) => marcSourceKey(r.mapped.recordId)) : [];
  const uris = [...new Set(records.map((r) => workUriFor(`group:${r.mapped.groupKey}`)))];
  const result = await runner.execute<{
    holders: [string, string][];
    sources: [string, string | null][];
    uris: [string, string | null][];
  }>(sql`
    select (select coalesce(json_agg(json_build_array(i.barcode, p.record_id)), '[]') from items i join publications p on p.id = i.publication_id
              where i.barcode = any(${lookupList(barcodes)})) as holders,
           (select coalesce(json_agg(json_build_array(source_key, group_key)), '[]') from works where source_key = any(${lookupList(sourceKeys)})) as sources,
           (select coalesce(json_agg(json_build_array(uri, group_key)), '[]') from works where uri = any(${lookupList(uris)})) as uris`);
  const row = result.rows[0];
  const groupOf = new Map(row.sources);
  const moving = sourceKeys.findIndex((key, i) => groupOf.has(key) && groupOf.get(key) !== records[i].mapped.groupKey);
  return { holders: new Map(row.holders), moving: moving === -1 ? null : moving, uriOwners: new Map(row.uris) };
}

/**
 * The URI a new work of each group key gets: workUriFor(group key), unless another work has it (its 32-bit hash
 * makes that likely once a catalogue holds some 100,000 works), then the first free of workUriFor(group key + n),
 * as the seed does. A work that exists keeps its URI (the upsert finds it by group key and leaves the URI).
 * `owners`: the group keys of the works that have the first URIs (readFacts).
 */
async function workUris(
  runner: Runner,
  groupKeys: readonly string[],
  owners: Map<string, string | null>,
): Promise<Map<string, string>> {
  const uris = new Map<string, string>();
  let pending = [...new Set(groupKeys)];
  for (let attempt = 0; pending.length > 0; attempt++) {
    const candidates = pending.map(
      (key) => [key, workUriFor(attempt === 0 ? `group:${key}` : `group:${key}+${attempt}`)] as const,
    );
    if (attempt > 0) {
      const taken = await runner.execute<{ uri: string; group_key: string | null }>(
        sql`select uri, group_key from works where uri = any(${lookupList(candidates.map(([, uri]) => uri))})`,
      );
      for (const row of taken.rows) owners.set(row.uri, row.group_key);
    }
    pending = [];
    for (const [key, uri] of candidates) {
      const owner = owners.get(uri);
      if (owner === undefined || owner === key) {
        uris.set(key, uri);
        owners.set(uri, key);
      } else pending.push(key);
    }
  }
  return uris;
}

/** One statement for records that share no work, publication or copy. */
async function writeRound(
  runner: Runner,
  state: ImportState,
  uris: ReadonlyMap<string, string>,
  records: readonly RecordToWrite[],
): Promise<RecordOutcome[]> {
  const works: object[] = [];
  const creators: object[] = [];
  const publications: object[] = [];
  const items: object[] = [];
  records.forEach(({ mapped: m, placed }, ord) => {
    const ids = resolvedIds(state, m);
    const credited: { agentId: number; role: string; name: string }[] = [];
    for (const [i, agent] of m.agents.entries()) {
      const agentId = ids.agentIds[i];
      if (credited.some((c) => c.agentId === agentId && c.role === agent.role)) continue;
      credited.push({ agentId, role: agent.role, name: agent.name });
      // In record order across roles: the main creator (1XX) is 0, so the work page lists it first.
      creators.push({ ord, agent_id: agentId, role: agent.role, position: credited.length - 1 });
    }
    works.push({
      ord,
      uri: uris.get(m.groupKey),
      source_key: marcSourceKey(m.recordId),
      group_key: m.groupKey,
      title: m.title,
      subtitle: m.subtitle,
      original_title: m.originalTitle,
      description: m.description,
      first_publication_year: m.firstPublicationYear,
      fiction: m.fiction,
      audience: m.audience,
      genres: m.genres,
      subjects: m.subjects,
      work_series_id: ids.workSeriesId,
      work_series_position: m.workSeries?.number ?? null,
      // Kept here as the seed does (catalogue-builder addWork): the generated search vector weighs these names.
      creator_names: [...new Set(credited.map((c) => c.name))].join(' '),
      variant_titles: m.variantTitles,
      contents: m.contents,
    });
    publications.push({
      ord,
      record_id: m.recordId,
      title: m.title,
      media_type: m.mediaType,
      format: m.format,
      language: m.language,
      publication_year: m.year,
      publisher: m.publisher,
      isbn: m.isbn,
      ean: m.ean,
      isbns: m.isbns,
      edition: m.edition,
      extent: m.extent,
      links: m.links,
      oai_identifier: m.oaiIdentifier ?? null,
      age_limit: m.ageLimit,
      publisher_series_id: ids.publisherSeriesId,
      publisher_series_number: m.publisherSeries?.number ?? null,
      cover_url: `/covers/${m.recordId}.jpg`,
      // A copy left out for a fault (an unknown branch) is still in the record: it does not leave the shelf.
      listed: [...m.items.map((i) => i.barcode), ...placed.leftOut],
    });
    m.items.forEach((item, i) => {
      items.push({
        n: items.length,
        ord,
        barcode: item.barcode,
        library_id: placed.libraryIds[i],
        shelf_location: item.shelfLocation,
        status: item.status ?? 'available',
        loanable: item.loanable,
      });
    });
  });
  const result = await runner.execute<{
    ord: number;
    created: boolean;
    itemsCreated: number;
    itemsWritten: number;
    discarded: number;
  }>(sql`
    with wi as (
      select * from jsonb_to_recordset(${JSON.stringify(works)}::jsonb) as x(ord int, uri text, source_key text, group_key text, title text, subtitle text,
        original_title text, description text, first_publication_year smallint, fiction boolean, audience text, genres text[], subjects text[],
        work_series_id int, work_series_position smallint, creator_names text, variant_titles text[], contents text[])
    ),
    w as (
      insert into works (uri, source_key, group_key, title, subtitle, original_title, description, first_publication_year, fiction, audience,
                         genres, subjects, work_series_id, work_series_position, creator_names, variant_titles, contents)
      select uri, source_key, group_key, title, subtitle, original_title, description, first_publication_year, fiction, audience,
             genres, subjects, work_series_id, work_series_position, creator_names, variant_titles, contents
      from wi order by ord
      on conflict (group_key) do update set ${sql.join(
        [
          'title',
          'subtitle',
          'original_title',
          'description',
          'first_publication_year',
          'fiction',
          'audience',
          'genres',
          'subjects',
          'work_series_id',
          'work_series_position',
          'creator_names',
          'contents',
        ].map(ownerSets),
        sql`, `,
      )},
        source_key = coalesce(works.source_key, excluded.source_key),
        -- Every title an edition is known by (its title, original title and variant titles) stays searchable (the
        -- work's own title left out), first seen first.
        variant_titles = array(
          select (array_agg(t order by n))[1]
          from unnest(works.variant_titles || excluded.title
                      || case when excluded.original_title <> '' then array[excluded.original_title] else '{}'::text[] end
                      || excluded.variant_titles) with ordinality u(t, n)
          where lower(t) <> lower(case when ${sql.raw(DESCRIBES)} then excluded.title else works.title end)
          group by lower(t) order by min(n) limit ${MAX_VARIANT_TITLES})
      returning id, group_key, source_key
    ),
    wr as (select wi.ord, w.id, (w.source_key = wi.source_key) as owner from w join wi on wi.group_key = w.group_key),
    wa_new as (select * from jsonb_to_recordset(${JSON.stringify(creators)}::jsonb) as x(ord int, agent_id int, role text, position int)),
    -- The works' ids again as an array: the planner then reads their creators by index, however large the tables
    -- and however old their statistics (it cannot know how many rows a CTE gives; a hash join scanned them all).
    wa_gone as (
      delete from work_agents d using wr
      where d.work_id = any(array(select id from wr where owner)) and wr.owner and d.work_id = wr.id and d.position < ${EDITION_CREATOR_POSITION}
        and not exists (select 1 from wa_new n where n.ord = wr.ord and n.agent_id = d.agent_id and n.role = d.role)
    ),
    wa as (
      insert into work_agents (work_id, agent_id, role, position)
      select wr.id, n.agent_id, n.role, case when wr.owner then n.position else ${EDITION_CREATOR_POSITION} + n.position end
      from wr join wa_new n on n.ord = wr.ord order by n.ord, n.position
      on conflict (work_id, agent_id, role) do update set position = least(work_agents.position, excluded.position)
    ),
    pi as (
      select * from jsonb_to_recordset(${JSON.stringify(publications)}::jsonb) as x(ord int, record_id text, title text, media_type text, format text,
        language text, publication_year smallint, publisher text, isbn text, ean text, isbns text[], edition text, extent text, links jsonb,
        oai_identifier text, age_limit smallint, publisher_series_id int, publisher_series_number smallint, cover_url text, listed text[])
    ),
    p as (
      insert into publications (record_id, work_id, title, media_type, format, language, publication_year, publisher, isbn, ean, isbns, edition,
                                extent, links, oai_identifier, age_limit, publisher_series_id, publisher_series_number, cover_url)
      select pi.record_id, wr.id, pi.title, pi.media_type, pi.format, pi.language, pi.publication_year, pi.publisher, pi.isbn, pi.ean, pi.isbns,
             pi.edition, pi.extent, pi.links, pi.oai_identifier, pi.age_limit, pi.publisher_series_id, pi.publisher_series_number, pi.cover_url
      from pi join wr on wr.ord = pi.ord order by pi.ord
      on conflict (record_id) do update set work_id = excluded.work_id, title = excluded.title, media_type = excluded.media_type,
        format = excluded.format, language = excluded.language, publication_year = excluded.publication_year, publisher = excluded.publisher,
        isbn = excluded.isbn, ean = excluded.ean, isbns = excluded.isbns, edition = excluded.edition, extent = excluded.extent,
        links = excluded.links, oai_identifier = coalesce(excluded.oai_identifier, publications.oai_identifier), age_limit = excluded.age_limit,
        publisher_series_id = excluded.publisher_series_id, publisher_series_number = excluded.publisher_series_number,
        -- A record sent again after its deletion is in the collection again.
        withdrawn_at = null,
        -- The record carries no picture: the cover route draws one from it, as for the seed (an existing cover stays).
        cover_url = coalesce(publications.cover_url, excluded.cover_url)
      returning id, record_id, (xmax = 0) as inserted
    ),
    pr as (select pi.ord, p.id, p.inserted, pi.listed from p join pi on pi.record_id = p.record_id),
    ii as (
      select * from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(n int, ord int, barcode text, library_id int, shelf_location text, status text, loanable boolean)
    ),
    it as (
      insert into items (barcode, publication_id, library_id, shelf_location, status, loanable, reservable)
      select ii.barcode, pr.id, ii.library_id, ii.shelf_location, ii.status, ii.loanable, ii.loanable from ii join pr on pr.ord = ii.ord order by ii.n
      on conflict (barcode) do update set publication_id = excluded.publication_id, library_id = excluded.library_id,
        shelf_location = excluded.shelf_location, loanable = excluded.loanable, reservable = excluded.reservable,
        -- A status the record states (lost, withdrawn, on loan) wins; a copy the record lists again after it left
        -- the shelf (no longer listed, or its record deleted) is back; otherwise circulation's status stands.
        status = case when excluded.status <> 'available' then excluded.status when items.status = 'discarded' then 'available' else items.status end
      returning publication_id, (xmax = 0) as inserted
    ),
    -- Copies a record no longer lists leave the shelf; copies in circulation keep their status until they come back.
    gone as (
      update items set status = 'discarded' from pr
      where items.publication_id = any(array(select id from pr)) and items.publication_id = pr.id and items.status = 'available'
        and not (items.barcode = any(pr.listed))
      returning items.publication_id
    )
    select pr.ord, pr.inserted as created, coalesce(c.created, 0)::int as "itemsCreated", coalesce(c.written, 0)::int as "itemsWritten",
           coalesce(g.discarded, 0)::int as discarded
    from pr
    left join (select publication_id, count(*) filter (where inserted) as created, count(*) as written from it group by 1) c on c.publication_id = pr.id
    left join (select publication_id, count(*) as discarded from gone group by 1) g on g.publication_id = pr.id`);
  const outcomes = new Array<RecordOutcome>(records.length);
  for (const row of result.rows) {
    const written = Number(row.itemsWritten);
    const created = Number(row.itemsCreated);
    outcomes[Number(row.ord)] = {
      created: row.created,
      itemsCreated: created,
      itemsUpdated: written - created,
      itemsDiscarded: Number(row.discarded),
    };
  }
  return outcomes;
}

/**
 * A record whose work key changed (its title or main creator was corrected), or a work imported before works were
 * grouped (no group key), still holds the record's source key, which the new work cannot take. The old work takes the
 * key when it has none and no other work has it; otherwise it gives up the source key (it keeps its other editions,
 * likes and lists) and the record makes or joins the work of its new key.
 */
export async function releaseSourceKey(runner: Runner, m: MappedRecord): Promise<void> {
  const sourceKey = marcSourceKey(m.recordId);
  const adopted = await runner.execute(sql`update works set group_key = ${m.groupKey}
    where source_key = ${sourceKey} and group_key is null and not exists (select 1 from works o where o.group_key = ${m.groupKey}) returning id`);
  if (adopted.rows.length === 0)
    await runner.execute(sql`update works set source_key = null where source_key = ${sourceKey}`);
}
