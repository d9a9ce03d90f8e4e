// Norwegian (bokmål) strings of the content pages: editorial pages, staff lists, the literature page and employee pages.

export const contentTexts = {
  onThisPage: 'På denne siden',
  // Staff lists
  listBy: 'Laget av',
  itemCount: (n: number): string => (n === 1 ? '1 tittel' : `${n} titler`),
  listEmpty: 'Listen er tom.',
  listUnavailable: 'Listen er ikke tilgjengelig.',
  allLists: 'Alle lister',
  seeWholeList: (title: string, count: string): string => `Se hele listen «${title}» (${count})`,
  createdOn: (date: string): string => `Publisert ${date}`,
  by: (creators: string): string => `av ${creators}`,
  // Events block
  eventsMore: 'Se flere arrangementer',
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
  review: 'Omtale',
  recommendation: 'Anbefaling',
  // Employee page
  employeeEyebrow: 'Bibliotekar',
  employeeFallbackTitle: 'Bibliotekar',
  employeeUnavailable: 'Vi kunne ikke hente opplysningene om bibliotekaren akkurat nå. Prøv igjen senere.',
  partUnavailable: 'Vi kunne ikke hente dette akkurat nå. Prøv igjen senere.',
  worksAt: 'Jobber på',
  employeeLists: 'Lister',
  employeeRecommendations: 'Anbefalinger og omtaler',
  employeeLikes: 'Liker',
  noEmployeeLists: 'Ingen publiserte lister ennå.',
  noEmployeeRecommendations: 'Ingen anbefalinger ennå.',
  noEmployeeLikes: 'Ingen likte titler ennå.',
  moreFrom: (name: string): string => `Flere anbefalinger fra ${name}`,
  externalLink: '(ekstern lenke)',
} as const;

/** Media types of staff lists (publication media types) and their Norwegian names. */
export const LIST_MEDIA_TYPES = [
  { value: 'Bok', label: 'Bøker' },
  { value: 'Tegneserie', label: 'Tegneserier' },
  { value: 'Film', label: 'Film' },
  { value: 'Musikkopptak', label: 'Musikk' },
] as const;
