import { describe, expect, it } from 'vitest';
import {
  agentPath,
  isbn10to13,
  languagesFromWord,
  mediaTypeFromWord,
  normaliseIsbn,
  searchPath,
  subjectFromUri,
  subjectUri,
  workPath,
} from './catalogue.ts';

describe('catalogue paths', () => {
  it('follows the slug rule and encodes what a path cannot hold', () => {
    expect(workPath('Sult', 1)).toBe('/verk/sult_1');
    expect(workPath('Hvor er lammet?', 12)).toBe('/verk/hvor-er-lammet%3F_12');
    expect(agentPath('person', 'Knut Hamsun', 1)).toBe('/person/knut-hamsun_1');
    expect(agentPath('corporation', 'a-ha', 79)).toBe('/korporasjon/a-ha_79');
    expect(searchPath('  ')).toBe('/sok/*');
    expect(searchPath('Jo Nesbø', 'sok-person')).toBe('/sok-person/Jo%20Nesb%C3%B8');
  });
});

describe('words for commands', () => {
  it('maps media type words and language names', () => {
    expect(mediaTypeFromWord('Musikk')).toBe('Musikkopptak');
    expect(mediaTypeFromWord('e-bok')).toBe('E-bok');
    expect(mediaTypeFromWord('kassett')).toBeNull();
    expect(languagesFromWord('Engelsk')).toEqual(['eng']);
    expect(languagesFromWord('nynorsk')).toEqual(['nno']);
    expect(languagesFromWord('xyz')).toEqual([]);
  });
});

describe('identifiers', () => {
  it('normalises ISBN and EAN and converts ISBN-10', () => {
    expect(normaliseIsbn('978-82-05-00111-4')).toBe('9788205001114');
    expect(normaliseIsbn('82 05 00111 X')).toBe('820500111X');
    expect(normaliseIsbn('hamsun')).toBeNull();
    expect(isbn10to13('8205001118')).toBe('9788205001114');
    expect(isbn10to13('123')).toBeNull();
  });

  it('reads subject uris and labels', () => {
    expect(subjectFromUri(subjectUri('Andre verdenskrig'))).toBe('Andre verdenskrig');
    expect(subjectFromUri('Oslo')).toBe('Oslo');
    expect(subjectFromUri('http://data.deichman.no/subject/%E0%A4%A')).toBeNull();
    expect(subjectFromUri('')).toBeNull();
  });
});
