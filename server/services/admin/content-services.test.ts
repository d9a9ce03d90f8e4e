// Integration tests of the staff services for library services, campaigns, pages and staff lists (issue #4): roles and ownership, validation, audit rows in the same transaction, version conflicts, and what the public services then show.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, campaigns, libraryServices, pages, staffLists } from '#server/db/schema.ts';
import { getHomePage } from '#server/services/home-page.ts';
import { getLibraryService, listHighlightedServices, listLibraryServices } from '#server/services/library-services.ts';
import { getPublishedPage } from '#server/services/pages.ts';
import { getStaffList } from '#server/services/staff-lists.ts';
import { employeeActor, type NamedActor, testActors } from '#server/testing/staff-actors.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { Actor } from './access.ts';
import {
  campaignFormSchema,
  createCampaign,
  deleteCampaign,
  getCampaignForEdit,
  setCampaignActive,
  updateCampaign,
} from './campaigns.ts';
import { parseForm } from './form-input.ts';
import {
  createService,
  deleteService,
  getServiceForEdit,
  libraryServiceFormSchema,
  listServicesForAdmin,
  setServicePublished,
  updateService,
} from './library-services.ts';
import { applyPageBody, getPageForEdit, pageBodySlots, parsePageForm, setPagePublished, updatePage } from './pages.ts';
import {
  createStaffList,
  deleteStaffList,
  getStaffListForEdit,
  listStaffListsForAdmin,
  setStaffListPublished,
  staffListFormSchema,
  updateStaffList,
} from './staff-lists.ts';

let t: TestApp;
let admin: Actor;
let employee: NamedActor;
let otherEmployee: Actor;
let patron: Actor;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, employee, patron } = await testActors(t));
  otherEmployee = await employeeActor(t);
});
afterAll(async () => {
  await t.close();
});

const auditFor = (entity: string, entityId: string | number) =>
  t.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));

const ghost: Actor = { userId: 987_654, roles: ['DEICH_ADMIN', 'EMPLOYEE'] };

describe('library services', () => {
  const form = (overrides: Record<string, string> = {}) => ({
    title: 'Språkkafé for nybegynnere',
    lead: 'Øv på norsk sammen med andre.',
    description: 'Hver tirsdag.',
    serviceForm: 'Kurs og læring',
    targetAudience: 'Voksne,Ungdom',
    libraryIds: '1,3',
    imageUrl: '/images/services/1.jpg',
    published: 'on',
    ...overrides,
  });

  it('validates the form with Norwegian messages per field', () => {
    const bad = parseForm(
      libraryServiceFormSchema,
      form({
        title: '',
        serviceForm: 'Sirkus',
        targetAudience: 'Pensjonister',
        libraryIds: '1,x',
        imageUrl: '../etc/passwd',
      }),
    );
    expect(bad.ok || bad.fieldErrors).toEqual({
      title: 'Skriv inn en tittel.',
      serviceForm: 'Velg en tjenesteform fra listen.',
      targetAudience: 'Velg målgrupper fra listen.',
      libraryIds: 'Velg bibliotekene fra listen.',
      imageUrl:
        'Bildet må være en sti som /images/mappe/bilde.jpg (bokstaver, tall og bindestrek; .jpg, .png eller .webp).',
    });
    expect(libraryServiceFormSchema.parse(form())).toMatchObject({
      targetAudience: ['Ungdom', 'Voksne'],
      libraryIds: [1, 3],
      highlighted: false,
      published: true,
    });
  });

  it('an admin creates, edits, unpublishes and deletes a service; each step is audited and shows publicly at once', async () => {
    const { id } = await createService(t.services, admin, form());
    expect(await auditFor('service', id)).toMatchObject([
      { action: 'content_created', actorId: admin.userId, detail: { title: 'Språkkafé for nybegynnere' } },
    ]);
    const shown = await getLibraryService(t.services, String(id));
    expect(shown).toMatchObject({
      title: 'Språkkafé for nybegynnere',
      serviceForm: 'Kurs og læring',
      image: { url: '/images/services/1.jpg' },
    });
    expect(shown?.libraries.map((l) => l.id).sort()).toEqual([1, 3]);
    const listed = await listLibraryServices(t.services, { serviceForm: ['Kurs og læring'] } as never);
    expect(JSON.stringify(listed)).toContain('Språkkafé for nybegynnere');

    const edit = await getServiceForEdit(t.services, admin, id);
    expect(edit.values).toMatchObject({ libraryIds: '1,3', targetAudience: 'Ungdom,Voksne', published: 'on' });
    await updateService(
      t.services,
      admin,
      id,
      { ...edit.values, title: 'Språkkafé', libraryIds: '2', highlighted: 'on' },
      edit.version,
    );
    expect((await getLibraryService(t.services, String(id)))?.libraries.map((l) => l.id)).toEqual([2]);
    expect((await listHighlightedServices(t.services)).services.map((s) => s.id)).toContain(id);
    const updated = (await auditFor('service', id)).find((r) => r.action === 'content_updated');
    expect(updated?.detail).toEqual({ title: 'Språkkafé', fields: ['title', 'highlighted', 'libraryIds'] });

    // The form opened before that save is stale now.
    await expect(updateService(t.services, admin, id, edit.values, edit.version)).rejects.toMatchObject({
      kind: 'conflict',
      code: 'edit_conflict',
    });

    await setServicePublished(t.services, admin, id, false);
    expect(await getLibraryService(t.services, String(id))).toBeNull();
    expect((await listServicesForAdmin(t.services, admin)).find((r) => r.id === id)).toMatchObject({
      published: false,
      libraryCount: 1,
    });
    await deleteService(t.services, admin, id);
    expect(await t.services.db.select().from(libraryServices).where(eq(libraryServices.id, id))).toEqual([]);
    expect((await auditFor('service', id)).map((r) => r.action)).toEqual([
      'content_created',
      'content_updated',
      'content_unpublished',
      'content_deleted',
    ]);
  });

  it('refuses employees and patrons, unknown libraries and missing pictures, and writes nothing when the audit row fails', async () => {
    await expect(createService(t.services, employee, form())).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'content_forbidden',
    });
    await expect(listServicesForAdmin(t.services, patron)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(createService(t.services, admin, form({ libraryIds: '9999' }))).rejects.toMatchObject({
      field: 'libraryIds',
    });
    await expect(
      createService(t.services, admin, form({ imageUrl: '/images/services/finnes-ikke.jpg' })),
    ).rejects.toMatchObject({ field: 'imageUrl', code: 'image_not_found' });
    await expect(createService(t.services, ghost, form({ title: 'Skal ikke finnes' }))).rejects.toThrow();
    expect(
      await t.services.db.select().from(libraryServices).where(eq(libraryServices.title, 'Skal ikke finnes')),
    ).toEqual([]);
    await expect(setServicePublished(t.services, admin, 999_999, true)).rejects.toMatchObject({
      kind: 'not_found',
      // The catalogue's text for the code, as the API has always answered it (errors:code.service_not_found).
      message: 'Fant ikke tjenesten',
    });
  });
});

describe('campaigns', () => {
  const form = (overrides: Record<string, string> = {}) => ({
    title: 'Lesekampanje i desember',
    text: 'Les mer i mørketiden.',
    link: '/litteratur',
    campaignType: 'hero',
    pages: 'forside',
    verticalPlacement: 'top',
    screens: '',
    screenPresentationType: 'image',
    imageUrl: '/images/campaigns/velkommen.jpg',
    active: 'on',
    ...overrides,
  });

  it('needs a page for web campaigns, a screen for screen campaigns, and a picture unless shown without one', () => {
    const web = parseForm(campaignFormSchema, form({ pages: '', imageUrl: '' }));
    expect(web.ok || web.fieldErrors).toEqual({
      pages: 'Skriv inn minst én side kampanjen skal vises på, for eksempel forside.',
      imageUrl: 'Legg inn et bilde, eller velg «Uten bilde».',
    });
    const screen = parseForm(
      campaignFormSchema,
      form({ campaignType: 'screen', pages: '', screenPresentationType: 'no-image', verticalPlacement: '' }),
    );
    expect(screen.ok || screen.fieldErrors).toEqual({
      screens: 'Skriv inn minst én skjerm, for eksempel bjorvika/0-1.',
    });
    const placement = parseForm(campaignFormSchema, form({ verticalPlacement: 'sideways' }));
    expect(placement.ok || placement.fieldErrors).toEqual({ verticalPlacement: 'Velg plassering fra listen.' });
  });

  it('an admin creates an active hero campaign that the home page then shows, edits it, deactivates and deletes it', async () => {
    // Deactivate the seed's hero campaigns so the new one is the only match for the home page's hero slot.
    await t.services.db.update(campaigns).set({ active: false }).where(eq(campaigns.campaignType, 'hero'));
    const { id } = await createCampaign(t.services, admin, form());
    const hero = (await getHomePage(t.services)).hero;
    expect(hero && hero.id).toBe(id);
    const edit = await getCampaignForEdit(t.services, admin, id);
    await updateCampaign(
      t.services,
      admin,
      id,
      { ...edit.values, title: 'Lesekampanje', screens: 'bjorvika/0-1' },
      edit.version,
    );
    expect((await auditFor('campaign', id)).at(-1)?.detail).toEqual({
      title: 'Lesekampanje',
      fields: ['title', 'screens'],
    });
    await expect(updateCampaign(t.services, admin, id, edit.values, edit.version)).rejects.toMatchObject({
      code: 'edit_conflict',
    });
    await expect(
      updateCampaign(
        t.services,
        admin,
        id,
        { ...edit.values, screens: 'månen/1-1' },
        (await getCampaignForEdit(t.services, admin, id)).version,
      ),
    ).rejects.toMatchObject({
      field: 'screens',
      message: 'Fant ikke skjermen månen/1-1.',
    });
    await setCampaignActive(t.services, admin, id, false);
    expect((await getHomePage(t.services)).hero).toBe(false);
    await deleteCampaign(t.services, admin, id);
    expect((await auditFor('campaign', id)).map((r) => r.action)).toEqual([
      'content_created',
      'content_updated',
      'content_unpublished',
      'content_deleted',
    ]);
    await expect(createCampaign(t.services, employee, form())).rejects.toMatchObject({ kind: 'forbidden' });
  });
});

describe('pages', () => {
  it('lists every text of the body as a field and puts edited texts back in the same structure', async () => {
    const [faqPage] = await t.services.db.select().from(pages).where(eq(pages.slug, 'ofte-stilte-sporsmal'));
    const groups = pageBodySlots(faqPage.sections);
    const keys = groups.flatMap((g) => g.slots.map((s) => s.key));
    expect(keys.slice(0, 3)).toEqual(['s0-heading', 's0-b0-q0', 's0-b0-a0']);
    const values = Object.fromEntries(groups.flatMap((g) => g.slots.map((s) => [s.key, s.value])));
    const parsed = parsePageForm(faqPage.sections, {
      title: faqPage.title,
      lead: '',
      tags: '',
      ...values,
      's0-b0-q0': 'Hvordan får jeg lånekort?',
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const sections = applyPageBody(faqPage.sections, parsed.data.body);
    expect(sections[0]).toMatchObject({ heading: 'Lånekort og innlogging', anchor: 'lanekort-og-innlogging' });
    expect(JSON.stringify(sections[0].blocks[0])).toContain('Hvordan får jeg lånekort?');
    const missing = parsePageForm(faqPage.sections, { title: '', ...values, 's0-b0-a0': ' ' });
    expect(missing.ok || missing.fieldErrors).toEqual({
      title: 'Skriv inn en tittel.',
      's0-b0-a0': 'Skriv inn teksten.',
    });
  });

  it('an admin edits a page that then reads the new texts; a stale version conflicts; legal pages stay published', async () => {
    const [row] = await t.services.db.select({ id: pages.id }).from(pages).where(eq(pages.slug, 'kontakt-oss'));
    const edit = await getPageForEdit(t.services, admin, row.id);
    const textKey = edit.groups[0].slots.find((s) => s.key.endsWith('-text'))!.key;
    await updatePage(
      t.services,
      admin,
      row.id,
      { ...edit.values, title: 'Kontakt Deichman', [textKey]: 'Ring oss på 23 43 29 00.' },
      edit.version,
    );
    const page = await getPublishedPage(t.services, 'kontakt-oss');
    expect(page?.title).toBe('Kontakt Deichman');
    expect(JSON.stringify(page?.sections)).toContain('Ring oss på 23 43 29 00.');
    expect((await auditFor('page', row.id)).at(-1)).toMatchObject({
      action: 'content_updated',
      detail: { title: 'Kontakt Deichman', fields: ['title', 'sections'] },
    });
    await expect(updatePage(t.services, admin, row.id, edit.values, edit.version)).rejects.toMatchObject({
      code: 'edit_conflict',
    });

    await setPagePublished(t.services, admin, row.id, false);
    expect(await getPublishedPage(t.services, 'kontakt-oss')).toBeNull();
    await setPagePublished(t.services, admin, row.id, true);

    const [legal] = await t.services.db.select({ id: pages.id }).from(pages).where(eq(pages.slug, 'personvern'));
    await expect(setPagePublished(t.services, admin, legal.id, false)).rejects.toMatchObject({
      kind: 'invalid',
      code: 'page_always_published',
    });
    const legalEdit = await getPageForEdit(t.services, admin, legal.id);
    await expect(
      updatePage(t.services, admin, legal.id, { ...legalEdit.values, published: '' }, legalEdit.version),
    ).rejects.toMatchObject({ field: 'published' });
    await expect(getPageForEdit(t.services, employee, legal.id)).rejects.toMatchObject({ kind: 'forbidden' });
  });
});

describe('staff lists', () => {
  it('an employee creates a list of existing works (numbers or work addresses), publishes it, and it shows publicly in that order', async () => {
    const input = staffListFormSchema.parse({
      title: 'Vinterlesing',
      description: 'Bøker for lange kvelder.',
      items: '3\n/verk/noe_1\n2',
    });
    const { id } = await createStaffList(t.services, employee, input);
    expect(await getStaffList(t.services, String(id))).toBeNull();
    const edit = await getStaffListForEdit(t.services, employee, id);
    expect(edit.values.items).toBe('3\n1\n2');
    expect(edit.works.map((w) => w.id)).toEqual([3, 1, 2]);
    await updateStaffList(t.services, employee, id, { ...edit.values, published: 'on' }, edit.version);
    const list = await getStaffList(t.services, String(id));
    expect(list).toMatchObject({ title: 'Vinterlesing', createdBy: { name: employee.name }, itemCount: 3 });
    expect(list?.works.map((w) => w.id)).toEqual([3, 1, 2]);
    const [row] = await t.services.db
      .select({ mediaTypes: staffLists.mediaTypes })
      .from(staffLists)
      .where(eq(staffLists.id, id));
    expect(row.mediaTypes.length).toBeGreaterThan(0);
    expect((await listStaffListsForAdmin(t.services, employee)).map((r) => r.id)).toContain(id);

    // Another employee may neither see nor change it; an administrator may.
    expect((await listStaffListsForAdmin(t.services, otherEmployee)).map((r) => r.id)).not.toContain(id);
    await expect(setStaffListPublished(t.services, otherEmployee, id, false)).rejects.toMatchObject({
      kind: 'forbidden',
    });
    await expect(deleteStaffList(t.services, otherEmployee, id)).rejects.toMatchObject({ kind: 'forbidden' });
    await setStaffListPublished(t.services, admin, id, false);
    expect(await getStaffList(t.services, String(id))).toBeNull();
    await deleteStaffList(t.services, employee, id);
    expect((await auditFor('staff_list', id)).map((r) => [r.action, r.actorId])).toEqual([
      ['content_created', employee.userId],
      ['content_updated', employee.userId],
      ['content_unpublished', admin.userId],
      ['content_deleted', employee.userId],
    ]);
  });

  it('refuses unknown works, text that is no work, and patrons', async () => {
    const bad = parseForm(staffListFormSchema, { title: 'X', items: '1\nKrim fra Norden' });
    expect(bad.ok || bad.fieldErrors).toEqual({
      items: 'Dette er verken et verknummer eller en lenke til et verk: «Krim fra Norden».',
    });
    await expect(createStaffList(t.services, employee, { title: 'X', items: '1\n99999999' })).rejects.toMatchObject({
      field: 'items',
      message: 'Fant ikke verk med nummer 99999999.',
    });
    await expect(createStaffList(t.services, patron, { title: 'X', items: '1' })).rejects.toMatchObject({
      kind: 'forbidden',
    });
    const before = await t.services.db.select({ id: staffLists.id }).from(staffLists);
    await expect(
      createStaffList(t.services, { ...employee, userId: employee.userId }, { title: 'Ok', items: '1' }).then(() =>
        createStaffList(t.services, ghost, { title: 'Spøkelse', items: '1' }),
      ),
    ).rejects.toMatchObject({
      code: 'no_employee_profile',
    });
    expect((await t.services.db.select({ id: staffLists.id }).from(staffLists)).length).toBe(before.length + 1);
  });
});
