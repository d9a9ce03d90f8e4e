import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';

describe('editDistance', () => {
  it('counts a swap of two neighbours as one edit, as typists make them', () => {
    expect(editDistance('nohwere', 'nowhere')).toBe(1);
    expect(editDistance('nowhere', 'nowhere')).toBe(0);
  });
  it('counts substitutions, insertions and deletions, letters not UTF-16 units', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('blå', 'bla')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('𝔞b', 'b')).toBe(1);
  });
  it('stops past the limit', () => {
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});
