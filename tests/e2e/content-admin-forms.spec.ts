// Content management end to end, second part (issue #4): services, pages, campaigns and staff lists — each change checked on the public pages; axe on every staff page and state.
import { expect, expectAccessible, test } from './fixtures.ts';
import { loginWithCard } from './login.ts';

const ADMIN = { card: '20000002', pin: '7777' };
const EMPLOYEE = { card: '20000001', pin: '6666' };

// Long flows with an axe scan per page.
test.describe.configure({ timeout: 120_000 });

// Other specs count the seed's services, lists and campaigns on the same server: what these tests
// publish is removed again at once, and the campaign goes on a page of its own.

test('an admin creates a service and sees it on /vi-tilbyr, then unpublishes and deletes it', async ({ page }) => {
  await loginWithCard(page, ADMIN.card, ADMIN.pin, '/ansatt/innhold');
  await page.getByRole('link', { name: 'Tjenester' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tjenester' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Ny tjeneste' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ny tjeneste' })).toBeVisible();
  await expectAccessible(page);
  const title = `E2E-tjeneste ${Date.now()}`;
  await page.getByLabel('Tittel').fill(title);
  await page.getByLabel('Bilde').fill('/images/services/mangler.jpg');
  await page.getByRole('button', { name: 'Opprett tjeneste' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Skjemaet har feil som må rettes' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Tjenesteform: Velg en tjenesteform fra listen.' })).toBeVisible();
  await expect(page.getByLabel('Tittel')).toHaveValue(title);
  await expectAccessible(page);

  await page.getByLabel('Tjenesteform').selectOption('Kurs og læring');
  await page.getByRole('button', { name: 'Opprett tjeneste' }).click();
  // The picture is checked by the service: the message sits at the field.
  await expect(page.getByLabel('Bilde')).toHaveAccessibleDescription(/Fant ikke bildet/);
  await page.getByLabel('Bilde').fill('/images/services/3.jpg');
  await page.getByLabel('Ingress').fill('Lær å programmere på biblioteket.');
  const libraries = page.getByRole('group', { name: 'Bibliotek som tilbyr tjenesten' });
  await libraries.getByRole('checkbox', { name: 'Majorstuen' }).check();
  await libraries.getByRole('checkbox', { name: 'Furuset' }).check();
  await page.getByRole('group', { name: 'Målgruppe' }).getByRole('checkbox', { name: 'Ungdom' }).check();
  await page.getByRole('button', { name: 'Opprett tjeneste' }).click();
  await expect(page).toHaveURL(/\/ansatt\/innhold\/tjenester\?ok=created/);
  await expect(page.getByRole('status').filter({ hasText: 'Opprettet og lagret.' })).toBeVisible();

  // Public at once: the list with its search, and the service page with where it is offered.
  await page.goto(`/vi-tilbyr?q=${encodeURIComponent(title)}`);
  const link = page.getByRole('main').getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const where = page.getByRole('region', { name: 'Her finner du tilbudet' });
  await expect(where.getByRole('link', { name: 'Majorstuen' })).toBeVisible();
  await expect(where.getByRole('link', { name: 'Furuset' })).toBeVisible();
  const serviceUrl = page.url();

  await page.goto('/ansatt/innhold/tjenester');
  await page.getByRole('button', { name: `Avpubliser ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Avpublisert' })).toBeVisible();
  expect((await page.goto(serviceUrl))?.status()).toBe(404);

  await page.goto('/ansatt/innhold/tjenester');
  await page.getByRole('link', { name: `Slett ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Slette tjeneste?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ja, slett tjenesten' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Slettet.' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});

test('an admin edits a page and reads the new text on it; legal pages cannot be unpublished', async ({ page }) => {
  await loginWithCard(page, ADMIN.card, ADMIN.pin, '/ansatt/innhold/sider');
  await expect(page.getByRole('heading', { level: 1, name: 'Sider' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Avpubliser Personvernerklæring/ })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('main').getByRole('link', { name: 'For media', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Endre side: For media' })).toBeVisible();
  await expectAccessible(page);
  const text = page.getByLabel('Del 1: tekst 1');
  await text.fill('');
  await page.getByRole('button', { name: 'Lagre endringer' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Del 1: tekst 1: Skriv inn teksten.' })).toBeVisible();
  await expectAccessible(page);

  const lead = `Pressekontakter og fakta (oppdatert ${Date.now()}).`;
  await page.getByLabel('Ingress').fill(lead);
  await page.getByLabel('Del 1: tekst 1').fill('Ring kommunikasjonsavdelingen på 23 43 29 99 – vi svarer samme dag.');
  await page.getByLabel('Del 2: overskrift').fill('Tall og fakta');
  await page.getByRole('button', { name: 'Lagre endringer' }).click();
  await expect(page).toHaveURL(/\/ansatt\/innhold\/sider\?ok=updated/);

  await page.goto('/for-media');
  await expect(page.getByRole('heading', { level: 1, name: 'For media' })).toBeVisible();
  await expect(page.getByText(lead)).toBeVisible();
  await expect(page.getByText('Ring kommunikasjonsavdelingen på 23 43 29 99 – vi svarer samme dag.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tall og fakta' })).toBeVisible();
  await expectAccessible(page);
});

test('an admin creates a campaign, activates it, and finds it among the active campaigns; then deletes it', async ({
  page,
}) => {
  await loginWithCard(page, ADMIN.card, ADMIN.pin, '/ansatt/innhold/kampanjer');
  await expect(page.getByRole('heading', { level: 1, name: 'Kampanjer' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Ny kampanje' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ny kampanje' })).toBeVisible();
  await expectAccessible(page);

  const title = `E2E-kampanje ${Date.now()}`;
  const pageSlug = `e2e-${Date.now()}`;
  await page.getByLabel('Tittel').fill(title);
  await page.getByLabel('Sider').fill(pageSlug);
  await page.getByRole('radio', { name: 'Skjermkampanje' }).check();
  await page.getByLabel('Aktiv (kan vises)').uncheck();
  await page.getByRole('button', { name: 'Opprett kampanje' }).click();
  await expect(
    page.getByRole('alert').getByRole('link', { name: /^Skjermer: Skriv inn minst én skjerm/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('alert').getByRole('link', { name: 'Bilde: Legg inn et bilde, eller velg «Uten bilde».' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('radio', { name: 'Kampanjestripe (teaser)' }).check();
  await page.getByLabel('Bilde', { exact: true }).fill('/images/campaigns/tegneserier.jpg');
  await page.getByRole('button', { name: 'Opprett kampanje' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opprettet og lagret.' })).toBeVisible();

  const active = async () =>
    ((await (await page.request.get('/api/campaign')).json()) as { title: string; pages: string[] }[]).find(
      (c) => c.title === title,
    );
  expect(await active()).toBeUndefined();
  await page.getByRole('button', { name: `Aktiver ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Aktivert.' })).toBeVisible();
  expect(await active()).toMatchObject({ pages: [pageSlug], campaignType: 'teaser' });
  await expectAccessible(page);

  await page.getByRole('link', { name: `Slett ${title}` }).click();
  await page.getByRole('button', { name: 'Ja, slett kampanjen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Slettet.' })).toBeVisible();
  expect(await active()).toBeUndefined();
});

test('an employee creates a staff list of works, sees it published on its own page, and deletes it', async ({
  page,
}) => {
  await loginWithCard(page, EMPLOYEE.card, EMPLOYEE.pin, '/ansatt/innhold/lister');
  await expect(page.getByRole('heading', { level: 1, name: 'Mine lister' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Norsk film du må se' })).toHaveCount(0);
  await expectAccessible(page);

  // Take two works from an existing list: their page addresses, as copied from the browser.
  await page.goto('/lister/1');
  const hrefs = await page
    .getByRole('main')
    .locator('.work-list__title a')
    .evaluateAll((links) => links.slice(0, 2).map((a) => (a as HTMLAnchorElement).href));
  const names = await page
    .getByRole('main')
    .locator('.work-list__title a')
    .evaluateAll((links) => links.slice(0, 2).map((a) => a.textContent ?? ''));
  expect(hrefs).toHaveLength(2);

  await page.goto('/ansatt/innhold/lister/ny');
  await expect(page.getByRole('heading', { level: 1, name: 'Ny liste' })).toBeVisible();
  await expectAccessible(page);
  const title = `E2E-liste ${Date.now()}`;
  await page.getByLabel('Tittel').fill(title);
  await page.getByLabel('Verk', { exact: true }).fill(`${hrefs[1]}\nDette er ingen bok`);
  await page.getByRole('button', { name: 'Opprett liste' }).click();
  await expect(page.getByLabel('Verk', { exact: true })).toHaveAccessibleDescription(/«Dette er ingen bok»/);
  await expectAccessible(page);
  await page.getByLabel('Verk', { exact: true }).fill(`${hrefs[1]}\n${hrefs[0]}`);
  await page.getByLabel('Beskrivelse').fill('To gode bøker fra Nora.');
  await page.getByLabel('Publisert (vises på nettsidene)').check();
  await page.getByRole('button', { name: 'Opprett liste' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opprettet og lagret.' })).toBeVisible();

  await page.getByRole('link', { name: 'Publisert' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('To gode bøker fra Nora.')).toBeVisible();
  await expect(page.getByRole('main').locator('.work-list__title a')).toHaveText([names[1], names[0]]);
  await expect(page.getByRole('main').getByRole('link', { name: 'Nora Lie' })).toBeVisible();
  await expectAccessible(page);
  const listUrl = page.url();

  await page.goto('/ansatt/innhold/lister');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Verkene i listen nå' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/ansatt/innhold/lister');
  await page.getByRole('link', { name: `Slett ${title}` }).click();
  await page.getByRole('button', { name: 'Ja, slett listen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Slettet.' })).toBeVisible();
  expect((await page.goto(listUrl))?.status()).toBe(404);
});
