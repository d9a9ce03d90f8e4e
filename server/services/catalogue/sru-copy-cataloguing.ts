// Copy cataloguing over SRU (issue #17): find a record by ISBN in a national or union catalogue, preview the candidates, import the chosen one.
import { sql } from 'drizzle-orm';
import marcjs from 'marcjs';
import { roleLabel, workPath } from '#core/catalogue.ts';
import type { CopyCandidate, CopySearch } from '#core/contracts/staff.ts';
import { codedError } from '#server/services/coded-error.ts';
import { parseIsbn } from '#core/isbn.ts';
import type { Config } from '#server/config.ts';
import type { ServiceContext } from '../context.ts';
import { httpGet, HttpGetError, type RetryPolicy } from './http-get.ts';
import { importMarc } from './marc-import.ts';
import { MarcMappingError, MarcRecordSkipped, mapMarcRecord, type MarcRecord } from './marc-mapping.ts';
import { readMarcRecords } from './marc-reader.ts';
import { textArray } from './sql.ts';

const { Marc, Record: MarcjsRecord } = marcjs;

/** Candidates asked for per search: an ISBN names one edition, a union catalogue may hold a few records of it. */
const SRU_MAXIMUM_RECORDS = 10;

/** A librarian is waiting: one retry, and no answer later than this. */
const WEB_RETRY: RetryPolicy = { attempts: 2, baseDelayMs: 500, maxDelayMs: 2_000, timeoutMs: 10_000 };

export interface SruSettings {
  baseUrl: string;
  /** The CQL index for ISBN: alma.isbn (Alma, BIBSYS), bath.isbn (Library of Congress). */
  isbnIndex: string;
  /** The server's host, for messages. */
  host: string;
}

/** Copy cataloguing's server, or null when SRU_BASE_URL is not set (the demo). */
export function sruSettings(config: Pick<Config, 'SRU_BASE_URL' | 'SRU_ISBN_INDEX'>): SruSettings | null {
  if (!config.SRU_BASE_URL) return null;
  return { baseUrl: config.SRU_BASE_URL, isbnIndex: config.SRU_ISBN_INDEX, host: new URL(config.SRU_BASE_URL).host };
}

export interface CopyImport {
  created: boolean;
  title: string;
  workPath: string;
}

export interface CopyCataloguingOptions {
  retry?: Partial<RetryPolicy>;
}

function settingsOf(ctx: ServiceContext): SruSettings {
  const settings = sruSettings(ctx.config);
  if (!settings) throw codedError('unavailable', 'sru_not_configured');
  return settings;
}

function isbnOf(value: string): string {
  const isbn = parseIsbn(value);
  if (!isbn) throw codedError('invalid', 'invalid_isbn', { value: value.trim() });
  return isbn;
}

function element(xml: string, name: string): string | null {
  const m = new RegExp(`<(?:[\\w.-]+:)?${name}\\b[^>]*>([^<]*)</(?:[\\w.-]+:)?${name}\\s*>`).exec(xml);
  return m
    ? m[1]
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .trim()
    : null;
}

/** Asks the server: searchRetrieve for `index=isbn` in MARCXML. Throws AppError with a calm Norwegian message when it cannot. */
async function searchRetrieve(settings: SruSettings, isbn: string, options: CopyCataloguingOptions): Promise<string> {
  const url = new URL(settings.baseUrl);
  url.searchParams.set('version', '1.2');
  url.searchParams.set('operation', 'searchRetrieve');
  url.searchParams.set('query', `${settings.isbnIndex}=${isbn}`);
  url.searchParams.set('recordSchema', 'marcxml');
  url.searchParams.set('maximumRecords', String(SRU_MAXIMUM_RECORDS));
  const policy = { ...WEB_RETRY, ...options.retry };
  let text: string;
  try {
    text = (await httpGet(url.toString(), policy, { headers: { accept: 'text/xml, application/xml' } })).text;
  } catch (error) {
    if (!(error instanceof HttpGetError)) throw error;
    if (error.reason === 'timeout') {
      throw codedError('unavailable', 'sru_timeout', { host: settings.host, seconds: policy.timeoutMs / 1000 });
    }
    if (error.reason === 'status') {
      throw codedError('unavailable', 'sru_unreachable', {
        context: 'httpStatus',
        host: settings.host,
        detail: error.detail,
      });
    }
    throw codedError('unavailable', 'sru_unreachable', { host: settings.host });
  }
  if (!/<(?:[\w.-]+:)?searchRetrieveResponse\b/.test(text)) {
    throw codedError('unavailable', 'sru_not_sru', { host: settings.host });
  }
  const diagnostic = /<(?:[\w.-]+:)?diagnostic\b[\s\S]*?<\/(?:[\w.-]+:)?diagnostic\s*>/.exec(text)?.[0];
  if (diagnostic) {
    // The service's own words stay as it sent them; a message about an index gets a hint at our setting.
    const message = element(diagnostic, 'message') ?? element(diagnostic, 'uri');
    const details = element(diagnostic, 'details');
    const host = settings.host;
    if (message === null)
      throw codedError('unavailable', 'sru_diagnostic', {
        context: 'unknownCause',
        host,
        details: details ? `: ${details}` : '',
      });
    const context = /index/i.test(message) ? 'isbnIndex' : '';
    const text = `${message}${details ? `: ${details}` : ''}`;
    throw codedError('unavailable', 'sru_diagnostic', { context, host, diagnostic: text, index: settings.isbnIndex });
  }
  return text;
}

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

interface ReadCandidate {
  record: MarcRecord;
  candidate: Omit<CopyCandidate, 'existingWorkPath'>;
}

/** The bibliographic records of an answer, mapped as the import would map them; holdings records are left out. */
async function readCandidates(text: string): Promise<{ read: ReadCandidate[]; unusable: string[] }> {
  const read: ReadCandidate[] = [];
  const unusable: string[] = [];
  for await (const result of readMarcRecords(once(text), 'marcxml')) {
    if (result.ok === false) unusable.push(result.message);
    if (result.ok !== true) continue;
    try {
      const m = mapMarcRecord(result.record);
      // One record twice in an answer (a union catalogue lists it per member) is one candidate.
      if (read.some((r) => r.candidate.recordId === m.recordId)) continue;
      read.push({
        record: result.record,
        candidate: {
          recordId: m.recordId,
          title: m.title,
          subtitle: m.subtitle,
          creators: m.agents.map((a) => ({ name: a.name, role: roleLabel(a.role) })),
          year: m.year,
          publisher: m.publisher,
          mediaType: m.mediaType,
          format: m.format,
          isbn: m.isbn,
          extent: m.extent,
          language: m.language,
        },
      });
    } catch (error) {
      if (error instanceof MarcRecordSkipped) continue;
      if (error instanceof MarcMappingError) unusable.push(error.message);
      else throw error;
    }
  }
  return { read, unusable };
}

async function existingWorks(ctx: ServiceContext, recordIds: string[]): Promise<Map<string, string>> {
  if (recordIds.length === 0) return new Map();
  const { rows } = await ctx.db.execute<{ record_id: string; id: number; title: string }>(
    sql`select p.record_id, w.id, w.title from publications p join works w on w.id = p.work_id where p.record_id = any(${textArray(recordIds)})`,
  );
  return new Map(rows.map((r) => [r.record_id, workPath(r.title, r.id)]));
}

/**
 * Searches the configured SRU server for an ISBN and previews its records as the import would map them, each
 * marked when the catalogue already has it. No hits is an empty list. Throws AppError 'invalid_isbn' (invalid),
 * 'sru_not_configured', 'sru_unreachable', 'sru_timeout', 'sru_not_sru' or 'sru_diagnostic' (unavailable).
 */
export async function searchCopyCandidates(
  ctx: ServiceContext,
  isbnText: string,
  options: CopyCataloguingOptions = {},
): Promise<CopySearch> {
  const settings = settingsOf(ctx);
  const isbn = isbnOf(isbnText);
  const text = await searchRetrieve(settings, isbn, options);
  const { read, unusable } = await readCandidates(text);
  const existing = await existingWorks(
    ctx,
    read.map((r) => r.candidate.recordId),
  );
  const total = Number(element(text, 'numberOfRecords') ?? read.length);
  return {
    isbn,
    total: Number.isFinite(total) ? total : read.length,
    candidates: read.map((r) => ({ ...r.candidate, existingWorkPath: existing.get(r.candidate.recordId) ?? null })),
    unusable,
    host: settings.host,
  };
}

/** MARCXML of one record; control fields escaped too (marcjs escapes only subfields). */
function marcxmlOf(record: MarcRecord): string {
  const escaped = new MarcjsRecord();
  escaped.leader = record.leader;
  escaped.fields = record.fields.map((f) =>
    f[0] < '010' ? [f[0], f[1].replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')] : f,
  );
  return Marc.format(escaped, 'marcxml');
}

/**
 * Imports the candidate `recordId` of the answer to an ISBN search: the server is asked again (the browser sends
 * only the choice, never the record) and that one record goes through importMarc, so it lands as a file import
 * would put it, and a second import updates it. Throws the errors of searchCopyCandidates, and AppError
 * 'sru_record_gone' (not_found) or 'sru_record_rejected' (invalid).
 */
export async function importCopyCandidate(
  ctx: ServiceContext,
  isbnText: string,
  recordId: string,
  options: CopyCataloguingOptions = {},
): Promise<CopyImport> {
  const settings = settingsOf(ctx);
  const isbn = isbnOf(isbnText);
  const { read } = await readCandidates(await searchRetrieve(settings, isbn, options));
  const chosen = read.find((r) => r.candidate.recordId === recordId);
  if (!chosen) throw codedError('not_found', 'sru_record_gone');
  let rejection: string | null = null;
  const summary = await importMarc(ctx, once(marcxmlOf(chosen.record)), {
    format: 'marcxml',
    onRejected: (r) => (rejection = r.message),
  });
  if (summary.rejected > 0)
    throw codedError(
      'invalid',
      'sru_record_rejected',
      rejection === null ? { context: 'unknownCause' } : { reason: rejection },
    );
  const workPathOf = (await existingWorks(ctx, [recordId])).get(recordId);
  if (!workPathOf) throw codedError('invalid', 'sru_record_rejected', { context: 'noWork' });
  return { created: summary.created > 0, title: chosen.candidate.title, workPath: workPathOf };
}
