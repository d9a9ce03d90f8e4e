// Norwegian (bokmål) strings of the pages not translated yet: staff lists, the literature page (and a few words Min side and
// the information screens share); editorial pages and employee pages take theirs from the site namespace (decision 028).

export const contentTexts = {
  // Staff lists
  listBy: 'Laget av',
  itemCount: (n: number): string => (n === 1 ? '1 tittel' : `${n} titler`),
  listEmpty: 'Listen er tom.',
  createdOn: (date: string): string => `Publisert ${date}`,
  by: (creators: string): string => `av ${creators}`,
  // Events (the information screens)
  noEvents: 'Ingen kommende arrangementer akkurat nå.',
  // Literature page
  literatureTitle: 'Litteratur',
  literatureLead: 'Lister og anbefalinger fra bibliotekarene – finn din neste bok, film eller plate.',
  listsHeading: 'Lister fra bibliotekarene',
  mediaTypeNav: 'Vis lister for',
  allMediaTypes: 'Alle',
  showMoreLists: 'Vis flere lister',
  noLists: 'Ingen lister her ennå.',
  recommendationsHeading: 'Nye anbefalinger',
  searchRecommendations: 'Søk i anbefalingene',
} as const;

/** Media types of staff lists (publication media types) and their Norwegian names. */
export const LIST_MEDIA_TYPES = [
  { value: 'Bok', label: 'Bøker' },
  { value: 'Tegneserie', label: 'Tegneserier' },
  { value: 'Film', label: 'Film' },
  { value: 'Musikkopptak', label: 'Musikk' },
] as const;
