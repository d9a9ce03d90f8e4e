// Incremental OAI-PMH harvest (issue #17, `npm run harvest:oai`): ListRecords pages fed to the MARC import, state per source in oai_harvests, resumable after a crash.
import { and, eq, sql } from 'drizzle-orm';
import type { AppError } from '#core/errors.ts';
import { codedError } from '#server/services/coded-error.ts';
import { oaiHarvests } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { DEFAULT_RETRY, httpGet, HttpGetError, type RetryPolicy } from './http-get.ts';
import { importMarc, MAX_KEPT_REJECTIONS, type MarcImportOptions, type MarcImportSummary } from './marc-import.ts';

/** OAI-PMH's two datestamp granularities (Identify says which one a repository supports). */
export type OaiGranularity = 'YYYY-MM-DD' | 'YYYY-MM-DDThh:mm:ssZ';

export interface OaiHarvestProgress {
  /** ListRecords responses imported in this call. */
  pages: number;
  /** OAI records (headers) in those pages, deletion notices included. */
  records: number;
  /** Of which deletion notices (header status="deleted"). */
  deleted: number;
  created: number;
  updated: number;
  /** Publications withdrawn by a deletion notice. */
  withdrawn: number;
  rejected: number;
  /** MARC records left out (holdings records in a union catalogue's envelope, …). */
  skipped: number;
  recordsPerSecond: number;
  /** What the repository says of the whole list (resumptionToken's completeListSize and cursor), when it says it. */
  completeListSize: number | null;
  cursor: number | null;
}

export interface OaiHarvestSummary extends OaiHarvestProgress {
  /** The datestamp every record up to is now in: the next run's `from`. */
  harvestedUntil: string;
  /** The run's `from` as sent (null: everything). */
  from: string | null;
  granularity: OaiGranularity;
  /** True when this call went on with a run an earlier call left unfinished. */
  resumed: boolean;
  /** Runs started again from their `from` because the repository no longer knew the resumption token. */
  restarts: number;
  seconds: number;
  /** The MARC import's counts over all pages (copies, warnings, rejections by reason, skipped by kind). */
  import: MarcImportSummary;
}

export interface OaiHarvestOptions extends Pick<
  MarcImportOptions,
  'defaultLibrary' | 'branchMap' | 'onRejected' | 'onWarning'
> {
  baseUrl: string;
  /** setSpec; '' or absent: the whole repository. */
  set?: string;
  /** Default 'marc21'; BIBSYS uses 'marcxchange'. */
  metadataPrefix?: string;
  /** Replaces the stored harvested_until as the run's `from` (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ). */
  from?: string;
  until?: string;
  retry?: Partial<RetryPolicy>;
  /** Aborting stops the harvest after the page being imported (its state is saved); the call rejects with the reason. */
  signal?: AbortSignal;
  /** Told once the run is chosen: a new one (from, until) or one going on from a saved token. */
  onStart?: (start: {
    granularity: OaiGranularity;
    from: string | null;
    until: string | null;
    resumed: boolean;
    recordsBefore: number;
  }) => void;
  onProgress?: (progress: OaiHarvestProgress) => void;
  /** badResumptionToken: the run starts again from its `from`. */
  onRestart?: (restart: { from: string | null; until: string | null }) => void;
}

export const DEFAULT_METADATA_PREFIX = 'marc21';
/** A repository that forgets every token it hands out would otherwise be asked for ever. */
const MAX_RESTARTS = 3;
/** Pages go to the MARC reader in pieces of this size, as a file stream would. */
const CHUNK_BYTES = 64 * 1024;

// ---------------------------------------------------------------- reading OAI-PMH responses

/** The five XML entities and numeric references (tokens and identifiers are URIs and may hold '&amp;'). */
function decodeXmlText(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

const P = '(?:[A-Za-z_][\\w.-]*:)?';

function element(xml: string, name: string): string | null {
  const m = new RegExp(`<${P}${name}\\b[^>]*>([^<]*)</${P}${name}\\s*>`).exec(xml);
  return m ? decodeXmlText(m[1].trim()) : null;
}

function attribute(attributes: string, name: string): string | null {
  const m = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes);
  return m ? decodeXmlText(m[1] ?? m[2]) : null;
}

export interface OaiResponse {
  responseDate: string | null;
  /** OAI errors (<error code="…">): noRecordsMatch, badResumptionToken, cannotDisseminateFormat, … */
  errors: { code: string; message: string }[];
  /** The token for the next page; null when this is the last page (an empty token) or the only one. */
  resumptionToken: string | null;
  completeListSize: number | null;
  cursor: number | null;
  /** OAI records (headers) in the response, and of them deletion notices. */
  records: number;
  deleted: number;
}

/** Reads what the harvester needs of an OAI-PMH response; the records themselves go to the MARC reader. */
export function readOaiResponse(xml: string): OaiResponse {
  if (!new RegExp(`<${P}OAI-PMH\\b`).test(xml)) {
    throw codedError('unavailable', 'oai_not_oai', { start: xml.trim().slice(0, 60) });
  }
  const errors = [...xml.matchAll(new RegExp(`<${P}error\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${P}error\\s*>)`, 'g'))].map(
    (m) => ({
      code: attribute(m[1], 'code') ?? 'ukjent',
      message: decodeXmlText((m[2] ?? '').trim()),
    }),
  );
  const token = new RegExp(`<${P}resumptionToken\\b([^>]*?)(?:/>|>([^<]*)</${P}resumptionToken\\s*>)`).exec(xml);
  const number = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : null);
  const headers = [...xml.matchAll(new RegExp(`<${P}header\\b([^>]*)>`, 'g'))];
  return {
    responseDate: element(xml, 'responseDate'),
    errors,
    resumptionToken: token && token[2] && token[2].trim() ? decodeXmlText(token[2].trim()) : null,
    completeListSize: token ? number(attribute(token[1], 'completeListSize')) : null,
    cursor: token ? number(attribute(token[1], 'cursor')) : null,
    records: headers.length,
    deleted: headers.filter((h) => attribute(h[1], 'status') === 'deleted').length,
  };
}

/** Identify's granularity; day granularity when the repository does not say (the protocol's minimum). */
function readGranularity(xml: string): OaiGranularity {
  return element(xml, 'granularity') === 'YYYY-MM-DDThh:mm:ssZ' ? 'YYYY-MM-DDThh:mm:ssZ' : 'YYYY-MM-DD';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** True for the dates --from and --until take: YYYY-MM-DD or an ISO instant with its zone (2015-07-11T10:00:00Z). */
export function isOaiDate(value: string): boolean {
  return (
    (DAY.test(value) && !Number.isNaN(Date.parse(value))) || (INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
  );
}

/**
 * A date in the repository's granularity: a day repository gets the UTC day (a `from` moved back to the start of
 * its day, an `until` on to its end: records may come twice, which the idempotent import shrugs off, never too few);
 * a seconds repository gets the instant in UTC without fractions.
 */
export function formatOaiDate(value: string, granularity: OaiGranularity): string {
  if (!isOaiDate(value)) throw codedError('invalid', 'oai_bad_date', { value });
  const instant = DAY.test(value) ? `${value}T00:00:00Z` : new Date(value).toISOString().replace(/\.\d+Z$/, 'Z');
  return granularity === 'YYYY-MM-DD' ? instant.slice(0, 10) : instant;
}

// ---------------------------------------------------------------- errors

/** OAI-PMH's error codes (OAI-PMH 2.0 §3.6) that errors:oaiError explains; any other is 'unknown'. */
const EXPLAINED_OAI_ERRORS = new Set([
  'badArgument',
  'badVerb',
  'cannotDisseminateFormat',
  'noSetHierarchy',
  'noMetadataFormats',
  'idDoesNotExist',
  'badResumptionToken',
]);

function oaiError(error: { code: string; message: string }): AppError {
  const reason = EXPLAINED_OAI_ERRORS.has(error.code) ? error.code : 'unknown';
  return codedError('unavailable', 'oai_error', {
    context: error.message ? 'withMessage' : '',
    oaiCode: error.code,
    reason,
    message: error.message,
  });
}

function unreachable(url: string, error: HttpGetError): AppError {
  const host = new URL(url).host;
  const { attempts, detail } = error;
  if (error.reason === 'timeout' && error.timeoutMs !== null)
    return codedError('unavailable', 'oai_unreachable', {
      context: 'noAnswer',
      host,
      attempts,
      seconds: error.timeoutMs / 1000,
    });
  const context = error.reason === 'status' ? 'httpStatus' : '';
  return codedError('unavailable', 'oai_unreachable', { context, host, attempts, detail });
}

// ---------------------------------------------------------------- state

type HarvestRow = typeof oaiHarvests.$inferSelect;

async function harvestState(
  ctx: ServiceContext,
  source: { baseUrl: string; setSpec: string; metadataPrefix: string },
): Promise<HarvestRow> {
  await ctx.db.insert(oaiHarvests).values(source).onConflictDoNothing();
  const [row] = await ctx.db
    .select()
    .from(oaiHarvests)
    .where(
      and(
        eq(oaiHarvests.baseUrl, source.baseUrl),
        eq(oaiHarvests.setSpec, source.setSpec),
        eq(oaiHarvests.metadataPrefix, source.metadataPrefix),
      ),
    );
  return row;
}

/**
 * Saves the run's state, but only when the stored token is still the one this call last saw: two harvests of the
 * same source at once would otherwise both go on from one token and overwrite each other's place.
 */
async function saveState(
  ctx: ServiceContext,
  id: number,
  expectedToken: string | null,
  values: Partial<HarvestRow>,
): Promise<void> {
  const saved = await ctx.db
    .update(oaiHarvests)
    .set({ ...values, updatedAt: ctx.clock() })
    .where(and(eq(oaiHarvests.id, id), sql`${oaiHarvests.resumptionToken} is not distinct from ${expectedToken}`))
    .returning({ id: oaiHarvests.id });
  if (saved.length === 0) {
    throw codedError('conflict', 'oai_concurrent');
  }
}

// ---------------------------------------------------------------- summing the pages

function emptyImportSummary(): MarcImportSummary {
  return {
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
}

/** Adds a page's import summary to the run's: every count (a field added later too), the counts by reason and kind, the first rejections. */
function addSummary(total: MarcImportSummary, page: MarcImportSummary): void {
  const sum = total as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(page)) {
    if (key === 'recordsPerSecond' || key === 'seconds') continue;
    if (typeof value === 'number') sum[key] = (typeof sum[key] === 'number' ? (sum[key] as number) : 0) + value;
    else if (Array.isArray(value))
      sum[key] = [...((sum[key] as unknown[] | undefined) ?? []), ...value].slice(0, MAX_KEPT_REJECTIONS);
    else if (value && typeof value === 'object') {
      const into = ((sum[key] as Record<string, number> | undefined) ??= {});
      for (const [k, n] of Object.entries(value as Record<string, number>)) into[k] = (into[k] ?? 0) + n;
    }
  }
}

async function* chunksOf(body: Buffer): AsyncGenerator<Buffer> {
  for (let at = 0; at < body.length; at += CHUNK_BYTES) yield body.subarray(at, at + CHUNK_BYTES);
}

// ---------------------------------------------------------------- the harvest

function listRecordsUrl(baseUrl: string, params: Record<string, string | null | undefined>): string {
  const url = new URL(baseUrl);
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  return url.toString();
}

/** The base URL as stored: trimmed, without a trailing '?'; refused unless http(s). */
export function normaliseBaseUrl(value: string): string {
  const trimmed = value.trim().replace(/\?$/, '');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw codedError('invalid', 'oai_bad_url', { value });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw codedError('invalid', 'oai_bad_url', { context: 'notHttp', value });
  return trimmed;
}

/**
 * Harvests one OAI-PMH source (base URL, set, metadata prefix) from where its last run ended (oai_harvests
 * harvested_until, or `from`) up to now: Identify for the granularity, then ListRecords page by page, each page fed
 * unchanged to importMarc and the resumption token saved after it, so a crash goes on from the next page on the next
 * call. noRecordsMatch is a run with nothing new; badResumptionToken starts the run again from its `from`; other OAI
 * errors and a source that stays unreachable throw AppError('unavailable', 'oai_error' | 'oai_unreachable') with the
 * state kept. Bad input throws AppError('invalid', 'oai_bad_url' | 'oai_bad_date' | 'unknown_library').
 */
export async function harvestOai(ctx: ServiceContext, options: OaiHarvestOptions): Promise<OaiHarvestSummary> {
  const baseUrl = normaliseBaseUrl(options.baseUrl);
  const source = {
    baseUrl,
    setSpec: options.set?.trim() ?? '',
    metadataPrefix: options.metadataPrefix?.trim() || DEFAULT_METADATA_PREFIX,
  };
  for (const date of [options.from, options.until]) if (date !== undefined) formatOaiDate(date, 'YYYY-MM-DD');
  const importOptions: MarcImportOptions = {
    format: 'marcxml',
    defaultLibrary: options.defaultLibrary,
    branchMap: options.branchMap,
    onRejected: options.onRejected,
    onWarning: options.onWarning,
    progressEvery: Number.MAX_SAFE_INTEGER,
  };
  // An unknown --library or branch-map slug is refused before the first request, not after the first page.
  await importMarc(ctx, chunksOf(Buffer.alloc(0)), importOptions);

  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const get = async (url: string) => {
    try {
      return (await httpGet(url, policy, { signal: options.signal, headers: { accept: 'text/xml, application/xml' } }))
        .text;
    } catch (error) {
      throw error instanceof HttpGetError ? unreachable(url, error) : error;
    }
  };

  const identifyXml = await get(listRecordsUrl(baseUrl, { verb: 'Identify' }));
  const identify = readOaiResponse(identifyXml);
  if (identify.errors.length > 0) throw oaiError(identify.errors[0]);
  const granularity = readGranularity(identifyXml);
  const state = await harvestState(ctx, source);
  const resumed =
    state.resumptionToken !== null &&
    (options.from === undefined || options.from === state.runFrom) &&
    (options.until === undefined || options.until === state.runUntil);
  const run = resumed
    ? { from: state.runFrom, until: state.runUntil, token: state.resumptionToken }
    : { from: options.from ?? state.harvestedUntil, until: options.until ?? null, token: null as string | null };
  let savedToken = state.resumptionToken;
  let records = resumed ? state.records : 0;
  let deleted = resumed ? state.deleted : 0;
  if (!resumed) {
    await saveState(ctx, state.id, savedToken, {
      runFrom: run.from,
      runUntil: run.until,
      resumptionToken: null,
      records: 0,
      deleted: 0,
    });
    savedToken = null;
  }
  options.onStart?.({ granularity, from: run.from, until: run.until, resumed, recordsBefore: records });

  const started = performance.now();
  const total = emptyImportSummary();
  const progress: OaiHarvestProgress = {
    pages: 0,
    records: 0,
    deleted: 0,
    created: 0,
    updated: 0,
    withdrawn: 0,
    rejected: 0,
    skipped: 0,
    recordsPerSecond: 0,
    completeListSize: null,
    cursor: null,
  };
  let restarts = 0;
  let harvestedUntil: string | null = null;
  while (harvestedUntil === null) {
    const url = run.token
      ? listRecordsUrl(baseUrl, { verb: 'ListRecords', resumptionToken: run.token })
      : listRecordsUrl(baseUrl, {
          verb: 'ListRecords',
          metadataPrefix: source.metadataPrefix,
          set: source.setSpec,
          from: run.from && formatOaiDate(run.from, granularity),
          until: run.until && formatOaiDate(run.until, granularity),
        });
    const text = await get(url);
    const page = readOaiResponse(text);
    const error = page.errors[0];
    // The run's `until` is the repository's clock at its first answer: what changes after it is the next run's.
    const until =
      run.until ??
      page.responseDate ??
      ctx
        .clock()
        .toISOString()
        .replace(/\.\d+Z$/, 'Z');
    if (error?.code === 'noRecordsMatch' && !run.token) {
      // Nothing new, and everything up to the repository's clock is in.
      harvestedUntil = until;
      await saveState(ctx, state.id, savedToken, {
        harvestedUntil,
        runFrom: null,
        runUntil: null,
        resumptionToken: null,
        records,
        deleted,
      });
      break;
    }
    if (error?.code === 'badResumptionToken' && run.token) {
      if (++restarts > MAX_RESTARTS) throw oaiError(error);
      ctx.log.warn(
        { baseUrl, token: run.token, from: run.from },
        'OAI-PMH resumption token refused; the run starts again from its from',
      );
      run.token = null;
      run.until = until;
      options.onRestart?.({ from: run.from, until: run.until });
      continue;
    }
    if (error) throw oaiError(error);
    run.until = until;

    addSummary(total, await importMarc(ctx, chunksOf(Buffer.from(text)), importOptions));
    records += page.records;
    deleted += page.deleted;
    if (page.resumptionToken) {
      await saveState(ctx, state.id, savedToken, {
        runFrom: run.from,
        runUntil: run.until,
        resumptionToken: page.resumptionToken,
        records,
        deleted,
      });
      savedToken = run.token = page.resumptionToken;
    } else {
      harvestedUntil = run.until;
      await saveState(ctx, state.id, savedToken, {
        harvestedUntil,
        runFrom: null,
        runUntil: null,
        resumptionToken: null,
        records,
        deleted,
      });
    }
    const seconds = (performance.now() - started) / 1000;
    Object.assign(progress, {
      pages: progress.pages + 1,
      records: progress.records + page.records,
      deleted: progress.deleted + page.deleted,
      created: total.created,
      updated: total.updated,
      withdrawn: total.withdrawn,
      rejected: total.rejected,
      skipped: total.skipped,
      recordsPerSecond: seconds > 0 ? Math.round(((progress.records + page.records) / seconds) * 10) / 10 : 0,
      completeListSize: page.completeListSize,
      cursor: page.cursor,
    });
    options.onProgress?.({ ...progress });
    if (harvestedUntil === null) options.signal?.throwIfAborted();
  }
  const seconds = (performance.now() - started) / 1000;
  total.seconds = seconds;
  total.recordsPerSecond = seconds > 0 ? Math.round((total.records / seconds) * 10) / 10 : 0;
  return { ...progress, harvestedUntil, from: run.from, granularity, resumed, restarts, seconds, import: total };
}
