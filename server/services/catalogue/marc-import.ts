// MARC 21 import (issue #5 "Real catalogue import"): streams records into works, publications, agents, series and items, idempotently.
import { sql } from 'drizzle-orm';
import { AppError } from '#core/errors.ts';
import type { Tx } from '#server/db/client.ts';
import { libraries } from '#server/db/schema.ts';
import { workUriFor } from '#server/db/seed/catalogue-builder.ts';
import type { ServiceContext } from '../context.ts';
import {
  MarcMappingError,
  MarcRecordDeleted,
  MarcRecordSkipped,
  mapMarcRecord,
  recordIdentity,
  resolveBranchCode,
  type MappedAgent,
  type MappedRecord,
  type MarcRecord,
} from './marc-mapping.ts';
import { intArray, textArray } from './sql.ts';
import { readMarcRecords, type MarcFormat, type MarcPosition, type MarcSource } from './marc-reader.ts';

export interface RejectedRecord extends MarcPosition {
  controlNumber: string | null;
  message: string;
}

export interface MarcImportProgress {
  records: number;
  created: number;
  updated: number;
  rejected: number;
  /** Records that describe no title (holdings, authority records): left out, not errors. */
  skipped: number;
  /** Publications withdrawn because their record was deleted (leader/05 'd', an OAI deletion notice). */
  withdrawn: number;
  recordsPerSecond: number;
}

export interface MarcImportSummary extends MarcImportProgress {
  itemsCreated: number;
  itemsUpdated: number;
  /** Copies of an imported publication no longer in its record, marked 'discarded' (only copies on the shelf). */
  itemsDiscarded: number;
  /** Copies left out of imported records for a fault of their own (no barcode, unknown branch …), each with a warning. */
  copiesSkipped: number;
  warnings: number;
  seconds: number;
  /** The first MAX_KEPT_REJECTIONS rejected records with their positions (every one goes to onRejected as it happens). */
  rejections: RejectedRecord[];
  /** How many records were left out, by kind ('beholdningspost (leader posisjon 6 «x»)': 116). */
  skippedByKind: Record<string, number>;
  /** How many records were rejected, by reason: the message with its values left out ('mangler tittel (245 $a)': 17). */
  rejectedByReason: Record<string, number>;
}

export interface MarcImportOptions {
  /** Without it, the first bytes decide (docs/decisions/009-marc-import.md). */
  format?: MarcFormat;
  /** Slug of the library that gets copies whose branch code names no library; without it such copies are left out. */
  defaultLibrary?: string | null;
  /** Branch codes of another system (Koha's CPL, MPL) → our libraries' slugs; checked before the libraries' own codes. */
  branchMap?: Readonly<Record<string, string>>;
  /** Report progress after this many records (default 1000). */
  progressEvery?: number;
  onProgress?: (progress: MarcImportProgress) => void;
  onRejected?: (rejected: RejectedRecord) => void;
  onWarning?: (position: MarcPosition & { controlNumber: string }, warning: string) => void;
}

/** A file of nothing but broken records must not fill the memory with their reports. */
export const MAX_KEPT_REJECTIONS = 1000;

/** works.source_key of a record's work: one work per record, found again on re-import. */
export function marcSourceKey(recordId: string): string {
  return `marc:${recordId}`;
}

/** Describes where a record is, for messages: 'post 7 (byte 4711, 001 12345)', 'post 8 (byte 5000, 999 $c 17)'. */
export function describePosition(r: MarcPosition & { controlNumber: string | null }): string {
  const named = r.controlNumber && (/^(\d{3} |innhold )/.test(r.controlNumber) ? r.controlNumber : `001 ${r.controlNumber}`);
  return `post ${r.index} (byte ${r.byteOffset}${named ? `, ${named}` : ''})`;
}

/** The identifier a record is known by (recordIdentity), for messages; null when it has none usable. */
function identityOf(record: MarcRecord): string | null {
  try {
    return recordIdentity(record).controlNumber;
  } catch {
    return null;
  }
}

interface BranchRow {
  id: number;
  slug: string;
  name: string;
  signature: string;
  ciceroId: string | null;
}

/**
 * Ids of agents and series looked up or created during the run. An id created inside a record's transaction is
 * only kept once that transaction commits, so a rolled-back record cannot leave a dangling id behind.
 */
class IdCache {
  private readonly committed = new Map<string, number>();
  private pending = new Map<string, number>();
  get(key: string): number | undefined {
    return this.pending.get(key) ?? this.committed.get(key);
  }
  set(key: string, id: number): void {
    this.pending.set(key, id);
  }
  commit(): void {
    for (const [k, v] of this.pending) this.committed.set(k, v);
    this.pending = new Map();
  }
  rollback(): void {
    this.pending = new Map();
  }
}

interface ImportState {
  agentIds: IdCache;
  workSeriesIds: IdCache;
  publisherSeriesIds: IdCache;
}

/** Runs SQL: the database itself (one statement is its own transaction) or a transaction. */
type Runner = Pick<Tx, 'execute'>;

async function firstId(runner: Runner, query: ReturnType<typeof sql>): Promise<number> {
  const result = await runner.execute<{ id: number }>(query);
  return Number(result.rows[0].id);
}

/**
 * Finds or creates an agent by kind and name in one statement (the import's round trips dominate its speed): the
 * name as written first, else the same name in another case or with other accents ("JANE AUSTEN", "Jane Austen",
 * issue #17; by the index agents_kind_folded_name).
 */
function agentStatement(agent: MappedAgent) {
  if (agent.authorityId) return agentByAuthorityStatement(agent, agent.authorityId);
  return sql`with found as (select id from agents where kind = ${agent.kind} and immutable_unaccent(lower(name)) = immutable_unaccent(lower(${agent.name}))
                   order by (name = ${agent.name}) desc, id limit 1),
      created as (insert into agents (kind, name, birth_year, death_year)
        select ${agent.kind}::text, ${agent.name}::text, ${agent.birthYear}::smallint, ${agent.deathYear}::smallint
        where not exists (select 1 from found) returning id)
    select id from found union all select id from created`;
}

/**
 * Finds or creates a person or body with an authority id: by that id first; else by name among those without one
 * (who then get it); else a new agent. Two people with one name and different ids stay two.
 */
function agentByAuthorityStatement(agent: MappedAgent, authorityId: string) {
  return sql`with found as (
        select id from (
          (select id, 0 as rank from agents where authority_id = ${authorityId})
          union all
          (select id, 1 from agents where kind = ${agent.kind} and authority_id is null
             and immutable_unaccent(lower(name)) = immutable_unaccent(lower(${agent.name})) order by (name = ${agent.name}) desc, id limit 1)
        ) f order by rank limit 1),
      tagged as (update agents set authority_id = ${authorityId} from found where agents.id = found.id and agents.authority_id is null),
      created as (insert into agents (kind, name, birth_year, death_year, authority_id)
        select ${agent.kind}::text, ${agent.name}::text, ${agent.birthYear}::smallint, ${agent.deathYear}::smallint, ${authorityId}::text
        where not exists (select 1 from found) returning id)
    select id from found union all select id from created`;
}

function workSeriesStatement(name: string) {
  return sql`with found as (select id from work_series where name = ${name} order by id limit 1),
      created as (insert into work_series (name) select ${name}::text where not exists (select 1 from found) returning id)
    select id from found union all select id from created`;
}

function publisherSeriesStatement(name: string, publisher: string) {
  return sql`with found as (select id from publisher_series where name = ${name} and publisher = ${publisher} order by id limit 1),
      created as (insert into publisher_series (name, publisher) select ${name}::text, ${publisher}::text where not exists (select 1 from found) returning id)
    select id from found union all select id from created`;
}

/** A name without case and accents, as agentStatement matches it (the cache's key). */
function foldedName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

interface Lookup {
  cache: IdCache;
  key: string;
  statement: () => ReturnType<typeof sql>;
}

function lookups(state: ImportState, m: MappedRecord): { agents: Lookup[]; workSeries: Lookup | null; publisherSeries: Lookup | null } {
  return {
    agents: m.agents.map((agent) => ({
      cache: state.agentIds,
      key: agent.authorityId ? `authority|${agent.authorityId}` : `${agent.kind}|${foldedName(agent.name)}`,
      statement: () => agentStatement(agent),
    })),
    workSeries: m.workSeries ? { cache: state.workSeriesIds, key: m.workSeries.name, statement: () => workSeriesStatement(m.workSeries!.name) } : null,
    publisherSeries: m.publisherSeries
      ? { cache: state.publisherSeriesIds, key: `${m.publisher ?? ''}|${m.publisherSeries.name}`, statement: () => publisherSeriesStatement(m.publisherSeries!.name, m.publisher ?? '') }
      : null,
  };
}

async function resolve(runner: Runner, lookup: Lookup): Promise<number> {
  const cached = lookup.cache.get(lookup.key);
  if (cached !== undefined) return cached;
  const id = await firstId(runner, lookup.statement());
  lookup.cache.set(lookup.key, id);
  return id;
}

interface RecordOutcome {
  created: boolean;
  itemsCreated: number;
  itemsUpdated: number;
  itemsDiscarded: number;
}

/** Positions from here on are creators an edition added to a work another record made (see writeRecord). */
const ADDED_CREATOR_POSITION = 100;
/** A work keeps at most this many other titles from its editions. */
const MAX_VARIANT_TITLES = 100;

/** True in a work's upsert when the record being written describes the work: it made it, or the work has no describer. */
const DESCRIBES = 'coalesce(works.source_key, excluded.source_key) = excluded.source_key';

/** The record's value when it describes the work, else the work's own. */
function ownerSets(column: string) {
  return sql.raw(`${column} = case when ${DESCRIBES} then excluded.${column} else works.${column} end`);
}

/**
 * Writes one mapped record: agents and series it needs first (found or created), then its work, the work's
 * creators, the publication and its copies in ONE statement of data-modifying CTEs, so the record is all or nothing.
 * Creators, copies and the copies to retire are disjoint row sets, which one statement may modify together.
 *
 * Works (docs/decisions/009, "Works"): the record goes to the work of its group key, made by the first record with
 * that key (the work's source key names it; a work that lost its record is taken by the next one). That record
 * describes the work; the other editions add the titles
 * they are known by (a translation's title finds the original) and the people the work does not have yet (their
 * translators and readers), after its own creators. A re-import of the describing record replaces its own creators
 * and leaves the ones other editions added.
 */
async function writeRecord(runner: Runner, state: ImportState, m: MappedRecord, placed: PlacedCopies): Promise<RecordOutcome> {
  const libraryIds = placed.libraryIds;
  const needed = lookups(state, m);
  const creators: { agentId: number; role: string; position: number; name: string }[] = [];
  for (const [i, agent] of m.agents.entries()) {
    const id = await resolve(runner, needed.agents[i]);
    if (creators.some((c) => c.agentId === id && c.role === agent.role)) continue;
    // In record order across roles: the main creator (1XX) is 0, so the work page lists it first.
    creators.push({ agentId: id, role: agent.role, position: creators.length, name: agent.name });
  }
  // Kept here as the seed does (catalogue-builder addWork): the generated search vector weighs these names.
  const creatorNames = [...new Set(creators.map((c) => c.name))].join(' ');
  const seriesId = needed.workSeries ? await resolve(runner, needed.workSeries) : null;
  const pubSeriesId = needed.publisherSeries ? await resolve(runner, needed.publisherSeries) : null;
  const sourceKey = marcSourceKey(m.recordId);
  const editionTitles = [m.title, ...(m.originalTitle ? [m.originalTitle] : []), ...m.variantTitles];
  const barcodes = m.items.map((i) => i.barcode);
  // A copy left out for a fault (an unknown branch) is still in the record: it does not leave the shelf.
  const listed = [...barcodes, ...placed.leftOut];
  const result = await runner.execute<{ created: boolean; itemsCreated: number; itemsWritten: number; discarded: number }>(sql`
    with w as (
      insert into works (uri, source_key, group_key, title, subtitle, original_title, description, first_publication_year, fiction, audience,
                         genres, subjects, work_series_id, work_series_position, creator_names, variant_titles, contents)
      values (${workUriFor(`group:${m.groupKey}`)}, ${sourceKey}, ${m.groupKey}, ${m.title}, ${m.subtitle}, ${m.originalTitle}, ${m.description},
              ${m.firstPublicationYear}, ${m.fiction}, ${m.audience}, ${textArray(m.genres)}, ${textArray(m.subjects)}, ${seriesId},
              ${m.workSeries?.number ?? null}, ${creatorNames}, ${textArray(m.variantTitles)}, ${textArray(m.contents)})
      on conflict (group_key) do update set ${sql.join(
        ['title', 'subtitle', 'original_title', 'description', 'first_publication_year', 'fiction', 'audience', 'genres', 'subjects', 'work_series_id', 'work_series_position', 'creator_names', 'contents'].map(ownerSets),
        sql`, `,
      )},
        source_key = coalesce(works.source_key, excluded.source_key),
        -- Every title an edition is known by stays searchable (the work's own title left out), first seen first.
        variant_titles = array(
          select (array_agg(t order by n))[1] from unnest(works.variant_titles || ${textArray(editionTitles)}) with ordinality u(t, n)
          where lower(t) <> lower(case when ${sql.raw(DESCRIBES)} then excluded.title else works.title end)
          group by lower(t) order by min(n) limit ${MAX_VARIANT_TITLES})
      returning id, (source_key = ${sourceKey}) as owner
    ),
    wa_new as (
      select * from unnest(${intArray(creators.map((c) => c.agentId))}, ${textArray(creators.map((c) => c.role))}, ${intArray(creators.map((c) => c.position))})
        as x(agent_id, role, position)
    ),
    wa_gone as (
      delete from work_agents d using w
      where w.owner and d.work_id = w.id and d.position < ${ADDED_CREATOR_POSITION}
        and not exists (select 1 from wa_new n where n.agent_id = d.agent_id and n.role = d.role)
    ),
    wa as (
      insert into work_agents (work_id, agent_id, role, position)
      select w.id, n.agent_id, n.role, case when w.owner then n.position else ${ADDED_CREATOR_POSITION} + n.position end from w, wa_new n
      on conflict (work_id, agent_id, role) do update set position = least(work_agents.position, excluded.position)
    ),
    p as (
      insert into publications (record_id, work_id, title, media_type, format, language, publication_year, publisher, isbn, ean, isbns, edition,
                                extent, links, oai_identifier, age_limit, publisher_series_id, publisher_series_number, cover_url)
      values (${m.recordId}, (select id from w), ${m.title}, ${m.mediaType}, ${m.format}, ${m.language}, ${m.year}, ${m.publisher}, ${m.isbn},
              ${m.ean}, ${textArray(m.isbns)}, ${m.edition}, ${m.extent}, ${JSON.stringify(m.links)}::jsonb, ${m.oaiIdentifier ?? null}, ${m.ageLimit},
              ${pubSeriesId}, ${m.publisherSeries?.number ?? null}, ${`/covers/${m.recordId}.jpg`})
      on conflict (record_id) do update set work_id = excluded.work_id, title = excluded.title, media_type = excluded.media_type,
        format = excluded.format, language = excluded.language, publication_year = excluded.publication_year, publisher = excluded.publisher,
        isbn = excluded.isbn, ean = excluded.ean, isbns = excluded.isbns, edition = excluded.edition, extent = excluded.extent,
        links = excluded.links, oai_identifier = coalesce(excluded.oai_identifier, publications.oai_identifier), age_limit = excluded.age_limit,
        publisher_series_id = excluded.publisher_series_id, publisher_series_number = excluded.publisher_series_number,
        -- A record sent again after its deletion is in the collection again.
        withdrawn_at = null,
        -- The record carries no picture: the cover route draws one from it, as for the seed (an existing cover stays).
        cover_url = coalesce(publications.cover_url, excluded.cover_url)
      returning id, (xmax = 0) as inserted
    ),
    it_new as (
      select * from unnest(${textArray(barcodes)}, ${intArray(libraryIds)}, ${textArray(m.items.map((i) => i.shelfLocation))},
                           ${textArray(m.items.map((i) => i.status ?? 'available'))}, ${sql`${`{${m.items.map((i) => String(i.loanable)).join(',')}}`}::boolean[]`})
        as x(barcode, library_id, shelf, status, loanable)
    ),
    it as (
      insert into items (barcode, publication_id, library_id, shelf_location, status, loanable, reservable)
      select n.barcode, p.id, n.library_id, n.shelf, n.status, n.loanable, n.loanable from p, it_new n
      on conflict (barcode) do update set publication_id = excluded.publication_id, library_id = excluded.library_id,
        shelf_location = excluded.shelf_location, loanable = excluded.loanable, reservable = excluded.reservable,
        -- A status the record states (lost, withdrawn, on loan) wins; a copy the record lists again after it left
        -- the shelf (no longer listed, or its record deleted) is back; otherwise circulation's status stands.
        status = case when excluded.status <> 'available' then excluded.status when items.status = 'discarded' then 'available' else items.status end
      returning (xmax = 0) as inserted
    ),
    -- Copies the record no longer lists leave the shelf; copies in circulation keep their status until they come back.
    gone as (
      update items set status = 'discarded' from p
      where items.publication_id = p.id and items.status = 'available' and not (items.barcode = any(${textArray(listed)}))
      returning items.id
    )
    select (select inserted from p) as created,
           (select count(*) from it where inserted)::int as "itemsCreated",
           (select count(*) from it)::int as "itemsWritten",
           (select count(*) from gone)::int as discarded`);
  const row = result.rows[0];
  return {
    created: row.created,
    itemsCreated: Number(row.itemsCreated),
    itemsUpdated: Number(row.itemsWritten) - Number(row.itemsCreated),
    itemsDiscarded: Number(row.discarded),
  };
}

/**
 * A record whose work key changed (its title or main creator was corrected), or a work imported before works were
 * grouped (no group key), still holds the record's source key, which the new work cannot take. The old work takes the
 * key when it has none and no other work has it; otherwise it gives up the source key (it keeps its other editions,
 * likes and lists) and the record makes or joins the work of its new key.
 */
async function releaseSourceKey(runner: Runner, m: MappedRecord): Promise<void> {
  const sourceKey = marcSourceKey(m.recordId);
  const adopted = await runner.execute(sql`update works set group_key = ${m.groupKey}
    where source_key = ${sourceKey} and group_key is null and not exists (select 1 from works o where o.group_key = ${m.groupKey}) returning id`);
  if (adopted.rows.length === 0) await runner.execute(sql`update works set source_key = null where source_key = ${sourceKey}`);
}

/**
 * Withdraws the publication a deletion names (by record id, or by the OAI identifier it was harvested under): it
 * leaves search, its copies on the shelf are discarded, and copies out on loan keep their loans until they come back.
 * Its row stays, so loans, reservations, likes and lists that point to it keep working. False when nothing matched.
 */
async function withdrawPublication(ctx: ServiceContext, by: { recordId: string } | { oaiIdentifier: string }): Promise<{ found: boolean; discarded: number }> {
  const where = 'recordId' in by ? sql`record_id = ${by.recordId}` : sql`oai_identifier = ${by.oaiIdentifier}`;
  const result = await ctx.db.execute<{ found: number; discarded: number }>(sql`
    with p as (update publications set withdrawn_at = coalesce(withdrawn_at, ${ctx.clock().toISOString()}::timestamptz) where ${where} returning id),
    gone as (update items set status = 'discarded' from p where items.publication_id = p.id and items.status = 'available' returning items.id)
    select (select count(*) from p)::int as found, (select count(*) from gone)::int as discarded`);
  const row = result.rows[0];
  return { found: Number(row.found) > 0, discarded: Number(row.discarded) };
}

/** The record's copies with their libraries, and the barcodes of those left out because their branch is unknown. */
interface PlacedCopies {
  libraryIds: number[];
  leftOut: string[];
}

/**
 * Each copy's library: the branch map first, then the libraries' own codes, then the default library. A copy whose
 * branch none of them knows is left out of `mapped.items` with a warning (its record is imported).
 */
function placeCopies(mapped: MappedRecord, resolveBranch: (code: string) => BranchRow | null): PlacedCopies {
  const libraryIds: number[] = [];
  const leftOut: string[] = [];
  mapped.items = mapped.items.filter((item) => {
    const branch = resolveBranch(item.branchCode);
    if (branch) libraryIds.push(branch.id);
    else {
      leftOut.push(item.barcode);
      mapped.warnings.push(
        `ukjent filialkode «${item.branchCode}» på eksemplar ${item.barcode}; eksemplaret ble utelatt (bruk en filials signatur, cicero-id, slug eller navn, --branch-map KODE=slug eller --library <slug>)`,
      );
    }
    return branch !== null;
  });
  return { libraryIds, leftOut };
}

/** True when every agent and series the record needs is already known, so its one statement needs no transaction around it. */
function allCached(state: ImportState, m: MappedRecord): boolean {
  const needed = lookups(state, m);
  return [...needed.agents, needed.workSeries, needed.publisherSeries].every((l) => l === null || l.cache.get(l.key) !== undefined);
}

/**
 * Imports MARC 21 records from a byte stream (ISO 2709 or MARCXML). Each record is written in its own
 * transaction: a broken or unmappable record is reported with its position and the import goes on. Re-importing
 * the same records updates them (publications by record id, works by source key, copies by barcode).
 */
export async function importMarc(
  ctx: ServiceContext,
  source: MarcSource,
  options: MarcImportOptions = {},
): Promise<MarcImportSummary> {
  const branches: BranchRow[] = await ctx.db
    .select({ id: libraries.id, slug: libraries.slug, name: libraries.name, signature: libraries.signature, ciceroId: libraries.ciceroId })
    .from(libraries);
  let fallback: BranchRow | null = null;
  if (options.defaultLibrary) {
    fallback = branches.find((b) => b.slug === options.defaultLibrary) ?? null;
    if (!fallback) {
      throw new AppError('invalid', 'unknown_library', `Fant ikke biblioteket «${options.defaultLibrary}». Kjente slugs: ${branches.map((b) => b.slug).sort().join(', ')}`);
    }
  }
  const mapped = new Map<string, BranchRow>();
  for (const [code, slug] of Object.entries(options.branchMap ?? {})) {
    const branch = branches.find((b) => b.slug === slug);
    if (!branch) throw new AppError('invalid', 'unknown_library', `Filialkoden «${code}» peker på «${slug}», som ikke er et bibliotek. Kjente slugs: ${branches.map((b) => b.slug).sort().join(', ')}`);
    mapped.set(code.trim().toLowerCase(), branch);
  }
  const resolveBranch = (code: string) => mapped.get(code.trim().toLowerCase()) ?? resolveBranchCode(code, branches) ?? fallback;
  const state: ImportState = { agentIds: new IdCache(), workSeriesIds: new IdCache(), publisherSeriesIds: new IdCache() };
  const every = Math.max(1, options.progressEvery ?? 1000);
  const started = performance.now();
  const summary: MarcImportSummary = {
    records: 0,
    created: 0,
    updated: 0,
    rejected: 0,
    skipped: 0,
    withdrawn: 0,
    recordsPerSecond: 0,
    itemsCreated: 0,
    itemsUpdated: 0,
    itemsDiscarded: 0,
    copiesSkipped: 0,
    warnings: 0,
    seconds: 0,
    rejections: [],
    skippedByKind: {},
    rejectedByReason: {},
  };
  const rate = () => {
    const seconds = (performance.now() - started) / 1000;
    return { seconds, recordsPerSecond: seconds > 0 ? Math.round((summary.records / seconds) * 10) / 10 : 0 };
  };
  const reject = (r: RejectedRecord) => {
    summary.rejected++;
    const reason = rejectionReason(r.message);
    summary.rejectedByReason[reason] = (summary.rejectedByReason[reason] ?? 0) + 1;
    if (summary.rejections.length < MAX_KEPT_REJECTIONS) summary.rejections.push(r);
    options.onRejected?.(r);
  };
  const skip = (kind: string) => {
    summary.skipped++;
    summary.skippedByKind[kind] = (summary.skippedByKind[kind] ?? 0) + 1;
  };

  const withdraw = async (by: { recordId: string } | { oaiIdentifier: string }) => {
    const { found, discarded } = await withdrawPublication(ctx, by);
    if (found) summary.withdrawn++;
    else skip('slettet post som ikke finnes i katalogen');
    summary.itemsDiscarded += discarded;
  };

  for await (const read of readMarcRecords(source, options.format)) {
    summary.records++;
    if (read.ok === 'skipped') skip(read.kind);
    else if (read.ok === 'deleted') await withdraw({ oaiIdentifier: read.oaiIdentifier });
    else if (!read.ok) {
      reject({ ...read.position, controlNumber: read.controlNumber, message: read.message });
    } else {
      try {
        const mapped = mapMarcRecord(read.record);
        mapped.warnings.unshift(...(read.notes ?? []));
        mapped.oaiIdentifier = read.oaiIdentifier;
        const placed = placeCopies(mapped, resolveBranch);
        // New agents or series and the record's statement commit together, so a rejected record leaves nothing behind.
        const write = () =>
          allCached(state, mapped) ? writeRecord(ctx.db, state, mapped, placed) : ctx.db.transaction((tx) => writeRecord(tx, state, mapped, placed));
        let outcome: RecordOutcome;
        try {
          outcome = await write();
        } catch (error) {
          if (violatedConstraint(error) !== 'works_source_key_unique') throw error;
          state.agentIds.rollback();
          state.workSeriesIds.rollback();
          state.publisherSeriesIds.rollback();
          await releaseSourceKey(ctx.db, mapped);
          outcome = await write();
        }
        state.agentIds.commit();
        state.workSeriesIds.commit();
        state.publisherSeriesIds.commit();
        if (outcome.created) summary.created++;
        else summary.updated++;
        summary.itemsCreated += outcome.itemsCreated;
        summary.itemsUpdated += outcome.itemsUpdated;
        summary.itemsDiscarded += outcome.itemsDiscarded;
        summary.copiesSkipped += mapped.copiesLeftOut + placed.leftOut.length;
        for (const warning of mapped.warnings) {
          summary.warnings++;
          options.onWarning?.({ ...read.position, controlNumber: mapped.controlNumber }, warning);
        }
      } catch (error) {
        state.agentIds.rollback();
        state.workSeriesIds.rollback();
        state.publisherSeriesIds.rollback();
        if (error instanceof MarcRecordSkipped) skip(error.message);
        else if (error instanceof MarcRecordDeleted) await withdraw({ recordId: error.recordId });
        else {
          if (!(error instanceof MarcMappingError)) ctx.log.warn({ err: error, record: read.position.index }, 'MARC record rejected by the database');
          const message = error instanceof MarcMappingError ? error.message : `databasen avviste posten: ${databaseMessage(error)}`;
          // The identifier is read again only for the message (mapping read it, but threw before returning it).
          reject({ ...read.position, controlNumber: identityOf(read.record), message });
        }
      }
    }
    if (summary.records % every === 0) options.onProgress?.({ ...pick(summary), ...rate() });
  }
  Object.assign(summary, rate());
  return summary;
}

/** A rejection's message without the values that differ from record to record (quoted values, byte counts). */
export function rejectionReason(message: string): string {
  return message.replace(/«[^»]*»/g, '«…»').replace(/\b\d+ byte\b/g, 'N byte').replace(/startadresse \d+/g, 'startadresse N');
}

/** The constraint a database error names (a unique violation's index), if any. */
function violatedConstraint(error: unknown): string | null {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return null;
}

/** The database's own message (drizzle wraps it in 'Failed query: …' with the whole statement). */
function databaseMessage(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

function pick(s: MarcImportSummary): Omit<MarcImportProgress, 'recordsPerSecond'> {
  return { records: s.records, created: s.created, updated: s.updated, rejected: s.rejected, skipped: s.skipped, withdrawn: s.withdrawn };
}
