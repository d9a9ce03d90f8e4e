// The patron's notice choices at the route layer (issue #20, docs/decisions/033): the profile page shows them in the
// page's language and saves them from a plain form post; choosing a language at /sprak also sets the notices' language.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import type { CookieClient } from '#server/testing/cookie-client.ts';
import { createPatron } from '#server/testing/factories.ts';
import { OPTIONAL_NOTICE_KINDS } from '#server/services/notices/compose.ts';
import { routeArgs } from '#server/testing/route-args.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import * as profile from './min-side.profil.tsx';
import * as language from './sprak.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const args = (client: CookieClient | null, path: string, init: RequestInit = {}, params: Record<string, string> = {}) =>
  routeArgs(t, client, path, init, params);
const stored = async (id: number) =>
  (
    await t.services.db
      .select({ language: users.noticeLanguage, optOuts: users.noticeOptOuts })
      .from(users)
      .where(eq(users.id, id))
  )[0];

async function patron() {
  const p = await createPatron(t.services.db);
  return { p, client: await t.loggedIn(p.cardNumber, p.pin) };
}

describe('notice choices on /min-side/profil', () => {
  it('shows every optional notice on, in bokmål by default, and in the page’s language', async () => {
    const { client } = await patron();
    const page = await profile.loader(args(client, '/min-side/profil'));
    expect(page.notices).toMatchObject({
      language: 'nb',
      pageLanguage: 'nb',
      texts: { heading: 'Varsler', kindsLegend: 'Hvilke varsler vil du ha?' },
    });
    expect(page.notices.kinds).toEqual(OPTIONAL_NOTICE_KINDS.map((kind) => ({ kind, on: true })));
    const english = await profile.loader(args(client, '/min-side/profil', { headers: { cookie: 'lang=en' } }));
    expect(english.notices).toMatchObject({
      pageLanguage: 'en',
      texts: { heading: 'Notifications', kinds: { overdue: 'The day after a loan was due' } },
    });
  });

  it('saves the language and the ticked kinds from a plain form post; an unticked kind is turned off', async () => {
    const { p, client } = await patron();
    const form = new URLSearchParams([
      ['intent', 'notices'],
      ['noticeLanguage', 'nn'],
      ['notice', 'due_in_1_day'],
      ['notice', 'overdue'],
    ]);
    const result = await profile.action(args(client, '/min-side/profil', { method: 'POST', body: form }));
    expect((result as { data: unknown }).data).toEqual({
      intent: 'notices',
      ok: true,
      message: 'Varselvalgene er lagret.',
    });
    expect(await stored(p.id)).toEqual({
      language: 'nn',
      optOuts: OPTIONAL_NOTICE_KINDS.filter((kind) => kind !== 'due_in_1_day' && kind !== 'overdue'),
    });
    const page = await profile.loader(args(client, '/min-side/profil'));
    expect(page.notices.language).toBe('nn');
    expect(page.notices.kinds.filter((k) => k.on).map((k) => k.kind)).toEqual(['due_in_1_day', 'overdue']);

    const bad = await profile.action(
      args(client, '/min-side/profil', {
        method: 'POST',
        body: new URLSearchParams({ intent: 'notices', noticeLanguage: 'sv' }),
      }),
    );
    expect((bad as { data: unknown }).data).toEqual({
      intent: 'notices',
      ok: false,
      formError: 'Velg et av språkene i listen.',
    });
    expect(await stored(p.id)).toEqual({
      language: 'nn',
      optOuts: OPTIONAL_NOTICE_KINDS.filter((kind) => kind !== 'due_in_1_day' && kind !== 'overdue'),
    });
  });

  it('takes a logged-in patron’s language choice at /sprak as their notices’ language; a visitor’s changes nobody', async () => {
    const { p, client } = await patron();
    const answer = (await language.loader(
      args(client, '/sprak/en?tilbake=/min-side', {}, { language: 'en' }),
    )) as Response;
    expect(answer.headers.get('location')).toBe('/min-side');
    expect((await stored(p.id)).language).toBe('en');
    const visitor = (await language.loader(args(null, '/sprak/nn?tilbake=/', {}, { language: 'nn' }))) as Response;
    expect(visitor.headers.get('set-cookie')).toContain('lang=nn');
    expect((await stored(p.id)).language).toBe('en');
  });
});
