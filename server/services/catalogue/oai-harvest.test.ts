// OAI-PMH harvest against a repository started inside the test, serving BIBSYS's recorded ListRecords response (../shared/real-marc) in pages.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#core/errors.ts';
import {
  deletionNotice,
  readRealMarc,
  realMarcPresent,
  recordedOaiRecords,
  restamped,
  startOaiFixture,
  type OaiFixture,
  type OaiFixtureRecord,
} from '#server/testing/oai-sru-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { RetryPolicy } from './http-get.ts';
import {
  formatOaiDate,
  harvestOai,
  readOaiResponse,
  type OaiHarvestOptions,
  type OaiHarvestProgress,
} from './oai-harvest.ts';

const present = realMarcPresent();
if (!present) console.warn('real MARC records not found (../shared/real-marc): the OAI-PMH harvest tests are skipped');

describe('reading OAI-PMH responses', () => {
  it('finds the token, its list size and cursor, errors, and counts records and deletion notices', () => {
    const page = readOaiResponse(
      `<?xml version="1.0"?><oai:OAI-PMH xmlns:oai="http://www.openarchives.org/OAI/2.0/"><oai:responseDate>2024-01-02T03:04:05Z</oai:responseDate>
       <oai:ListRecords><oai:record><oai:header><oai:identifier>a</oai:identifier></oai:header></oai:record>
       <oai:record><oai:header status="deleted"><oai:identifier>b</oai:identifier></oai:header></oai:record>
       <oai:resumptionToken completeListSize="10" cursor='2'>x&amp;y=1</oai:resumptionToken></oai:ListRecords></oai:OAI-PMH>`,
    );
    expect(page).toEqual({
      responseDate: '2024-01-02T03:04:05Z',
      errors: [],
      resumptionToken: 'x&y=1',
      completeListSize: 10,
      cursor: 2,
      records: 2,
      deleted: 1,
    });
    const last = readOaiResponse(
      '<OAI-PMH><responseDate>d</responseDate><ListRecords><resumptionToken completeListSize="3" cursor="2"/></ListRecords></OAI-PMH>',
    );
    expect(last.resumptionToken).toBeNull();
    expect(
      readOaiResponse('<OAI-PMH><error code="noRecordsMatch">Ingen &lt;poster&gt;</error></OAI-PMH>').errors,
    ).toEqual([{ code: 'noRecordsMatch', message: 'Ingen <poster>' }]);
    expect(() => readOaiResponse('<html><body>Bad gateway</body></html>')).toThrow(/ikke OAI-PMH/);
  });

  it("writes from and until in the repository's granularity", () => {
    expect(formatOaiDate('2015-07-12T21:59:02Z', 'YYYY-MM-DD')).toBe('2015-07-12');
    expect(formatOaiDate('2015-07-12', 'YYYY-MM-DDThh:mm:ssZ')).toBe('2015-07-12T00:00:00Z');
    expect(formatOaiDate('2015-07-12T23:30:00.250+02:00', 'YYYY-MM-DDThh:mm:ssZ')).toBe('2015-07-12T21:30:00Z');
    expect(() => formatOaiDate('12.07.2015', 'YYYY-MM-DD')).toThrow(AppError);
    expect(() => formatOaiDate('2015-02-30x', 'YYYY-MM-DD')).toThrow(/ÅÅÅÅ-MM-DD/);
  });
});

describe.runIf(present)('harvesting an OAI-PMH repository', () => {
  let t: TestApp;
  let recorded: OaiFixtureRecord[];
  let fixture: OaiFixture;
  /** The waits the harvester asked for: none is slept. */
  let waits: number[];
  const retry: Partial<RetryPolicy> = {
    attempts: 3,
    baseDelayMs: 1,
    maxDelayMs: 60_000,
    timeoutMs: 5_000,
    random: () => 0.5,
    sleep: async (ms) => void waits.push(ms),
  };

  beforeAll(async () => {
    t = await createTestApp();
    recorded = recordedOaiRecords(readRealMarc('phpmarc_oaipmh-bibsys.xml'));
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await fixture?.close();
  });

  async function repository(options: Parameters<typeof startOaiFixture>[0] = {}): Promise<OaiFixture> {
    waits = [];
    fixture = await startOaiFixture({ records: [...recorded], pageSize: 2, ...options });
    return fixture;
  }

  function harvest(extra: Partial<OaiHarvestOptions> = {}) {
    return harvestOai(t.services, { baseUrl: `${fixture.url}/oai`, metadataPrefix: 'marcxchange', retry, ...extra });
  }

  async function state() {
    const { rows } = await t.services.db.execute<{
      harvested_until: string | null;
      run_from: string | null;
      run_until: string | null;
      resumption_token: string | null;
      records: number;
      deleted: number;
    }>(
      sql`select harvested_until, run_from, run_until, resumption_token, records, deleted from oai_harvests where base_url = ${`${fixture.url}/oai`} and metadata_prefix = 'marcxchange'`,
    );
    return rows[0];
  }

  /** Publications of the recorded bibliographic records (001 with 003 NO-TrBIB). */
  async function harvestedPublications(): Promise<number> {
    const ids = recorded.map((r) => `NO-TrBIB-${r.identifier.split(':').pop()}`);
    const { rows } = await t.services.db.execute<{ n: number }>(
      sql`select count(*)::int as n from publications where record_id = any(${`{${ids.join(',')}}`}::text[])`,
    );
    return rows[0].n;
  }

  const listRequests = () => fixture.requests.filter((q) => q.get('verb') === 'ListRecords');

  it('harvests every page of the repository: 7 records in 4 pages, holdings left out, progress per page, the state ready for the next run', async () => {
    await repository();
    const progress: OaiHarvestProgress[] = [];
    const summary = await harvest({ onProgress: (p) => progress.push(p) });
    expect(recorded).toHaveLength(7);
    expect(summary).toMatchObject({
      pages: 4,
      records: 7,
      deleted: 0,
      rejected: 0,
      skipped: 82,
      resumed: false,
      restarts: 0,
      harvestedUntil: '2015-07-12T21:59:02Z',
      from: null,
    });
    expect(summary.created + summary.updated).toBe(7);
    expect(summary.import).toMatchObject({ records: 89, rejected: 0, skipped: 82 });
    expect(progress.map((p) => [p.pages, p.records, p.cursor, p.completeListSize])).toEqual([
      [1, 2, 0, 7],
      [2, 4, 2, 7],
      [3, 6, 4, 7],
      [4, 7, 6, 7],
    ]);
    expect(progress.every((p) => p.recordsPerSecond > 0)).toBe(true);
    // The first page asks with the format and without from; the rest with the token alone.
    const [first, ...rest] = listRequests();
    expect(Object.fromEntries(first)).toEqual({ verb: 'ListRecords', metadataPrefix: 'marcxchange' });
    expect(rest.map((q) => [...q.keys()])).toEqual([
      ['verb', 'resumptionToken'],
      ['verb', 'resumptionToken'],
      ['verb', 'resumptionToken'],
    ]);
    expect(await state()).toEqual({
      harvested_until: '2015-07-12T21:59:02Z',
      run_from: null,
      run_until: null,
      resumption_token: null,
      records: 7,
      deleted: 0,
    });
    expect(await harvestedPublications()).toBe(7);
    const { rows } = await t.services.db.execute<{ title: string }>(
      sql`select title from publications where title in ('Sprøytvarsel', 'I røg og damp') order by title`,
    );
    expect(rows.map((r) => r.title)).toEqual(['I røg og damp', 'Sprøytvarsel']);
  });

  it('goes on from where the last run ended: nothing new is noRecordsMatch, a changed record is updated, nothing is duplicated', async () => {
    await repository();
    await harvest();
    const before = await harvestedPublications();

    fixture.responseDate = '2015-07-13T06:00:00Z';
    const nothing = await harvest();
    expect(nothing).toMatchObject({
      pages: 0,
      records: 0,
      from: '2015-07-12T21:59:02Z',
      harvestedUntil: '2015-07-13T06:00:00Z',
    });
    expect(Object.fromEntries(listRequests().at(-1)!)).toMatchObject({
      from: '2015-07-12T21:59:02Z',
      metadataPrefix: 'marcxchange',
    });

    fixture.records.push(restamped(recorded[3], '2015-07-13T08:15:00Z'));
    fixture.responseDate = '2015-07-14T06:00:00Z';
    const changed = await harvest();
    expect(changed).toMatchObject({
      pages: 1,
      records: 1,
      created: 0,
      updated: 1,
      from: '2015-07-13T06:00:00Z',
      harvestedUntil: '2015-07-14T06:00:00Z',
    });
    expect(await harvestedPublications()).toBe(before);
    expect(await state()).toMatchObject({
      harvested_until: '2015-07-14T06:00:00Z',
      resumption_token: null,
      records: 1,
    });
  });

  it('asks a day-granularity repository by day, and --from replaces the stored harvested_until', async () => {
    await repository({ granularity: 'YYYY-MM-DD' });
    const summary = await harvest({ from: '2015-07-10T12:00:00Z' });
    expect(summary).toMatchObject({ pages: 4, records: 7, granularity: 'YYYY-MM-DD' });
    expect(listRequests()[0].get('from')).toBe('2015-07-10');
    fixture.responseDate = '2015-07-15T01:00:00Z';
    await harvest();
    // A day repository: the stored instant goes out as its day (records of that day may come twice; never too few).
    expect(listRequests().at(-1)!.get('from')).toBe('2015-07-12');
  });

  it('resumes with the saved token after a crash after page 2 of 4, and imports each page once', async () => {
    await repository();
    const crash = new Error('the process died');
    await expect(
      harvest({
        onProgress: (p) => {
          if (p.pages === 2) throw crash;
        },
      }),
    ).rejects.toBe(crash);
    const saved = await state();
    expect(saved).toMatchObject({
      harvested_until: null,
      run_from: null,
      run_until: '2015-07-12T21:59:02Z',
      records: 4,
    });
    expect(saved.resumption_token).toBeTruthy();

    const requestsBefore = listRequests().length;
    fixture.responseDate = '2015-07-12T23:00:00Z';
    const resumed = await harvest();
    expect(resumed).toMatchObject({ resumed: true, pages: 2, records: 3, harvestedUntil: '2015-07-12T21:59:02Z' });
    expect(
      listRequests()
        .slice(requestsBefore)
        .map((q) => q.get('resumptionToken')),
    ).toEqual([saved.resumption_token, expect.any(String)]);
    // The run's until is the first answer's clock, not the resumed call's.
    expect(await state()).toMatchObject({
      harvested_until: '2015-07-12T21:59:02Z',
      resumption_token: null,
      records: 7,
    });
  });

  it('keeps its place when the repository stays down, and goes on from it when it is back', async () => {
    await repository();
    fixture.faults.push({
      when: (q) => q.has('resumptionToken') && fixture.requests.filter((r) => r.has('resumptionToken')).length >= 2,
      times: 3,
      fault: { status: 502 },
    });
    const failed = await harvest().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(AppError);
    expect((failed as AppError).message).toMatch(
      /^OAI-PMH-tjenesten 127\.0\.0\.1:\d+ svarte HTTP 502 Bad Gateway etter 3 forsøk\.$/,
    );
    expect(waits).toEqual([1, 2]);
    expect(await state()).toMatchObject({ records: 4, harvested_until: null });
    expect(await harvest()).toMatchObject({ resumed: true, pages: 2, records: 3 });
  });

  it('waits as long as a 503 Retry-After says, then goes on', async () => {
    await repository();
    fixture.faults.push({ when: (q) => q.get('verb') === 'ListRecords', fault: { status: 503, retryAfter: '7' } });
    const retries: string[] = [];
    const summary = await harvest({
      retry: { ...retry, onRetry: (r) => retries.push(`${r.attempt}: ${r.reason} → ${r.delayMs}`) },
    });
    expect(summary).toMatchObject({ pages: 4, records: 7 });
    expect(waits).toEqual([7000]);
    expect(retries).toEqual(['1: HTTP 503 Service Unavailable → 7000']);
  });

  it('gives up on an answer that does not come within the timeout, and tries again', async () => {
    await repository();
    // A second, not a tenth: on a loaded machine (two test runs side by side) an answer in time took over 0.1 s.
    fixture.faults.push({ when: (q) => q.has('resumptionToken'), fault: { delayMs: 2_500 } });
    const retries: string[] = [];
    const summary = await harvest({ retry: { ...retry, timeoutMs: 1_000, onRetry: (r) => retries.push(r.reason) } });
    expect(summary).toMatchObject({ pages: 4, records: 7 });
    expect(retries).toEqual(['ingen svar innen 1 s']);
    expect(waits).toEqual([1]);
  });

  it('starts the run again from its from when the repository no longer knows the token (badResumptionToken)', async () => {
    await repository();
    await harvest();
    fixture.records.push(...recorded.slice(0, 5).map((r, i) => restamped(r, `2015-07-13T0${i}:00:00Z`)));
    fixture.responseDate = '2015-07-14T00:00:00Z';
    await expect(
      harvest({
        onProgress: (p) => {
          if (p.pages === 2) throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    fixture.forgetTokens();
    const restarts: unknown[] = [];
    const summary = await harvest({ onRestart: (r) => restarts.push(r) });
    expect(restarts).toEqual([{ from: '2015-07-12T21:59:02Z', until: '2015-07-14T00:00:00Z' }]);
    expect(summary).toMatchObject({
      resumed: true,
      restarts: 1,
      pages: 3,
      records: 5,
      created: 0,
      harvestedUntil: '2015-07-14T00:00:00Z',
    });
    // The run starts again with its from and the until it was pinned to.
    const again = listRequests().find((q) => !q.has('resumptionToken') && q.get('until'));
    expect(Object.fromEntries(again!)).toEqual({
      verb: 'ListRecords',
      metadataPrefix: 'marcxchange',
      from: '2015-07-12T21:59:02Z',
      until: '2015-07-14T00:00:00Z',
    });
    expect(await state()).toMatchObject({ harvested_until: '2015-07-14T00:00:00Z', resumption_token: null });
  });

  it('takes noRecordsMatch as nothing new: a success that moves harvested_until on', async () => {
    await repository({ responseDate: '2016-01-01T00:00:00Z' });
    const summary = await harvest({ from: '2015-12-01' });
    expect(summary).toMatchObject({ pages: 0, records: 0, from: '2015-12-01', harvestedUntil: '2016-01-01T00:00:00Z' });
    expect(await state()).toMatchObject({ harvested_until: '2016-01-01T00:00:00Z', resumption_token: null });
  });

  it('stops with the OAI error named in Norwegian, and keeps the state as it was', async () => {
    await repository();
    const wrongFormat = await harvest({ metadataPrefix: 'marc21' }).catch((error: unknown) => error);
    expect(wrongFormat).toBeInstanceOf(AppError);
    expect((wrongFormat as AppError).message).toBe(
      'OAI-PMH-tjenesten svarte med feilen «cannotDisseminateFormat»: tjenesten kan ikke levere det formatet; velg et annet med --metadata-prefix (BIBSYS: marcxchange) (tjenestens melding: «marc21 is not supported»).',
    );
    await harvest();
    fixture.faults.push({
      when: (q) => q.get('verb') === 'ListRecords',
      fault: { oaiError: 'badArgument', message: 'Illegal argument' },
    });
    await expect(harvest()).rejects.toThrow(/feilen «badArgument»: tjenesten godtok ikke argumentene/);
    expect(await state()).toMatchObject({ harvested_until: '2015-07-12T21:59:02Z', resumption_token: null });
  });

  it('refuses an unknown library before asking the repository anything', async () => {
    await repository();
    await expect(harvest({ defaultLibrary: 'finnes-ikke' })).rejects.toMatchObject({
      kind: 'invalid',
      code: 'unknown_library',
    });
    expect(fixture.requests).toEqual([]);
  });

  it('withdraws a publication the repository deleted (a deletion notice in a later run), and takes it back when the record comes again', async () => {
    await repository();
    await harvest();
    const gone = recorded[0].identifier;
    const withdrawn = async () =>
      (
        await t.services.db.execute<{ withdrawn: boolean }>(
          sql`select withdrawn_at is not null as withdrawn from publications where oai_identifier = ${gone}`,
        )
      ).rows;
    expect(await withdrawn()).toEqual([{ withdrawn: false }]);

    fixture.records.push(deletionNotice(gone, '2015-07-13T10:00:00Z', 'urealSamling42'));
    fixture.responseDate = '2015-07-14T00:00:00Z';
    expect(await harvest()).toMatchObject({ pages: 1, records: 1, deleted: 1, withdrawn: 1, created: 0, updated: 0 });
    expect(await withdrawn()).toEqual([{ withdrawn: true }]);
    expect(await state()).toMatchObject({ deleted: 1, records: 1 });

    fixture.records.push(restamped(recorded[0], '2015-07-15T10:00:00Z'));
    fixture.responseDate = '2015-07-16T00:00:00Z';
    expect(await harvest()).toMatchObject({ pages: 1, records: 1, deleted: 0, updated: 1 });
    expect(await withdrawn()).toEqual([{ withdrawn: false }]);
  });
});
