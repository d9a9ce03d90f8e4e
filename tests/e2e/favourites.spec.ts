// Favourites lists and likes end to end (issue #7, SPEC §3, §5, §6, §8): lists on /min-side/huskeliste, the favourites modal, the like toggle — axe on every state.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, expectAccessibleWithoutScripts, test } from './fixtures.ts';
import { loginWithCard } from './login.ts';

interface SearchHits {
  hits: { work: { id: number; title: string; path: string } }[];
}

/** A work nobody likes yet (so the liked filter proves the new like), from a plain search. */
async function unlikedWork(request: APIRequestContext, query: string) {
  const all = (await (
    await request.get(`/api/search?query=${encodeURIComponent(query)}&pageSize=50`)
  ).json()) as SearchHits;
  const liked = (await (
    await request.get(`/api/search?query=${encodeURIComponent(query)}&liked=true&pageSize=50`)
  ).json()) as SearchHits;
  const likedIds = new Set(liked.hits.map((h) => h.work.id));
  const work = all.hits.find((h) => !likedIds.has(h.work.id) && /^[\p{L} ]+$/u.test(h.work.title))?.work;
  if (!work) throw new Error(`no unliked work for ${query}`);
  return work;
}

const toast = (page: Page) => page.getByRole('status', { name: 'Varsler' });
const listSection = (page: Page, name: string) => page.getByRole('region', { name });

test('Kari creates a list, adds a work from the work page, sees it, removes it, renames and deletes the list', async ({
  page,
}) => {
  // Many steps with an axe scan each: more than the default 30 s on a busy machine.
  test.slow();
  const name = `Ferie ${Date.now() % 100000}`;
  await loginWithCard(page, '10000001', '1111', '/min-side/huskeliste');
  await expect(page.getByRole('heading', { level: 1, name: 'Huskelister' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sommerlesing' })).toBeVisible();
  await expect(listSection(page, 'Sommerlesing').getByRole('link', { name: 'Bienes historie' })).toHaveAttribute(
    'href',
    /^\/verk\/bienes-historie_\d+$/,
  );
  await expectAccessible(page);

  // SPEC §5: an empty name shows 'Mangler navn'.
  await page.getByRole('button', { name: 'Lag liste' }).click();
  await expect(page.getByText('Mangler navn')).toBeVisible();
  await expect(page.getByLabel('Navn på ny liste')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await page.getByLabel('Navn på ny liste').fill(name);
  await page.getByRole('button', { name: 'Lag liste' }).click();
  await expect(listSection(page, name).getByText('Listen er tom.', { exact: false })).toBeVisible();
  await expect(toast(page)).toContainText(`Laget listen «${name}»`);

  // The favourites modal on a work page.
  const work = await unlikedWork(page.request, 'hvalen');
  await page.goto(work.path);
  await page
    .getByRole('button', { name: /^Legg til i liste: / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Legg til i liste' });
  await expect(dialog.getByRole('radio', { name })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('radio', { name: 'Ny liste' }).check();
  await dialog.getByRole('button', { name: 'Legg til' }).click();
  await expect(dialog.getByText('Mangler navn')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('radio', { name }).check();
  await dialog.getByRole('button', { name: 'Legg til' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText(`Lagt til i "${name}"`);

  // Adding the same work again keeps one copy (SPEC §5) and says it is already there.
  await page
    .getByRole('button', { name: /^Legg til i liste: / })
    .first()
    .click();
  await expect(dialog.getByRole('radio', { name: `${name} (står allerede i listen)` })).toBeVisible();
  await dialog.getByRole('radio', { name: `${name} (står allerede i listen)` }).check();
  await dialog.getByRole('button', { name: 'Legg til' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/min-side/huskeliste');
  const section = listSection(page, name);
  await expect(section.getByRole('link', { name: work.title })).toHaveCount(1);
  await expect(section.getByRole('link', { name: work.title })).toHaveAttribute('href', work.path);
  await expect(section.getByText('1 tittel')).toBeVisible();
  await expectAccessible(page);

  await section.getByRole('button', { name: `Fjern ${work.title} fra ${name}` }).click();
  await expect(toast(page)).toContainText(`Fjernet fra ${name}`);
  await expect(section.getByText('Listen er tom.', { exact: false })).toBeVisible();

  // Rename, with the SPEC §5 rule on the new name too.
  await section.getByText('Gi nytt navn').click();
  await section.getByLabel('Nytt navn').fill('  ');
  await section.getByRole('button', { name: 'Lagre navn' }).click();
  await expect(section.getByText('Mangler navn')).toBeVisible();
  await expectAccessible(page);
  const renamed = `${name} og jul`;
  await section.getByLabel('Nytt navn').fill(renamed);
  await section.getByRole('button', { name: 'Lagre navn' }).click();
  await expect(page.getByRole('heading', { level: 2, name: renamed })).toBeFocused();

  // Delete with confirmation.
  await listSection(page, renamed)
    .getByRole('button', { name: `Slett liste ${renamed}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Slette listen?' });
  await expect(confirm).toContainText(`Listen «${renamed}» slettes.`);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Avbryt' }).click();
  await expect(confirm).toBeHidden();
  await listSection(page, renamed)
    .getByRole('button', { name: `Slett liste ${renamed}` })
    .click();
  await confirm.getByRole('button', { name: 'Ja, slett listen' }).click();
  await expect(toast(page)).toContainText(`Slettet listen «${renamed}»`);
  await expect(page.getByRole('heading', { level: 2, name: renamed })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Sommerlesing' })).toBeVisible();
});

test('Kari likes a work; it is found with the liked filter; she unlikes it again', async ({ page }) => {
  const work = await unlikedWork(page.request, 'natt');
  await loginWithCard(page, '10000001', '1111', work.path);
  const like = page.getByRole('button', { name: `Lik ${work.title}` });
  await expect(like).toBeEnabled();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expectAccessible(page);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('button', { name: `Lik ${work.title}` })).toHaveAttribute('aria-pressed', 'true');

  // Findable: the search page's liked filter (SPEC §2 search parameter liked).
  await page.goto(`/sok/${encodeURIComponent(work.title)}?liked=true`);
  await expect(page.getByRole('link', { name: work.title }).first()).toHaveAttribute('href', work.path);

  await page.goto(work.path);
  await page.getByRole('button', { name: `Lik ${work.title}` }).click();
  await expect(page.getByRole('button', { name: `Lik ${work.title}` })).toHaveAttribute('aria-pressed', 'false');
  // The button turns at once (optimistic); the unlike is saved when its post has answered.
  const likedHits = async () =>
    (
      (await (
        await page.request.get(`/api/search?query=${encodeURIComponent(work.title)}&liked=true`)
      ).json()) as SearchHits
    ).hits.map((h) => h.work.id);
  await expect.poll(likedHits).not.toContain(work.id);
  const likes = (await (await page.request.get('/api/authorized/likes')).json()) as string[];
  expect(likes.length).toBeGreaterThan(0);
});

test('an anonymous visitor is asked to log in, and comes back to the modal', async ({ page }) => {
  const work = await unlikedWork(page.request, 'hvalen');
  await page.goto(work.path);
  await expect(page.getByRole('link', { name: 'Logg inn for å like' })).toHaveAttribute(
    'href',
    `/logg-inn?callbackUrl=${encodeURIComponent(work.path)}`,
  );
  // SPEC §8: the likes call is not made for anonymous visitors; it would answer 401 (an empty list).
  expect((await page.request.get('/api/authorized/likes')).status()).toBe(401);
  await page
    .getByRole('button', { name: /^Legg til i liste: / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Legg til i liste' });
  await expect(dialog.getByText('Logg inn for å legge til i liste')).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('link', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(`/logg-inn?callbackUrl=${encodeURIComponent(work.path)}`);
  await page.getByLabel('Lånekortnummer eller fødselsnummer').fill('10000005');
  await page.getByLabel('PIN-kode').fill('5555');
  await page.getByRole('button', { name: 'Logg inn med bibliotekkort' }).click();
  await expect(page).toHaveURL(work.path);
  // SPEC §2: the saved modal data reopens the favourites modal after login, now with Emma's lists.
  await expect(
    page.getByRole('dialog', { name: 'Legg til i liste' }).getByRole('radio', { name: 'Favoritter' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('lists work without JavaScript: create, and delete after an inline confirmation', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await loginWithCard(page, '30000041', '0000', '/min-side/huskeliste');
  const name = `Uten skript ${Date.now() % 100000}`;
  await page.getByLabel('Navn på ny liste').fill(name);
  await page.getByRole('button', { name: 'Lag liste' }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await listSection(page, name)
    .getByRole('button', { name: `Slett liste ${name}` })
    .click();
  await expect(page.getByRole('alert')).toContainText(`Listen «${name}» slettes.`);
  await expectAccessibleWithoutScripts(browser, page, '/inline-confirmation');
  await page.getByRole('button', { name: 'Ja, slett listen' }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toHaveCount(0);
  await context.close();
});
