// Unit tests of the favourites-list rules (SPEC §3 name decoding, §5 'Mangler navn' and duplicate removal, §7 body shape).
import { describe, expect, it } from 'vitest';
import {
  addToList,
  checkListName,
  checkLists,
  createList,
  decodeListName,
  deleteList,
  favouritesBody,
  LIST_NAME_MAX_LENGTH,
  MAX_LIST_ITEMS,
  normaliseListName,
  removeFromList,
  renameList,
  uniqueRecordIds,
  type EditableList,
} from './favourites.ts';

const ids = (list: EditableList | undefined) => list?.favorites.map((f) => f.bibliographicRecordId);

describe('decodeListName (SPEC §3: decoded from URI form)', () => {
  it('decodes URI-encoded names', () => {
    expect(decodeListName('Til%20ferien')).toBe('Til ferien');
    expect(decodeListName('M%C3%A5%20lese!')).toBe('Må lese!');
    expect(decodeListName('B%C3%B8ker%20%26%20film')).toBe('Bøker & film');
  });
  it('keeps names that are not valid URI form, and plain names, as they are', () => {
    expect(decodeListName('100% lest')).toBe('100% lest');
    expect(decodeListName('%E0%A4%A')).toBe('%E0%A4%A');
    expect(decodeListName('Sommerlesing')).toBe('Sommerlesing');
    expect(decodeListName('Må lese!')).toBe('Må lese!');
  });
  it('normalises whitespace after decoding', () => {
    expect(normaliseListName('  Til%20%20ferien  ')).toBe('Til ferien');
    expect(normaliseListName('%20%20')).toBe('');
  });
});

describe('checkListName (SPEC §5)', () => {
  it("refuses an empty name with 'Mangler navn'", () => {
    expect(checkListName('', [])).toEqual({ ok: false, reason: 'missing', message: 'Mangler navn' });
    expect(checkListName('   ', [])).toEqual({ ok: false, reason: 'missing', message: 'Mangler navn' });
    expect(checkListName('%20', [])).toEqual({ ok: false, reason: 'missing', message: 'Mangler navn' });
  });
  it('refuses a name the patron already has, whatever the case or encoding', () => {
    expect(checkListName('sommerlesing', ['Sommerlesing'])).toEqual({
      ok: false,
      reason: 'duplicate',
      message: 'Du har allerede en liste som heter «Sommerlesing».',
      clash: 'Sommerlesing',
    });
    expect(checkListName('Til%20barna', ['Til barna']).ok).toBe(false);
  });
  it('lets a renamed list keep its own name, in another case too', () => {
    expect(checkListName('SOMMERLESING', ['Sommerlesing', 'Andre'], 'Sommerlesing')).toEqual({
      ok: true,
      name: 'SOMMERLESING',
    });
    expect(checkListName('Andre', ['Sommerlesing', 'Andre'], 'Sommerlesing').ok).toBe(false);
  });
  it('refuses names that are too long', () => {
    expect(checkListName('x'.repeat(LIST_NAME_MAX_LENGTH), []).ok).toBe(true);
    expect(checkListName('x'.repeat(LIST_NAME_MAX_LENGTH + 1), [])).toEqual({
      ok: false,
      reason: 'too_long',
      message: 'Navnet kan ha høyst 100 tegn.',
    });
  });
});

describe('addToList (SPEC §5: adding removes any duplicate first)', () => {
  const lists: EditableList[] = [
    {
      name: 'A',
      favorites: [{ bibliographicRecordId: '1' }, { bibliographicRecordId: '2' }, { bibliographicRecordId: '3' }],
    },
    { name: 'B', favorites: [{ bibliographicRecordId: '2' }] },
  ];
  it('appends a new work', () => {
    expect(ids(addToList(lists, 'A', '9')[0])).toEqual(['1', '2', '3', '9']);
  });
  it('moves a work already in the list to the end, once', () => {
    const result = addToList(lists, 'A', '1');
    expect(ids(result[0])).toEqual(['2', '3', '1']);
    expect(ids(result[1])).toEqual(['2']);
  });
  it('leaves other lists and the input untouched', () => {
    addToList(lists, 'B', '1');
    expect(ids(lists[0])).toEqual(['1', '2', '3']);
    expect(ids(addToList(lists, 'b', '1')[1])).toEqual(['2', '1']);
  });
  it('removes, creates, renames and deletes lists', () => {
    expect(ids(removeFromList(lists, 'A', '2')[0])).toEqual(['1', '3']);
    expect(createList(lists, ' Ny%20liste ').at(-1)).toEqual({ name: 'Ny liste', favorites: [] });
    expect(renameList(lists, 'B', 'C').map((l) => l.name)).toEqual(['A', 'C']);
    expect(deleteList(lists, 'a').map((l) => l.name)).toEqual(['B']);
  });
});

describe('checkLists and the PUT body (SPEC §7)', () => {
  it('keeps one of each work, at its last place', () => {
    expect(
      uniqueRecordIds([{ bibliographicRecordId: '1' }, { bibliographicRecordId: '2' }, { bibliographicRecordId: '1' }]),
    ).toEqual(['2', '1']);
  });
  it('decodes names and accepts a valid body', () => {
    expect(
      checkLists([
        { name: 'Til%20ferien', favorites: [{ bibliographicRecordId: '1' }] },
        { name: 'Tom', favorites: [] },
      ]),
    ).toEqual({
      ok: true,
      lists: [
        { name: 'Til ferien', recordIds: ['1'] },
        { name: 'Tom', recordIds: [] },
      ],
    });
  });
  it('refuses empty and duplicate names and oversized lists', () => {
    expect(checkLists([{ name: '', favorites: [] }])).toMatchObject({
      ok: false,
      reason: 'missing',
      message: 'Mangler navn',
    });
    expect(
      checkLists([
        { name: 'A', favorites: [] },
        { name: 'a', favorites: [] },
      ]),
    ).toMatchObject({ ok: false, reason: 'duplicate' });
    const many = Array.from({ length: MAX_LIST_ITEMS + 1 }, (_, i) => ({ bibliographicRecordId: String(i) }));
    expect(checkLists([{ name: 'A', favorites: many }])).toMatchObject({
      ok: false,
      reason: 'too_many',
      message: 'Listen «A» kan ha høyst 500 titler.',
    });
  });
  it('builds exactly the outgoing shape', () => {
    const entry = { bibliographicRecordId: '1', mainTitle: 'x' };
    const withExtra: EditableList[] = [{ name: 'A', favorites: [entry] }];
    expect(favouritesBody(withExtra)).toEqual({ data: [{ name: 'A', favorites: [{ bibliographicRecordId: '1' }] }] });
  });
});
