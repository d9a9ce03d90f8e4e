// Copy cataloguing against an SRU server started inside the test, answering with BIBSYS's and the Library of Congress's recorded responses (../shared/real-marc).
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#core/errors.ts';
import type { ServiceContext } from '#server/services/context.ts';
import {
  deadAddress,
  readRealMarc,
  realMarcPresent,
  startSruFixture,
  type SruFixture,
} from '#server/testing/oai-sru-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import {
  importCopyCandidate,
  searchCopyCandidates,
  sruSettings,
  type CopyCataloguingOptions,
} from './sru-copy-cataloguing.ts';

const present = realMarcPresent();
if (!present)
  console.warn('real MARC records not found (../shared/real-marc): the SRU copy-cataloguing tests are skipped');

const fast: CopyCataloguingOptions = { retry: { baseDelayMs: 1, maxDelayMs: 1, timeoutMs: 2_000 } };

describe.runIf(present)('copy cataloguing over SRU', () => {
  let t: TestApp;
  let sru: SruFixture;

  function withSru(baseUrl: string | undefined, index = 'alma.isbn'): ServiceContext {
    return { ...t.services, config: { ...t.services.config, SRU_BASE_URL: baseUrl, SRU_ISBN_INDEX: index } };
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await sru?.close();
  });

  async function bibsys(): Promise<ServiceContext> {
    sru = await startSruFixture({ answers: { '8203172865': readRealMarc('phpmarc_sru-bibsys.xml') } });
    return withSru(`${sru.url}/sru`);
  }

  it('previews the BIBSYS record for an ISBN as it would be imported, its 116 holdings records left out', async () => {
    const ctx = await bibsys();
    const found = await searchCopyCandidates(ctx, ' 82-03-17286-5 ', fast);
    expect(Object.fromEntries(sru.requests[0])).toEqual({
      version: '1.2',
      operation: 'searchRetrieve',
      query: 'alma.isbn=8203172865',
      recordSchema: 'marcxml',
      maximumRecords: '10',
    });
    expect(found).toMatchObject({ isbn: '8203172865', total: 1, unusable: [], host: `127.0.0.1:${sru.port}` });
    expect(found.candidates).toEqual([
      expect.objectContaining({
        recordId: 'NO-TrBIB-93201478x',
        title: 'Vestens tenkere. B. 2, Fra Descartes til Nietzsche',
        year: 1993,
        publisher: 'Aschehoug',
        mediaType: 'Bok',
        isbn: '9788203172861',
        language: 'nob',
        existingWorkPath: null,
      }),
    ]);
    // BIBSYS names the editors of this volume in fields the portal does not read as creators.
    expect(found.candidates[0].creators).toEqual([]);
  });

  it('imports the chosen record, links to its work page, and updates it when imported again', async () => {
    const ctx = await bibsys();
    const first = await importCopyCandidate(ctx, '8203172865', 'NO-TrBIB-93201478x', fast);
    expect(first).toMatchObject({ created: true, title: 'Vestens tenkere. B. 2, Fra Descartes til Nietzsche' });
    expect(first.workPath).toMatch(/^\/verk\/vestens-tenkere[^/]*_\d+$/);
    const { rows } = await t.services.db.execute<{ title: string; isbn: string; media_type: string }>(
      sql`select title, isbn, media_type from publications where record_id = 'NO-TrBIB-93201478x'`,
    );
    expect(rows).toEqual([
      { title: 'Vestens tenkere. B. 2, Fra Descartes til Nietzsche', isbn: '9788203172861', media_type: 'Bok' },
    ]);
    // The browser sent only the choice: the record came from the server again.
    expect(sru.requests).toHaveLength(1);

    const again = await searchCopyCandidates(ctx, '8203172865', fast);
    expect(again.candidates[0].existingWorkPath).toBe(first.workPath);
    expect(await importCopyCandidate(ctx, '8203172865', 'NO-TrBIB-93201478x', fast)).toEqual({
      ...first,
      created: false,
    });
  });

  it('reads the Library of Congress answer (bath.isbn): ten records of 2,525 hits, a picture it cannot show named instead of offered', async () => {
    sru = await startSruFixture({
      index: 'bath.isbn',
      answers: { '9780470575581': readRealMarc('phpmarc_sru-loc.xml') },
    });
    const ctx = withSru(`${sru.url}/sru`, 'bath.isbn');
    const found = await searchCopyCandidates(ctx, '978-0-470-57558-1', fast);
    expect(found.total).toBe(2525);
    expect(found.candidates).toHaveLength(9);
    expect(found.unusable).toEqual([
      expect.stringMatching(/^materialtypen i leader posisjon 6 \(«k»\) har ingen medietype i portalen/),
    ]);
    expect(new Set(found.candidates.map((c) => c.mediaType))).toEqual(new Set(['Bok', 'Musikkopptak', 'Film']));
    const rock = found.candidates.find((c) => c.title === '30 Rock and philosophy')!;
    expect(rock).toMatchObject({
      recordId: '16158426',
      isbn: '9780470575581',
      creators: [{ name: 'Jeremy Wisnewski', role: 'Medvirkende' }],
    });
    expect(await importCopyCandidate(ctx, '9780470575581', rock.recordId, fast)).toMatchObject({
      created: true,
      title: '30 Rock and philosophy',
    });
  });

  it('finds nothing calmly: no hits is an empty list', async () => {
    const ctx = await bibsys();
    expect(await searchCopyCandidates(ctx, '9780306406157', fast)).toMatchObject({
      isbn: '9780306406157',
      total: 0,
      candidates: [],
      unusable: [],
    });
  });

  it('refuses an invalid ISBN before asking the server', async () => {
    const ctx = await bibsys();
    await expect(searchCopyCandidates(ctx, '82-03-17286-6', fast)).rejects.toMatchObject({
      kind: 'invalid',
      code: 'invalid_isbn',
      message:
        '«82-03-17286-6» er ikke et gyldig ISBN. Sjekk sifrene: et ISBN har 10 eller 13, og det siste er et kontrollsiffer.',
    });
    expect(sru.requests).toEqual([]);
  });

  it('says so when the server is down, does not answer in time, or does not know the index', async () => {
    const down = withSru(`${await deadAddress()}/sru`);
    const host = new URL(down.config.SRU_BASE_URL!).host;
    await expect(searchCopyCandidates(down, '8203172865', fast)).rejects.toMatchObject({
      kind: 'unavailable',
      code: 'sru_unreachable',
      message: `Fikk ikke kontakt med katalogtjenesten (${host}). Prøv igjen om litt.`,
    });

    const ctx = await bibsys();
    sru.faults.push({ delayMs: 400 }, { delayMs: 400 });
    await expect(
      searchCopyCandidates(ctx, '8203172865', { retry: { baseDelayMs: 1, timeoutMs: 100 } }),
    ).rejects.toMatchObject({
      code: 'sru_timeout',
      message: `Katalogtjenesten (127.0.0.1:${sru.port}) svarte ikke innen 0,1 s. Prøv igjen om litt.`,
    });
    sru.faults.push({ status: 500 }, { status: 500 });
    await expect(searchCopyCandidates(ctx, '8203172865', fast)).rejects.toMatchObject({
      code: 'sru_unreachable',
      message: expect.stringContaining('(HTTP 500 Internal Server Error)'),
    });
    // One failure is retried.
    sru.faults.push({ status: 503 });
    expect((await searchCopyCandidates(ctx, '8203172865', fast)).candidates).toHaveLength(1);

    const wrongIndex = withSru(`${sru.url}/sru`, 'bath.isbn');
    await expect(searchCopyCandidates(wrongIndex, '8203172865', fast)).rejects.toMatchObject({
      code: 'sru_diagnostic',
      message: `Katalogtjenesten (127.0.0.1:${sru.port}) kunne ikke søke: «Unsupported index: bath.isbn». Sjekk SRU_ISBN_INDEX (nå «bath.isbn»).`,
    });
  });

  it('will not import a record the answer no longer holds, and needs SRU_BASE_URL', async () => {
    const ctx = await bibsys();
    await expect(importCopyCandidate(ctx, '8203172865', 'NO-TrBIB-1', fast)).rejects.toMatchObject({
      kind: 'not_found',
      code: 'sru_record_gone',
    });
    expect(sruSettings(t.services.config)).toBeNull();
    const error = await searchCopyCandidates(withSru(undefined), '8203172865', fast).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'sru_not_configured' });
  });
});
