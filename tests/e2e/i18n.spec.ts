// The language choice (decision 028): the footer's link works without JavaScript, remembers English in a cookie and
// returns to the same page in English (<html lang="en">, English navigation), and back to bokmål; the English page passes axe.
import type { Page, Route } from '@playwright/test';
import { expect, expectAccessible, followLink, test } from './fixtures.ts';
import { loginWithCard } from './login.ts';

test('switching to English and back from the footer, without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'nb-NO' });
  const page = await context.newPage();
  await page.goto('/litteratur');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/litteratur$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('button', { name: 'We recommend' })).toBeVisible();
  // The page's own content is translated too (lists namespace).
  await expect(page.getByRole('heading', { level: 1, name: 'Literature' })).toBeVisible();
  await expect(page.locator('main')).not.toHaveAttribute('lang');

  // Remembered: another page is English too.
  await page.goto('/logg-inn');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Bokmål', exact: true }).click();
  await expect(page).toHaveURL(/\/logg-inn$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(
    page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('button', { name: 'Vi anbefaler' }),
  ).toBeVisible();
  await context.close();
});

test('the English login page passes axe, hydrated with the English texts', async ({ page }) => {
  await page.goto('/sprak/en?tilbake=/logg-inn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'English', exact: true }).first()).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectAccessible(page);
});

test.describe('catalogue: search, work and person pages in English', () => {
  test('the search results, a work and its author speak English, with axe on each', async ({ page }) => {
    await page.goto(`/sprak/en?tilbake=${encodeURIComponent('/sok/hamsun')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // A translated route: no bokmål marker on <main>.
    await expect(page.locator('main')).not.toHaveAttribute('lang', 'nb');
    await expect(page).toHaveTitle(/^Search the collection: “hamsun”/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search: “hamsun”' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'What do you want to search?' }).getByRole('link', { name: 'People' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ results?$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Narrow the search' })).toBeAttached();
    await expectAccessible(page);

    await page.locator('.search-hit__title a').first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Editions' })).toBeVisible();
    await expect(page.locator('main')).not.toHaveAttribute('lang', 'nb');
    await expect(page.locator('.work-page__creators')).toContainText('(author)');
    await expectAccessible(page);

    await page.locator('.work-page__creators a').first().click();
    await expect(page).toHaveURL(/\/person\/[^/]+_\d+$/);
    await expect(page.locator('.entity-page .eyebrow')).toHaveText('Person');
    await expect(page.getByRole('link', { name: /^Search the collection for “/ })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('public site pages', () => {
  test("the home page, What's on, an event and the libraries in English, with the editorial data marked as bokmål", async ({
    page,
  }) => {
    await page.goto('/sprak/en?tilbake=/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('main')).not.toHaveAttribute('lang', /./);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the library' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Opening hours today' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All events' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/hva-skjer');
    await expect(page).toHaveTitle(/^What's on/);
    await expect(page.locator('main')).not.toHaveAttribute('lang', /./);
    await expect(page.getByRole('heading', { level: 1, name: "What's on" })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ events?$/ })).toBeVisible();
    await expect(page.getByLabel('Search events')).toBeVisible();
    // Event titles are bokmål data.
    const firstTitle = page.locator('.events-results .event-card__title').first();
    await expect(firstTitle).toHaveAttribute('lang', 'nb');
    await expectAccessible(page);

    await firstTitle.getByRole('link').click();
    await expect(page.getByRole('link', { name: "Back to What's on" })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'nb');
    await expect(
      page.getByRole('complementary', { name: 'Practical information' }).getByText('Place', { exact: true }),
    ).toBeVisible();
    await expectAccessible(page);

    await page.goto('/bibliotekene');
    await expect(page.getByRole('heading', { level: 1, name: 'Our libraries' })).toBeVisible();
    for (const state of await page.locator('.library-card .open-now').allTextContents())
      expect(state).toMatch(/^(Open now|Open now \(self-service, no staff\)|Closed now)$/);
    await expectAccessible(page);

    await page.goto('/bibliotekene/bjorvika');
    await expect(page.locator('main')).not.toHaveAttribute('lang', /./);
    await expect(page.getByRole('heading', { level: 2, name: 'Address and contact' })).toBeVisible();
    await expect(page.locator('.hours-table tbody tr').first().locator('th')).toHaveText(/^Monday \d{2}\/\d{2}\/\d{4}/);
    await expect(page.locator('.library-page .lead')).toHaveAttribute('lang', 'nb');
    await expectAccessible(page);

    // The accessibility statement is a Norwegian legal text: its title and feedback form are English, its body bokmål.
    await page.goto('/tilgjengelighet');
    await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Report a problem' })).toBeVisible();
    await expect(page.getByLabel('What was difficult?')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Hvilke krav gjelder' }).locator('xpath=ancestor::*[@lang="nb"]'),
    ).toHaveCount(1);
    await expectAccessible(page);
  });

  test('Kva skjer in nynorsk names the days in nynorsk and hydrates without a mismatch', async ({ page }) => {
    // Browsers carry no nynorsk Intl data: a weekday from Intl would read bokmål in the browser and break hydration
    // (the fixture fails the test on that console error).
    await page.goto('/sprak/nn?tilbake=/hva-skjer');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nn');
    await expect(page.getByRole('heading', { level: 1, name: 'Kva skjer' })).toBeVisible();
    await expect(
      page
        .locator('.events-results .event-card__date')
        .filter({ hasText: /^(måndag|tysdag|onsdag|torsdag|fredag|laurdag|sundag) \d{2}\.\d{2}\.\d{4}$/ })
        .first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Vis fleire arrangement' }).click();
    await expect(page.getByText(/^Viser 40 av \d+$/)).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('Min side', () => {
  test('the overview, loans and reservations in English, with axe', async ({ page }) => {
    await loginWithCard(page, '10000001', '1111', '/min-side');
    await page.goto('/sprak/en?tilbake=/min-side');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('main')).not.toHaveAttribute('lang');
    await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Contents of My page' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Contents of My page' });
    await expect(menu.getByRole('link', { name: 'Reservations', exact: true })).toBeVisible();
    await expectAccessible(page);

    // By the menu, client-side: the loans page in English.
    await followLink(page, menu.getByRole('link', { name: 'Loans', exact: true }));
    await expect(page.getByRole('heading', { level: 1, name: 'Loans' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your loans' })).toBeVisible();
    await expect(page).toHaveTitle(/^Loans/);
    await expectAccessible(page);

    await page.goto('/min-side/bestillinger');
    await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Ready for pickup' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Pause all reservations' })).toBeVisible();
    await expect(page.locator('main')).not.toHaveAttribute('lang');
    await expectAccessible(page);
  });

  test('the profile, loan history, digital content and fines in English, with axe', async ({ page }) => {
    await loginWithCard(page, '10000001', '1111', '/min-side/profil');
    await page.goto('/sprak/en?tilbake=/min-side/profil');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Personal details' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible();
    await expect(page.locator('main')).not.toHaveAttribute('lang');
    await expectAccessible(page);

    for (const [path, heading] of [
      ['/min-side/historikk', 'Loan history'],
      ['/min-side/digitalt', 'Digital content'],
      ['/min-side/gebyrer', 'Fines'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${heading}`));
      await expect(page.locator('main')).not.toHaveAttribute('lang');
      await expectAccessible(page);
    }
  });

  test('the forgotten-PIN page in English, with axe', async ({ page }) => {
    await page.goto('/sprak/en?tilbake=/glemt-pin');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgotten PIN' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Where do you want the link?' })).toBeVisible();
    await expect(page.getByLabel('Library card number or national identity number')).toBeVisible();
    await expect(page).toHaveTitle(/^Forgotten PIN/);
    await expect(page.locator('main')).not.toHaveAttribute('lang');
    await expectAccessible(page);
  });
});

test.describe('staff desk, picking lists and info screens in English', () => {
  test('the desk, picking lists, copy cataloguing and the outbox speak English, the desk nynorsk, with axe', async ({
    page,
  }) => {
    // Five pages with axe on each, on a shared machine.
    test.setTimeout(120_000);
    await loginWithCard(page, '20000002', '7777', '/ansatt/skranke');
    await page.goto('/sprak/en?tilbake=/ansatt/skranke');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const main = page.locator('main');
    await expect(main).not.toHaveAttribute('lang');
    await expect(page).toHaveTitle(/^Desk/);
    await expect(page.getByRole('heading', { level: 1, name: 'Desk' })).toBeVisible();
    for (const heading of ['Lend', 'Return', 'Change status'])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save status' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'New status' })).toContainText('Found (back on the shelf)');
    await expect(main).not.toContainText(/Utlån|Innlevering|Strekkode|Lagre status/);
    await expectAccessible(page);

    // The desk answers in English too (an unknown barcode changes nothing other specs use).
    const mark = page.getByRole('region', { name: 'Change status' });
    await mark.getByLabel('Barcode').fill('NO-SUCH-COPY');
    await mark.getByRole('button', { name: 'Save status' }).click();
    await expect(mark.getByRole('alert')).toHaveText('No copy found with barcode NO-SUCH-COPY.');
    await expectAccessible(page);

    const staffNav = page.getByRole('navigation', { name: 'Staff pages' });
    await followLink(page, staffNav.getByRole('link', { name: 'Picking lists' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Picking lists' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show list' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Library' })).toBeVisible();
    await expect(main).not.toContainText(/Plukkliste|Hylle|Vis liste|Skriv ut/);
    await expectAccessible(page);

    await followLink(page, staffNav.getByRole('link', { name: 'Copy cataloguing' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Copy cataloguing' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search by ISBN' })).toBeVisible();
    await expect(main).not.toContainText(/Kopikatalogisering|Søk etter/);
    await expectAccessible(page);

    await page.goto('/dev/utboks');
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Show messages' }).getByRole('link', { name: /^All \(/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send what is waiting now' })).toBeVisible();
    await expect(main).not.toHaveAttribute('lang');
    await expectAccessible(page);

    await page.goto('/sprak/nn?tilbake=/ansatt/skranke');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nn');
    await expect(page.getByRole('heading', { level: 2, name: 'Innlevering' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Levert inn på' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sider for tilsette' })).toBeVisible();
    await expect(main).not.toHaveAttribute('lang');
    await expectAccessible(page);
  });

  test('an info screen counts down to closing in English and nynorsk, with axe', async ({ page }) => {
    // Grünerløkka closes at 22:00 (screens.spec.ts): 21:50 in Oslo today, on the page's fake clock.
    const now = new Date();
    const date = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(now);
    const offset =
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', timeZoneName: 'shortOffset' })
        .formatToParts(now)
        .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+1';
    const hours = Number(offset.replace('GMT', '') || '0');
    await page.clock.install({ time: new Date(Date.parse(`${date}T21:50:00Z`) - hours * 3_600_000) });
    await page.setViewportSize({ width: 1920, height: 1080 });

    await page.goto('/sprak/en?tilbake=/skjerm/grunerlokka/1-1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('main.screen')).toHaveAttribute('data-rotating', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Information screen: /);
    await expect(page.getByRole('heading', { level: 2, name: /^Welcome to / })).toBeVisible();
    await expect(page.locator('.screen-bar__status')).toHaveText('Closes at 22:00 — in 10 minutes');
    await expect(page.locator('.screen-clock__date')).toHaveText(
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} [A-Z][a-z]+$/,
    );
    await expect(page.getByRole('heading', { level: 3, name: 'The next few days' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/Stenger|Velkommen|I morgen|Åpningstider/);
    await expectAccessible(page);

    await page.goto('/sprak/nn?tilbake=/skjerm/grunerlokka/1-1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nn');
    await expect(page.locator('main.screen')).toHaveAttribute('data-rotating', 'true');
    await expect(page.locator('.screen-bar__status')).toHaveText('Stengjer kl. 22:00 — om 10 minutt');
    await expect(page.locator('.screen-clock__date')).toHaveText(
      /^(Måndag|Tysdag|Onsdag|Torsdag|Fredag|Laurdag|Sundag) \d{1,2}\. [a-z]+$/,
    );
    await expect(page.getByRole('heading', { level: 3, name: 'Dei neste dagane' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/Stenger|Velkommen|I morgen\b|Åpningstider/);
    await expectAccessible(page);
  });
});

test.describe('staff content area in English', () => {
  // An axe scan on each of several pages.
  test.describe.configure({ timeout: 120_000 });

  test('the content front page, the event list and the event form in English, with axe', async ({ page }) => {
    await loginWithCard(page, '20000002', '7777', '/ansatt/innhold');
    await page.goto('/sprak/en?tilbake=/ansatt/innhold');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('main')).not.toHaveAttribute('lang');
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    await expect(page.getByText(/^Hello, .+\. This is where you change the content of the website\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Opening hours exceptions' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change log' })).toBeVisible();
    await expect(page).toHaveTitle(/^Content/);
    await expectAccessible(page);

    // A list, client-side from the front page.
    await followLink(page, page.getByRole('link', { name: 'Events', exact: true }));
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Content' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'New event' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Publish|Unpublish) / }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Delete / }).first()).toBeVisible();
    await expect(page).toHaveTitle(/^Events – content/);
    await expect(page.locator('main')).not.toContainText(/Handlinger|Nytt arrangement|Avpubliser|Slett /);
    await expectAccessible(page);

    // An editor form: English labels, and the error summary in English after an empty post.
    await page.goto('/ansatt/innhold/arrangementer/ny');
    await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Time (Norwegian time)' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Sign-up here on the website' })).toBeVisible();
    await expect(page.getByLabel('Requires sign-up')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cancel' })).toBeVisible();
    await expect(page.locator('main')).not.toHaveAttribute('lang');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create event' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'The form has errors that need correcting' });
    await expect(summary).toBeFocused();
    await expect(page.getByRole('link', { name: /^Title: / })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/Tittel|Påmelding her|Opprett arrangement|Avbryt/);
    await expectAccessible(page);
  });

  test('the change log and a delete confirmation in nynorsk', async ({ page }) => {
    await loginWithCard(page, '20000002', '7777', '/ansatt/innhold/logg');
    await page.goto('/sprak/nn?tilbake=/ansatt/innhold/logg');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nn');
    await expect(page.getByRole('heading', { level: 1, name: 'Endringslogg' })).toBeVisible();
    await expect(page.getByLabel('Innhaldstype')).toBeVisible();
    // The log may be empty on a fresh database: its filter is there either way.
    await expect(page.getByRole('option', { name: 'Alle typar' })).toBeAttached();
    await expect(page.getByRole('option', { name: 'Avvik i opningstider' })).toBeAttached();
    await expect(page.locator('main')).not.toHaveAttribute('lang');
    await expectAccessible(page);

    await page.goto('/ansatt/innhold/bannere');
    await expect(page.getByRole('heading', { level: 1, name: 'Banner' })).toBeVisible();
    await page
      .getByRole('link', { name: /^Slett / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Slette banner?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ja, slett banneret' })).toBeVisible();
    await expect(page.getByText(/forsvinn frå nettsidene med ein gong/)).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('lists, sign-up and event search in English and nynorsk', () => {
  /** No bokmål of these pages may show: each phrase is only in the bokmål catalogue. */
  const expectNoBokmal = async (page: Page, phrases: readonly string[]) => {
    for (const phrase of phrases) await expect(page.locator('main')).not.toContainText(phrase);
  };

  test('huskeliste, the work page’s list dialog and like button in English, huskeliste in nynorsk, with axe', async ({
    page,
  }) => {
    test.slow();
    await loginWithCard(page, '10000001', '1111', '/min-side/huskeliste');
    await page.goto('/sprak/en?tilbake=/min-side/huskeliste');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved lists' })).toBeVisible();
    await expect(page).toHaveTitle(/^Saved lists/);
    await expect(page.getByRole('heading', { level: 2, name: 'New list' })).toBeVisible();
    const summer = page.getByRole('region', { name: 'Sommerlesing' });
    await expect(summer.getByText(/^\d+ titles?$/)).toBeVisible();
    await expect(summer.getByRole('button', { name: 'Delete list Sommerlesing' })).toBeVisible();
    await expect(summer.getByRole('button', { name: /^Remove .+ from Sommerlesing$/ }).first()).toBeVisible();
    // SPEC §5's 'Mangler navn', in English.
    await page.getByRole('button', { name: 'Create list' }).click();
    await expect(page.getByText('Name missing')).toBeVisible();
    await expect(page.getByLabel('Name of the new list')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('main')).not.toHaveAttribute('lang');
    await expectNoBokmal(page, ['Huskelister', 'Lag liste', 'Mangler navn', 'Gi nytt navn', 'Slett liste', 'titler']);
    await expectAccessible(page);

    // The delete confirmation dialog.
    await summer.getByRole('button', { name: 'Delete list Sommerlesing' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete the list?' });
    await expect(
      confirm.getByText(/^The list “Sommerlesing” and (the one title|the \d+ titles) in it will be deleted\.$/),
    ).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    // A work page: 'Like' and 'Add to list' with its dialog.
    const search = (await (await page.request.get('/api/search?query=hvalen&pageSize=1')).json()) as {
      hits: { work: { path: string } }[];
    };
    await page.goto(search.hits[0].work.path);
    await expect(page.getByRole('button', { name: /^Like / }).first()).toBeVisible();
    await page
      .getByRole('button', { name: /^Add to list: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add to list' });
    await expect(dialog.getByRole('group', { name: 'Choose a list' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'New list' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
    await expectNoBokmal(page, ['Legg til i liste', 'Velg liste', 'Logg inn for å like']);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/sprak/nn?tilbake=/min-side/huskeliste');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nn');
    await expect(page.getByRole('heading', { level: 1, name: 'Hugselister' })).toBeVisible();
    await expect(page.getByText('Gi nytt namn').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sommerlesing' }).getByText(/^\d+ (tittel|titlar)$/)).toBeVisible();
    await expect(page.locator('main')).not.toHaveAttribute('lang');
    await expectNoBokmal(page, ['Huskelister', 'Navn på ny liste', 'Lagre navn']);
    await expectAccessible(page);
  });

  test('litteratur and a librarian’s list in English and nynorsk, with axe', async ({ page }) => {
    await page.goto('/sprak/en?tilbake=/litteratur');
    await expect(page.getByRole('heading', { level: 1, name: 'Literature' })).toBeVisible();
    await expect(page).toHaveTitle(/^Literature/);
    const lists = page.getByRole('region', { name: 'Lists from the librarians' });
    await expect(lists.getByRole('navigation', { name: 'Show lists for' })).toBeVisible();
    await expect(lists.getByRole('link', { name: 'Books', exact: true })).toHaveAttribute(
      'href',
      '/litteratur?mediaType=Bok',
    );
    await expect(page.getByRole('region', { name: 'New recommendations' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search the recommendations' })).toBeVisible();
    await expect(page.locator('main')).not.toHaveAttribute('lang');
    await expectNoBokmal(page, ['Lister fra bibliotekarene', 'Nye anbefalinger', 'Vis lister for']);
    await expectAccessible(page);

    await page.goto('/lister/3');
    await expect(page.getByRole('heading', { level: 1, name: 'Norsk film du må se' })).toHaveAttribute('lang', 'nb');
    await expect(page.getByRole('link', { name: 'Literature' })).toHaveAttribute('href', '/litteratur');
    await expect(page.getByText(/^Made by /)).toContainText(/Published .+ · \d+ titles?/);
    await expect(page.locator('main')).not.toHaveAttribute('lang');
    await expectNoBokmal(page, ['Laget av', 'Publisert']);
    await expectAccessible(page);

    await page.goto('/sprak/nn?tilbake=/litteratur');
    await expect(page.getByRole('heading', { level: 1, name: 'Litteratur' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lister frå bibliotekarane' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Teikneseriar', exact: true })).toBeVisible();
    await expectNoBokmal(page, ['Lister fra bibliotekarene', 'Vis flere lister']);
    await expectAccessible(page);
  });

  test('/sok-event in English and nynorsk, with axe', async ({ page }) => {
    await page.goto('/sprak/en?tilbake=/sok-event/foredrag');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Search events');
    await expect(page.getByText(/^\d+ events?$/)).toBeVisible();
    await expect(page.getByRole('link', { name: "Filter the results on What's on" })).toHaveAttribute(
      'href',
      '/hva-skjer?query=foredrag',
    );
    await expect(page.locator('main')).not.toHaveAttribute('lang');
    await expectNoBokmal(page, ['Filtrer treffene', 'Søk i arrangementer']);
    await expectAccessible(page);

    await page.goto('/sprak/nn?tilbake=/sok-event/foredrag');
    await expect(page.getByRole('link', { name: 'Filtrer treffa på Kva skjer' })).toBeVisible();
    await expect(page.locator('main')).not.toHaveAttribute('lang');
    await expectAccessible(page);
  });

  test('the sign-up page and its field errors in English and nynorsk, with axe', async ({ page }) => {
    await page.goto('/sprak/en?tilbake=/registrer-deg');
    await expect(page.getByRole('heading', { level: 1, name: 'Become a borrower' })).toBeVisible();
    await expect(page).toHaveTitle(/^Become a borrower/);
    await expect(page.getByRole('button', { name: 'Become a borrower with ID-porten' })).toBeVisible();
    const form = page.getByRole('main');
    await form.getByLabel('First name').fill('Ola');
    await form.getByRole('button', { name: 'Become a borrower', exact: true }).click();
    await expect(page.getByText('Correct the errors in the form and try again.')).toBeVisible();
    await expect(page.getByText('Fill in your last name.')).toBeVisible();
    await expect(page.getByText('You must accept the lending rules to become a borrower.')).toBeVisible();
    await expect(form.getByLabel('Pickup library')).toBeVisible();
    await expect(page.locator('main')).not.toHaveAttribute('lang');
    await expectNoBokmal(page, ['Bli låner', 'Fornavn', 'Fyll inn', 'utlånsreglementet', 'Rett opp']);
    await expectAccessible(page);

    await page.goto('/sprak/nn?tilbake=/registrer-deg');
    await expect(page.getByRole('heading', { level: 1, name: 'Bli lånar' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Bli lånar', exact: true }).click();
    await expect(page.getByText('Fyll inn førenamn.')).toBeVisible();
    await expect(page.getByText('Du må godta utlånsreglementet for å bli lånar.')).toBeVisible();
    await expect(page.locator('main')).not.toHaveAttribute('lang');
    await expectNoBokmal(page, ['Bli låner', 'Fornavn', 'Etternavn']);
    await expectAccessible(page);
  });
});

test.describe('server and core messages in English', () => {
  test('a refused renewal’s reason and the page’s Open Graph locale in English, with axe', async ({ page }) => {
    await loginWithCard(page, '10000001', '1111', '/min-side/laan');
    await page.goto('/sprak/en?tilbake=/min-side/laan');
    await expect(page.getByRole('heading', { level: 1, name: 'Loans' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(
      main.getByText('The loan cannot be renewed because someone else has reserved it.').first(),
    ).toBeVisible();
    await expect(main).not.toContainText('Lånet kan ikke fornyes');
    await expectAccessible(page);

    await page.goto('/');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
  });
});

test.describe('shared cards’ type labels and the browser’s own network texts in English and nynorsk', () => {
  /** A post that never reaches the server: the toggle's clientAction answers with the network text (toggle-answer.ts). */
  const saveSearchOffline = async (page: Page, consoleErrors: string[], button: RegExp, text: string) => {
    const posts = (route: Route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue();
    await page.route('**/sok/**', posts);
    await page.getByRole('button', { name: button }).click();
    await expect(page.locator('.toast', { hasText: text })).toBeVisible();
    await page.unroute('**/sok/**', posts);
    // The browser logs the failed request; that is the point here.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED')),
    );
  };

  test('a search hit’s media type, an event card’s type and an offline post’s text are translated, with axe', async ({
    page,
    consoleErrors,
  }) => {
    test.slow();
    await loginWithCard(page, '10000001', '1111', '/');

    await page.goto('/sprak/en?tilbake=/');
    await page.goto('/sok/roman?filter=mediaType_Bok');
    await expect(page.getByRole('list', { name: 'Media types' }).first()).toContainText('Book');
    await expect(page.getByRole('link', { name: 'Remove the filter Book' })).toBeVisible();
    await saveSearchOffline(
      page,
      consoleErrors,
      /^(Save the search|Delete the saved search)$/,
      'We could not reach the library. Check your internet connection and try again.',
    );
    await expectAccessible(page);

    await page.goto('/hva-skjer?eventType=Konsert');
    await expect(page.getByRole('checkbox', { name: /^Concert/ })).toBeChecked();
    await expect(page.locator('.event-card__meta').first()).toContainText('Concert');
    await expect(page.locator('main')).not.toContainText('Konsert ·');
    await expectAccessible(page);

    await page.goto('/sprak/nn?tilbake=/');
    await page.goto('/sok/*?filter=mediaType_Tegneserie');
    await expect(page.getByRole('list', { name: /medietypar/i }).first()).toContainText('Teikneserie');
    await saveSearchOffline(
      page,
      consoleErrors,
      /^(Lagre søket|Slett det lagra søket)$/,
      'Fekk ikkje kontakt med biblioteket. Sjekk nettsambandet og prøv igjen.',
    );
    await expectAccessible(page);

    await page.goto('/hva-skjer?eventType=Foredrag');
    await expect(page.locator('.event-card__meta').first()).toContainText('Føredrag');
    await expectAccessible(page);
  });
});
