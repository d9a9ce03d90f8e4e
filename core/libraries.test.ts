import { describe, it, expect } from 'vitest';
import { HEADER_LIBRARIES, librarySlug, pickupBranchOptions } from './libraries.ts';

describe('librarySlug', () => {
  it.each([
    ['Bjørvika', 'bjorvika'],
    ['Grünerløkka', 'grunerlokka'],
    ['Røa', 'roa'],
    ['Bøler', 'boler'],
    ['Biblo Tøyen', 'biblo-toyen'],
    ['Bredtveit kvinnefengsel', 'bredtveit-kvinnefengsel'],
    ['Romsås', 'romsas'],
    ['Oslo fengsel', 'oslo-fengsel'],
    ['St.Hanshaugen', 'st-hanshaugen'],
    ['Ærlig Café', 'aerlig-cafe'],
    ['ÆØÅ', 'aeoa'],
  ])('%s → %s', (name, slug) => {
    expect(librarySlug(name)).toBe(slug);
  });

  it('trims, collapses whitespace and drops dots', () => {
    expect(librarySlug('  Nydalen   bibliotek ')).toBe('nydalen-bibliotek');
    expect(librarySlug('A. B. C.')).toBe('a-b-c');
    expect(librarySlug('st.hanshaugen')).toBe('st-hanshaugen');
  });

  it('gives an empty slug for empty input', () => {
    expect(librarySlug('')).toBe('');
    expect(librarySlug('   ')).toBe('');
  });
});

describe('HEADER_LIBRARIES', () => {
  it('has the 25 entries in spec order', () => {
    expect(HEADER_LIBRARIES).toHaveLength(25);
    expect(HEADER_LIBRARIES[0]).toEqual({ name: 'Biblo Holmlia', slug: 'biblo-holmlia' });
    expect(HEADER_LIBRARIES[24]).toEqual({ name: 'Tøyen', slug: 'toyen' });
    expect(HEADER_LIBRARIES.map((l) => l.name).indexOf('St.Hanshaugen')).toBe(21);
  });

  it('has unique, URL-safe slugs', () => {
    const slugs = HEADER_LIBRARIES.map((l) => l.slug);
    expect(new Set(slugs).size).toBe(25);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugs).toContain('st-hanshaugen');
    expect(slugs).toContain('grunerlokka');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(HEADER_LIBRARIES)).toBe(true);
  });
});

describe('pickupBranchOptions', () => {
  it('keeps pickup branches with a ciceroId, in order', () => {
    const options = pickupBranchOptions([
      { name: 'Bjørvika', ciceroId: 'hutl', isPickupBranch: true },
      { name: 'Oslo fengsel', ciceroId: 'fopp', isPickupBranch: false },
      { name: 'Holmlia', ciceroId: null, isPickupBranch: true },
      { name: 'Røa', ciceroId: '', isPickupBranch: true },
      { name: 'Nydalen', isPickupBranch: true },
      { name: 'Stovner', ciceroId: 'fsto' },
      { name: 'Torshov', ciceroId: 'ftor', isPickupBranch: true },
    ]);
    expect(options).toEqual([
      { value: 'hutl', text: 'Bjørvika' },
      { value: 'ftor', text: 'Torshov' },
    ]);
  });

  it('returns an empty list for no libraries', () => {
    expect(pickupBranchOptions([])).toEqual([]);
  });
});
