// Event sign-up (issue #21), one journey: a visitor without a card signs up without JavaScript, sees the seats go down,
// cancels by the link given at sign-up; the event page with its panel passes axe; a patron finds their sign-up on Min side
// and cancels it there without JavaScript; staff see the attendee list.
// Seeded (server/db/seed/event-registrations.ts): 8 = a talk almost full, 9 = a full concert with a waitlist, 10 = a reading circle open to visitors.
import { expect, expectAccessible, expectAccessibleWithoutScripts, test } from './fixtures.ts';
import { loginWithCard } from './login.ts';

test('a visitor signs up and cancels without JavaScript; the event page shows the seats and passes axe', async ({
  browser,
  page,
}) => {
  // Two pages and an axe scan: more than the default 30 s on a loaded machine.
  test.setTimeout(60_000);
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await noScript.newPage();
  await visitor.goto('/hva-skjer/10');
  const label = visitor.locator('.event-registration .seat-label');
  const before = Number((await label.textContent())?.match(/^(\d+) plass/)?.[1]);
  expect(before).toBeGreaterThan(1);
  await visitor.getByLabel('Navn').fill('Ola Testesen');
  await visitor.getByLabel('E-post').fill(`ola.${Date.now()}@eksempel.no`);
  await visitor.getByRole('button', { name: 'Meld meg på' }).click();
  await expect(visitor.getByText('Du er påmeldt. Vi har sendt deg en bekreftelse.')).toBeVisible();
  await expect(label).toHaveText(`${before - 1} plasser igjen`);
  await visitor.getByRole('link', { name: 'Avmelding' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Avmelding' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Meld meg av' }).click();
  await expect(visitor.getByText('Du er meldt av. Takk for at du ga beskjed!')).toBeVisible();
  await visitor.goto('/hva-skjer/10');
  await expect(label).toHaveText(`${before} plasser igjen`);
  await noScript.close();

  // With scripts: the panel, JSON-LD and the seats on a full event with a waitlist.
  await page.goto('/hva-skjer/9');
  await expect(page.locator('.event-registration .seat-label')).toHaveText('Venteliste');
  await expect(page.getByRole('link', { name: 'Logg inn for å melde deg på' })).toBeVisible();
  expect(
    JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}'),
  ).toMatchObject({
    '@type': 'Event',
    offers: { availability: 'https://schema.org/BackOrder' },
  });
  await expectAccessible(page);
});

test('staff see the attendee list and the waitlist of an event', async ({ page }) => {
  await loginWithCard(page, '20000001', '6666', '/ansatt/innhold/arrangementer/9/pameldte');
  await expect(page.getByRole('heading', { level: 2, name: /^Påmeldte \(30\)$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Venteliste \(4\)$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Last ned som CSV' })).toHaveAttribute(
    'href',
    '/ansatt/innhold/arrangementer/9/pameldte.csv',
  );
  await expectAccessible(page);
});

test('a patron sees their sign-up on Min side and cancels it there without JavaScript', async ({ browser }) => {
  test.setTimeout(60_000);
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await loginWithCard(page, '10000001', '1111', '/hva-skjer/8');
  await page.getByRole('button', { name: 'Meld meg på' }).click();
  await expect(page.getByText('Du er påmeldt. Vi har sendt deg en bekreftelse.')).toBeVisible();

  await page.goto('/min-side');
  const section = page.getByRole('region', { name: 'Mine arrangementer' });
  const item = section
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Foredrag: Kunstig intelligens i hverdagen' }) });
  await expect(item).toContainText('Du har plass.');
  await expectAccessibleWithoutScripts(browser, page);
  await item.getByRole('button', { name: 'Meld meg av «Foredrag: Kunstig intelligens i hverdagen»' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'Du er meldt av «Foredrag: Kunstig intelligens i hverdagen». Takk for at du ga beskjed!',
  );
  await expect(section.getByRole('link', { name: 'Foredrag: Kunstig intelligens i hverdagen' })).toHaveCount(0);
  await noScript.close();
});
