import { describe, expect, it } from 'vitest';
import { ROLES } from './profile.ts';
import { staffPagesFor } from './staff-pages.ts';

const paths = (roles: string[] | null, where?: 'header') => staffPagesFor(roles, where).map((page) => page.path);

describe('staffPagesFor', () => {
  it('links the picking lists, the desk and the content area from the header for employees and admins', () => {
    for (const role of [ROLES.employee, ROLES.admin]) {
      expect(paths([role], 'header')).toEqual(['/ansatt/plukklister', '/ansatt/skranke', '/ansatt/innhold']);
      expect(paths([role])).toEqual([
        '/ansatt/plukklister',
        '/ansatt/skranke',
        '/ansatt/kopikatalogisering',
        '/ansatt/innhold',
      ]);
    }
  });
  it('gives patrons and visitors no staff links', () => {
    expect(paths([ROLES.borrower], 'header')).toEqual([]);
    expect(paths([])).toEqual([]);
    expect(paths(null)).toEqual([]);
  });
});
