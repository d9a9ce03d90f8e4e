// The work page's data (issue #17): creators in the record's order, online access, edition, other titles, contents,
// subdivided subjects, and withdrawn editions left out of the collection while likes, lists and loans still find them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouriteItems, favouriteLists } from '#server/db/schema.ts';
import { createLoan, createPatron, createPublication } from '#server/testing/factories.ts';
import {
  insertRecordDetails,
  ONLINE_CONTENTS,
  ONLINE_SUBJECTS,
  withdrawPatronTitles,
  type RecordDetails,
} from '#server/testing/record-details.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { loadBranches } from './branches.ts';
import { EDITION_CREATOR_POSITION, creatorOrder, workCreators } from './creator-order.ts';
import { presentWork } from './presenters.ts';
import { getWorkDetail } from './resources.ts';
import { rows } from './sql.ts';
import { loadWorks } from './work-loader.ts';

let t: TestApp;
let f: RecordDetails;

beforeAll(async () => {
  t = await createTestApp();
  f = await insertRecordDetails(t.services.db);
});
afterAll(async () => t?.close());

async function work(id: number) {
  const [row] = await loadWorks(t.services, [id]);
  return presentWork(row, await loadBranches(t.services));
}

async function json<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await t.request(path, init);
  return { status: response.status, body: (await response.json()) as T };
}

describe('creators in the record order', () => {
  it("lists every seed work's creators exactly as before (authors first, then by role and position)", async () => {
    const changed = await rows<{ id: number }>(
      t.services,
      sql`select w.id from works w
          where w.uri not like 'urn:test:%' and (select array_agg(wa.agent_id || ':' || wa.role order by (wa.role = 'author') desc, wa.role, wa.position)
                 from work_agents wa where wa.work_id = w.id)
            is distinct from (select array_agg(wa.agent_id || ':' || wa.role order by ${creatorOrder}) from ${workCreators(sql`w.id`)} wa)`,
    );
    expect(changed).toEqual([]);
    // A seed work with an author and a translator, as the page has always shown it.
    const [translated] = await rows<{ id: number }>(
      t.services,
      sql`select work_id as id from work_agents where role = 'translator' order by work_id limit 1`,
    );
    const seedWork = await work(translated.id);
    expect(seedWork.creators[0].role).toBe('author');
    expect(seedWork.creators.map((c) => c.role)).toContain('translator');
    expect(seedWork.mainCreator?.id).toBe(seedWork.creators[0].id);
  });

  it("puts an imported record's main creator (its 1XX) first: a performer before the composer from a 700", async () => {
    const music = await work(f.music.id);
    expect(music.creators.map((c) => [c.name, c.role])).toEqual([
      [f.music.performer, 'performer'],
      [f.music.composer, 'composer'],
    ]);
    expect(music.mainCreator?.name).toBe(f.music.performer);
  });

  it('keeps the lead role together: a co-author from a later 700 follows the main author, before the illustrator', async () => {
    const [{ id }] = await rows<{ id: number }>(
      t.services,
      sql`insert into works (uri, title, fiction) values ('urn:test:rd:coauthors', 'Tre om en bok', true) returning id`,
    );
    const names = ['Kari Hovedforfatter', 'Per Tegner', 'Ola Medforfatter'];
    const roles = ['author', 'illustrator', 'author'];
    for (const [position, name] of names.entries()) {
      await t.services.db
        .execute(sql`with a as (insert into agents (kind, name) values ('person', ${name}) returning id)
          insert into work_agents (work_id, agent_id, role, position) select ${id}, a.id, ${roles[position]}, ${position} from a`);
    }
    const coauthored = await work(id);
    expect(coauthored.creators.map((c) => c.name)).toEqual(['Kari Hovedforfatter', 'Ola Medforfatter', 'Per Tegner']);
    expect(coauthored.mainCreator?.name).toBe('Kari Hovedforfatter');
  });

  it("lists a work's own creators, not the readers and translators its other editions added (from EDITION_CREATOR_POSITION)", async () => {
    const [{ id }] = await rows<{ id: number }>(
      t.services,
      sql`insert into works (uri, title, fiction) values ('urn:test:rd:editions', 'Mange utgaver', true) returning id`,
    );
    const people: [string, string, number][] = [
      ['Jane Forfatter', 'author', 0],
      ['Ola Oversetter', 'translator', EDITION_CREATOR_POSITION + 1],
      ['Kari Innleser', 'performer', EDITION_CREATOR_POSITION],
    ];
    for (const [name, role, position] of people) {
      await t.services.db
        .execute(sql`with a as (insert into agents (kind, name) values ('person', ${name}) returning id)
          insert into work_agents (work_id, agent_id, role, position) select ${id}, a.id, ${role}, ${position} from a`);
    }
    expect((await work(id)).creators.map((c) => c.name)).toEqual(['Jane Forfatter']);
    // A work whose describing record named nobody shows what its editions added.
    await t.services.db.execute(
      sql`delete from work_agents where work_id = ${id} and position < ${EDITION_CREATOR_POSITION}`,
    );
    expect((await work(id)).creators.map((c) => c.name)).toEqual(['Kari Innleser', 'Ola Oversetter']);
  });
});

describe('the work page: record details and withdrawn editions', () => {
  it('shows the edition, safe online links, variant titles, contents and subdivided subjects; the withdrawn edition is neither listed nor counted', async () => {
    const detail = await getWorkDetail(t.services, String(f.online.id));
    expect(detail).not.toBeNull();
    const { work: online, withdrawnEditions } = detail!;
    expect(online.withdrawn).toBe(false);
    expect(online.creators.map((c) => c.name)).toEqual([f.online.author, f.online.illustrator]);
    expect(online.variantTitles).toEqual(['Fjellvett', 'Ni regler for fjellet']);
    expect(online.contents).toEqual(ONLINE_CONTENTS);
    expect(online.subjects).toEqual(ONLINE_SUBJECTS);
    expect(online.publications.map((p) => p.recordId)).toEqual([f.online.ebookRecordId]);
    expect(online.mediaTypes).toEqual(['E-bok']);
    expect(online.availability).toMatchObject({ totalCount: 0, availableCount: 0 });
    const [ebook] = online.publications;
    expect(ebook).toMatchObject({ edition: '2. utg.', isbns: ['9788293000011', '9788293000028'], withdrawn: false });
    // The javascript: address of the record is dropped where links are shown.
    expect(ebook.links).toEqual([
      { url: 'https://www.bokselskap.no/boker/fjellvettreglene', label: 'Bokselskap.no', kind: 'read' },
      { url: 'https://www.example.org/omtale/fjellvettreglene', label: 'Forlagets omtale', kind: 'info' },
    ]);
    expect(withdrawnEditions.map((p) => [p.recordId, p.withdrawn])).toEqual([[f.online.withdrawnRecordId, true]]);
    expect(detail!.items).toEqual({});
  });

  it('resolves a work whose every edition is withdrawn, marked withdrawn, with no edition to reserve', async () => {
    const detail = await getWorkDetail(t.services, String(f.withdrawn.id));
    expect(detail?.work).toMatchObject({
      title: f.withdrawn.title,
      withdrawn: true,
      publications: [],
      availability: { totalCount: 0 },
    });
    expect(detail?.withdrawnEditions.map((p) => p.recordId)).toEqual(f.withdrawn.recordIds);

    const { status, body } = await json<{
      publication: { recordId: string; withdrawn: boolean };
      work: { withdrawn: boolean };
      withdrawnEditions: unknown[];
    }>(`/api/resources/publication/${f.withdrawn.recordIds[0]}`);
    expect(status).toBe(200);
    expect(body.publication).toMatchObject({ recordId: f.withdrawn.recordIds[0], withdrawn: true });
    expect(body.work.withdrawn).toBe(true);
    expect(body.withdrawnEditions).toHaveLength(1);
  });

  it('finds withdrawn publications by record id (likes, lists) and prefers an edition in the collection for a work uri', async () => {
    const byIds = await json<{
      publications: { recordId: string; withdrawn: boolean; work: { title: string; withdrawn: boolean } }[];
      missing: string[];
    }>('/api/resources/publicationsByIds/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [f.withdrawn.recordIds[0], f.online.withdrawnRecordId] }),
    });
    expect(byIds.status).toBe(200);
    expect(byIds.body.missing).toEqual([]);
    expect(byIds.body.publications.map((p) => [p.recordId, p.withdrawn, p.work.title, p.work.withdrawn])).toEqual([
      [f.withdrawn.recordIds[0], true, f.withdrawn.title, true],
      [f.online.withdrawnRecordId, true, f.online.title, false],
    ]);

    const byUris = await json<{ publications: { recordId: string }[] }>('/api/resources/publicationByWorkUris', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: ['urn:test:rd:online', 'urn:test:rd:withdrawn'] }),
    });
    expect(byUris.status).toBe(200);
    expect(byUris.body.publications.map((p) => p.recordId)).toEqual([f.online.ebookRecordId, f.withdrawn.recordIds[0]]);
  });

  it('leaves a withdrawn title out of the works about a subject', async () => {
    const { status, body } = await json<{ total: number }>('/api/resources/publicationBySubjectUris', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: ['Kart – Historie'] }),
    });
    expect(status).toBe(200);
    expect(body.total).toBe(0);
  });

  it('links a subdivided subject to a search that finds the work (emne:"…" with \' – \')', async () => {
    for (const subject of ONLINE_SUBJECTS) {
      const { status, body } = await json<{ hits: { work: { id: number } }[] }>(
        `/api/search?query=${encodeURIComponent(`emne:"${subject}"`)}`,
      );
      expect(status).toBe(200);
      expect(body.hits.map((h) => h.work.id)).toContain(f.online.id);
    }
  });

  it("keeps a patron's loans, list, loan history and likes of withdrawn titles, and their work pages resolve", async () => {
    // A patron of the test's own with a loan, a returned loan in the history and a title on a list.
    const { db } = t.services;
    const patron = await createPatron(db, { keepLoanHistory: true });
    await createLoan(db, patron, { now: t.now });
    await createLoan(db, patron, { now: t.now, returnedAt: t.now });
    const [list] = await db.insert(favouriteLists).values({ userId: patron.id, name: 'Huskeliste' }).returning();
    await db.insert(favouriteItems).values({ listId: list.id, recordId: (await createPublication(db)).recordId });
    const kari = await t.loggedIn(patron.cardNumber, patron.pin);
    const gone = await withdrawPatronTitles(db, patron.cardNumber);
    const loans = (await (await kari.request('/api/authorized/cicero/loans')).json()) as {
      loans: { recordId: string; workPath: string }[];
    };
    expect(loans.loans.some((l) => gone.loan.recordIds.includes(l.recordId) && l.workPath === gone.loan.path)).toBe(
      true,
    );
    const lists = (await (await kari.request('/api/authorized/cicero/favourites')).json()) as {
      data: { items: { recordId: string; mainTitle: string }[] }[];
    };
    expect(
      lists.data
        .flatMap((l) => l.items)
        .some((i) => gone.listed.recordIds.includes(i.recordId) && i.mainTitle === gone.listed.title),
    ).toBe(true);
    const history = (await (await kari.request('/api/authorized/cicero/historicalloans')).json()) as {
      loans: { recordId: string }[];
    };
    expect(history.loans.some((l) => gone.history?.recordIds.includes(l.recordId))).toBe(true);
    for (const withdrawn of [gone.loan, gone.listed]) {
      const detail = await getWorkDetail(t.services, String(withdrawn.id));
      expect(detail?.work).toMatchObject({ id: withdrawn.id, withdrawn: true, publications: [] });
    }
  });
});
