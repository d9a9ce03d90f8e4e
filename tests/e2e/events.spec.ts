// Events: /hva-skjer filtered by branch and weekend through the URL-driven panel, tag rows, an event page and /sok-event (SPEC §2).
import { expect, expectAccessible, followLink, test } from './fixtures.ts';

const count = async (text: string | null) => Number((text ?? '').match(/^(\d+) arrangement/)?.[1] ?? NaN);

test('/hva-skjer lists highlighted and upcoming events with Norwegian date labels', async ({ page }) => {
  await page.goto('/hva-skjer');
  await expect(page.getByRole('heading', { level: 2, name: 'Utvalgte arrangementer' })).toBeVisible();
  const results = page.locator('.events-results');
  await expect(results.getByRole('heading', { level: 2 })).toHaveText(/^\d+ arrangementer$/);
  await expect(results.locator('.event-card')).toHaveCount(20);
  // Late in the evening today's events are over, so the list may start tomorrow.
  await expect(results.locator('.event-card__date').first()).toHaveText(/^(I dag|I morgen)$/);
  for (const label of await results.locator('.event-card__date').allTextContents()) {
    expect(label).toMatch(
      /^(I dag|I morgen|(mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag) \d{2}\.\d{2}\.\d{4}|\d{1,2}\. \S+ \d{4} - \d{1,2}\. \S+ \d{4})$/,
    );
  }
  await expectAccessible(page);
});

test('filters by branch and weekend; the URL drives the panel and the counts', async ({ page }) => {
  await page.goto('/hva-skjer');
  const heading = page.locator('.events-results h2');
  const all = await count(await heading.textContent());

  await page.locator('summary', { hasText: 'Bibliotek' }).click();
  const bjorvika = page.getByRole('checkbox', { name: /^Bjørvika \(\d+\)$/ });
  const expected = Number((await bjorvika.locator('xpath=..').textContent())?.match(/\((\d+)\)/)?.[1]);
  await bjorvika.check();
  await expect(page).toHaveURL(/[?&]branch=Bj%C3%B8rvika/);
  await expect(heading).toHaveText(`${expected} arrangementer`);
  expect(expected).toBeLessThan(all);
  for (const place of await page.locator('.events-results .event-card__place').allTextContents())
    expect(place).toMatch(/^Bjørvika/);

  const weekend = page.getByRole('checkbox', { name: /^Helg \(lørdag og søndag\) \(\d+\)$/ });
  const weekendCount = Number((await weekend.locator('xpath=..').textContent())?.match(/\((\d+)\)\s*$/)?.[1]);
  await weekend.check();
  await expect(page).toHaveURL(/weekend=true/);
  await expect(page).toHaveURL(/branch=Bj%C3%B8rvika/);
  await expect(heading).toHaveText(weekendCount === 1 ? '1 arrangement' : `${weekendCount} arrangementer`);
  for (const label of await page.locator('.events-results .event-card__date').allTextContents()) {
    expect(label).toMatch(/^(lørdag|søndag) |^I dag$|^I morgen$/);
  }
  await expectAccessible(page);

  // Reloading the URL restores the same panel: the URL is the state.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /^Bjørvika/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Helg/ })).toBeChecked();
  await page.getByRole('link', { name: 'Nullstill filtre' }).click();
  await expect(page).toHaveURL(/\/hva-skjer$/);
  await expect(heading).toHaveText(`${all} arrangementer`);
});

test('the chosen events are a calendar to subscribe to (issue #20)', async ({ page }) => {
  await page.goto('/hva-skjer?branch=Bj%C3%B8rvika&weekend=true');
  const feedLink = page.getByRole('link', { name: 'Last ned som kalenderfil (.ics)' });
  await expect(feedLink).toHaveAttribute('href', '/api/library-events/kalender.ics?branch=Bj%C3%B8rvika&weekend=true');
  await expect(page.getByRole('link', { name: 'Abonner på disse arrangementene i kalenderen' })).toHaveAttribute(
    'href',
    /^webcal:\/\/.+\/api\/library-events\/kalender\.ics\?branch=Bj%C3%B8rvika&weekend=true$/,
  );
  const feed = await page.request.get((await feedLink.getAttribute('href')) ?? '');
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('X-WR-CALNAME:Arrangementer: Bjørvika – Oslo bibliotek');
});

test('the filter form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/hva-skjer');
  await page.getByRole('checkbox', { name: /^Kveld \(fra kl\. 17\)/ }).check();
  await page.getByLabel('Søk i arrangementer').fill('konsert');
  await page.getByRole('button', { name: 'Vis arrangementer' }).click();
  await expect(page).toHaveURL(/\/hva-skjer\?query=konsert.*evening=true/);
  for (const time of await page.locator('.events-results .event-card__time').allTextContents()) {
    expect(time.match(/kl\. (\d{2}:\d{2})/)?.[1] ?? '').toMatch(/^(1[7-9]|2\d):/);
  }
  await context.close();
});

test('tag lists show two rows of 53 px until "Vis alle"', async ({ page }) => {
  await page.goto('/hva-skjer');
  const list = page.locator('.filter-group--tags .tag-list__items');
  const toggle = page.locator('.filter-group--tags').getByRole('button', { name: 'Vis alle' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect((await list.boundingBox())?.height).toBeLessThanOrEqual(106);
  await toggle.click();
  await expect(page.locator('.filter-group--tags').getByRole('button', { name: 'Vis færre' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect((await list.boundingBox())?.height).toBeGreaterThan(106);
  await expectAccessible(page);
});

test('an event page shows date, time, place, audience, image and description', async ({ page }) => {
  await page.goto('/hva-skjer');
  const first = page.locator('.events-results .event-card__title a').first();
  const title = await first.textContent();
  await followLink(page, first);
  await expect(page).toHaveURL(/\/hva-skjer\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  const facts = page.locator('.event-detail__facts');
  for (const term of ['Dato', 'Tid', 'Sted', 'For hvem'])
    await expect(facts.getByText(term, { exact: true })).toBeVisible();
  await expect(facts.getByText(/^(I dag|I morgen), \S+ \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expect(page.locator('.event-detail__image')).toHaveAttribute(
    'src',
    /^\/api\/images\/resize\/1152\/images\/events\//,
  );
  await expectAccessible(page);
});

test('an event with a recording links to it', async ({ page }) => {
  await page.goto('/hva-skjer?hasAudioVideo=true');
  const first = page.locator('.events-results .event-card__title a').first();
  await followLink(page, first);
  await expect(page.getByRole('heading', { level: 2, name: 'Opptak' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Se opptaket: Opptak: / })).toHaveAttribute('href', /^\/media\/video\//);
  await expectAccessible(page);
});

test('private and hidden events never appear', async ({ page }) => {
  await page.goto('/hva-skjer?query=innsatte');
  await expect(page.locator('.events-results h2')).toHaveText('0 arrangementer');
  for (const id of [151, 152, 153, 154, 155]) {
    const response = await page.goto(`/hva-skjer/${id}`);
    expect(response?.status()).toBe(404);
  }
});

test('/sok-event finds events by text and pages through them', async ({ page }) => {
  await page.goto('/sok-event/foredrag');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Søk i arrangementer: «foredrag»');
  await expect(page.locator('.event-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Filtrer treffene på Hva skjer' })).toHaveAttribute(
    'href',
    '/hva-skjer?query=foredrag',
  );
  // The same tab row as /sok leads to the other searches for the same words.
  const tabs = page.getByRole('navigation', { name: 'Hva vil du søke i?' });
  await expect(tabs.getByRole('link', { name: 'Arrangementer' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Samlingen' })).toHaveAttribute('href', '/sok/foredrag');
  await expect(page).toHaveTitle('Søk i arrangementer: «foredrag» | Oslo bibliotek');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Konserter, foredrag, kurs, verksteder og eventyrstunder på bibliotekene i Oslo som passer «foredrag»\./,
  );
  await expectAccessible(page);
});

test('"Vis flere" appends the next page from /api/library-events with the SPEC query', async ({ page }) => {
  await page.goto('/hva-skjer?query=e&targetAudience=Voksne');
  const cards = page.locator('.events-results .event-card');
  await expect(cards).toHaveCount(20);
  const request = page.waitForRequest(/\/api\/library-events\?/);
  await page.getByRole('button', { name: 'Vis flere arrangementer' }).click();
  const params = new URL((await request).url()).searchParams;
  expect(Object.fromEntries(params)).toMatchObject({
    page: '2',
    q: 'e',
    targetAudience: 'Voksne',
    hasAudioVideo: 'false',
    'field.privateEvent': 'false',
    'field.dontShowOnWeb': 'false',
  });
  expect(params.has('query')).toBe(false);
  await expect(cards).toHaveCount(40);
  await expect(page.getByText(/^Viser 40 av \d+$/)).toBeVisible();
  await expectAccessible(page);
});

test('without JavaScript, page links keep the filters', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/hva-skjer?targetAudience=Voksne');
  await page.getByRole('link', { name: 'Neste side' }).click();
  await expect(page).toHaveURL(/\/hva-skjer\?targetAudience=Voksne&page=2$/);
  await expect(page.getByText(/^Side 2 av \d+$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forrige side' })).toBeVisible();
  await context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters fold away above the events, and /sok-event keeps the search tabs in one row', async ({
    page,
  }, testInfo) => {
    await page.goto('/hva-skjer?weekend=true');
    const filters = page.getByRole('form', { name: 'Filtrer arrangementer' });
    const toggle = filters.locator('summary', { hasText: /filtre/ });
    // Folded, as on /sok, and saying that a filter is on; the results start on the first screen.
    await expect(toggle).toHaveText('Vis filtre (1 valgt)');
    await expect(filters.getByLabel('Søk i arrangementer')).toBeHidden();
    const count = (await page.locator('#events-results-heading').boundingBox())!;
    expect(count.y + count.height).toBeLessThan(844);
    await page.screenshot({ path: testInfo.outputPath('hva-skjer-390.png') });
    // A native disclosure: it opens by click or keyboard, with or without JavaScript.
    await toggle.press('Enter');
    await expect(filters.getByLabel('Søk i arrangementer')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/sok-event/foredrag');
    const tabs = page.getByRole('navigation', { name: 'Hva vil du søke i?' });
    const current = tabs.getByRole('link', { name: 'Arrangementer' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // One row that scrolls sideways, the current scope scrolled into view; the page itself does not scroll sideways.
    await expect(current).toBeInViewport({ ratio: 1 });
    expect((await tabs.boundingBox())!.height).toBeLessThan(80);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('sok-event-390.png') });
    await expectAccessible(page);
  });
});
