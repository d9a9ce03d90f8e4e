// The library's e-book and e-audiobook services (issue #7 /min-side/digitalt); change these when the library changes provider.
import { digitalLendingKind } from '#core/catalogue.ts';

export interface DigitalService {
  /** The provider's name as patrons know it (its app carries this name). */
  provider: string;
  /** Heading of the link. */
  label: string;
  url: string;
}

export const EBOOK_SERVICE: DigitalService = {
  provider: 'Biblio',
  label: 'E-bøker',
  url: 'https://biblio.example.no/e-boker',
};

export const EAUDIO_SERVICE: DigitalService = {
  provider: 'Biblio',
  label: 'E-lydbøker',
  url: 'https://biblio.example.no/e-lydboker',
};

/** Which lending service lends an edition (digitalLendingKind): e-books, and audiobooks made to be downloaded or streamed. */
export function digitalLendingService(
  mediaType: string,
  format: string,
): { kind: 'e-bok' | 'e-lydbok'; service: DigitalService } | null {
  const kind = digitalLendingKind(mediaType, format);
  return kind === null ? null : { kind, service: kind === 'e-bok' ? EBOOK_SERVICE : EAUDIO_SERVICE };
}

/** The title in the service: its search by ISBN when the edition has one (finds that very edition), else by title. */
export function digitalLendingUrl(service: DigitalService, edition: { isbn: string | null; title: string }): string {
  const url = new URL(service.url);
  url.searchParams.set('q', edition.isbn ?? edition.title);
  return url.toString();
}
