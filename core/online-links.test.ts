// Online links (MARC 856, issue #17): only http(s) addresses reach an href, and the accessible name says where a link goes.
import { describe, expect, it } from 'vitest';
import { hasOnlineAccess, onlineLinkDetail, onlineLinks, safeHttpUrl } from './online-links.ts';

describe('safeHttpUrl', () => {
  it('accepts absolute http(s) addresses only', () => {
    expect(safeHttpUrl('https://www.bokselskap.no/boker/x')).toBe('https://www.bokselskap.no/boker/x');
    expect(safeHttpUrl(' http://urn.nb.no/URN:NBN:no-nb_digibok_2008 ')).toBe(
      'http://urn.nb.no/URN:NBN:no-nb_digibok_2008',
    );
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'ftp://example.org/x',
      '/verk/sult_1',
      '//evil.example',
      '',
      42,
      null,
    ]) {
      expect(safeHttpUrl(bad)).toBeNull();
    }
  });
});

describe('onlineLinks', () => {
  it('keeps safe links once each, trims labels and makes an unknown kind info', () => {
    expect(
      onlineLinks([
        { url: 'https://a.example/bok', label: '  Les   hos A ', kind: 'read' },
        { url: 'https://a.example/bok', label: 'Igjen', kind: 'read' },
        { url: 'javascript:alert(1)', label: 'x', kind: 'read' },
        { url: 'https://b.example/om', kind: 'toc' },
        'https://c.example',
        null,
      ]),
    ).toEqual([
      { url: 'https://a.example/bok', label: 'Les hos A', kind: 'read' },
      { url: 'https://b.example/om', label: '', kind: 'info' },
    ]);
    expect(onlineLinks(null)).toEqual([]);
    expect(onlineLinks({ url: 'https://a.example' })).toEqual([]);
  });

  it('counts read, listen and watch as online access, not a table of contents', () => {
    expect(hasOnlineAccess([{ kind: 'info' }])).toBe(false);
    expect(hasOnlineAccess([{ kind: 'info' }, { kind: 'listen' }])).toBe(true);
    expect(hasOnlineAccess([])).toBe(false);
  });
});

describe('onlineLinkDetail', () => {
  it("names the record's label when it says more than the action, else the site", () => {
    expect(onlineLinkDetail({ url: 'https://www.bokselskap.no/b', label: 'Bokselskap.no' }, 'Les på nett')).toBe(
      'Bokselskap.no',
    );
    expect(onlineLinkDetail({ url: 'https://www.bokselskap.no/b', label: '' }, 'Les på nett')).toBe('bokselskap.no');
    expect(onlineLinkDetail({ url: 'https://www.nb.no/items/x', label: 'Les på nett.' }, 'Les på nett')).toBe('nb.no');
    expect(onlineLinkDetail({ url: 'https://www.nb.no/items/x', label: 'Fulltekst' }, 'Les på nett')).toBe('nb.no');
    expect(
      onlineLinkDetail({ url: 'https://www.nb.no/items/x', label: 'https://www.nb.no/items/x' }, 'Les på nett'),
    ).toBe('nb.no');
    expect(onlineLinkDetail({ url: 'https://a.example/toc', label: 'Innholdsfortegnelse' }, 'Mer informasjon')).toBe(
      'Innholdsfortegnelse',
    );
  });
});
