// Integration tests of the staff content pages' loaders and actions (issue #4): login/role rules, CSRF on form posts, form errors, conflicts, audit rows.
import { and, eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, events, libraryServices, pages, staffLists } from '#server/db/schema.ts';
import { createRequestAuth } from '#server/http/request-auth.ts';
import { getEventForEdit } from '#server/services/admin/events.ts';
import { cookieClient, type CookieClient } from '#server/testing/cookie-client.ts';
import { createEmployee, createPatron, type TestPatron } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import * as overview from '#app/routes/ansatt.innhold.tsx';
import * as eventForm from '#app/routes/ansatt.innhold.arrangementer.skjema.tsx';
import * as eventList from '#app/routes/ansatt.innhold.arrangementer.tsx';
import * as bannerList from '#app/routes/ansatt.innhold.bannere.tsx';
import * as confirmDelete from '#app/routes/ansatt.innhold.slett.tsx';
import * as pageForm from '#app/routes/ansatt.innhold.sider.skjema.tsx';
import * as pageList from '#app/routes/ansatt.innhold.sider.tsx';
import * as listForm from '#app/routes/ansatt.innhold.lister.skjema.tsx';
import * as listList from '#app/routes/ansatt.innhold.lister.tsx';
import * as serviceForm from '#app/routes/ansatt.innhold.tjenester.skjema.tsx';
import * as serviceList from '#app/routes/ansatt.innhold.tjenester.tsx';

let t: TestApp;
/** This file's own people (server/testing/factories.ts): a patron, an employee with a staff list, and an admin. */
let patronCard: TestPatron;
let employeeCard: TestPatron;
let employeeName: string;
let employeeId: number;
let adminCard: TestPatron;
/** A staff list by another employee. */
let othersList: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.services.db;
  patronCard = await createPatron(db);
  const employee = await createEmployee(db);
  employeeCard = employee;
  ({ name: employeeName, id: employeeId } = employee.employee);
  adminCard = await createEmployee(db, { roles: ['DEICH_ADMIN', 'EMPLOYEE'] });
  const other = await createEmployee(db);
  await db.insert(staffLists).values({ title: 'Min liste', createdById: employee.employee.id });
  const [list] = await db
    .insert(staffLists)
    .values({ title: 'Noen andres liste', createdById: other.employee.id })
    .returning({ id: staffLists.id });
  othersList = String(list.id);
});
afterAll(async () => {
  await t.close();
});

const ORIGIN = 'http://localhost';

async function loggedIn({ cardNumber, pin }: TestPatron): Promise<CookieClient> {
  const c = cookieClient((path, init) => t.request(path, init));
  expect((await c.login(cardNumber, pin)).status).toBe(200);
  return c;
}

/** What the server hands a route module for one request (as server/app.ts does). */
function routeArgs(
  client: CookieClient | null,
  path: string,
  init: RequestInit = {},
  params: Record<string, string> = {},
) {
  const headers = new Headers(init.headers);
  if (client) headers.set('cookie', client.cookieHeader());
  const request = new Request(`${ORIGIN}${path}`, { ...init, headers });
  const context = {
    services: t.services,
    correlationId: 'test',
    auth: createRequestAuth(t.services, request, 'http', { touch: false, clientAddress: '127.0.0.1' }),
  } as unknown as AppLoadContext;
  return { request, context, params, unstable_pattern: path } as never;
}

/** The thrown Response or data() of a loader/action, with its status. */
async function thrown(run: () => Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    await run();
  } catch (err) {
    if (err instanceof Response) return { status: err.status, location: err.headers.get('location') };
    const init = (err as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status, location: null };
    throw err;
  }
  throw new Error('expected the route to throw');
}

const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });

describe('access to /ansatt/innhold', () => {
  it('sends anonymous visitors to /logg-inn with the page as callbackUrl', async () => {
    expect(await thrown(() => overview.loader(routeArgs(null, '/ansatt/innhold/')))).toEqual({
      status: 302,
      location: '/logg-inn?callbackUrl=%2Fansatt%2Finnhold%2F',
    });
  });

  it('answers 403 to a patron, lets an employee manage events but not banners, and an admin everything', async () => {
    const patron = await loggedIn(patronCard);
    expect((await thrown(() => overview.loader(routeArgs(patron, '/ansatt/innhold')))).status).toBe(403);
    expect((await thrown(() => eventList.loader(routeArgs(patron, '/ansatt/innhold/arrangementer')))).status).toBe(403);

    const employee = await loggedIn(employeeCard);
    const mine = await overview.loader(routeArgs(employee, '/ansatt/innhold'));
    expect(mine.types).toEqual(['event', 'opening_hours_exception', 'staff_list']);
    expect((await eventList.loader(routeArgs(employee, '/ansatt/innhold/arrangementer'))).rows.length).toBeGreaterThan(
      0,
    );
    expect((await thrown(() => bannerList.loader(routeArgs(employee, '/ansatt/innhold/bannere')))).status).toBe(403);
    const post = routeArgs(employee, '/ansatt/innhold/bannere', form({ id: '1', intent: 'unpublish' }));
    expect((await thrown(() => bannerList.action(post))).status).toBe(403);

    const admin = await loggedIn(adminCard);
    expect((await overview.loader(routeArgs(admin, '/ansatt/innhold'))).types).toHaveLength(7);
  });
});

describe('CSRF on staff form posts', () => {
  it('rejects a form post without the token before any page code runs, and lets one with the token through', async () => {
    const admin = await loggedIn(adminCard);
    const headers = { cookie: admin.cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' };
    const without = await t.request('/ansatt/innhold/arrangementer', {
      method: 'POST',
      headers,
      body: 'id=1&intent=unpublish',
    });
    expect(without.status).toBe(403);
    expect(await without.text()).toContain('Skjemaet var utløpt');
    const token = await admin.csrfToken();
    const withToken = await t.request('/ansatt/innhold/arrangementer', {
      method: 'POST',
      headers: { ...headers, cookie: admin.cookieHeader() },
      body: `id=1&intent=unpublish&csrfToken=${token}`,
    });
    // The test app's page handler is a stub: reaching it means the middleware let the post through.
    expect(withToken.status).toBe(200);
  });
});

describe('event form action', () => {
  it('returns Norwegian field errors with the values kept, and writes nothing', async () => {
    const admin = await loggedIn(adminCard);
    const before = await t.services.db.select({ id: events.id }).from(events);
    const result = await eventForm.action(
      routeArgs(
        admin,
        '/ansatt/innhold/arrangementer/ny',
        form({
          title: '',
          date: '2026-12-01',
          startTime: '25:00',
          endTime: '20:00',
          eventType: 'Kurs',
          location: 'Salen',
        }),
      ),
    );
    expect(result.fieldErrors).toEqual({
      title: 'Skriv inn en tittel.',
      startTime: 'Skriv klokkeslettet som tt:mm, for eksempel 18:00.',
    });
    expect(result.values).toMatchObject({ title: '', location: 'Salen', eventType: 'Kurs' });
    expect(await t.services.db.select({ id: events.id }).from(events)).toHaveLength(before.length);
  });

  it('saves an edit (redirect to the list, one audit row) and reports a conflict for a stale version', async () => {
    const admin = await loggedIn(adminCard);
    const actor = { userId: 0, roles: ['DEICH_ADMIN'] };
    const edit = await getEventForEdit(t.services, actor, 2);
    const fields = { ...edit.values, title: 'Nytt navn på arrangement 2', version: edit.version };
    const saved = await thrown(() =>
      eventForm.action(routeArgs(admin, '/ansatt/innhold/arrangementer/2', form(fields), { eventId: '2' })),
    );
    expect(saved).toEqual({ status: 302, location: '/ansatt/innhold/arrangementer?ok=updated#arrangement-2' });
    const audit = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'event'), eq(auditLog.entityId, '2')));
    expect(audit).toMatchObject([
      { action: 'content_updated', detail: { title: 'Nytt navn på arrangement 2', fields: ['title'] } },
    ]);

    const stale = await eventForm.action(
      routeArgs(admin, '/ansatt/innhold/arrangementer/2', form({ ...fields, title: 'Et annet navn' }), {
        eventId: '2',
      }),
    );
    expect(stale.formError).toBe(
      'Noen andre har lagret endringer her mens du redigerte. Åpne skjemaet på nytt for å se den nye versjonen, og gjør endringene dine igjen.',
    );
    expect(stale.values.title).toBe('Et annet navn');
    const [row] = await t.services.db.select({ title: events.title }).from(events).where(eq(events.id, 2));
    expect(row.title).toBe('Nytt navn på arrangement 2');
  });

  it('answers 404 for an unknown or malformed event id', async () => {
    const admin = await loggedIn(adminCard);
    expect(
      (
        await thrown(() =>
          eventForm.loader(routeArgs(admin, '/ansatt/innhold/arrangementer/999999', {}, { eventId: '999999' })),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await thrown(() =>
          eventForm.loader(routeArgs(admin, '/ansatt/innhold/arrangementer/abc', {}, { eventId: 'abc' })),
        )
      ).status,
    ).toBe(404);
  });
});

describe('delete confirmation', () => {
  it('names the item, deletes it on POST with an audit row, and 404s for unknown sections', async () => {
    const admin = await loggedIn(adminCard);
    const page = await confirmDelete.loader(
      routeArgs(admin, '/ansatt/innhold/arrangementer/3/slett', {}, { section: 'arrangementer', itemId: '3' }),
    );
    expect(page).toMatchObject({ singular: 'arrangement', listPath: '/ansatt/innhold/arrangementer' });
    const done = await thrown(() =>
      confirmDelete.action(
        routeArgs(admin, '/ansatt/innhold/arrangementer/3/slett', form({}), { section: 'arrangementer', itemId: '3' }),
      ),
    );
    expect(done).toEqual({ status: 302, location: '/ansatt/innhold/arrangementer?ok=deleted' });
    expect(await t.services.db.select().from(events).where(eq(events.id, 3))).toEqual([]);
    expect(
      await t.services.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'content_deleted'), eq(auditLog.entityId, '3'))),
    ).toHaveLength(1);
    expect(
      (
        await thrown(() =>
          confirmDelete.loader(
            routeArgs(admin, '/ansatt/innhold/ukjent/1/slett', {}, { section: 'ukjent', itemId: '1' }),
          ),
        )
      ).status,
    ).toBe(404);
  });
});

describe('services, pages and staff lists', () => {
  it('keeps services and pages for administrators; an employee gets 403 there but manages their own lists', async () => {
    const employee = await loggedIn(employeeCard);
    expect((await thrown(() => serviceList.loader(routeArgs(employee, '/ansatt/innhold/tjenester')))).status).toBe(403);
    expect(
      (await thrown(() => pageForm.loader(routeArgs(employee, '/ansatt/innhold/sider/1', {}, { pageId: '1' })))).status,
    ).toBe(403);
    const mine = await listList.loader(routeArgs(employee, '/ansatt/innhold/lister'));
    expect(mine).toMatchObject({ canCreate: true, isAdmin: false });
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(new Set(mine.rows.map((r) => r.authorName))).toEqual(new Set([employeeName]));
    // A list by someone else: 403, even knowing its id.
    expect(
      (
        await thrown(() =>
          listForm.loader(routeArgs(employee, `/ansatt/innhold/lister/${othersList}`, {}, { listId: othersList })),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await thrown(() =>
          confirmDelete.loader(
            routeArgs(
              employee,
              `/ansatt/innhold/lister/${othersList}/slett`,
              {},
              {
                section: 'lister',
                itemId: othersList,
              },
            ),
          ),
        )
      ).status,
    ).toBe(403);
  });

  it('an employee creates a list from the form: field errors first, then a redirect with the list stored as theirs', async () => {
    const employee = await loggedIn(employeeCard);
    const bad = await listForm.action(
      routeArgs(employee, '/ansatt/innhold/lister/ny', form({ title: 'Høstlesing', items: '1\n99999999' })),
    );
    expect(bad.fieldErrors).toEqual({ items: 'Fant ikke verk med nummer 99999999.' });
    expect(bad.values).toMatchObject({ title: 'Høstlesing' });
    const done = await thrown(() =>
      listForm.action(
        routeArgs(employee, '/ansatt/innhold/lister/ny', form({ title: 'Høstlesing', items: '1\n2', published: 'on' })),
      ),
    );
    expect(done).toEqual({ status: 302, location: '/ansatt/innhold/lister?ok=created' });
    const [row] = await t.services.db.select().from(staffLists).where(eq(staffLists.title, 'Høstlesing'));
    expect(row).toMatchObject({ status: 'published', createdById: employeeId });
  });

  it('an admin creates a service and edits a page through the forms; publish buttons answer 400 to unknown intents', async () => {
    const admin = await loggedIn(adminCard);
    const missing = await serviceForm.action(
      routeArgs(admin, '/ansatt/innhold/tjenester/ny', form({ title: 'Leksehjelp' })),
    );
    expect(missing.fieldErrors).toEqual({ serviceForm: 'Velg en tjenesteform fra listen.' });
    const fields = new URLSearchParams({
      title: 'Leksehjelp i skjema',
      serviceForm: 'Hjelp og veiledning',
      published: 'on',
    });
    fields.append('libraryIds', '1');
    fields.append('libraryIds', '2');
    const created = await thrown(() =>
      serviceForm.action(routeArgs(admin, '/ansatt/innhold/tjenester/ny', { method: 'POST', body: fields })),
    );
    expect(created).toEqual({ status: 302, location: '/ansatt/innhold/tjenester?ok=created' });
    const [service] = await t.services.db
      .select()
      .from(libraryServices)
      .where(eq(libraryServices.title, 'Leksehjelp i skjema'));
    const edit = await serviceForm.loader(
      routeArgs(admin, `/ansatt/innhold/tjenester/${service.id}`, {}, { serviceId: String(service.id) }),
    );
    expect(edit.values).toMatchObject({ libraryIds: '1,2', serviceForm: 'Hjelp og veiledning' });
    const badIntent = routeArgs(
      admin,
      '/ansatt/innhold/tjenester',
      form({ id: String(service.id), intent: 'explode' }),
    );
    expect((await thrown(() => serviceList.action(badIntent))).status).toBe(400);

    const [page] = await t.services.db.select({ id: pages.id }).from(pages).where(eq(pages.slug, 'for-media'));
    const loaded = await pageForm.loader(
      routeArgs(admin, `/ansatt/innhold/sider/${page.id}`, {}, { pageId: String(page.id) }),
    );
    expect(loaded.page).not.toHaveProperty('sections');
    const values = { ...loaded.page.values, title: 'Presse', version: loaded.page.version };
    const invalid = await pageForm.action(
      routeArgs(admin, `/ansatt/innhold/sider/${page.id}`, form({ ...values, 's0-b0-text': '' }), {
        pageId: String(page.id),
      }),
    );
    expect(invalid.fieldErrors).toEqual({ 's0-b0-text': 'Skriv inn teksten.' });
    const saved = await thrown(() =>
      pageForm.action(routeArgs(admin, `/ansatt/innhold/sider/${page.id}`, form(values), { pageId: String(page.id) })),
    );
    expect(saved).toEqual({ status: 302, location: '/ansatt/innhold/sider?ok=updated' });
    const stale = await pageForm.action(
      routeArgs(admin, `/ansatt/innhold/sider/${page.id}`, form({ ...values, title: 'Presse igjen' }), {
        pageId: String(page.id),
      }),
    );
    expect(stale.formError).toMatch(/^Noen andre har lagret endringer her/);
    // The legal pages have no unpublish button, and the action refuses it too.
    const [legal] = await t.services.db.select({ id: pages.id }).from(pages).where(eq(pages.slug, 'personvern'));
    const rows = (await pageList.loader(routeArgs(admin, '/ansatt/innhold/sider'))).rows;
    expect(rows.find((r) => r.id === legal.id)).toMatchObject({ alwaysPublished: true, published: true });
    expect(
      (
        await thrown(() =>
          pageList.action(
            routeArgs(admin, '/ansatt/innhold/sider', form({ id: String(legal.id), intent: 'unpublish' })),
          ),
        )
      ).status,
    ).toBe(400);
  });
});

describe('field errors in the page language (#19, decision 028)', () => {
  const inLanguage = (language: string, fields: Record<string, string>) => ({
    ...form(fields),
    headers: { 'accept-language': language },
  });

  it('words the schema messages of a staff form in English and nynorsk, with their limits', async () => {
    const admin = await loggedIn(adminCard);
    const fields = {
      title: 'x'.repeat(201),
      date: '2026-12-01',
      startTime: '25:00',
      endTime: '20:00',
      eventType: 'Kurs',
    };
    const english = await eventForm.action(
      routeArgs(admin, '/ansatt/innhold/arrangementer/ny', inLanguage('en', fields)),
    );
    expect(english.fieldErrors).toEqual({
      title: 'The title can have at most 200 characters.',
      startTime: 'Write the time as hh:mm, for example 18:00.',
    });
    const nynorsk = await eventForm.action(
      routeArgs(admin, '/ansatt/innhold/arrangementer/ny', inLanguage('nn', fields)),
    );
    expect(nynorsk.fieldErrors).toEqual({
      title: 'Tittelen kan ha høgst 200 teikn.',
      startTime: 'Skriv klokkeslettet som tt:mm, til dømes 18:00.',
    });
  });

  it("words a service's field error and a page body's in the page language", async () => {
    const employee = await loggedIn(employeeCard);
    const list = { title: 'Vinterlesing', items: '1\n99999999' };
    const nynorsk = await listForm.action(routeArgs(employee, '/ansatt/innhold/lister/ny', inLanguage('nn', list)));
    expect(nynorsk.fieldErrors).toEqual({ items: 'Fann ikkje verk med nummer 99999999.' });
    const english = await listForm.action(routeArgs(employee, '/ansatt/innhold/lister/ny', inLanguage('en', list)));
    expect(english.fieldErrors).toEqual({ items: 'No work found with number 99999999.' });

    const admin = await loggedIn(adminCard);
    const [page] = await t.services.db.select({ id: pages.id }).from(pages).where(eq(pages.slug, 'for-media'));
    const path = `/ansatt/innhold/sider/${page.id}`;
    const loaded = await pageForm.loader(routeArgs(admin, path, {}, { pageId: String(page.id) }));
    const values = { ...loaded.page.values, version: loaded.page.version, 's0-b0-text': '' };
    const invalid = await pageForm.action(
      routeArgs(admin, path, inLanguage('en', values), { pageId: String(page.id) }),
    );
    expect(invalid.fieldErrors).toEqual({ 's0-b0-text': 'Enter the text.' });
  });
});
