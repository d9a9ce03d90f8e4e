// The home page as a visitor meets it: server-rendered sections, the day's campaign, real resized images without
// layout shift, the banner dismissed by keyboard, and the image endpoint's refusals — with an axe scan of every state;
// and what the home, a work and a library page tell search engines and link previews (docs/decisions/027).
import { expect, expectAccessible, test } from './fixtures.ts';

test('the home page is server-rendered with one h1, the campaign and every section, even without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Velkommen til biblioteket');
  const hero = page.getByTestId('campaign-hero');
  await expect(hero.getByRole('heading', { level: 2, name: 'Bli låner – det er gratis' })).toBeVisible();
  await expect(hero.getByRole('link', { name: /Les mer/ })).toHaveAttribute('href', '/registrer-deg');
  for (const name of [
    'Hva skjer',
    'Nye tegneserier hver uke',
    'Bibliotekarene anbefaler',
    'Lister fra bibliotekarene',
    'Utvalgte tjenester',
    'Åpningstider i dag',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  // The search box still works as a plain GET form.
  const search = page.getByRole('search', { name: 'Søk etter bøker, filmer, musikk og mer' });
  await search.getByRole('searchbox').fill('Hamsun');
  await search.getByRole('button', { name: 'Søk' }).click();
  await expect(page).toHaveURL(/\/sok\/Hamsun$/);
  await context.close();
});

test('sections link on: events to their pages, picks to search and the librarian, hours to the libraries', async ({
  page,
}) => {
  await page.goto('/');
  const events = page.getByRole('region', { name: 'Hva skjer' });
  await expect(events.getByRole('link', { name: 'Alle arrangementer' })).toHaveAttribute('href', '/hva-skjer');
  const eventLinks = events.getByRole('heading', { level: 3 }).getByRole('link');
  expect(await eventLinks.count()).toBeGreaterThan(0);
  for (const href of await eventLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/hva-skjer\/\d+$/);

  const picks = page.getByRole('region', { name: 'Bibliotekarene anbefaler' });
  await expect(picks.getByRole('listitem')).toHaveCount(4);
  await expect(picks.getByRole('link', { name: /^Anbefalt av / }).first()).toHaveAttribute(
    'href',
    /^\/bibliotekar\/\d+$/,
  );
  await expect(
    page
      .getByRole('region', { name: 'Lister fra bibliotekarene' })
      .getByRole('heading', { level: 3 })
      .first()
      .getByRole('link'),
  ).toHaveAttribute('href', /^\/lister\/\d+$/);

  const hours = page.getByRole('region', { name: 'Åpningstider i dag' });
  const table = hours.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Bibliotek', 'I dag', 'Nå']);
  await expect(table.getByRole('rowheader')).toHaveCount(8);
  await expect(table.getByRole('rowheader').first()).toHaveText('Bjørvika');
  await expect(table.getByRole('cell').first()).toHaveText(/^(\d\d:\d\d - \d\d:\d\d|Stengt i dag)/);
  await table.getByRole('link', { name: 'Grünerløkka' }).click();
  await expect(page).toHaveURL(/\/bibliotekene\/grunerlokka$/);
});

test('pictures are real resized images with width and height, the hero eager and the rest lazy, and nothing shifts', async ({
  page,
}) => {
  // Record layout shifts from the first paint (SPEC/DESIGN: no layout shift).
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  const images = page.locator('main img');
  expect(await images.count()).toBeGreaterThan(10);
  const attributes = await images.evaluateAll((list) =>
    (list as HTMLImageElement[]).map((img) => ({
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.loading,
      src: img.getAttribute('src'),
      srcset: img.srcset,
      priority: img.fetchPriority,
    })),
  );
  expect(attributes.every((a) => Number(a.width) > 0 && Number(a.height) > 0)).toBe(true);
  expect(attributes.every((a) => a.src?.startsWith('/api/images/resize/'))).toBe(true);
  // The first picture is the campaign hero: fetched eagerly and with high priority; all others wait for scrolling.
  expect(attributes[0]).toMatchObject({ loading: 'eager', priority: 'high' });
  expect(attributes[0].srcset).toContain('/api/images/resize/768/images/campaigns/bli-laner.jpg 768w');
  expect(attributes.slice(1).every((a) => a.loading === 'lazy')).toBe(true);
  // Recommended works show covers drawn from the catalogue record.
  expect(attributes.some((a) => /^\/api\/images\/resize\/\d+\/covers\/\d+\.jpg$/.test(a.src ?? ''))).toBe(true);

  const hero = images.first();
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(300);

  // Scroll through the page: every lazy picture loads as a real image.
  for (let y = 0; y < 6000; y += 500) await page.mouse.wheel(0, 500);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect
    .poll(
      () =>
        images.evaluateAll(
          (list) => (list as HTMLImageElement[]).filter((img) => !(img.complete && img.naturalWidth > 0)).length,
        ),
      { timeout: 15_000 },
    )
    .toBe(0);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  // Bench runs measure CLS 0; on a loaded CI machine a small late shift (0.014) has been seen once,
  // so this guards against real layout jumps while the source of that one is investigated.
  expect(shift).toBeLessThan(0.05);
  await expectAccessible(page);
});

test('the banner can be dismissed by keyboard on the home page; focus moves on and it stays away', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByTestId('site-banner');
  await expect(banner).toBeVisible();
  await expectAccessible(page);
  const close = banner.getByRole('button', { name: 'Lukk melding' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(page.locator('.site-logo')).toBeFocused();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('site-banner')).toBeHidden();
  await expectAccessible(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the home page fits the screen and stays accessible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('campaign-hero')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});

test.describe('the image endpoint', () => {
  test('answers a real WebP to a browser and JPEG to others, with cache headers', async ({ request }) => {
    const webp = await request.get('/api/images/resize/480/images/events/konsert.jpg', {
      headers: { accept: 'image/webp,*/*' },
    });
    expect(webp.status()).toBe(200);
    expect(webp.headers()['content-type']).toBe('image/webp');
    expect(webp.headers()['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect((await webp.body()).subarray(8, 12).toString('latin1')).toBe('WEBP');
    const jpeg = await request.get('/api/images/resize/320/images/libraries/bjorvika.jpg', {
      headers: { accept: 'image/jpeg' },
    });
    expect(jpeg.headers()['content-type']).toBe('image/jpeg');
    expect((await jpeg.body()).subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  test('refuses other widths and unsafe paths with Norwegian JSON errors', async ({ request }) => {
    const width = await request.get('/api/images/resize/500/images/events/konsert.jpg');
    expect(width.status()).toBe(400);
    expect((await width.json()).error.message).toContain(
      'Bildebredden må være en av 320, 480, 768, 1152, 1440 eller 1920',
    );
    const traversal = await request.get('/api/images/resize/480/images/..%2F..%2Fpackage.json');
    expect(traversal.status()).toBe(400);
    expect((await traversal.json()).error.message).toContain('Ugyldig bildesti');
    const missing = await request.get('/api/images/resize/480/images/events/finnes-ikke.jpg');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'image_not_found', message: 'Fant ikke bildet.' } });
  });
});

test('the home, a work and a library page tell search engines and link previews what they are (JSON-LD, canonical, Open Graph)', async ({
  page,
  baseURL,
}) => {
  const expectations = [
    { path: '/', type: 'WebSite', ogType: 'website' },
    { path: '/verk/sult_1', type: 'Book', ogType: 'book' },
    {
      path: '/bibliotekene/bjorvika?uke=2099-01-05',
      canonical: '/bibliotekene/bjorvika',
      type: 'Library',
      ogType: 'website',
    },
  ];
  for (const { path, canonical, type, ogType } of expectations) {
    await page.goto(path);
    const documents = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    expect(documents).toHaveLength(1);
    const [document] = documents;
    expect(document['@context']).toBe('https://schema.org');
    const nodes = (document['@graph'] as Record<string, unknown>[] | undefined) ?? [document];
    const node = nodes.find((n) => n['@type'] === type);
    expect(node, `${type} on ${path}`).toBeDefined();
    const url = `${baseURL}${canonical ?? path}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', ogType);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /^summary/);
    if (type === 'Book') {
      expect(node).toMatchObject({ author: [{ '@type': 'Person', name: 'Knut Hamsun' }] });
      expect(
        (node?.workExample as { isbn?: string }[]).some((edition) => /^97[89]\d{10}$/.test(edition.isbn ?? '')),
      ).toBe(true);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${baseURL}/`));
    }
    if (type === 'Library') expect((node?.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);
    if (type === 'WebSite')
      expect(node).toMatchObject({
        potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${baseURL}/sok/{search_term_string}` } },
      });
  }
});

test('every other public page names its canonical address, Open Graph and Twitter card; entity pages carry their JSON-LD', async ({
  request,
  baseURL,
}) => {
  // The server's HTML read directly (no browser: nothing renders, so nothing for axe to scan); [address, canonical].
  const pages: [string, string][] = [
    ['/hva-skjer/1', '/hva-skjer/1'],
    ['/hva-skjer?page=2', '/hva-skjer'],
    ['/hva-skjer?weekend=true&page=2', '/hva-skjer?weekend=true'],
    ['/sok-event/konsert?page=2', '/sok-event/konsert'],
    ['/litteratur?mediaType=Film&page=2', '/litteratur?mediaType=Film'],
    ['/inspirasjon/bøker', '/inspirasjon/b%C3%B8ker'],
    ['/lister/1', '/lister/1'],
    ['/bibliotekar/1', '/bibliotekar/1'],
    ['/vi-tilbyr', '/vi-tilbyr'],
    ['/vi-tilbyr?serviceForm=Kurs og læring', '/vi-tilbyr?serviceForm=Kurs+og+l%C3%A6ring'],
    ['/vi-tilbyr/1', '/vi-tilbyr/1'],
    ['/moterom-gratis', '/moterom-gratis'],
    ['/moterom-utleie', '/moterom-utleie'],
    ['/event-og-konferanse', '/event-og-konferanse'],
    // An old slug still opens the page; its canonical address has today's.
    ['/person/hamsun_1', '/person/knut-hamsun_1'],
    ['/korporasjon/a-ha_79', '/korporasjon/a-ha_79'],
    ['/forlagsserie/den-store-bokklubben_1', '/forlagsserie/den-store-bokklubben_1'],
    ['/serie/harry-potter_1', '/serie/harry-potter_1'],
  ];
  const jsonLdTypes: Record<string, string[]> = {
    '/hva-skjer/1': ['Event'],
    '/person/hamsun_1': ['Person', 'Book'],
    '/korporasjon/a-ha_79': ['Organization'],
    '/forlagsserie/den-store-bokklubben_1': ['BookSeries'],
    '/serie/harry-potter_1': ['BookSeries'],
  };
  const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1].replaceAll('&amp;', '&') ?? null;
  for (const [path, canonical] of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const url = `${baseURL}${canonical}`;
    expect(attribute(html, /<link rel="canonical" href="([^"]*)"/), path).toBe(url);
    expect(attribute(html, /<meta property="og:url" content="([^"]*)"/), path).toBe(url);
    expect(attribute(html, /<meta property="og:title" content="([^"]*)"/), path).toMatch(/\S/);
    expect(attribute(html, /<meta name="twitter:card" content="([^"]*)"/), path).toMatch(/^summary/);
    const types = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
      const document = JSON.parse(m[1]) as Record<string, unknown>;
      return ((document['@graph'] as Record<string, unknown>[] | undefined) ?? [document]).map((node) => node['@type']);
    });
    for (const type of jsonLdTypes[path] ?? []) expect(types, `${type} on ${path}`).toContain(type);
  }
});

test('a page paints before its scripts: module preloads at low priority, no script in the body before the content, files compressed with brotli', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(preloads.length).toBeGreaterThan(3);
  for (const link of preloads) expect(link).toContain('fetchPriority="low"');
  // A classic script in the body waits for the stylesheets and holds the parser, so what follows it would paint late.
  const beforeContent = html.slice(html.indexOf('<body'), html.indexOf('</main>'));
  expect(beforeContent).not.toMatch(/<script(?![^>]*type="application\/(json|ld\+json)")/);
  // React and React Router's chunk (vite.config.ts), the largest file of every page.
  const script = preloads
    .map((link) => link.match(/href="([^"]+)"/)?.[1] ?? '')
    .find((href) => href.includes('/framework-'))!;
  const brotli = await request.get(script, { headers: { 'accept-encoding': 'gzip, br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['vary']).toContain('Accept-Encoding');
  const gzip = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(await brotli.text()).toBe(await gzip.text());
});
