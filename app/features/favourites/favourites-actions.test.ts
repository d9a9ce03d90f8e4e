// The work page's like and list forms as the route action reads them (with or without JavaScript): SPEC §5 list rules and the §8 answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFavourites } from '#server/services/favourites.ts';
import { createPatron, createPublication } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { answerFavouritesForm } from './favourites-actions.server.ts';

let t: TestApp;
let userId: number;
let records: string[];
const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [key, value] of fields) data.append(key, value);
  return data;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ id: userId } = await createPatron(t.services.db));
  records = [(await createPublication(t.services.db)).recordId, (await createPublication(t.services.db)).recordId];
});
afterAll(async () => {
  await t.close();
});

describe('the work page’s list and like forms', () => {
  it("asks for a name for a new list ('Mangler navn'), then adds the work once however often it is added", async () => {
    const missing = await answerFavouritesForm(
      t.services,
      'nb',
      userId,
      form([
        ['intent', 'addToList'],
        ['recordId', records[0]],
        ['list', '__new__'],
        ['name', '  '],
      ]),
    );
    expect(missing).toMatchObject({ kind: 'failed', field: 'name', text: 'Mangler navn' });
    const added = await answerFavouritesForm(
      t.services,
      'nb',
      userId,
      form([
        ['intent', 'addToList'],
        ['recordId', records[0]],
        ['list', '__new__'],
        ['name', 'Påske'],
      ]),
    );
    expect(added).toEqual({ kind: 'added', intent: 'addToList', recordId: records[0], text: 'Lagt til i "Påske"' });
    await answerFavouritesForm(
      t.services,
      'nb',
      userId,
      form([
        ['intent', 'addToList'],
        ['recordId', records[0]],
        ['list', 'Påske'],
      ]),
    );
    const easter = (await getFavourites(t.services, userId)).data.find((l) => l.name === 'Påske');
    expect(easter?.favorites).toEqual([{ bibliographicRecordId: records[0] }]);
    const unknown = await answerFavouritesForm(
      t.services,
      'nb',
      userId,
      form([
        ['intent', 'addToList'],
        ['recordId', records[0]],
        ['list', 'Finnes ikke'],
      ]),
    );
    expect(unknown.kind).toBe('failed');
  });

  it('words its answers in the page’s language (decision 028)', async () => {
    const addTo = (language: 'en' | 'nn', list: string, name = '') =>
      answerFavouritesForm(
        t.services,
        language,
        userId,
        form([
          ['intent', 'addToList'],
          ['recordId', records[1]],
          ['list', list],
          ['name', name],
        ]),
      );
    expect(await addTo('en', '__new__', ' ')).toMatchObject({ kind: 'failed', field: 'name', text: 'Name missing' });
    expect(await addTo('nn', '__new__', 'påske')).toMatchObject({
      kind: 'failed',
      text: 'Du har allereie ei liste som heiter «Påske».',
    });
    expect(await addTo('en', 'Påske')).toMatchObject({ kind: 'added', text: 'Added to “Påske”' });
  });

  it('likes a work under one edition and unlikes every edition of it the patron likes', async () => {
    await answerFavouritesForm(
      t.services,
      'nb',
      userId,
      form([
        ['intent', 'like'],
        ['recordId', records[1]],
      ]),
    );
    const liked = await answerFavouritesForm(
      t.services,
      'nb',
      userId,
      form([
        ['intent', 'like'],
        ['recordId', records[0]],
      ]),
    );
    expect(liked).toMatchObject({ kind: 'likes', likes: expect.arrayContaining(records) });
    const unliked = await answerFavouritesForm(
      t.services,
      'nb',
      userId,
      form([
        ['intent', 'unlike'],
        ['recordId', records[0]],
        ['recordId', records[1]],
      ]),
    );
    expect(unliked).toMatchObject({ kind: 'likes' });
    expect(unliked.kind === 'likes' && unliked.likes.filter((id) => records.includes(id))).toEqual([]);
  });
});
