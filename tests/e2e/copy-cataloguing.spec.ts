// Copy cataloguing end to end (issue #17): a librarian types an ISBN, sees BIBSYS's record, imports it and opens its work page; calm errors; works without JavaScript; axe on every state.
import { realMarcPresent } from '#server/testing/oai-sru-fixtures.ts';
import { acceptDocumentStatus, expect, expectAccessible, followLink, test } from './fixtures.ts';
import { loginWithCard } from './login.ts';
import { SRU_E2E } from './sru-fixture-server.ts';

const STAFF = { card: '20000001', pin: '6666' };

test.describe.configure({ timeout: 90_000 });

test('anonymous visitors are sent to login; a patron gets the Norwegian 403 page', async ({ page, consoleErrors }) => {
  await page.goto('/ansatt/kopikatalogisering');
  await expect(page).toHaveURL(/\/logg-inn\?callbackUrl=%2Fansatt%2Fkopikatalogisering/);
  await loginWithCard(page, '10000001', '1111', '/min-side');
  const response = await page.goto('/ansatt/kopikatalogisering');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Ingen tilgang' })).toBeVisible();
  acceptDocumentStatus(consoleErrors, 403);
});

test('a librarian finds a record by ISBN, imports it and opens its work page', async ({ page }) => {
  test.skip(!realMarcPresent(), 'real MARC records (../shared/real-marc) are not here');
  await loginWithCard(page, STAFF.card, STAFF.pin, '/ansatt/skranke');
  // From the staff navigation.
  await followLink(
    page,
    page.getByRole('navigation', { name: 'Ansattsider' }).getByRole('link', { name: 'Kopikatalogisering' }),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Kopikatalogisering' })).toBeVisible();
  await expectAccessible(page);

  // An invalid ISBN: the message sits at the field.
  await page.getByRole('textbox', { name: /^ISBN/ }).fill('82-03-17286-6');
  await page.getByRole('button', { name: 'Søk etter ISBN' }).click();
  await expect(page.getByText('«82-03-17286-6» er ikke et gyldig ISBN.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^ISBN/ })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // No hits.
  await page.getByRole('textbox', { name: /^ISBN/ }).fill(SRU_E2E.noHitsIsbn);
  await page.getByRole('button', { name: 'Søk etter ISBN' }).click();
  await expect(page.getByText(/^Ingen treff på ISBN 9780306406157 hos 127\.0\.0\.1:\d+\./)).toBeVisible();
  await expectAccessible(page);

  // BIBSYS's record, previewed, then imported.
  await page.getByRole('textbox', { name: /^ISBN/ }).fill(SRU_E2E.bibsysIsbn);
  await page.getByRole('button', { name: 'Søk etter ISBN' }).click();
  const candidate = page.locator('li.copy-candidate', {
    hasText: 'Vestens tenkere. B. 2, Fra Descartes til Nietzsche',
  });
  await expect(candidate).toBeVisible();
  await expect(candidate).toContainText('Aschehoug, 1993');
  await expect(candidate).toContainText('9788203172861');
  await expectAccessible(page);
  const importButton = candidate.getByRole('button', { name: /^(Legg inn i katalogen|Oppdater fra posten)$/ });
  await importButton.click();
  await expect(
    page.getByRole('status').filter({
      hasText: /«Vestens tenkere\. B\. 2, Fra Descartes til Nietzsche» er (lagt inn|oppdatert) i katalogen\./,
    }),
  ).toBeVisible();
  await expect(candidate.getByRole('link', { name: 'se verket' })).toBeVisible();
  await expectAccessible(page);

  await followLink(page, page.getByRole('status').getByRole('link', { name: 'Gå til verket' }));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vestens tenkere');
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search and the import are plain form posts', async ({ page }) => {
    test.skip(!realMarcPresent(), 'real MARC records (../shared/real-marc) are not here');
    await loginWithCard(page, STAFF.card, STAFF.pin, '/ansatt/kopikatalogisering');
    await page.getByRole('textbox', { name: /^ISBN/ }).fill(SRU_E2E.bibsysIsbn);
    await page.getByRole('button', { name: 'Søk etter ISBN' }).click();
    await expect(page).toHaveURL(/\/ansatt\/kopikatalogisering\?isbn=82-03-17286-5$/);
    const candidate = page.locator('li.copy-candidate').first();
    await candidate.getByRole('button').click();
    await expect(page.getByText(/er (lagt inn|oppdatert) i katalogen\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gå til verket' })).toHaveAttribute('href', /^\/verk\/vestens-tenkere/);
  });
});
