// Content management end to end (issue #4, #18): admin edits an event (fixed lists, an uploaded picture) and sees it on /hva-skjer, unpublishes and deletes it, reads the change log; staff links in the header; a reworded banner shows again; access rules — axe on every page.
import sharp from 'sharp';
import { expect, expectAccessible, test } from './fixtures.ts';
import { loginWithCard } from './login.ts';

const ADMIN = { card: '20000002', pin: '7777' };

// Long flows with an axe scan per page.
test.describe.configure({ timeout: 120_000 });

interface EventHit {
  id: number;
  title: string;
}

/** A picture as a browser would upload it (generated, so the test needs no file on disk). */
async function pictureFile(name = 'bilde.png') {
  const buffer = await sharp({
    create: { width: 800, height: 450, channels: 3, background: { r: 30, g: 110, b: 100 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

test('anonymous visitors are sent to login; a patron gets the Norwegian 403 page', async ({ page, consoleErrors }) => {
  await page.goto('/ansatt/innhold/arrangementer');
  await expect(page).toHaveURL(/\/logg-inn\?callbackUrl=%2Fansatt%2Finnhold%2Farrangementer/);
  await expectAccessible(page);

  await loginWithCard(page, '10000001', '1111', '/min-side');
  const response = await page.goto('/ansatt/innhold');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Ingen tilgang' })).toBeVisible();
  await expectAccessible(page);
  // The browser logs the expected 403 of the document itself; nothing else may be logged.
  const expected = 'Failed to load resource: the server responded with a status of 403 (Forbidden)';
  expect(consoleErrors.filter((e) => e === expected).length).toBeLessThanOrEqual(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => e !== expected));
});

test('an admin edits an event, sees it on /hva-skjer, unpublishes and deletes it, and finds it in the change log', async ({
  page,
}) => {
  await loginWithCard(page, ADMIN.card, ADMIN.pin, '/ansatt/innhold');
  await expect(page).toHaveURL(/\/ansatt\/innhold/);
  await expect(page.getByRole('heading', { level: 1, name: 'Innhold' })).toBeVisible();
  // Issue #18: the header links the staff pages this admin may use, the current one marked.
  const staffLinks = page.getByRole('banner').getByRole('navigation', { name: 'Ansatt' }).getByRole('link');
  await expect(staffLinks).toHaveText(['Plukklister', 'Skranke', 'Innhold']);
  await expect(staffLinks.filter({ hasText: 'Innhold' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Arrangementer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Arrangementer' })).toBeVisible();
  await expectAccessible(page);

  // An event of our own: other tests run in parallel against the same seeded events.
  const ownTitle = `E2E-arrangement ${Date.now()}`;
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Oslo' });
  await page.goto('/ansatt/innhold/arrangementer/ny');
  const form = page.locator('form.admin-form');
  await form.locator('[name="title"]').fill(ownTitle);
  await form.locator('[name="date"]').fill(tomorrow);
  await form.locator('[name="startTime"]').fill('18:00');
  await form.locator('[name="endTime"]').fill('19:30');
  await form.locator('[name="libraryId"]').selectOption({ label: 'Bjørvika' });
  // Type, audience and tags come from fixed lists.
  await form.getByLabel('Type arrangement').selectOption('Foredrag');
  await form.getByRole('group', { name: 'Målgruppe' }).getByRole('checkbox', { name: 'Voksne' }).check();
  await form.getByRole('group', { name: 'Stikkord' }).getByRole('checkbox', { name: 'Kunnskap' }).check();
  await page.getByRole('button', { name: 'Opprett arrangement' }).click();
  await expect(page).toHaveURL(/\/ansatt\/innhold\/arrangementer\?ok=created/);
  const api = await page.request.get(`/api/library-events?q=${encodeURIComponent(ownTitle)}`);
  const { searchResults } = (await api.json()) as { searchResults: EventHit[] };
  const event = searchResults.find((hit) => hit.title === ownTitle)!;
  expect(event).toBeDefined();
  const newTitle = `Redigert arrangement ${event.id}`;

  await page.goto(`/ansatt/innhold/arrangementer/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Endre arrangement' })).toBeVisible();
  await expect(page.getByLabel('Tittel')).toHaveValue(event.title);
  await expectAccessible(page);

  // Validation: the summary takes focus, the field says what is wrong, and the other values stay.
  await page.getByLabel('Tittel').fill('');
  await page.getByRole('button', { name: 'Lagre endringer' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Skjemaet har feil som må rettes' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Tittel: Skriv inn en tittel.' })).toBeVisible();
  await expect(page.getByLabel('Tittel')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Tittel')).toHaveAccessibleDescription('Skriv inn en tittel.');
  await expectAccessible(page);

  await page.getByLabel('Tittel').fill(newTitle);
  await page.getByRole('button', { name: 'Lagre endringer' }).click();
  await expect(page).toHaveURL(/\/ansatt\/innhold\/arrangementer\?ok=updated/);
  await expect(page.getByRole('status').filter({ hasText: 'Endringene er lagret.' })).toBeVisible();
  await expectAccessible(page);

  // Public pages show the new title at once.
  await page.goto(`/hva-skjer?query=${encodeURIComponent(newTitle)}`);
  await expect(page.getByRole('link', { name: newTitle }).first()).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/hva-skjer/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  // The form left the price empty: the page says 'Gratis'.
  await expect(page.getByRole('definition').filter({ hasText: /^Gratis$/ })).toHaveCount(1);
  await expectAccessible(page);

  // Unpublish from the list: the event disappears from the public pages.
  await page.goto(`/ansatt/innhold/arrangementer?q=${encodeURIComponent(newTitle)}`);
  await page.getByRole('button', { name: `Avpubliser ${newTitle}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Avpublisert' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Publiser ${newTitle}` })).toBeVisible();
  await expectAccessible(page);
  const hidden = await page.goto(`/hva-skjer/${event.id}`);
  expect(hidden?.status()).toBe(404);
  await page.goto(`/hva-skjer?query=${encodeURIComponent(newTitle)}`);
  await expect(page.getByRole('link', { name: newTitle })).toHaveCount(0);

  // The change log names who did what.
  await page.goto('/ansatt/innhold/logg?type=event');
  await expect(page.getByRole('heading', { level: 1, name: 'Endringslogg' })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: newTitle });
  await expect(rows.filter({ hasText: 'Avpublisert' }).filter({ hasText: 'Anders Moe' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Endret' }).filter({ hasText: 'title' })).toHaveCount(1);
  await expectAccessible(page);

  // Delete, with a confirmation step.
  await page.goto(`/ansatt/innhold/arrangementer?q=${encodeURIComponent(newTitle)}`);
  await page.getByRole('link', { name: `Slett ${newTitle}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Slette arrangement?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ja, slett arrangementet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Slettet.' })).toBeVisible();
  await expect(page.getByRole('link', { name: newTitle })).toHaveCount(0);
});

test('an admin creates a banner and an opening-hours exception; both forms show field errors first', async ({
  page,
}) => {
  await loginWithCard(page, ADMIN.card, ADMIN.pin, '/ansatt/innhold/bannere/ny');
  await expect(page.getByRole('heading', { level: 1, name: 'Nytt banner' })).toBeVisible();
  await page.getByRole('button', { name: 'Opprett banner' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Melding: Skriv inn meldingen.' })).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Melding (må fylles ut)' }).fill('Bjørvika har redusert åpningstid i dag.');
  await page.getByRole('button', { name: 'Opprett banner' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opprettet og lagret.' })).toBeVisible();
  await expect(page.getByTestId('site-banner')).toContainText('Bjørvika har redusert åpningstid i dag.');
  await expectAccessible(page);

  // Issue #18: closed, then fixed with "liten rettelse" ticked: it stays closed; reworded: it shows again.
  await page.getByTestId('site-banner').getByRole('button', { name: 'Lukk melding' }).click();
  await expect(page.getByTestId('site-banner')).toHaveCount(0);
  const editBanner = async (from: string, to: string, smallFix: boolean) => {
    await page.getByRole('link', { name: from }).first().click();
    await page.getByRole('textbox', { name: 'Melding (må fylles ut)' }).fill(to);
    if (smallFix) {
      await page.getByRole('checkbox', { name: /^Liten rettelse/ }).check();
      await expectAccessible(page);
    }
    await page.getByRole('button', { name: 'Lagre endringer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Endringene er lagret.' })).toBeVisible();
  };
  await editBanner('Bjørvika har redusert åpningstid i dag.', 'Bjørvika har redusert åpningstid i dag!', true);
  await expect(page.getByRole('link', { name: 'Bjørvika har redusert åpningstid i dag!' }).first()).toBeVisible();
  await expect(page.getByTestId('site-banner')).toHaveCount(0);
  await editBanner('Bjørvika har redusert åpningstid i dag!', 'Bjørvika stenger kl. 16 i dag.', false);
  await expect(page.getByTestId('site-banner')).toContainText('Bjørvika stenger kl. 16 i dag.');

  await page.goto('/ansatt/innhold/apningstider/ny');
  await page.getByRole('radio', { name: 'Åpent med andre tider' }).check();
  await page.getByRole('button', { name: 'Opprett avvik' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Skjemaet har feil' })).toBeFocused();
  await expect(page.getByLabel('Åpner', { exact: true })).toHaveAccessibleDescription(
    'Skriv inn når biblioteket åpner.',
  );
  await expectAccessible(page);
  await page.getByLabel('Bibliotek (må fylles ut)', { exact: true }).selectOption({ label: 'Bjørvika' });
  await page.getByLabel('Dato (må fylles ut)', { exact: true }).fill('2027-01-05');
  await page.getByLabel('Grunn (må fylles ut)', { exact: true }).fill('Personalmøte');
  await page.getByLabel('Åpner', { exact: true }).fill('12:00');
  await page.getByLabel('Stenger', { exact: true }).fill('20:00');
  await page.getByRole('button', { name: 'Opprett avvik' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opprettet og lagret.' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Personalmøte' })).toContainText('12:00–20:00');
  await expectAccessible(page);
});

test('an admin gives an event a picture: a file that is no picture is refused at the field, a picture is shown from the image pipeline', async ({
  page,
}) => {
  await loginWithCard(page, ADMIN.card, ADMIN.pin, '/ansatt/innhold/arrangementer/ny');
  const form = page.locator('form.admin-form');
  const title = `Med bilde ${Date.now()}`;
  await form.locator('[name="title"]').fill(title);
  await form.locator('[name="date"]').fill('2027-03-11');
  await form.locator('[name="startTime"]').fill('18:00');
  await form.locator('[name="endTime"]').fill('19:00');
  await form.getByLabel('Type arrangement').selectOption('Verksted');
  // Not public: other tests count the public events.
  await form.getByRole('checkbox', { name: /Skjul på nettsidene/ }).check();
  // Too large: said at the field before anything is sent, and the file is taken out.
  await form
    .locator('input[name="image"]')
    .setInputFiles({ name: 'stort.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024) });
  await expect(form.locator('input[name="image"]')).toHaveAccessibleDescription(
    /Bildet er for stort\. Velg et bilde på høyst 10 MB\./,
  );
  await expect(form.locator('input[name="image"]')).toHaveValue('');
  // Judged by its content: a document named .jpg is refused.
  await form
    .locator('input[name="image"]')
    .setInputFiles({ name: 'bilde.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Ikke et bilde') });
  await page.getByRole('button', { name: 'Opprett arrangement' }).click();
  await expect(form.locator('input[name="image"]')).toHaveAccessibleDescription(/Filen er ikke et bilde vi kan bruke/);
  await expect(page.getByRole('alert').getByRole('link', { name: /^Bilde: Filen er ikke et bilde/ })).toBeVisible();
  await expectAccessible(page);
  await form.locator('input[name="image"]').setInputFiles(await pictureFile());
  await page.getByRole('button', { name: 'Opprett arrangement' }).click();
  await expect(page).toHaveURL(/\/ansatt\/innhold\/arrangementer\?ok=created/);

  await page.goto(`/ansatt/innhold/arrangementer?q=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: title, exact: true }).click();
  const preview = page.getByRole('img', { name: 'Bildet arrangementet har nå' });
  await expect(preview).toHaveAttribute('src', /^\/api\/images\/resize\/480\/uploads\/[0-9a-f]{32}\.webp$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  await expect(page.getByRole('checkbox', { name: 'Fjern bildet' })).not.toBeChecked();
  await expectAccessible(page);
});

test('without JavaScript an employee creates an event with a picture, a plain multipart form post', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await loginWithCard(page, ADMIN.card, ADMIN.pin, '/ansatt/innhold/arrangementer/ny');
  const form = page.locator('form.admin-form');
  await form.getByLabel('Tittel').fill(`Uten JavaScript ${Date.now()}`);
  await form.locator('[name="date"]').fill('2027-03-10');
  await form.locator('[name="startTime"]').fill('18:00');
  await form.locator('[name="endTime"]').fill('19:00');
  await form.getByLabel('Type arrangement').selectOption('Kurs');
  await form.locator('input[name="image"]').setInputFiles(await pictureFile());
  // Not public: other tests count the public events.
  await form.getByRole('checkbox', { name: /Skjul på nettsidene/ }).check();
  await form.getByRole('button', { name: 'Opprett arrangement' }).click();
  await expect(page).toHaveURL(/\/ansatt\/innhold\/arrangementer\?ok=created/);
  await expect(page.getByRole('status').filter({ hasText: 'Opprettet og lagret.' })).toBeVisible();
  await context.close();
});
