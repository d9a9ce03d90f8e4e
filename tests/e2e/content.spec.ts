// Content as a visitor reads it: legal pages from the footer, the FAQ anchor, rich blocks, staff lists,
// the literature page and an employee page — each state scanned with axe.
import { expect, expectAccessible, test } from './fixtures.ts';

test('read a legal page from the footer and jump to a section', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Personvern' }).click();
  await expect(page).toHaveURL(/\/personvern$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personvernerklæring' })).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'På denne siden' });
  await expectAccessible(page);
  await contents.getByRole('link', { name: 'Dine rettigheter' }).click();
  await expect(page).toHaveURL(/#rettigheter$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Dine rettigheter' })).toBeInViewport();
  await expect(page.getByRole('link', { name: /Datatilsynet/ })).toHaveAttribute(
    'href',
    'https://www.datatilsynet.no/',
  );
});

for (const [path, title] of [
  ['/utlansreglement', 'Utlånsreglement'],
  ['/ordensreglement', 'Ordensreglement'],
] as const) {
  test(`${path} reads as a page with its sections`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
    await expectAccessible(page);
  });
}

test('the FAQ opens at the footer anchor and its answers expand', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Ofte stilte spørsmål' }).click();
  await expect(page).toHaveURL(
    /\/ofte-stilte-sporsmal#om-s%C3%B8k-og-min-side$|\/ofte-stilte-sporsmal#om-søk-og-min-side$/,
  );
  const section = page.locator('[id="om-søk-og-min-side"]');
  await expect(section).toBeInViewport();
  const question = section.getByText('Hvordan fornyer jeg lånene mine?');
  const answer = section.getByText('Gå til Min side og velg Lån.', { exact: false });
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await expectAccessible(page);
});

test('rich blocks: an image, an embedded list of works and upcoming events', async ({ page }) => {
  await page.goto('/historien');
  const image = page.getByRole('img', { name: 'Tegning av hovedbiblioteket i Bjørvika' });
  await expect(image).toHaveAttribute('width', '768');
  await expect(image).toHaveAttribute('height', '512');
  await expectAccessible(page);

  await page.goto('/bruk-biblioteket');
  const tips = page.getByRole('region', { name: 'Boktips fra bibliotekarene' });
  await expect(tips.getByRole('heading', { level: 3, name: 'Nordiske perler' })).toBeVisible();
  await expect(tips.getByRole('listitem')).toHaveCount(6);
  await expectAccessible(page);
  await tips.getByRole('link', { name: /Se hele listen «Nordiske perler»/ }).click();
  await expect(page).toHaveURL(/\/lister\/1$/);

  await page.goto('/friby');
  const events = page.getByRole('region', { name: 'Møt forfatterne' });
  const eventLinks = events.getByRole('listitem').getByRole('link');
  expect(await eventLinks.count()).toBeGreaterThan(0);
  await expect(eventLinks.first()).toHaveAttribute('href', /^\/hva-skjer\/\d+$/);
  await expect(events.getByRole('link', { name: 'Se flere arrangementer' })).toHaveAttribute(
    'href',
    '/hva-skjer?eventType=Forfatterm%C3%B8te',
  );
  await expectAccessible(page);
});

test('from the literature page to a list and on to the employee who made it', async ({ page }) => {
  await page.goto('/litteratur');
  await expect(page.getByRole('heading', { level: 1, name: 'Litteratur' })).toBeVisible();
  const lists = page.getByRole('region', { name: 'Lister fra bibliotekarene' });
  await expect(lists.getByRole('heading', { level: 3 })).toHaveCount(9);
  await expect(page.getByRole('region', { name: 'Nye anbefalinger' }).getByRole('listitem')).toHaveCount(6);
  // Feed readers find the lists' Atom feed from the page (issue #21).
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/feeds/lister.xml',
  );
  await expectAccessible(page);

  await lists.getByRole('link', { name: 'Film', exact: true }).click();
  await expect(page).toHaveURL(/mediaType=Film/);
  await expect(lists.getByRole('heading', { level: 3 })).toHaveText([
    'Norsk film du må se',
    'Filmkvelder med familien',
  ]);
  await expect(lists.getByRole('link', { name: 'Film', exact: true })).toHaveAttribute('aria-current', 'page');

  await lists.getByRole('link', { name: 'Norsk film du må se' }).click();
  await expect(page).toHaveURL(/\/lister\/3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Norsk film du må se' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ni liv' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ni liv' })).toHaveAttribute('href', /^\/verk\/ni-liv_\d+$/);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Magnus Tveit' }).click();
  await expect(page).toHaveURL(/\/bibliotekar\/6$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Magnus Tveit' })).toBeVisible();
  for (const name of ['Lister', 'Anbefalinger og omtaler', 'Liker']) {
    await expect(page.getByRole('region', { name }).getByRole('listitem').first()).toBeVisible();
  }
  await expect(
    page.getByRole('region', { name: 'Lister' }).getByRole('link', { name: 'Norsk film du må se' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Flere anbefalinger fra Magnus Tveit' })).toHaveAttribute(
    'href',
    '/sok-anbefaling/Magnus%20Tveit',
  );
  await expectAccessible(page);
});

test('drafts and unknown lists and employees are not found', async ({ page }) => {
  for (const path of ['/lister/9', '/bibliotekar/999']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Siden finnes ikke' })).toBeVisible();
  }
  await expectAccessible(page);
});

test('the accessibility statement from the footer takes a report, without JavaScript too', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Tilgjengelighetserklæring' }).click();
  await expect(page).toHaveURL(/\/tilgjengelighet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tilgjengelighetserklæring' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Klag til Tilsynet for universell utforming av ikt' })).toHaveAttribute(
    'href',
    'https://www.uutilsynet.no/',
  );
  await expectAccessible(page);
  // On a phone the long compound in the heading wraps instead of widening the page (WCAG 1.4.10).
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  const form = page.getByRole('form', { name: 'Meld fra om et problem' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('alert')).toHaveText('Rett feilene under og send på nytt.');
  await expect(form.getByRole('textbox', { name: /Hva var vanskelig/ })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // axe needs the page's JavaScript; the plain form post is checked in a browser without it.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto('/tilgjengelighet?side=%2Fverk%2Fsult_1');
  const plainForm = plain.getByRole('form', { name: 'Meld fra om et problem' });
  await expect(plainForm.getByRole('textbox', { name: /Hvilken side/ })).toHaveValue('/verk/sult_1');
  await plainForm
    .getByRole('textbox', { name: /Hva var vanskelig/ })
    .fill('Fokuset forsvinner når reservasjonen er sendt.');
  await plainForm.getByRole('button', { name: 'Send' }).click();
  await expect(plain.getByRole('status').filter({ hasText: 'Takk!' })).toHaveText(/Vi har fått meldingen din/);
  await context.close();
});

test('an inspiration page announces the Atom feed of its new titles, and the feed answers', async ({
  page,
  request,
}) => {
  await page.goto('/inspirasjon/film');
  const feed = page.locator('link[rel="alternate"][type="application/atom+xml"]');
  await expect(feed).toHaveAttribute('title', 'Nytt i samlingen: film');
  const response = await request.get((await feed.getAttribute('href'))!);
  expect(response.headers()['content-type']).toMatch(/^application\/atom\+xml/);
  expect(await response.text()).toContain('<title>Nytt i samlingen: film – Oslo bibliotek</title>');
});
