// Libraries and opening hours: /bibliotekene, a library page, and the opening-hours modal stepping weeks (SPEC §2, §4).
import { expect, expectAccessible, test } from './fixtures.ts';

test("/bibliotekene shows every library with today's hours and whether it is open now", async ({ page }) => {
  await page.goto('/bibliotekene');
  const cards = page.locator('.library-card');
  await expect(cards).toHaveCount(25);
  for (const card of await cards.all()) {
    await expect(card.locator('.open-now')).toHaveText(/^(Åpent nå|Åpent nå \(meråpent, uten betjening\)|Stengt nå)$/);
  }
  await expect(
    page.getByText('Meråpent bare med Oslonøkkelen, for deg som er 15 år eller eldre.').first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test("the opening-hours modal shows today's week from Monday and steps weeks, never before this one", async ({
  page,
}) => {
  await page.goto('/bibliotekene');
  const open = page.getByRole('button', { name: 'Se åpningstider for Bjørvika' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Åpningstider' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Bibliotek')).toHaveValue(/\d+/);
  await expect(
    dialog.getByText(/^I dag er det (mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag) \d{2}\.\d{2}\.\d{4}\.$/),
  ).toBeVisible();
  const rows = dialog.locator('tbody tr');
  await expect(rows).toHaveCount(7);
  await expect(rows.first().locator('th')).toHaveText(/^Mandag /);
  await expect(rows.last().locator('th')).toHaveText(/^Søndag /);
  await expect(dialog.locator('tr[aria-current="date"]')).toHaveCount(1);
  for (const cell of await dialog.locator('tbody td:nth-child(2)').allTextContents())
    expect(cell).toMatch(/^(Stengt|\d{2}:\d{2} - \d{2}:\d{2})$/);
  const previous = dialog.getByRole('button', { name: 'Forrige uke' });
  const next = dialog.getByRole('button', { name: 'Neste uke' });
  await expect(previous).toBeDisabled();
  await expectAccessible(page);

  const firstMonday = await rows.first().locator('th').textContent();
  await next.click();
  await expect(rows.first().locator('th')).not.toHaveText(firstMonday ?? '');
  await expect(dialog.locator('tr[aria-current="date"]')).toHaveCount(0);
  await expect(previous).toBeEnabled();
  await next.click();
  await previous.click();
  await previous.click();
  await expect(rows.first().locator('th')).toHaveText(firstMonday ?? '');
  await expect(previous).toBeDisabled();

  // Hiding clears the hours: opening again starts over at this week.
  await next.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  await open.click();
  await expect(page.getByRole('dialog', { name: 'Åpningstider' }).locator('tbody tr').first().locator('th')).toHaveText(
    firstMonday ?? '',
  );
});

test('the modal switches library from the cached library list', async ({ page }) => {
  await page.goto('/bibliotekene/bjorvika');
  await page.getByRole('button', { name: 'Se åpningstider for Bjørvika' }).click();
  const dialog = page.getByRole('dialog', { name: 'Åpningstider' });
  const select = dialog.getByLabel('Bibliotek');
  await expect(select.locator('option')).toHaveCount(25);
  const week = page.waitForResponse((r) =>
    /\/api\/libraries\/\d+\/openinghoursforweek\?date=\d{4}-\d{2}-\d{2}$/.test(r.url()),
  );
  await select.selectOption({ label: 'Biblo Tøyen' });
  expect((await week).status()).toBe(200);
  // Biblo Tøyen is closed on Mondays.
  await expect(dialog.locator('tbody tr').first().locator('td').first()).toHaveText('Stengt');
});

test('when today is closed the modal shows the next open day from the 14-day window', async ({ page }) => {
  // Make today closed whatever the weekday, to see the next-open-day lookup (SPEC §7, §9).
  await page.route(/\/api\/libraries\/\d+\/openinghoursforweek/, async (route) => {
    const response = await route.fetch();
    const rows = (await response.json()) as {
      date: string;
      isOpen: boolean;
      openFrom: string | null;
      openTo: string | null;
    }[];
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date());
    await route.fulfill({
      response,
      json: rows.map((row) => (row.date === today ? { ...row, isOpen: false, openFrom: null, openTo: null } : row)),
    });
  });
  const between = page.waitForRequest(/openinghoursbetweendates\?start=\d{4}-\d{2}-\d{2}&end=\d{4}-\d{2}-\d{2}$/);
  await page.goto('/bibliotekene');
  await page.getByRole('button', { name: 'Se åpningstider for Bjørvika' }).click();
  const url = new URL((await between).url());
  const start = new Date(`${url.searchParams.get('start')}T00:00:00Z`).getTime();
  const end = new Date(`${url.searchParams.get('end')}T00:00:00Z`).getTime();
  expect((end - start) / 86_400_000).toBe(13);
  await expect(
    page
      .getByRole('dialog')
      .getByText(
        /^Biblioteket er stengt i dag\. Neste åpne dag er \S+ \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} - \d{2}:\d{2}\.$/,
      ),
  ).toBeVisible();
});

test("a library page has contact, this week's hours with manned times, events, services and facilities", async ({
  page,
}) => {
  await page.goto('/bibliotekene/furuset');
  await expect(page.getByRole('heading', { level: 1, name: 'Furuset' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Adresse og kontakt' })).toBeVisible();
  await expect(page.getByText('Trygve Lies plass 1, 1051 Oslo')).toBeVisible();
  const hours = page.locator('#apningstider table');
  await expect(hours.locator('tbody tr')).toHaveCount(7);
  await expect(hours.getByRole('columnheader', { name: 'Betjent' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fasiliteter' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Arrangementer på Furuset' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tjenester på Furuset' })).toBeVisible();
  await expectAccessible(page);

  // Week steps also work as plain links; the current week has no previous week.
  await expect(page.locator('.week-nav__disabled')).toHaveText('Forrige uke');
  const monday = await hours.locator('tbody tr').first().locator('th').textContent();
  await page.getByRole('link', { name: 'Neste uke' }).click();
  await expect(page).toHaveURL(/\?uke=\d{4}-\d{2}-\d{2}#apningstider$/);
  await expect(hours.locator('tbody tr').first().locator('th')).not.toHaveText(monday ?? '');
  await expect(page.getByRole('link', { name: 'Forrige uke' })).toBeVisible();
  await expectAccessible(page);
});
