import { describe, expect, it } from 'vitest';
import { pageNamespaces } from './page-namespaces.ts';

describe('pageNamespaces', () => {
  it('is shell, common and errors for routes that list nothing', () => {
    expect(pageNamespaces([])).toEqual(['shell', 'common', 'errors']);
    expect(pageNamespaces([{ handle: undefined }, { handle: { translated: true } }, { handle: null }])).toEqual([
      'shell',
      'common',
      'errors',
    ]);
  });

  it('adds what each matched route lists in handle.i18n, layouts first, each once', () => {
    const matches = [
      { handle: undefined },
      { handle: { i18n: ['mydata', 'account'] } },
      { handle: { translated: true, i18n: ['account', 'events', 'common'] } },
    ];
    expect(pageNamespaces(matches)).toEqual(['shell', 'common', 'errors', 'mydata', 'account', 'events']);
  });

  it('ignores a handle whose i18n is not a list of names', () => {
    const matches = [{ handle: { i18n: 'account' } }, { handle: { i18n: [42, '', 'login'] } }, { handle: 'x' }];
    expect(pageNamespaces(matches)).toEqual(['shell', 'common', 'errors', 'login']);
  });
});
