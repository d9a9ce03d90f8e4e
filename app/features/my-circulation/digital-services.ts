// The library's e-book and e-audiobook services (issue #7 /min-side/digitalt); change these when the library changes provider.
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
