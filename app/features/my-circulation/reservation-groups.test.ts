// Unit tests of Min side's reservation list: a group of editions is one line, where its first reservation stands.
import { describe, expect, it } from 'vitest';
import { groupedReservations } from './reservation-groups.ts';

describe('groupedReservations', () => {
  it('puts a group of two or more in one entry at its first place, and leaves single reservations and a group of one alone', () => {
    const list = [
      { id: 1, groupId: null },
      { id: 2, groupId: 9 },
      { id: 3, groupId: null },
      { id: 4, groupId: 9 },
      { id: 5, groupId: 7 },
    ];
    expect(groupedReservations(list).map((e) => [e.r.id, e.group?.map((g) => g.id) ?? null])).toEqual([
      [1, null],
      [2, [2, 4]],
      [3, null],
      [5, null],
    ]);
  });
});
