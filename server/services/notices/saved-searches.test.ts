// Integration tests of saved searches and their weekly alerts (issue #20 point 5, docs/decisions/036) on PGlite and
// PostgreSQL: a MARC import that adds titles the search finds tells the patron once, in one notice listing them; a rerun
// tells nothing; titles the search does not find, or found before it was saved, are not told; the opt-out holds; two
// runs at once tell once; the limit, the export and the account's deletion.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_SEARCHES } from '#core/saved-searches.ts';
import { publications, savedSearches, works } from '#server/db/schema.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { importMarc } from '#server/services/catalogue/marc-import.ts';
import { deleteAccount, exportPersonalData } from '#server/services/patron-data.ts';
import { createPatron, createPublication, type TestPatron } from '#server/testing/factories.ts';
import { emailsTo } from '#server/testing/outbox-reader.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { withTwoProcesses } from '#server/testing/two-processes.ts';
import {
  deleteSavedSearch,
  findSavedSearch,
  listSavedSearches,
  saveSearch,
  sendSavedSearchAlerts,
} from './saved-searches.ts';

const savedSearchLimitMessage = `Du kan ha høyst ${MAX_SAVED_SEARCHES} lagrede søk. Slett et du ikke trenger lenger, og prøv igjen.`;

/** Real records harvested from BIBSYS, beside the project (their README names the source); never copied in. */
const REAL_OAI = join(import.meta.dirname, '../../../../shared/real-marc/phpmarc_oaipmh-bibsys.xml');

let t: TestApp;
let started = 0;
beforeAll(async () => {
  t = await createTestApp();
  await createPublication(t.services.db, { title: 'Glimmerfjord før søket' }); // in the catalogue before any search is saved: not news
  await new Promise((r) => setTimeout(r, 5));
  started = Date.now();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
// The catalogue's rows are stamped by the database's clock (created_at default now()), so the saved searches are
// saved, and the job runs, by the real clock here, not the seed's fixed one.
/** The services `days` after this file started (a saved search is checked once a week). */
const after = (days: number): ServiceContext => ({ ...t.services, clock: () => new Date(started + days * DAY) });

/** The outbox rows written to the patron's e-mail address. */
const sentTo = (p: TestPatron) => emailsTo(t.services.db, p);

let records = 0;
/** One MARCXML record: a book with a copy at the main library. */
function marcRecord(title: string, author: string): string {
  const id = `99036${String(++records).padStart(4, '0')}`;
  return `<record>
  <leader>00000nam a2200000 i 4500</leader>
  <controlfield tag="001">${id}</controlfield>
  <controlfield tag="003">NO-Test036</controlfield>
  <controlfield tag="008">221122s2026    no                f nob c</controlfield>
  <datafield tag="100" ind1="1" ind2=" "><subfield code="a">${author}</subfield></datafield>
  <datafield tag="245" ind1="1" ind2="0"><subfield code="a">${title}</subfield></datafield>
  <datafield tag="852" ind1=" " ind2=" "><subfield code="b">hutl</subfield><subfield code="p">0336${id}</subfield></datafield>
</record>`;
}

/**
 * Imports the records through the MARC import, as a delivery of new titles would come, `onDay` days after this file
 * started: the catalogue stamps its rows by the database's clock, so the test moves the new rows' stamps to that day.
 */
async function importTitles(onDay: number, ...titles: [title: string, author: string][]) {
  const first = records + 1;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">\n${titles.map(([title, author]) => marcRecord(title, author)).join('\n')}\n</collection>`;
  const summary = await importMarc(t.services, [Buffer.from(xml)]);
  expect(summary).toMatchObject({ created: titles.length, rejected: 0 });
  const ids = Array.from({ length: titles.length }, (_, i) => `NO-Test036-99036${String(first + i).padStart(4, '0')}`);
  const at = new Date(started + onDay * DAY);
  const pubs = await t.services.db
    .update(publications)
    .set({ createdAt: at })
    .where(inArray(publications.recordId, ids))
    .returning({ workId: publications.workId });
  await t.services.db
    .update(works)
    .set({ createdAt: at })
    .where(
      inArray(
        works.id,
        pubs.map((p) => p.workId),
      ),
    );
}

describe('saved searches', () => {
  it('an import that adds matching titles tells the patron once, in one notice listing them, with links; a rerun tells nothing', async () => {
    const p = await createPatron(t.services.db, { receiveSms: false });
    const saved = await saveSearch(after(0), p.id, ' glimmerfjord ', '');
    expect(saved).toMatchObject({ name: 'glimmerfjord', path: '/sok/glimmerfjord' });
    await sendSavedSearchAlerts(after(8));
    expect(await sentTo(p)).toEqual([]);

    await importTitles(
      10,
      ['Glimmerfjord om natta', 'Nattsen, Nora'],
      ['Vinter ved Glimmerfjord', 'Vintersen, Vera'],
      ['Helt andre ting', 'Andersen, Anne'],
    );
    await sendSavedSearchAlerts(after(12)); // checked on day 8: the next check is a week after
    expect(await sentTo(p)).toEqual([]);
    const report = await sendSavedSearchAlerts(after(15));
    expect(report).toMatchObject({ notified: 1, titles: 2 });
    const sent = await sentTo(p);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('Nye titler for søket «glimmerfjord»');
    expect(sent[0].body).toContain('Disse 2 titlene er nye i biblioteket');
    expect(sent[0].body).toContain('«Glimmerfjord om natta»');
    expect(sent[0].body).toContain('«Vinter ved Glimmerfjord»');
    expect(sent[0].body).not.toContain('Helt andre ting');
    expect(sent[0].body).not.toContain('før søket');
    expect(sent[0].body).toContain(`${t.services.config.publicUrl}/sok/glimmerfjord`);
    expect(sent[0].html).toMatch(
      new RegExp(`<li><a href="${t.services.config.publicUrl}/verk/[^"]+">«Glimmerfjord om natta»</a></li>`),
    );

    // The next weeks: nothing new, nothing told — also when the next week's window looks back over day 10.
    await sendSavedSearchAlerts(after(22));
    await sendSavedSearchAlerts(after(29));
    expect(await sentTo(p)).toHaveLength(1);

    // A later title is told alone.
    await importTitles(31, ['Glimmerfjord om våren', 'Vårsen, Vår']);
    await sendSavedSearchAlerts(after(36));
    const later = await sentTo(p);
    expect(later).toHaveLength(2);
    expect(later[1].body).toContain('Denne tittelen er ny i biblioteket');
    expect(later[1].body).toContain('«Glimmerfjord om våren»');
    expect(later[1].body).not.toContain('om natta');
  });

  it.runIf(existsSync(REAL_OAI))(
    'tells of real records a BIBSYS OAI-PMH delivery adds (../shared/real-marc), æøå and all',
    async () => {
      const p = await createPatron(t.services.db, { receiveSms: false });
      // The union catalogue's records come without our copies: a search that also shows titles without copies.
      await saveSearch(after(0), p.id, 'sprøytvarsel', 'includeWithoutItems=true');
      const summary = await importMarc(t.services, [readFileSync(REAL_OAI)]);
      expect(summary).toMatchObject({ created: 7, rejected: 0 });
      await sendSavedSearchAlerts(after(8));
      const mails = await sentTo(p);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Nye titler for søket «sprøytvarsel · også uten eksemplarer»');
      expect(mails[0].body).toContain('Sprøytvarsel');
    },
  );

  it('the filters count: a search for films is not told of new books', async () => {
    const p = await createPatron(t.services.db, { receiveSms: false });
    await saveSearch(
      after(0),
      p.id,
      'kvartsbre',
      new URLSearchParams('filter=mediaType_Film&page=3&expanded=mediatype'),
    );
    expect(await findSavedSearch(t.services, p.id, 'kvartsbre', '?filter=mediaType_Film')).toMatchObject({
      name: 'kvartsbre · Film',
      path: '/sok/kvartsbre?filter=mediaType_Film',
    });
    await importTitles(1, ['Kvartsbreen', 'Kvartsen, Kari']);
    await sendSavedSearchAlerts(after(8));
    expect(await sentTo(p)).toEqual([]);
  });

  it('respects the opt-out: no notice, and turning it on again does not bring the missed weeks', async () => {
    const p = await createPatron(t.services.db, { receiveSms: false, noticeOptOuts: ['saved_search_new_titles'] });
    await saveSearch(after(0), p.id, 'skifervik', '');
    await importTitles(1, ['Skifervik', 'Skifersen, Siri']);
    expect((await sendSavedSearchAlerts(after(8))).checked).toBeGreaterThanOrEqual(1);
    expect(await sentTo(p)).toEqual([]);
  });

  it('two processes running the job at once tell each patron once (PostgreSQL: two connection pools)', async () => {
    const ps = await Promise.all(Array.from({ length: 12 }, () => createPatron(t.services.db, { receiveSms: false })));
    for (const p of ps) await saveSearch(after(0), p.id, 'basaltnes', '');
    await importTitles(1, ['Basaltnes', 'Basaltsen, Bo']);
    const later = after(8);
    const reports = await withTwoProcesses(t, (one, two) =>
      Promise.all([
        sendSavedSearchAlerts({ ...one, clock: later.clock }),
        sendSavedSearchAlerts({ ...two, clock: later.clock }),
      ]),
    );
    expect((await Promise.all(ps.map(sentTo))).map((m) => m.length)).toEqual(ps.map(() => 1));
    expect(reports[0].notified + reports[1].notified).toBe(12);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per patron (the same search saved again is the same), and deletes one on request`, async () => {
    const p = await createPatron(t.services.db);
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) await saveSearch(after(0), p.id, `ord ${i}`, '');
    await saveSearch(after(0), p.id, 'ord  0', '');
    await expect(saveSearch(after(0), p.id, 'ett til', '')).rejects.toMatchObject({
      kind: 'conflict',
      message: savedSearchLimitMessage,
    });
    const list = await listSavedSearches(t.services, p.id);
    expect(list).toHaveLength(MAX_SAVED_SEARCHES);
    await deleteSavedSearch(t.services, p.id, list[0].id);
    await deleteSavedSearch(t.services, p.id + 1, list[1].id); // not theirs: nothing happens
    expect(await listSavedSearches(t.services, p.id)).toHaveLength(MAX_SAVED_SEARCHES - 1);
    await expect(saveSearch(after(0), p.id, 'år:nylig', '')).rejects.toMatchObject({ kind: 'invalid' });
  });

  it(`holds the limit when ${MAX_SAVED_SEARCHES + 30} saves race (PostgreSQL: parallel transactions)`, async () => {
    const p = await createPatron(t.services.db);
    const saves = await Promise.allSettled(
      Array.from({ length: MAX_SAVED_SEARCHES + 30 }, (_, i) => saveSearch(after(0), p.id, `kappløp ${i}`, '')),
    );
    expect(saves.filter((r) => r.status === 'fulfilled')).toHaveLength(MAX_SAVED_SEARCHES);
    expect(
      saves.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.message),
    ).toEqual(Array(30).fill(savedSearchLimitMessage));
    expect(await listSavedSearches(t.services, p.id)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('is part of the patron’s data export, and goes with the account', async () => {
    const p = await createPatron(t.services.db);
    await saveSearch(after(0), p.id, 'roman', 'filter=languages_nob&yearFrom=2020');
    const exported = await exportPersonalData(t.services, p.id);
    expect(exported.savedSearches).toEqual([
      {
        name: 'roman · Norsk (bokmål), fra 2020',
        path: '/sok/roman?filter=languages_nob&yearFrom=2020',
        createdAt: expect.any(String),
        lastCheckedAt: expect.any(String),
      },
    ]);
    await deleteAccount(t.services, p.id);
    expect(await t.services.db.$count(savedSearches, inArray(savedSearches.userId, [p.id]))).toBe(0);
  });
});
