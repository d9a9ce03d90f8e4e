import { describe, expect, it } from 'vitest';
import { translatorFor } from '#core/i18n/translator.ts';
import { searchMetaDescription, searchPageTitle } from './search-texts.ts';

describe('searchPageTitle', () => {
  it('names the scope alone for the empty search, which the address carries as *', () => {
    expect(searchPageTitle(translatorFor('nb'), 'sok-event', '*')).toBe('Søk i arrangementer');
  });

  it('quotes the query after the scope', () => {
    expect(searchPageTitle(translatorFor('nb'), 'sok-event', 'foredrag')).toBe('Søk i arrangementer: «foredrag»');
    expect(searchPageTitle(translatorFor('en'), 'sok', 'hamsun')).toBe('Search the collection: “hamsun”');
  });
});

describe('searchMetaDescription', () => {
  it('says what matches the query only when there is one', () => {
    expect(searchMetaDescription(translatorFor('nb'), 'sok-anbefaling', '*')).toBe(
      'Anbefalinger og anmeldelser fra bibliotekarene i Oslo bibliotek.',
    );
    expect(searchMetaDescription(translatorFor('nn'), 'sok-person', 'ibsen')).toContain('som passar «ibsen»');
  });
});
