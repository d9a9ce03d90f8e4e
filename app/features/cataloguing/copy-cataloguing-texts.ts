// Texts of the copy-cataloguing page (/ansatt/kopikatalogisering, issue #17): fetch a record by ISBN from a national or union catalogue over SRU.
export const COPY_CATALOGUING_PATH = '/ansatt/kopikatalogisering';

export const copyTexts = {
  title: 'Kopikatalogisering',
  lead: (host: string) => `Hent en ferdig katalogpost fra ${host} med ISBN, se over den, og legg den inn i katalogen.`,
  notConfiguredHeading: 'Kopikatalogisering er ikke satt opp',
  notConfigured:
    'Kopikatalogisering trenger en SRU-tjeneste å hente poster fra. Den som drifter portalen, setter SRU_BASE_URL i serverens miljø ' +
    '(for eksempel en Alma- eller BIBSYS-adresse), og eventuelt SRU_ISBN_INDEX (standard alma.isbn; Library of Congress bruker bath.isbn).',
  isbn: 'ISBN',
  isbnHint: '10 eller 13 sifre; bindestreker og mellomrom går fint.',
  search: 'Søk etter ISBN',
  resultsHeading: (isbn: string) => `Treff på ISBN ${isbn}`,
  shown: (shown: number, total: number) =>
    shown < total ? `Viser ${shown} av ${total} treff.` : total === 1 ? '1 treff.' : `${total} treff.`,
  noHits: (isbn: string, host: string) =>
    `Ingen treff på ISBN ${isbn} hos ${host}. Sjekk nummeret, eller katalogiser utgaven selv.`,
  unusable: (n: number) =>
    n === 1 ? '1 post i svaret kan ikke brukes i portalen:' : `${n} poster i svaret kan ikke brukes i portalen:`,
  creators: 'Opphav',
  moreCreators: (n: number) => `og ${n} til`,
  year: 'Utgitt',
  publisher: 'Forlag',
  mediaType: 'Medietype',
  isbnLabel: 'ISBN',
  extent: 'Omfang',
  recordId: 'Post-ID',
  existing: 'Finnes allerede i katalogen:',
  existingLink: 'se verket',
  importNew: 'Legg inn i katalogen',
  importAgain: 'Oppdater fra posten',
  imported: (title: string) => `«${title}» er lagt inn i katalogen.`,
  updated: (title: string) => `«${title}» er oppdatert i katalogen.`,
  toWork: 'Gå til verket',
  copiesNote: 'Posten kommer uten eksemplarer; de registreres på biblioteket.',
  unexpected: 'Noe gikk galt, og ingenting ble lagt inn. Prøv igjen om litt.',
};
