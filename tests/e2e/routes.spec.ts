// Visits every route registered in app/routes.ts with a concrete address, checks the status and scans with axe.
import { matchPath } from 'react-router';
import routes from '../../app/routes.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every path pattern of the route table, joined with its parents' paths. */
function patterns(entries: RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent || '/';
    const own = entry.path || entry.index ? [here] : [];
    return [...own, ...patterns(entry.children ?? [], entry.path ? here : parent)];
  });
}

// Concrete addresses; ids come from the deterministic demo seed.
const ok = [
  '/', '/logg-inn', '/registrer-deg', '/glemt-pin', '/glemt-pin/ugyldig-lenke',
  '/min-side', '/min-side/laan', '/min-side/bestillinger', '/min-side/huskeliste', '/min-side/historikk',
  '/min-side/digitalt', '/min-side/profil', '/min-side/gebyrer', '/min-side/betaling', '/ansatt/plukklister', '/ansatt/skranke',
  '/ansatt/kopikatalogisering',
  // The digital card and deleting one's account (issue #20): anonymous visitors see the login page.
  '/min-side/kort', '/min-side/slett-konto', '/konto-slettet',
  '/hva-skjer', '/hva-skjer/1', '/hva-skjer/8', '/hva-skjer?branch=Bjørvika&weekend=true', '/litteratur', '/litteratur?mediaType=Film', '/lister/1', '/bibliotekar/1',
  '/inspirasjon/bøker', '/inspirasjon/tegneserier', '/inspirasjon/film', '/inspirasjon/musikk',
  '/moterom-gratis', '/moterom-utleie', '/event-og-konferanse',
  '/vi-tilbyr', '/vi-tilbyr?serviceForm=Kurs og læring', '/vi-tilbyr/1',
  '/bibliotekene', '/bibliotekene/bjorvika', '/bibliotekene/st-hanshaugen',
  '/personvern', '/utlansreglement', '/ordensreglement', '/kontakt-oss', '/for-media', '/in-english',
  '/ofte-stilte-sporsmal', '/om-oss', '/historien', '/hvem-vi-er', '/friby', '/bruk-biblioteket', '/samarbeid-med-oss', '/tilgjengelighet',
  '/sok/Hamsun', '/sok/*', '/verk/sult_1', '/sok-event/konsert', '/sok-person/Ibsen', '/sok-info/bjørvika', '/sok-anbefaling/krim',
  '/person/knut-hamsun_1', '/korporasjon/a-ha_79', '/forlagsserie/den-store-bokklubben_1', '/serie/harry-potter_1',
  '/skjerm/bjorvika/0-1',
];
const notFound = [
  '/finnes-ikke', '/inspirasjon/romaner', '/bibliotekene/atlantis', '/vi-tilbyr/999999', '/vi-tilbyr/abc', '/lister/9', '/lister/abc', '/bibliotekar/999',
  '/person/ingen_999999', '/verk/ingen_999999', '/person/uten-id', '/skjerm/ukjent-skjerm', '/hva-skjer/999999', '/hva-skjer/151',
  // A visitor's cancel link with a token nobody was given (issue #21).
  '/hva-skjer/avmelding/ugyldig-lenke',
];

const redirects = [
  { from: '/sok?query=  Ibsen ', to: '/sok/Ibsen' },
  { from: '/sok?query=', to: '/sok/*' },
  // The language choice (decision 028) remembers the language and returns to the page; i18n.spec.ts follows it.
  { from: '/sprak/nb?tilbake=/hva-skjer', to: '/hva-skjer' },
  // The outbox holds PIN-reset links: administrators only, in every mode (accounts.spec.ts reads it logged in).
  { from: '/dev/utboks', to: '/logg-inn?callbackUrl=/dev/utboks' },
  // Staff content pages (issue #4) send anonymous visitors to login; content-admin.spec.ts visits them logged in.
  ...[
    '/ansatt/innhold', '/ansatt/innhold/logg', '/ansatt/innhold/arrangementer', '/ansatt/innhold/arrangementer/ny',
    '/ansatt/innhold/arrangementer/1', '/ansatt/innhold/arrangementer/1/slett', '/ansatt/innhold/bannere', '/ansatt/innhold/bannere/ny',
    '/ansatt/innhold/bannere/1', '/ansatt/innhold/apningstider', '/ansatt/innhold/apningstider/ny', '/ansatt/innhold/apningstider/1-2026-12-24',
    '/ansatt/innhold/tjenester', '/ansatt/innhold/tjenester/ny', '/ansatt/innhold/tjenester/1', '/ansatt/innhold/sider', '/ansatt/innhold/sider/1',
    '/ansatt/innhold/kampanjer', '/ansatt/innhold/kampanjer/ny', '/ansatt/innhold/kampanjer/1', '/ansatt/innhold/lister', '/ansatt/innhold/lister/ny',
    '/ansatt/innhold/lister/1', '/ansatt/innhold/arrangementer/9/pameldte', '/ansatt/innhold/arrangementer/9/pameldte.csv',
  ].map((from) => ({ from, to: `/logg-inn?callbackUrl=${from}` })),
  // The patron's own data as downloads (issue #20); my-data.spec.ts downloads them logged in.
  ...['/min-side/historikk.csv', '/min-side/mine-data.json'].map((from) => ({ from, to: `/logg-inn?callbackUrl=${from}` })),
  // Information-screen layouts (issue #8); screens.spec.ts visits them logged in.
  ...['/ansatt/innhold/skjermer', '/ansatt/innhold/skjermer/entrance'].map((from) => ({ from, to: `/logg-inn?callbackUrl=${from}` })),
];

// Resource routes that answer with a script (issue #20: the offline card's service worker).
const scripts = ['/min-side/kort-sw.js'];

test('every registered route has an address in this test', () => {
  const uncovered = patterns(routes as RouteEntry[]).filter(
    (pattern) => ![...ok, ...notFound, ...redirects.map((r) => r.from), ...scripts].some((url) => matchPath(pattern, decodeURI(url.split('?')[0]))),
  );
  expect(uncovered).toEqual([]);
});

for (const url of ok) {
  test(`${url} renders and passes axe`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectAccessible(page);
  });
}

test('the offline card worker is served as a script with a policy of its own', async ({ request }) => {
  const response = await request.get('/min-side/kort-sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
});

for (const url of notFound) {
  test(`${url} answers 404 with the Norwegian page`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Siden finnes ikke' })).toBeVisible();
    await expectAccessible(page);
  });
}

for (const { from, to } of redirects) {
  test(`${from} redirects to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(decodeURIComponent(response.headers()['location'])).toBe(to);
  });
}

test('presentation screens render without header, footer or banner', async ({ page }) => {
  await page.goto('/skjerm/bjorvika/0-1');
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByTestId('site-banner')).toHaveCount(0);
  // Bare also in demo mode: the Demo marker belongs to the shell (docs/decisions/021).
  await expect(page.getByTestId('demo-marker')).toHaveCount(0);
});

test('the FAQ anchor from the footer exists', async ({ page }) => {
  await page.goto('/ofte-stilte-sporsmal#om-søk-og-min-side');
  await expect(page.locator('[id="om-søk-og-min-side"]')).toBeVisible();
});

// Hostile addresses (issue #15): NUL bytes and ids past 2^31 get the 400 or 404 page, never a 500.
const hostile = [
  '/bibliotekene/%00', '/hva-skjer?q=%00', '/hva-skjer?branch=%00', '/sok/%00', '/sok/a%00b', '/sok-person/%00', '/vi-tilbyr?q=%00',
  '/verk/sult_2147483648', '/verk/x_99999999999999999999', '/hva-skjer/2147483648', '/lister/2147483648', '/vi-tilbyr/2147483648',
  '/bibliotekar/2147483648', '/person/knut-hamsun_2147483648', '/serie/x_9223372036854775808', '/skjerm/%00',
  '/litteratur?side=2147483648', '/hva-skjer?page=99999999999', '/sok/Hamsun?side=2147483648', '/sok/Hamsun?yearFrom=99999999999',
  '/glemt-pin/%00', '/inspirasjon/%00',
];
test('hostile addresses answer 400 or 404, never a server error', async ({ request }) => {
  const statuses = await Promise.all(hostile.map(async (url) => `${url} ${(await request.get(url, { maxRedirects: 0 })).status()}`));
  expect(statuses.filter((line) => !/ (200|302|400|404)$/.test(line))).toEqual([]);
});
