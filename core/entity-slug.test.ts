import { describe, it, expect } from 'vitest';
import { ENTITY_KINDS, entityPath, entitySlug, parseEntityParam } from './entity-slug.ts';

describe('entitySlug', () => {
  it('lowercases and turns spaces into hyphens, keeping Norwegian letters', () => {
    expect(entitySlug('Jo Nesbø')).toBe('jo-nesbø');
    expect(entitySlug('Åsne Seierstad')).toBe('åsne-seierstad');
  });

  it('trims and collapses repeated whitespace', () => {
    expect(entitySlug('  Karl   Ove\tKnausgård ')).toBe('karl-ove-knausgård');
  });

  it('leaves other characters alone', () => {
    expect(entitySlug('Cappelen Damm A.S')).toBe('cappelen-damm-a.s');
  });
});

describe('entityPath', () => {
  it('builds the four kinds', () => {
    expect(entityPath('person', 'Jo Nesbø', '123')).toBe('/person/jo-nesbø_123');
    expect(entityPath('korporasjon', 'Oslo Kommune', 7)).toBe('/korporasjon/oslo-kommune_7');
    expect(entityPath('forlagsserie', 'Gyldendals Gode', 'x1')).toBe('/forlagsserie/gyldendals-gode_x1');
    expect(entityPath('serie', 'Harry Potter', 'abc')).toBe('/serie/harry-potter_abc');
    expect(ENTITY_KINDS).toEqual(['person', 'korporasjon', 'forlagsserie', 'serie']);
  });

  it('round-trips through parseEntityParam even when the name has underscores', () => {
    const path = entityPath('person', 'snake_case name', 'id9');
    const param = path.slice('/person/'.length);
    expect(parseEntityParam(param)).toEqual({ slug: 'snake_case-name', id: 'id9' });
  });
});

describe('parseEntityParam', () => {
  it('takes the id after the last underscore', () => {
    expect(parseEntityParam('jo-nesbø_123')).toEqual({ slug: 'jo-nesbø', id: '123' });
    expect(parseEntityParam('a_b_c')).toEqual({ slug: 'a_b', id: 'c' });
  });

  it('gives null id without underscore or with empty id', () => {
    expect(parseEntityParam('jo-nesbø')).toEqual({ slug: 'jo-nesbø', id: null });
    expect(parseEntityParam('jo-nesbø_')).toEqual({ slug: 'jo-nesbø', id: null });
    expect(parseEntityParam('')).toEqual({ slug: '', id: null });
  });

  it('allows an empty slug', () => {
    expect(parseEntityParam('_42')).toEqual({ slug: '', id: '42' });
  });
});
