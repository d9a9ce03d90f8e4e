import { describe, expect, it } from 'vitest';
import { searchTexts } from './search-texts.ts';

describe('searchTexts.pageTitle', () => {
  it('names the scope alone for the empty search, which the address carries as *', () => {
    expect(searchTexts.pageTitle('sok-event', '*')).toBe('Søk i arrangementer');
  });

  it('quotes the query after the scope', () => {
    expect(searchTexts.pageTitle('sok-event', 'foredrag')).toBe('Søk i arrangementer: «foredrag»');
  });
});
