// Bokmål texts of the event search on /sok (not translated yet); 'Hva skjer' and the event pages take theirs from the
// events namespace (decision 028).
export const eventTexts = {
  results: (total: number) => (total === 1 ? '1 arrangement' : `${total} arrangementer`),
  noResults: 'Ingen arrangementer passer med søket og filtrene. Prøv å fjerne et filter.',
  search: 'Søk i arrangementer',
  refineOnWhatsOn: 'Filtrer treffene på Hva skjer',
} as const;
