// MARC 21 import (issue #5 "Real catalogue import"): streams records into works, publications, agents, series and items, idempotently.
import { sql } from 'drizzle-orm';
import { codedError } from '#server/services/coded-error.ts';
import { libraries } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { ImportState } from './marc-import-lookups.ts';
import {
  MovingRecord,
  releaseSourceKey,
  writeRecords,
  type PlacedCopies,
  type RecordOutcome,
  type RecordToWrite,
} from './marc-import-write.ts';
import {
  MarcMappingError,
  MarcRecordDeleted,
  MarcRecordSkipped,
  mapMarcRecord,
  recordIdentity,
  resolveBranchCode,
  type MappedRecord,
  type MarcRecord,
} from './marc-mapping.ts';
import {
  readMarcRecords,
  type MarcFormat,
  type MarcPosition,
  type MarcReadResult,
  type MarcSource,
} from './marc-reader.ts';

interface RejectedRecord extends MarcPosition {
  controlNumber: string | null;
  message: string;
}

interface MarcImportProgress {
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
  /**
   * Records written per transaction (default DEFAULT_BATCH_SIZE); 1 writes record by record. Progress, warnings and
   * rejections are reported in file order once a batch is written.
   */
  batchSize?: number;
}

/** Records per batch: a few hundred make the statements per record few without holding much in memory. */
const DEFAULT_BATCH_SIZE = 250;

/** A file of nothing but broken records must not fill the memory with their reports. */
export const MAX_KEPT_REJECTIONS = 1000;

/** Describes where a record is, for messages: 'post 7 (byte 4711, 001 12345)', 'post 8 (byte 5000, 999 $c 17)'. */
export function describePosition(r: MarcPosition & { controlNumber: string | null }): string {
  const named =
    r.controlNumber && (/^(\d{3} |innhold )/.test(r.controlNumber) ? r.controlNumber : `001 ${r.controlNumber}`);
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
 * Withdraws the publication a deletion names (by record id, or by the OAI identifier it was harvested under): it
 * leaves search, its copies on the shelf are discarded, and copies out on loan keep their loans until they come back.
 * Its row stays, so loans, reservations, likes and lists that point to it keep working. False when nothing matched.
 */
async function withdrawPublication(
  ctx: ServiceContext,
  by: { recordId: string } | { oaiIdentifier: string },
): Promise<{ found: boolean; discarded: number }> {
  const where = 'recordId' in by ? sql`record_id = ${by.recordId}` : sql`oai_identifier = ${by.oaiIdentifier}`;
  const result = await ctx.db.execute<{ found: number; discarded: number }>(sql`
    with p as (update publications set withdrawn_at = coalesce(withdrawn_at, ${ctx.clock().toISOString()}::timestamptz) where ${where} returning id),
    gone as (update items set status = 'discarded' from p where items.publication_id = p.id and items.status = 'available' returning items.id)
    select (select count(*) from p)::int as found, (select count(*) from gone)::int as discarded`);
  const row = result.rows[0];
  return { found: Number(row.found) > 0, discarded: Number(row.discarded) };
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

/** The libraries' slugs, for a message naming the ones an import may use. */
function knownSlugs(branches: readonly { slug: string }[]): string {
  return branches
    .map((b) => b.slug)
    .sort()
    .join(', ');
}

/**
 * Imports MARC 21 records from a byte stream (ISO 2709 or MARCXML), a batch of records per transaction with the
 * result of writing them one by one (docs/decisions/020-marc-import-in-batches.md): a broken or unmappable record, or
 * one the database refuses, is reported with its position, leaves nothing behind, and the import goes on.
 * Re-importing the same records updates them (publications by record id, works by group and source key, copies by
 * barcode). Throws AppError('invalid', 'unknown_library') for a default library or branch map naming no library.
 */
export async function importMarc(
  ctx: ServiceContext,
  source: MarcSource,
  options: MarcImportOptions = {},
): Promise<MarcImportSummary> {
  const branches: BranchRow[] = await ctx.db
    .select({
      id: libraries.id,
      slug: libraries.slug,
      name: libraries.name,
      signature: libraries.signature,
      ciceroId: libraries.ciceroId,
    })
    .from(libraries);
  let fallback: BranchRow | null = null;
  if (options.defaultLibrary) {
    fallback = branches.find((b) => b.slug === options.defaultLibrary) ?? null;
    if (!fallback) {
      throw codedError('invalid', 'unknown_library', {
        context: 'defaultLibrary',
        slug: options.defaultLibrary,
        known: knownSlugs(branches),
      });
    }
  }
  const mapped = new Map<string, BranchRow>();
  for (const [code, slug] of Object.entries(options.branchMap ?? {})) {
    const branch = branches.find((b) => b.slug === slug);
    if (!branch)
      throw codedError('invalid', 'unknown_library', {
        context: 'branchMap',
        branchCode: code,
        slug,
        known: knownSlugs(branches),
      });
    mapped.set(code.trim().toLowerCase(), branch);
  }
  const resolveBranch = (code: string) =>
    mapped.get(code.trim().toLowerCase()) ?? resolveBranchCode(code, branches) ?? fallback;
  const state = new ImportState();
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
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

  const statistics = new CatalogueStatistics(ctx);
  // Records wait here, in file order, until a batch is written; then each is counted and reported in that order.
  const pending: Pending[] = [];
  const account = (entry: Pending) => {
    summary.records++;
    if (entry.kind === 'skip') skip(entry.what);
    else if (entry.kind === 'reject') reject(entry.rejected);
    else if (entry.kind === 'write') {
      const { record, outcome, read } = entry;
      if (!outcome || 'refused' in outcome) {
        const error = outcome?.refused;
        ctx.log.warn({ err: error, record: read.position.index }, 'MARC record rejected by the database');
        // The identifier is read again only for the message (mapping read it, but threw before returning it).
        reject({
          ...read.position,
          controlNumber: identityOf(read.record),
          message: `databasen avviste posten: ${databaseMessage(error)}`,
        });
      } else {
        if (outcome.created) summary.created++;
        else summary.updated++;
        summary.itemsCreated += outcome.itemsCreated;
        summary.itemsUpdated += outcome.itemsUpdated;
        summary.itemsDiscarded += outcome.itemsDiscarded;
        summary.copiesSkipped += record.mapped.copiesLeftOut + record.placed.leftOut.length;
        for (const warning of record.mapped.warnings) {
          summary.warnings++;
          options.onWarning?.({ ...read.position, controlNumber: record.mapped.controlNumber }, warning);
        }
      }
    }
    if (summary.records % every === 0) options.onProgress?.({ ...pick(summary), ...rate() });
  };
  // One batch is written while the next is read and mapped (PostgreSQL works in its own process, yaz converts
  // MARC-8 in its own); batches are written one after another, in file order.
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    const batch = pending.splice(0);
    await writing;
    writing = (async () => {
      const writes = batch.filter((e): e is PendingWrite => e.kind === 'write');
      const outcomes = await writeInOrder(
        ctx,
        state,
        writes.map((e) => e.record),
      );
      writes.forEach((e, i) => (e.outcome = outcomes[i]));
      for (const entry of batch) account(entry);
      await statistics.written(writes.length);
    })();
    // Handled where it is awaited (the next flush, or the end); until then it must not count as unhandled.
    writing.catch(() => undefined);
  };
  // A deletion is written where it stands in the file: after the records before it, before those after it.
  const withdrawNow = async (by: { recordId: string } | { oaiIdentifier: string }) => {
    await flush();
    await writing;
    await withdraw(by);
    summary.records++;
    if (summary.records % every === 0) options.onProgress?.({ ...pick(summary), ...rate() });
  };

  try {
    for await (const read of readMarcRecords(source, options.format)) {
      const entry = entryOf(read, ctx, resolveBranch);
      if (entry.kind === 'withdraw') await withdrawNow(entry.by);
      else pending.push(entry);
      if (pending.length >= batchSize) await flush();
    }
    await flush();
    await writing;
  } catch (error) {
    // A broken source or a failed withdrawal: the batch being written ends before the import reports the error.
    await writing.catch(() => undefined);
    throw error;
  }
  Object.assign(summary, rate());
  return summary;
}

/** Records written before the import first brings the planner's statistics up to date, and at least between two times. */
const ANALYZE_EVERY = 10_000;
/** After that, when the import has written this share of the catalogue (as large as it was at the last ANALYZE). */
const ANALYZE_SHARE = 0.2;

/**
 * Keeps the planner's statistics of the catalogue tables in step with a large import. A bulk load outgrows them
 * (PGlite has no autovacuum; a PostgreSQL server may have it off or come round late): the items triggers' holdings
 * refresh then scans every copy for each batch (250 ms a batch at 1,000,000 copies, instead of 1 ms), and the
 * import slows down as the catalogue grows. An ANALYZE samples a few thousand rows per table.
 */
class CatalogueStatistics {
  private sinceAnalyze = 0;
  private next = ANALYZE_EVERY;
  constructor(private readonly ctx: ServiceContext) {}

  async written(records: number): Promise<void> {
    this.sinceAnalyze += records;
    if (this.sinceAnalyze < this.next) return;
    try {
      await this.ctx.db.execute(sql`analyze works, work_agents, publications, items, agents`);
      const size = await this.ctx.db.execute<{ works: number }>(
        sql`select greatest(reltuples, 0)::bigint as works from pg_class where oid = 'works'::regclass`,
      );
      this.next = Math.max(ANALYZE_EVERY, Math.round(ANALYZE_SHARE * Number(size.rows[0]?.works ?? 0)));
    } catch (error) {
      // Statistics are the database's to keep (a user without the right to ANALYZE): the import goes on without.
      this.ctx.log.debug({ err: error }, 'MARC import: ANALYZE refused');
      this.next = Number.POSITIVE_INFINITY;
    }
    this.sinceAnalyze = 0;
  }
}

type PendingWrite = {
  kind: 'write';
  record: RecordToWrite;
  read: { position: MarcPosition; record: MarcRecord };
  outcome?: RecordOutcome | Refused;
};
type Pending = { kind: 'skip'; what: string } | { kind: 'reject'; rejected: RejectedRecord } | PendingWrite;

/** What a record read from the file comes to: mapped and waiting for its batch, left out, rejected, or a deletion. */
function entryOf(
  read: MarcReadResult,
  ctx: ServiceContext,
  resolveBranch: (code: string) => BranchRow | null,
): Pending | { kind: 'withdraw'; by: { recordId: string } | { oaiIdentifier: string } } {
  if (read.ok === 'skipped') return { kind: 'skip', what: read.kind };
  if (read.ok === 'deleted') return { kind: 'withdraw', by: { oaiIdentifier: read.oaiIdentifier } };
  if (!read.ok)
    return { kind: 'reject', rejected: { ...read.position, controlNumber: read.controlNumber, message: read.message } };
  try {
    const mapped = mapMarcRecord(read.record);
    mapped.warnings.unshift(...(read.notes ?? []));
    mapped.oaiIdentifier = read.oaiIdentifier;
    return { kind: 'write', record: { mapped, placed: placeCopies(mapped, resolveBranch) }, read };
  } catch (error) {
    if (error instanceof MarcRecordDeleted) return { kind: 'withdraw', by: { recordId: error.recordId } };
    if (error instanceof MarcRecordSkipped) return { kind: 'skip', what: error.message };
    if (!(error instanceof MarcMappingError))
      ctx.log.warn({ err: error, record: read.position.index }, 'MARC record could not be mapped');
    const message =
      error instanceof MarcMappingError ? error.message : `databasen avviste posten: ${databaseMessage(error)}`;
    // The identifier is read again only for the message (mapping read it, but threw before returning it).
    return { kind: 'reject', rejected: { ...read.position, controlNumber: identityOf(read.record), message } };
  }
}

/** A record the database refused, with its error. */
interface Refused {
  refused: unknown;
}

/** A refused batch is written in halves down to this size, then record by record (many refusals cost no more than that). */
const SMALLEST_BATCH = 16;

/**
 * Writes records in file order: a batch in one transaction (writeRecords), and when the database refuses it, each
 * half on its own, down to single records, of which the refused one is refused alone and leaves nothing behind. A
 * record whose work moves to another group key (a corrected title) is written on its own at its place (writeOne),
 * so that it does not sink its batch. The run's cache of agent and series ids keeps only what a committed
 * transaction created.
 */
async function writeInOrder(
  ctx: ServiceContext,
  state: ImportState,
  records: readonly RecordToWrite[],
): Promise<(RecordOutcome | Refused)[]> {
  if (records.length === 0) return [];
  if (records.length === 1) return [await writeOne(ctx, state, records[0])];
  try {
    const outcomes = await ctx.db.transaction((tx) => writeRecords(tx, state, records));
    state.commit();
    return outcomes;
  } catch (error) {
    state.rollback();
    if (error instanceof MovingRecord) {
      const before = await writeInOrder(ctx, state, records.slice(0, error.index));
      const moved = await writeOne(ctx, state, records[error.index]);
      return [...before, moved, ...(await writeInOrder(ctx, state, records.slice(error.index + 1)))];
    }
    ctx.log.debug({ err: error, records: records.length }, 'MARC batch refused: written in parts');
    if (records.length <= SMALLEST_BATCH) {
      const outcomes: (RecordOutcome | Refused)[] = [];
      for (const record of records) outcomes.push(await writeOne(ctx, state, record));
      return outcomes;
    }
    const half = Math.ceil(records.length / 2);
    return [
      ...(await writeInOrder(ctx, state, records.slice(0, half))),
      ...(await writeInOrder(ctx, state, records.slice(half))),
    ];
  }
}

/** One record in its own transaction; a work that holds its source key under another group key gives it up first. */
async function writeOne(
  ctx: ServiceContext,
  state: ImportState,
  record: RecordToWrite,
): Promise<RecordOutcome | Refused> {
  const write = async () => (await ctx.db.transaction((tx) => writeRecords(tx, state, [record])))[0];
  try {
    let outcome: RecordOutcome;
    try {
      outcome = await write();
    } catch (error) {
      if (violatedConstraint(error) !== 'works_source_key_unique') throw error;
      state.rollback();
      await releaseSourceKey(ctx.db, record.mapped);
      outcome = await write();
    }
    state.commit();
    return outcome;
  } catch (error) {
    state.rollback();
    return { refused: error };
  }
}

/** A rejection's message without the values that differ from record to record (quoted values, byte counts). */
function rejectionReason(message: string): string {
  return message
    .replace(/«[^»]*»/g, '«…»')
    .replace(/\b\d+ byte\b/g, 'N byte')
    .replace(/startadresse \d+/g, 'startadresse N');
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
  return {
    records: s.records,
    created: s.created,
    updated: s.updated,
    rejected: s.rejected,
    skipped: s.skipped,
    withdrawn: s.withdrawn,
  };
}
