// Norwegian texts of the home page.
export const homeTexts = {
  title: 'Velkommen til biblioteket',
  lead: 'Lån bøker, film, musikk og spill, finn arrangementer og få hjelp – alt er gratis.',
  searchLabel: 'Søk etter bøker, filmer, musikk og mer',
  metaDescription: 'Søk i samlingen, finn arrangementer og åpningstider, og lån bøker, film og musikk.',
  events: {
    title: 'Hva skjer',
    all: 'Alle arrangementer',
    none: 'Ingen fremhevede arrangementer akkurat nå.',
  },
  recommendations: {
    title: 'Bibliotekarene anbefaler',
    all: 'Mer litteratur',
    by: (name: string) => `Anbefalt av ${name}`,
  },
  lists: {
    title: 'Lister fra bibliotekarene',
    by: (name: string) => `Laget av ${name}`,
    count: (n: number) => (n === 1 ? '1 tittel' : `${n} titler`),
  },
  services: {
    all: 'Alt vi tilbyr',
  },
  hours: {
    title: 'Åpningstider i dag',
    all: 'Alle bibliotekene og åpningstidene',
    openNowManned: 'Åpent nå',
    openNowUnmanned: 'Meråpent nå',
    closedNow: 'Stengt nå',
    closedToday: 'Stengt i dag',
    manned: (hours: string) => `Betjent ${hours}`,
    nextOpen: (day: string, hours: string) => `Åpner igjen ${day} ${hours}`,
    library: 'Bibliotek',
    hoursToday: 'I dag',
    state: 'Nå',
  },
} as const;
