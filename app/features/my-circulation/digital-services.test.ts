// Unit tests of which lending service lends an edition and the link to it (issue #18).
import { describe, expect, it } from 'vitest';
import { digitalLendingService, digitalLendingUrl, EAUDIO_SERVICE, EBOOK_SERVICE } from './digital-services.ts';

describe('digitalLendingService', () => {
  it('lends e-books and downloadable or streamed audiobooks, not CDs or printed books', () => {
    expect(digitalLendingService('E-bok', 'Nedlastbar e-bok')).toEqual({ kind: 'e-bok', service: EBOOK_SERVICE });
    expect(digitalLendingService('Lydbok', 'Nedlastbar lydbok')).toEqual({ kind: 'e-lydbok', service: EAUDIO_SERVICE });
    expect(digitalLendingService('Lydbok', 'CD')).toBeNull();
    expect(digitalLendingService('Bok', 'Innbundet')).toBeNull();
  });
  it('finds the edition by ISBN, else by title', () => {
    expect(digitalLendingUrl(EBOOK_SERVICE, { isbn: '9788205000000', title: 'Sult' })).toBe(
      `${EBOOK_SERVICE.url}?q=9788205000000`,
    );
    expect(digitalLendingUrl(EBOOK_SERVICE, { isbn: null, title: 'Et dukkehjem' })).toBe(
      `${EBOOK_SERVICE.url}?q=Et+dukkehjem`,
    );
  });
});
