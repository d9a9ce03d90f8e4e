// Saved searches at the route layer (issue #20 point 5, docs/decisions/036): "Lagre søket" posted to /sok saves the
// search of the address (query and filters, not the page), the page then shows it saved, and the limit's refusal comes
// back as the form's answer; /min-side/varsler lists the patron's searches and watches and deletes only their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_SEARCHES } from '#core/saved-searches.ts';
import { watchWork } from '#server/services/notices/availability-watches.ts';
import { listSavedSearches, saveSearch } from '#server/services/notices/saved-searches.ts';
import type { CookieClient } from '#server/testing/cookie-client.ts';
import { createPatron, createPublication } from '#server/testing/factories.ts';
import { routeArgs } from '#server/testing/route-args.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import * as alerts from './min-side.varsler.tsx';
import * as search from './sok.tsx';

const savedSearchLimitMessage = `Du kan ha høyst ${MAX_SAVED_SEARCHES} lagrede søk. Slett et du ikke trenger lenger, og prøv igjen.`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function patron() {
  const p = await createPatron(t.services.db);
  return { p, client: await t.loggedIn(p.cardNumber, p.pin) };
}
const post = (
  client: CookieClient,
  path: string,
  fields: Record<string, string>,
  params: Record<string, string> = {},
) => routeArgs(t, client, path, { method: 'POST', body: new URLSearchParams(fields) }, params);
type Catalogue = { kind: 'catalogue'; savedSearch: boolean | null };

describe('"Lagre søket" on /sok', () => {
  it('saves the search of the address, shows it saved, and stops it', async () => {
    const { p, client } = await patron();
    const path = '/sok/roman?filter=mediaType_Bok&page=2';
    expect(
      ((await search.loader(routeArgs(t, null, path, {}, { searchQuery: 'roman' }))) as Catalogue).savedSearch,
    ).toBeNull();
    expect(
      ((await search.loader(routeArgs(t, client, path, {}, { searchQuery: 'roman' }))) as Catalogue).savedSearch,
    ).toBe(false);

    expect(await search.action(post(client, path, { intent: 'saveSearch' }, { searchQuery: 'roman' }))).toEqual({
      intent: 'saveSearch',
      kind: 'toggled',
      on: true,
    });
    expect(await listSavedSearches(t.services, p.id)).toMatchObject([
      { name: 'roman · Bok', path: '/sok/roman?filter=mediaType_Bok' },
    ]);
    expect(
      (
        (await search.loader(
          routeArgs(t, client, '/sok/roman?filter=mediaType_Bok', {}, { searchQuery: 'roman' }),
        )) as Catalogue
      ).savedSearch,
    ).toBe(true);

    expect(await search.action(post(client, path, { intent: 'unsaveSearch' }, { searchQuery: 'roman' }))).toEqual({
      intent: 'unsaveSearch',
      kind: 'toggled',
      on: false,
    });
    expect(await listSavedSearches(t.services, p.id)).toEqual([]);
  });

  it(`answers the ${MAX_SAVED_SEARCHES + 1}th with the limit's message; other search pages have no such form`, async () => {
    const { p, client } = await patron();
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) await saveSearch(t.services, p.id, `ord${i}`, '');
    expect(await search.action(post(client, '/sok/krim', { intent: 'saveSearch' }, { searchQuery: 'krim' }))).toEqual({
      intent: 'saveSearch',
      kind: 'failed',
      text: savedSearchLimitMessage,
    });
    await expect(
      search.action(post(client, '/sok-person/krim', { intent: 'saveSearch' }, { searchQuery: 'krim' })),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('/min-side/varsler', () => {
  it('lists the patron’s saved searches and watches, and deletes only their own', async () => {
    const { p, client } = await patron();
    const other = await patron();
    const saved = await saveSearch(t.services, p.id, 'krim', 'filter=audience_barn');
    const theirs = await saveSearch(t.services, other.p.id, 'krim', '');
    const pub = await createPublication(t.services.db, {
      title: 'Ventetittel på Min side',
      copies: [{ status: 'on_loan' }],
    });
    await watchWork(t.services, p.id, pub.work.id);

    const page = await alerts.loader(routeArgs(t, client, '/min-side/varsler'));
    expect(page.searches).toMatchObject([
      { id: saved.id, name: 'krim · Barn', path: '/sok/krim?filter=audience_barn' },
    ]);
    expect(page.watches).toMatchObject([
      { workId: pub.work.id, title: 'Ventetittel på Min side', path: expect.stringMatching(/^\/verk\/.+_\d+$/) },
    ]);

    expect(
      await alerts.action(post(client, '/min-side/varsler', { intent: 'deleteSearch', id: String(theirs.id) })),
    ).toEqual({ ok: false, message: 'Fant det ikke. Kanskje det allerede er slettet.' });
    expect(await listSavedSearches(t.services, other.p.id)).toHaveLength(1);
    expect(
      await alerts.action(post(client, '/min-side/varsler', { intent: 'deleteSearch', id: String(saved.id) })),
    ).toEqual({ ok: true, message: 'Søket «krim · Barn» er slettet.' });
    expect(
      await alerts.action(post(client, '/min-side/varsler', { intent: 'unwatch', id: String(pub.work.id) })),
    ).toEqual({ ok: true, message: 'Du blir ikke varslet om «Ventetittel på Min side».' });
    expect(await alerts.loader(routeArgs(t, client, '/min-side/varsler'))).toEqual({
      searches: [],
      watches: [],
      title: 'Lagrede søk og varsler',
    });
  });
});
