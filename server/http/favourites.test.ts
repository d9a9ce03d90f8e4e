// Integration tests of favourites lists and likes (SPEC §3, §5, §7, §8): good and bad bodies, anonymous callers, and patron A never reaching patron B.
// Each test makes its own patrons (server/testing/factories.ts); the seed's people are not needed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createPatron, createPublication } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const FAV = '/api/authorized/cicero/favourites';
const LIKES = '/api/authorized/likes';

interface Lists {
  data: {
    name: string;
    tag: string;
    favorites: { bibliographicRecordId: string }[];
    items: { recordId: string; mainTitle: string; tag: string; workPath: string; mediaTypeLabel: string }[];
  }[];
}

/** Record ids of publications, in a stable order, that nobody has liked (for the search checks). */
async function unlikedRecords(count: number): Promise<{ recordId: string; title: string }[]> {
  const result = await t.services.db.execute(
    sql`select p.record_id as "recordId", w.title from publications p join works w on w.id = p.work_id
        where not exists (select 1 from likes l join publications lp on lp.record_id = l.record_id where lp.work_id = w.id)
          and w.title ~ '^[A-Za-zÆØÅæøå ]{6,}$'
        order by p.id limit ${count}`,
  );
  return result.rows as { recordId: string; title: string }[];
}
async function someRecordIds(count: number, offset = 0): Promise<string[]> {
  const result = await t.services.db.execute(
    sql`select record_id from publications order by id limit ${count} offset ${offset}`,
  );
  return (result.rows as { record_id: string }[]).map((r) => r.record_id);
}
/** A new patron of the test's own, logged in. */
async function newPatron() {
  const patron = await createPatron(t.services.db);
  return { id: patron.id, session: await t.loggedIn(patron.cardNumber, patron.pin) };
}
/** A patron's likes as stored, newest first. */
async function storedLikes(userId: number): Promise<string[]> {
  const stored = await t.services.db.execute(
    sql`select record_id from likes where user_id = ${userId} order by created_at desc, record_id desc`,
  );
  return (stored.rows as { record_id: string }[]).map((r) => r.record_id);
}

describe('GET /api/authorized/cicero/favourites', () => {
  it('answers 403 without a session (SPEC §8: unauthenticated → /logg-inn), not cached', async () => {
    const response = await t.request(FAV);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'unauthenticated', message: 'Du må logge inn' } });
    expect(response.headers.get('cache-control')).toBe('no-store, private');
  });

  it("gives a patron's lists in the SPEC shape, with tag and titled items", async () => {
    const { session } = await newPatron();
    const { publication } = await createPublication(t.services.db, { title: 'Bienes historie' });
    const recordIds = [publication.recordId, ...(await someRecordIds(4, 20))];
    const favorites = recordIds.map((bibliographicRecordId) => ({ bibliographicRecordId }));
    await session.send('PUT', FAV, {
      data: [
        { name: 'Sommerlesing', favorites },
        { name: 'Til barna', favorites: [] },
        { name: 'Må lese!', favorites: [] },
      ],
    });
    const response = await session.request(FAV);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store, private');
    const body = (await response.json()) as Lists;
    expect(body.data.map((l) => l.name)).toEqual(['Sommerlesing', 'Til barna', 'Må lese!']);
    const summer = body.data[0];
    expect(summer.tag).toBe('Sommerlesing');
    expect(summer.favorites).toHaveLength(5);
    expect(summer.items.map((i) => i.recordId)).toEqual(summer.favorites.map((f) => f.bibliographicRecordId));
    expect(summer.items[0]).toMatchObject({ tag: 'Sommerlesing', mainTitle: 'Bienes historie', mediaTypeLabel: 'Bok' });
    expect(summer.items[0].workPath).toMatch(/^\/verk\/bienes-historie_\d+$/);
  });
});

describe('PUT /api/authorized/cicero/favourites', () => {
  it('replaces the lists in one go, in the order given, and GET reads the same back', async () => {
    const { session: c } = await newPatron();
    const [a, b, d] = await someRecordIds(3, 40);
    const body = {
      data: [
        {
          name: 'Til%20ferien',
          favorites: [{ bibliographicRecordId: b }, { bibliographicRecordId: a }, { bibliographicRecordId: b }],
        },
        { name: 'Tom liste', favorites: [] },
        { name: 'Krim', favorites: [{ bibliographicRecordId: d }] },
      ],
    };
    const response = await c.send('PUT', FAV, body);
    expect(response.status).toBe(200);
    const saved = (await response.json()) as Lists;
    // SPEC §3: the name decoded from URI form; §5: a repeated work counts once, at its last place.
    expect(saved.data.map((l) => [l.name, l.tag, l.favorites.map((f) => f.bibliographicRecordId)])).toEqual([
      ['Til ferien', 'Til ferien', [a, b]],
      ['Tom liste', 'Tom liste', []],
      ['Krim', 'Krim', [d]],
    ]);
    expect(saved.data[0].items.map((i) => i.tag)).toEqual(['Til ferien', 'Til ferien']);
    expect((await (await c.request(FAV)).json()) as Lists).toEqual(saved);

    // Rename, reorder, drop a list: the new body is the whole truth.
    const second = await c.send('PUT', FAV, {
      data: [
        { name: 'Krim og spenning', favorites: [{ bibliographicRecordId: d }, { bibliographicRecordId: a }] },
        { name: 'Til ferien', favorites: [{ bibliographicRecordId: b }] },
      ],
    });
    expect(second.status).toBe(200);
    const after = (await second.json()) as Lists;
    expect(after.data.map((l) => [l.name, l.favorites.map((f) => f.bibliographicRecordId)])).toEqual([
      ['Krim og spenning', [d, a]],
      ['Til ferien', [b]],
    ]);
    expect((await c.send('PUT', FAV, { data: [] })).status).toBe(200);
    expect(await (await c.request(FAV)).json()).toEqual({ data: [] });
  });

  it("refuses an empty name with 'Mangler navn' (SPEC §5) and changes nothing", async () => {
    const { session: patron } = await newPatron();
    await patron.send('PUT', FAV, { data: [{ name: 'Lesing', favorites: [] }] });
    const before = await (await patron.request(FAV)).json();
    const response = await patron.send('PUT', FAV, {
      data: [
        { name: 'Ny', favorites: [] },
        { name: '   ', favorites: [] },
      ],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'missing_name', message: 'Mangler navn' } });
    expect(await (await patron.request(FAV)).json()).toEqual(before);
  });

  it('refuses duplicate names, unknown records and malformed bodies with Norwegian reasons', async () => {
    const { session: c } = await newPatron();
    const [a] = await someRecordIds(1, 7);
    const duplicate = await c.send('PUT', FAV, {
      data: [
        { name: 'Lyd', favorites: [] },
        { name: 'lyd', favorites: [] },
      ],
    });
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toEqual({
      error: { code: 'duplicate_name', message: 'Du har allerede en liste som heter «Lyd».' },
    });

    const unknown = await c.send('PUT', FAV, {
      data: [{ name: 'Lyd', favorites: [{ bibliographicRecordId: a }, { bibliographicRecordId: '099999999' }] }],
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      error: { code: 'unknown_record', message: 'Fant ikke tittelen med post-id «099999999».' },
    });

    const tooLong = await c.send('PUT', FAV, { data: [{ name: 'x'.repeat(101), favorites: [] }] });
    expect(await tooLong.json()).toEqual({
      error: { code: 'name_too_long', message: 'Navnet kan ha høyst 100 tegn.' },
    });

    const wrongShape = await c.send('PUT', FAV, [{ name: 'Lyd', favorites: [] }]);
    expect(wrongShape.status).toBe(400);
    const wrong = (await wrongShape.json()) as { error: { code: string; message: string } };
    expect(wrong.error.code).toBe('invalid_request');
    expect(wrong.error.message).toMatch(/^Ugyldig forespørsel\. /);

    const missingField = await c.send('PUT', FAV, { data: [{ name: 'Lyd', favorites: [{ recordId: a }] }] });
    expect(missingField.status).toBe(400);
    expect(((await missingField.json()) as { error: { message: string } }).error.message).toContain(
      '«data.0.favorites.0',
    );

    const extra = await c.send('PUT', FAV, { data: [], userId: 1 });
    expect(extra.status).toBe(400);
    expect(await (await c.request(FAV)).json()).toEqual({ data: [] });
  });

  it('needs a session and the CSRF token', async () => {
    const anonymous = t.browser();
    const response = await anonymous.send('PUT', FAV, { data: [] });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'unauthenticated', message: 'Du må logge inn' } });
    const { session: patron } = await newPatron();
    await patron.send('PUT', FAV, { data: [{ name: 'Lesing', favorites: [] }] });
    const noToken = await patron.request(FAV, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: [] }),
    });
    expect(noToken.status).toBe(403);
    expect(((await noToken.json()) as { error: { code: string } }).error.code).toBe('csrf_failed');
    expect(((await (await patron.request(FAV)).json()) as Lists).data.map((l) => l.name)).toEqual(['Lesing']);
  });

  it('parallel replacements for one patron each succeed whole: the result is exactly one of the bodies', async () => {
    const { session: c } = await newPatron();
    const ids = await someRecordIds(12, 100);
    const bodies = Array.from({ length: 12 }, (_, i) => ({
      data: [
        {
          name: `Liste ${i}`,
          favorites: ids.slice(0, i + 1).map((bibliographicRecordId) => ({ bibliographicRecordId })),
        },
        { name: 'Felles', favorites: [{ bibliographicRecordId: ids[i] }] },
      ],
    }));
    const responses = await Promise.all(bodies.map((body) => c.send('PUT', FAV, body)));
    expect(responses.map((r) => r.status)).toEqual(bodies.map(() => 200));
    const final = (await (await c.request(FAV)).json()) as Lists;
    const shape = final.data.map((l) => ({ name: l.name, favorites: l.favorites }));
    expect(bodies.some((body) => JSON.stringify(body.data) === JSON.stringify(shape))).toBe(true);
  });

  it("patron A's PUT never touches patron B's lists", async () => {
    const { session: b } = await newPatron();
    const [x, y] = await someRecordIds(2, 3);
    await b.send('PUT', FAV, { data: [{ name: 'Favoritter', favorites: [{ bibliographicRecordId: y }] }] });
    const bBefore = (await (await b.request(FAV)).json()) as Lists;
    expect(bBefore.data.map((l) => l.name)).toEqual(['Favoritter']);
    const { session: a } = await newPatron();
    // Same list name as B's: names are per patron.
    expect(
      (await a.send('PUT', FAV, { data: [{ name: 'Favoritter', favorites: [{ bibliographicRecordId: x }] }] })).status,
    ).toBe(200);
    expect((await a.send('PUT', FAV, { data: [] })).status).toBe(200);
    expect(await (await b.request(FAV)).json()).toEqual(bBefore);
  });
});

describe('/api/authorized/likes', () => {
  it('answers 401 without a session (SPEC §8: the client reads it as an empty list), for every method', async () => {
    const anonymous = t.browser();
    const get = await anonymous.request(LIKES);
    expect(get.status).toBe(401);
    expect(await get.json()).toEqual({ error: { code: 'unauthenticated', message: 'Du må logge inn' } });
    expect(get.headers.get('cache-control')).toBe('no-store, private');
    expect((await anonymous.send('POST', LIKES, { id: '1' })).status).toBe(401);
    expect((await anonymous.send('DELETE', `${LIKES}/1`)).status).toBe(401);
  });

  it("lists a patron's likes as record ids, newest first", async () => {
    const { id, session } = await newPatron();
    const liked = (await unlikedRecords(4)).map((r) => r.recordId);
    for (const recordId of liked) expect((await session.send('POST', LIKES, { id: recordId })).status).toBe(200);
    const response = await session.request(LIKES);
    expect(response.status).toBe(200);
    const ids = (await response.json()) as string[];
    expect([...ids].sort()).toEqual([...liked].sort());
    expect(ids.every((recordId) => typeof recordId === 'string' && /^\d{9}$/.test(recordId))).toBe(true);
    expect(ids).toEqual(await storedLikes(id));
  });

  it('likes and unlikes; liking twice is one like; unknown and bad ids are refused', async () => {
    const { session: c } = await newPatron();
    const before = (await (await c.request(LIKES)).json()) as string[];
    const [{ recordId }] = await unlikedRecords(1);
    const liked = await c.send('POST', LIKES, { id: recordId });
    expect(liked.status).toBe(200);
    expect(await liked.json()).toEqual([recordId, ...before]);
    expect(await (await c.send('POST', LIKES, { id: recordId })).json()).toEqual([recordId, ...before]);

    const unknown = await c.send('POST', LIKES, { id: '099999999' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: 'unknown_record', message: 'Fant ikke tittelen med post-id «099999999».' },
    });
    const bad = await c.send('POST', LIKES, { recordId });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'invalid_request',
      message: expect.stringMatching(/^Ugyldig forespørsel\. /),
    });
    expect((await c.send('POST', LIKES, { id: 'a b' })).status).toBe(400);

    const removed = await c.send('DELETE', `${LIKES}/${recordId}`);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual(before);
    const again = await c.send('DELETE', `${LIKES}/${recordId}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({
      error: { code: 'like_not_found', message: 'Du har ikke likt denne tittelen.' },
    });
  });

  it("patron A cannot see or remove patron B's likes", async () => {
    const { session: b } = await newPatron();
    const [bOnly, both] = await someRecordIds(2, 60);
    for (const id of [bOnly, both]) await b.send('POST', LIKES, { id });
    const bLikes = (await (await b.request(LIKES)).json()) as string[];
    const { id: aId, session: a } = await newPatron();
    await a.send('POST', LIKES, { id: both });
    const aLikes = (await (await a.request(LIKES)).json()) as string[];
    // A's list is A's own rows only.
    expect(aLikes).toEqual([both]);
    expect(aLikes).toEqual(await storedLikes(aId));
    // Deleting one of B's likes from A's session is 404 (A does not like it) and leaves B's intact.
    expect((await a.send('DELETE', `${LIKES}/${bOnly}`)).status).toBe(404);
    expect(await (await b.request(LIKES)).json()).toEqual(bLikes);
  });

  it('a newly liked work is found by the liked search filter, and an employee like by /api/search/like', async () => {
    const [first, second] = await unlikedRecords(2);
    const search = async (title: string) =>
      (await (
        await t.request(`/api/search?query=${encodeURIComponent(`"${title}"`)}&liked=true&pageSize=50`)
      ).json()) as { hits: { work: { title: string } }[] };
    expect((await search(first.title)).hits.map((h) => h.work.title)).not.toContain(first.title);
    const { session: patron } = await newPatron();
    expect((await patron.send('POST', LIKES, { id: first.recordId })).status).toBe(200);
    expect((await search(first.title)).hits.map((h) => h.work.title)).toContain(first.title);

    // /api/search/like lists what employees like (SPEC §7 createdBy = the employee's person uri).
    const employee = await createEmployee(t.services.db);
    const staff = await t.loggedIn(employee.cardNumber, employee.pin);
    expect((await staff.send('POST', LIKES, { id: second.recordId })).status).toBe(200);
    const response = await t.request(
      `/api/search/like?createdBy=${encodeURIComponent(employee.employee.uri)}&pageSize=1000`,
    );
    const body = (await response.json()) as { hits: { recordId: string; work: { title: string } | null }[] };
    expect(body.hits[0]).toMatchObject({ recordId: second.recordId, work: { title: second.title } });
    expect(body.hits.some((h) => h.recordId === first.recordId)).toBe(false);
  });
});
