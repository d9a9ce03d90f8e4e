// Services and rooms as a visitor uses them: filter /vi-tilbyr (with and without JavaScript), open a service,
// read the rooms and venues pages — each state scanned with axe.
import { expect, expectAccessible, test } from './fixtures.ts';

test('filter the services and open one', async ({ page }) => {
  await page.goto('/vi-tilbyr');
  await expect(page.getByRole('heading', { level: 1, name: 'Vi tilbyr' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Utvalgte tjenester' })).toBeVisible();
  const count = page.getByRole('main').getByRole('status');
  await expect(count).toHaveText('29 tjenester');
  await expectAccessible(page);

  // With JavaScript a checkbox filters at once; the choice is in the address, so it can be shared.
  const form = page.getByRole('search', { name: 'Avgrens tjenestene' });
  await form.getByRole('checkbox', { name: /Kurs og læring/ }).check();
  await expect(page).toHaveURL(/serviceForm=Kurs\+og\+l%C3%A6ring|serviceForm=Kurs%20og%20l%C3%A6ring/);
  await expect(count).toHaveText('3 tjenester');
  await expect(form.getByRole('checkbox', { name: /Kurs og læring/ })).toBeChecked();
  await expect(page.getByRole('heading', { level: 2, name: 'Utvalgte tjenester' })).toHaveCount(0);
  await expectAccessible(page);

  await form.getByLabel('Bibliotek').selectOption('majorstuen');
  await expect(count).toHaveText('1 tjeneste');
  await expect(page).toHaveURL(/branch=majorstuen/);

  await page.getByRole('link', { name: 'Slektsgransking' }).click();
  await expect(page).toHaveURL(/\/vi-tilbyr\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slektsgransking' })).toBeVisible();
  const where = page.getByRole('region', { name: 'Her finner du tilbudet' });
  await expect(where.getByRole('link')).toHaveText(['Bjørvika', 'Majorstuen']);
  await expect(
    page.getByRole('navigation', { name: 'Brødsmulesti' }).getByRole('link', { name: 'Kurs og læring' }),
  ).toBeVisible();
  await expectAccessible(page);

  await where.getByRole('link', { name: 'Majorstuen' }).click();
  await expect(page).toHaveURL(/\/bibliotekene\/majorstuen$/);
});

test('reset clears the filters and the form follows the address', async ({ page }) => {
  await page.goto('/vi-tilbyr?targetAudience=Barn&q=kode');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('1 tjeneste');
  const form = page.getByRole('search', { name: 'Avgrens tjenestene' });
  await expect(form.getByRole('checkbox', { name: /Barn/ })).toBeChecked();
  await expect(form.getByLabel('Søk i tjenestene')).toHaveValue('kode');
  await form.getByRole('link', { name: 'Nullstill filtre' }).click();
  await expect(page).toHaveURL(/\/vi-tilbyr$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('29 tjenester');
  await expect(form.getByRole('checkbox', { name: /Barn/ })).not.toBeChecked();
  await expect(form.getByLabel('Søk i tjenestene')).toHaveValue('');
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form still works as a plain GET form', async ({ page }) => {
    await page.goto('/vi-tilbyr');
    const form = page.getByRole('search', { name: 'Avgrens tjenestene' });
    await form.getByLabel('Søk i tjenestene').fill('språkkafe');
    await form.getByRole('checkbox', { name: /Voksne/ }).check();
    await form.getByRole('button', { name: 'Vis tjenester' }).click();
    await expect(page).toHaveURL(/q=spr%C3%A5kkafe/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('1 tjeneste');
    await expect(page.getByRole('link', { name: 'Språkkafé' })).toBeVisible();
    // axe needs scripts: the address this form produced is scanned by the next test.
  });
});

test('the address the plain form produces renders the same and passes axe', async ({ page }) => {
  await page.goto('/vi-tilbyr?q=spr%C3%A5kkafe&targetAudience=Voksne');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('1 tjeneste');
  await expectAccessible(page);
});

test('the service form menu link lands on a filtered list, and unknown values are ignored', async ({ page }) => {
  await page.goto('/vi-tilbyr?serviceForm=Lesesirkel');
  await expect(page.getByRole('heading', { level: 1, name: 'Vi tilbyr: Lesesirkel' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('3 tjenester');
  await page.goto('/vi-tilbyr?serviceForm=Yoga&branch=atlantis');
  await expect(page.getByRole('heading', { level: 1, name: 'Vi tilbyr' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('29 tjenester');
});

test('a service with recordings lists them', async ({ page }) => {
  await page.goto('/vi-tilbyr/1');
  await expect(page.getByRole('heading', { level: 1, name: 'E-bøker og e-lydbøker' })).toBeVisible();
  const recordings = page.getByRole('region', { name: 'Opptak' });
  await expect(recordings.getByRole('link').first()).toHaveText(/^(Se|Hør) opptaket: /);
  await expect(page.getByRole('region', { name: 'Her finner du tilbudet' }).getByRole('link')).toHaveCount(23);
  await expectAccessible(page);
});

for (const { path, title, branch, room, capacity } of [
  {
    path: '/moterom-gratis',
    title: 'Gratis møterom',
    branch: 'Bjørvika',
    room: 'Grupperom 1',
    capacity: 'Inntil 6 personer',
  },
  {
    path: '/moterom-utleie',
    title: 'Møterom til leie',
    branch: 'Bjørvika',
    room: 'Konferanserommet',
    capacity: 'Inntil 40 personer',
  },
  {
    path: '/event-og-konferanse',
    title: 'Event og konferanse',
    branch: 'Stovner',
    room: 'Scenen',
    capacity: 'Inntil 120 personer',
  },
]) {
  test(`${path} shows rooms by branch with capacity, equipment, price and how to book`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const subNav = page.getByRole('navigation', { name: 'Møterom og konferanse' }).last();
    await expect(subNav.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    const section = page.getByRole('region', { name: new RegExp(`^${branch}`) });
    const card = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: room }) });
    await expect(card.getByText(capacity)).toBeVisible();
    await expect(card.getByText('Utstyr', { exact: true })).toBeVisible();
    await expect(card.getByText('Pris', { exact: true })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Slik booker du' })).toBeVisible();
    await expect(section.getByRole('link', { name: `Adresse og åpningstider for ${branch}` })).toHaveAttribute(
      'href',
      /\/bibliotekene\//,
    );
    await expectAccessible(page);
  });
}
