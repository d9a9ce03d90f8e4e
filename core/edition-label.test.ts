// Unit tests of edition names: the format in lower case after a comma unless it is an abbreviation, the year when known.
import { describe, expect, it } from 'vitest';
import { editionLabel, formatWord } from './edition-label.ts';

describe('edition labels', () => {
  it('names media type, format and year', () => {
    expect(editionLabel({ mediaType: 'Bok', format: 'Innbundet', publicationYear: 2005 })).toBe('Bok, innbundet, 2005');
    expect(editionLabel({ mediaType: 'Lydbok', format: 'CD', publicationYear: null })).toBe('Lydbok, CD');
    expect(editionLabel({ mediaType: 'Musikkopptak', format: 'LP', publicationYear: 1985 })).toBe('Musikk, LP, 1985');
    expect(formatWord('DVD sone 2')).toBe('DVD sone 2');
    expect(formatWord('Heftet')).toBe('heftet');
  });
});
