// Small OAI-PMH and SRU servers for tests (node:http on a free port), answering with real recorded responses from ../shared/real-marc, paged, with faults on demand.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** The real records beside the project (never copied into it), or where REAL_MARC_DIR says. */
const REAL_MARC_DIR = process.env.REAL_MARC_DIR ?? join(import.meta.dirname, '../../../shared/real-marc');

export function realMarcPresent(): boolean {
  return existsSync(REAL_MARC_DIR);
}

export function readRealMarc(file: string): string {
  return readFileSync(join(REAL_MARC_DIR, file), 'utf8');
}

interface HttpFixture {
  url: string;
  port: number;
  close: () => Promise<void>;
}

async function listen(
  handler: (request: IncomingMessage, response: ServerResponse, url: URL) => void | Promise<void>,
  port = 0,
): Promise<HttpFixture> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    Promise.resolve(handler(request, response, url)).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address where nothing listens (a port that was free a moment ago): connection refused. */
export async function deadAddress(): Promise<string> {
  const fixture = await listen(() => undefined);
  await fixture.close();
  return fixture.url;
}

function xmlEscape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// ---------------------------------------------------------------- OAI-PMH

export interface OaiFixtureRecord {
  identifier: string;
  datestamp: string;
  setSpec: string;
  /** The whole OAI <record> element, header and metadata. */
  xml: string;
}

/**
 * The OAI <record> elements of a recorded ListRecords response, with their identifiers, datestamps and sets
 * (the BIBSYS response holds 7, each a bibliographic record followed by its holdings records).
 */
export function recordedOaiRecords(xml: string): OaiFixtureRecord[] {
  const list = /<ListRecords>([\s\S]*)<\/ListRecords>/.exec(xml)?.[1] ?? '';
  return list
    .split(/(?=<record>\s*<header)/)
    .map((part) => part.trim())
    .filter((part) => part.startsWith('<record>'))
    .map((part) => ({
      identifier: /<identifier>\s*([^<]*?)\s*<\/identifier>/.exec(part)![1],
      datestamp: /<datestamp>\s*([^<]*?)\s*<\/datestamp>/.exec(part)![1],
      setSpec: /<setSpec>\s*([^<]*?)\s*<\/setSpec>/.exec(part)?.[1] ?? '',
      xml: part,
    }));
}

/** A hand-written deletion notice, as a repository with deletedRecord=persistent sends it. */
export function deletionNotice(identifier: string, datestamp: string, setSpec = ''): OaiFixtureRecord {
  const set = setSpec ? `<setSpec>${xmlEscape(setSpec)}</setSpec>` : '';
  return {
    identifier,
    datestamp,
    setSpec,
    xml: `<record><header status="deleted"><identifier>${xmlEscape(identifier)}</identifier><datestamp>${datestamp}</datestamp>${set}</header></record>`,
  };
}

/** The same record again with a newer datestamp (changed at the source). */
export function restamped(record: OaiFixtureRecord, datestamp: string): OaiFixtureRecord {
  return {
    ...record,
    datestamp,
    xml: record.xml.replace(/<datestamp>[^<]*<\/datestamp>/, `<datestamp>${datestamp}</datestamp>`),
  };
}

/** What the next matching requests get instead of the normal answer. */
type OaiFault =
  | { status: number; retryAfter?: string; body?: string }
  /** The answer is held back this long (a client with a shorter timeout gives up). */
  | { delayMs: number }
  | { oaiError: string; message?: string }
  /** The connection is cut before any answer. */
  | { reset: true };

export interface OaiFixture extends HttpFixture {
  /** The repository's records, in the order pages give them; tests add to it between runs. */
  records: OaiFixtureRecord[];
  /** responseDate of every answer: the repository's clock. */
  responseDate: string;
  granularity: 'YYYY-MM-DD' | 'YYYY-MM-DDThh:mm:ssZ';
  metadataPrefix: string;
  pageSize: number;
  /** Every request's query, in order. */
  requests: URLSearchParams[];
  /** Faults for upcoming requests: the first whose `when` matches answers instead (`times` requests, default 1). */
  faults: { when?: (query: URLSearchParams) => boolean; times?: number; fault: OaiFault }[];
  /** Tokens handed out so far stop working (the repository restarted): the next use gets badResumptionToken. */
  forgetTokens: () => void;
}

function oaiEnvelope(fixture: OaiFixture, query: URLSearchParams, body: string): string {
  const attributes = [...query.entries()].map(([k, v]) => ` ${k}="${xmlEscape(v)}"`).join('');
  return (
    `<?xml version="1.0" encoding="UTF-8" ?>\n<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xmlns:marc="info:lc/xmlns/marcxchange-v1">\n<responseDate>${fixture.responseDate}</responseDate>\n` +
    `<request${attributes}>${xmlEscape(fixture.url)}/oai</request>\n${body}\n</OAI-PMH>\n`
  );
}

const OAI_DATE = {
  'YYYY-MM-DD': /^\d{4}-\d{2}-\d{2}$/,
  'YYYY-MM-DDThh:mm:ssZ': /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/,
};

/**
 * An OAI-PMH repository serving `records` in pages of `pageSize` with opaque resumption tokens (completeListSize
 * and cursor given), filtering by from/until (inclusive, at its granularity, refusing a finer one as real
 * repositories do) and set; Identify, noRecordsMatch, badResumptionToken, cannotDisseminateFormat and faults.
 * The base URL is `${url}/oai`.
 */
export async function startOaiFixture(
  options: Partial<Pick<OaiFixture, 'records' | 'responseDate' | 'granularity' | 'metadataPrefix' | 'pageSize'>> = {},
): Promise<OaiFixture> {
  let generation = 0;
  const fixture = {
    records: options.records ?? [],
    responseDate: options.responseDate ?? '2015-07-12T21:59:02Z',
    granularity: options.granularity ?? 'YYYY-MM-DDThh:mm:ssZ',
    metadataPrefix: options.metadataPrefix ?? 'marcxchange',
    pageSize: options.pageSize ?? 2,
    requests: [],
    faults: [],
    forgetTokens: () => void generation++,
  } as unknown as OaiFixture;
  const error = (query: URLSearchParams, code: string, message: string) =>
    oaiEnvelope(fixture, query, `<error code="${code}">${xmlEscape(message)}</error>`);

  const answer = (query: URLSearchParams): string => {
    const verb = query.get('verb');
    if (verb === 'Identify') {
      return oaiEnvelope(
        fixture,
        query,
        `<Identify><repositoryName>Testrepositorium</repositoryName><baseURL>${xmlEscape(fixture.url)}/oai</baseURL><protocolVersion>2.0</protocolVersion>` +
          `<earliestDatestamp>2000-01-01T00:00:00Z</earliestDatestamp><deletedRecord>persistent</deletedRecord><granularity>${fixture.granularity}</granularity></Identify>`,
      );
    }
    if (verb !== 'ListRecords') return error(query, 'badVerb', 'Illegal verb');
    let args: { from: string; until: string; set: string; prefix: string; offset: number };
    const token = query.get('resumptionToken');
    if (token) {
      const [gen, from, until, set, prefix, offset] = Buffer.from(token, 'base64url').toString('utf8').split('|');
      if (Number(gen) !== generation || offset === undefined)
        return error(query, 'badResumptionToken', 'The value of the resumptionToken argument is invalid or expired.');
      args = { from, until, set, prefix, offset: Number(offset) };
    } else {
      args = {
        from: query.get('from') ?? '',
        until: query.get('until') ?? '',
        set: query.get('set') ?? '',
        prefix: query.get('metadataPrefix') ?? '',
        offset: 0,
      };
      for (const date of [args.from, args.until]) {
        if (date && !OAI_DATE[fixture.granularity].test(date))
          return error(query, 'badArgument', `Illegal date granularity: ${date}`);
      }
      if (args.prefix !== fixture.metadataPrefix)
        return error(query, 'cannotDisseminateFormat', `${args.prefix} is not supported`);
    }
    // Inclusive at the request's granularity: a day compares with the day of the datestamp.
    const inRange = (stamp: string) =>
      (!args.from || stamp.slice(0, args.from.length) >= args.from) &&
      (!args.until || stamp.slice(0, args.until.length) <= args.until);
    const matching = fixture.records.filter((r) => inRange(r.datestamp) && (!args.set || r.setSpec === args.set));
    if (matching.length === 0)
      return error(
        query,
        'noRecordsMatch',
        'The combination of the values of the from, until, set and metadataPrefix arguments results in an empty list.',
      );
    const page = matching.slice(args.offset, args.offset + fixture.pageSize);
    const next = args.offset + fixture.pageSize;
    const nextToken =
      next < matching.length
        ? Buffer.from([generation, args.from, args.until, args.set, args.prefix, next].join('|')).toString('base64url')
        : '';
    // The last page of a list sent in parts carries an empty token; a list in one part carries none.
    const tokenElement =
      matching.length > fixture.pageSize
        ? `<resumptionToken completeListSize="${matching.length}" cursor="${args.offset}">${nextToken}</resumptionToken>`
        : '';
    return oaiEnvelope(
      fixture,
      query,
      `<ListRecords>\n${page.map((r) => r.xml).join('\n')}\n${tokenElement}</ListRecords>`,
    );
  };

  const server = await listen(async (request, response, url) => {
    const query = url.searchParams;
    fixture.requests.push(query);
    const at = fixture.faults.findIndex((f) => !f.when || f.when(query));
    if (at !== -1) {
      const entry = fixture.faults[at];
      entry.times = (entry.times ?? 1) - 1;
      if (entry.times <= 0) fixture.faults.splice(at, 1);
      const fault = entry.fault;
      if ('reset' in fault) {
        request.socket.destroy();
        return;
      }
      if ('status' in fault) {
        response
          .writeHead(fault.status, {
            'content-type': 'text/plain',
            ...(fault.retryAfter ? { 'retry-after': fault.retryAfter } : {}),
          })
          .end(fault.body ?? 'Service Unavailable');
        return;
      }
      if ('oaiError' in fault) {
        response
          .writeHead(200, { 'content-type': 'text/xml; charset=utf-8' })
          .end(error(query, fault.oaiError, fault.message ?? ''));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (request.socket.destroyed) return;
    }
    response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(answer(query));
  });
  Object.assign(fixture, server, { url: server.url });
  return fixture;
}

// ---------------------------------------------------------------- SRU

export interface SruFixture extends HttpFixture {
  /** ISBN as sent in the query → the recorded searchRetrieveResponse to answer with; any other ISBN gets no hits. */
  answers: Record<string, string>;
  /** Every request's query, in order. */
  requests: URLSearchParams[];
  /** The next requests are answered after this long (timeouts), or with this status. */
  faults: ({ delayMs: number } | { status: number })[];
}

const SRU_NO_HITS =
  '<?xml version="1.0"?>\n<zs:searchRetrieveResponse xmlns:zs="http://www.loc.gov/zing/srw/"><zs:version>1.2</zs:version>' +
  '<zs:numberOfRecords>0</zs:numberOfRecords></zs:searchRetrieveResponse>\n';

function sruDiagnostic(message: string, details: string): string {
  return (
    '<?xml version="1.0"?>\n<zs:searchRetrieveResponse xmlns:zs="http://www.loc.gov/zing/srw/"><zs:version>1.2</zs:version><zs:numberOfRecords>0</zs:numberOfRecords>' +
    '<zs:diagnostics><diag:diagnostic xmlns:diag="http://www.loc.gov/zing/srw/diagnostic/"><diag:uri>info:srw/diagnostic/1/16</diag:uri>' +
    `<diag:details>${xmlEscape(details)}</diag:details><diag:message>${xmlEscape(message)}</diag:message></diag:diagnostic></zs:diagnostics></zs:searchRetrieveResponse>\n`
  );
}

/**
 * An SRU 1.2 server at `${url}/sru`: searchRetrieve with a CQL query `index=isbn` answers with `answers[isbn]` or no
 * hits; an index other than `index` gets the diagnostic "Unsupported index", as Alma and LoC answer.
 */
export async function startSruFixture(
  options: { answers?: Record<string, string>; index?: string; port?: number } = {},
): Promise<SruFixture> {
  const index = options.index ?? 'alma.isbn';
  const fixture = { answers: options.answers ?? {}, requests: [], faults: [] } as unknown as SruFixture;
  const server = await listen(async (_request, response, url) => {
    const query = url.searchParams;
    fixture.requests.push(query);
    const fault = fixture.faults.shift();
    if (fault && 'status' in fault) {
      response.writeHead(fault.status, { 'content-type': 'text/plain' }).end('error');
      return;
    }
    if (fault) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    const cql = /^\s*([\w.]+)\s*=\s*"?([^"]*)"?\s*$/.exec(query.get('query') ?? '');
    const body =
      query.get('operation') !== 'searchRetrieve' || !cql
        ? sruDiagnostic('Unsupported operation or query syntax', query.get('query') ?? '')
        : cql[1] !== index
          ? sruDiagnostic('Unsupported index', cql[1])
          : (fixture.answers[cql[2]] ?? SRU_NO_HITS);
    if (!response.destroyed) response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(body);
  }, options.port);
  Object.assign(fixture, server);
  return fixture;
}
