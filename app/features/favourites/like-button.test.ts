// SPEC §8 "Likes 401: empty list": how the like toggle reads the answer of GET /api/authorized/likes.
import { describe, expect, it } from 'vitest';
import { likedIds } from './like-button.tsx';

describe('likedIds', () => {
  it('reads the list of ids', () => {
    expect(likedIds({ ok: true, status: 200, data: ['012345678', '087654321'] })).toEqual(['012345678', '087654321']);
  });
  it('turns a 401 (not logged in) into an empty list', () => {
    expect(likedIds({ ok: false, error: { status: 401, code: 'unauthenticated', message: 'Du må logge inn' } })).toEqual([]);
  });
  it('keeps other failures out of sight as an empty list (SPEC §8: failures of likes are not shown)', () => {
    expect(likedIds({ ok: false, error: { status: 0, code: 'network_error', message: 'x' } })).toEqual([]);
    expect(likedIds({ ok: true, status: 200, data: null as unknown as string[] })).toEqual([]);
  });
});
