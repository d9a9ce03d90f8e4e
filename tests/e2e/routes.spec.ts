// Visits every route registered in app/routes.ts with a concrete address, checks the status and scans with axe.
import { test as httpTest } from '@playwright/test';
import { matchPath } from 'react-router';
import routes from '../../app/routes.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// Tests that need no browser page use Playwright's own `test`: the fixtures' console watch would open a page for each.

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
  '/glemt-pin',
  '/glemt-pin/ugyldig-lenke',
  '/konto-slettet',
  '/hva-skjer/1',
  '/hva-skjer/8',
  '/hva-skjer?branch=Bjørvika&weekend=true',
  '/litteratur?mediaType=Film',
  '/lister/1',
  '/bibliotekar/1',
  '/inspirasjon/bøker',
  '/inspirasjon/tegneserier',
  '/inspirasjon/film',
  '/inspirasjon/musikk',
  '/moterom-gratis',
  '/moterom-utleie',
  '/event-og-konferanse',
  '/vi-tilbyr?serviceForm=Kurs og læring',
  '/bibliotekene/bjorvika',
  '/bibliotekene/st-hanshaugen',
  '/personvern',
  '/utlansreglement',
  '/ordensreglement',
  '/kontakt-oss',
  '/for-media',
  '/in-english',
  '/ofte-stilte-sporsmal',
  '/om-oss',
  '/hvem-vi-er',
  '/samarbeid-med-oss',
  '/tilgjengelighet',
  '/sok/Hamsun',
  '/sok/*',
  '/sok-event/konsert',
  '/sok-person/Ibsen',
  '/sok-info/bjørvika',
  '/sok-anbefaling/krim',
  '/person/knut-hamsun_1',
  '/korporasjon/a-ha_79',
  '/forlagsserie/den-store-bokklubben_1',
  '/serie/harry-potter_1',
];
/**
 * Pages another spec opens and scans with axe as they load (each scan costs more than the page load, and CI's time is
 * spent): here only their answer is checked, over HTTP.
 */
const scannedElsewhere = [
  '/', // shell.spec.ts, home.spec.ts
  '/logg-inn',
  '/registrer-deg', // accounts.spec.ts
  '/hva-skjer', // events.spec.ts
  '/litteratur',
  '/historien',
  '/friby',
  '/bruk-biblioteket', // content.spec.ts
  '/vi-tilbyr',
  '/vi-tilbyr/1', // services.spec.ts
  '/bibliotekene', // libraries.spec.ts
  '/verk/sult_1', // circulation.spec.ts
  '/skjerm/bjorvika/0-1', // screens.spec.ts
];
const notFound = [
  '/finnes-ikke',
  '/inspirasjon/romaner',
  '/bibliotekene/atlantis',
  '/vi-tilbyr/999999',
  '/vi-tilbyr/abc',
  '/lister/9',
  '/lister/abc',
  '/bibliotekar/999',
  '/person/ingen_999999',
  '/verk/ingen_999999',
  '/person/uten-id',
  '/skjerm/ukjent-skjerm',
  '/hva-skjer/999999',
  '/hva-skjer/151',
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
  // Personal and staff pages send anonymous visitors to login and back; the specs of each area visit them logged in.
  ...[
    '/min-side',
    '/min-side/laan',
    '/min-side/bestillinger',
    '/min-side/huskeliste',
    '/min-side/historikk',
    '/min-side/digitalt',
    '/min-side/profil',
    '/min-side/gebyrer',
    '/min-side/betaling',
    '/min-side/kort',
    '/min-side/varsler',
    '/min-side/slett-konto',
    '/ansatt/plukklister',
    '/ansatt/skranke',
    '/ansatt/kopikatalogisering',
    // Staff content pages (issue #4); content-admin.spec.ts visits them logged in.
    '/ansatt/innhold',
    '/ansatt/innhold/logg',
    '/ansatt/innhold/arrangementer',
    '/ansatt/innhold/arrangementer/ny',
    '/ansatt/innhold/arrangementer/1',
    '/ansatt/innhold/arrangementer/1/slett',
    '/ansatt/innhold/bannere',
    '/ansatt/innhold/bannere/ny',
    '/ansatt/innhold/bannere/1',
    '/ansatt/innhold/apningstider',
    '/ansatt/innhold/apningstider/ny',
    '/ansatt/innhold/apningstider/1-2026-12-24',
    '/ansatt/innhold/tjenester',
    '/ansatt/innhold/tjenester/ny',
    '/ansatt/innhold/tjenester/1',
    '/ansatt/innhold/sider',
    '/ansatt/innhold/sider/1',
    '/ansatt/innhold/kampanjer',
    '/ansatt/innhold/kampanjer/ny',
    '/ansatt/innhold/kampanjer/1',
    '/ansatt/innhold/lister',
    '/ansatt/innhold/lister/ny',
    '/ansatt/innhold/lister/1',
    '/ansatt/innhold/arrangementer/9/pameldte',
    '/ansatt/innhold/arrangementer/9/pameldte.csv',
  ].map((from) => ({ from, to: `/logg-inn?callbackUrl=${from}` })),
  // The patron's own data as downloads (issue #20); my-data.spec.ts downloads them logged in.
  ...['/min-side/historikk.csv', '/min-side/mine-data.json'].map((from) => ({
    from,
    to: `/logg-inn?callbackUrl=${from}`,
  })),
  // Information-screen layouts (issue #8); screens.spec.ts visits them logged in.
  ...['/ansatt/innhold/skjermer', '/ansatt/innhold/skjermer/entrance'].map((from) => ({
    from,
    to: `/logg-inn?callbackUrl=${from}`,
  })),
];

// Resource routes that answer with a script (issue #20: the offline card's service worker).
const scripts = ['/min-side/kort-sw.js'];

httpTest('every registered route has an address in this test', () => {
  const uncovered = patterns(routes as RouteEntry[]).filter(
    (pattern) =>
      ![...ok, ...scannedElsewhere, ...notFound, ...redirects.map((r) => r.from), ...scripts].some((url) =>
        matchPath(pattern, decodeURI(url.split('?')[0])),
      ),
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

httpTest('pages scanned in other specs answer 200 in Norwegian with one main heading', async ({ request }) => {
  const answers = await Promise.all(
    scannedElsewhere.map(async (url) => {
      const response = await request.get(url, { maxRedirects: 0 });
      const html = await response.text();
      return `${url} ${response.status()} lang=${/<html[^>]* lang="([^"]+)"/.exec(html)?.[1]} h1=${html.match(/<h1[\s>]/g)?.length ?? 0}`;
    }),
  );
  expect(answers).toEqual(scannedElsewhere.map((url) => `${url} 200 lang=nb h1=1`));
});

httpTest('the offline card worker is served as a script with a policy of its own', async ({ request }) => {
  const response = await request.get('/min-side/kort-sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
});

// The 404 page is one template, rendered in the browser and scanned in shell.spec.ts: here each address's answer.
httpTest('unknown things answer 404 with the Norwegian page', async ({ request }) => {
  const answers = await Promise.all(
    notFound.map(async (url) => {
      const response = await request.get(url, { maxRedirects: 0 });
      const html = await response.text();
      return `${url} ${response.status()} ${/<h1[^>]*>Siden finnes ikke<\/h1>/.test(html) ? 'Siden finnes ikke' : 'no Norwegian heading'}`;
    }),
  );
  expect(answers).toEqual(notFound.map((url) => `${url} 404 Siden finnes ikke`));
});

httpTest('redirects answer 302 with the right address', async ({ request }) => {
  const answers = await Promise.all(
    redirects.map(async ({ from }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      return `${from} ${response.status()} ${decodeURIComponent(response.headers()['location'] ?? '')}`;
    }),
  );
  expect(answers).toEqual(redirects.map(({ from, to }) => `${from} 302 ${to}`));
});

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
  '/bibliotekene/%00',
  '/hva-skjer?q=%00',
  '/hva-skjer?branch=%00',
  '/sok/%00',
  '/sok/a%00b',
  '/sok-person/%00',
  '/vi-tilbyr?q=%00',
  '/verk/sult_2147483648',
  '/verk/x_99999999999999999999',
  '/hva-skjer/2147483648',
  '/lister/2147483648',
  '/vi-tilbyr/2147483648',
  '/bibliotekar/2147483648',
  '/person/knut-hamsun_2147483648',
  '/serie/x_9223372036854775808',
  '/skjerm/%00',
  '/litteratur?side=2147483648',
  '/hva-skjer?page=99999999999',
  '/sok/Hamsun?side=2147483648',
  '/sok/Hamsun?yearFrom=99999999999',
  '/glemt-pin/%00',
  '/inspirasjon/%00',
];
httpTest('hostile addresses answer 400 or 404, never a server error', async ({ request }) => {
  const statuses = await Promise.all(
    hostile.map(async (url) => `${url} ${(await request.get(url, { maxRedirects: 0 })).status()}`),
  );
  expect(statuses.filter((line) => !/ (200|302|400|404)$/.test(line))).toEqual([]);
});
