// Norwegian (bokmål) strings of the services and rooms pages (/vi-tilbyr, /vi-tilbyr/{id}, rooms and venues).

export const servicesTexts = {
  title: 'Vi tilbyr',
  titleForForm: (form: string): string => `Vi tilbyr: ${form}`,
  description: 'Kurs, veiledning, verksteder, utstyr og andre tjenester på bibliotekene.',
  lead: 'Alt du kan gjøre, lære og låne på bibliotekene – gratis med lånekortet.',
  filtersHeading: 'Avgrens tjenestene',
  searchLabel: 'Søk i tjenestene',
  branchAll: 'Alle bibliotek',
  apply: 'Vis tjenester',
  reset: 'Nullstill filtre',
  count: (n: number): string => (n === 1 ? '1 tjeneste' : `${n} tjenester`),
  noHits: 'Ingen tjenester passer med filtrene du har valgt.',
  resultsHeading: 'Tjenester',
  offeredAt: (n: number): string => (n === 1 ? 'Tilbys på 1 bibliotek' : `Tilbys på ${n} bibliotek`),
  offeredEverywhere: 'Tilbys på alle bibliotekene',
  // Detail page
  serviceForm: 'Tjenesteform',
  audience: 'For',
  whereHeading: 'Her finner du tilbudet',
  recordingsHeading: 'Opptak',
  recordingVideo: 'Se opptaket',
  recordingAudio: 'Hør opptaket',
  minutes: (n: number): string => `${n} min`,
  relatedHeading: (form: string): string => `Mer innen ${form.toLocaleLowerCase('nb')}`,
  allInForm: (form: string): string => `Alt innen ${form.toLocaleLowerCase('nb')}`,
  allServices: 'Alt vi tilbyr',
  breadcrumbs: 'Brødsmulesti',
} as const;

export const roomsTexts = {
  pages: {
    free: {
      title: 'Gratis møterom',
      lead: 'Grupperom og møterom du kan låne gratis med lånekortet ditt – for studier, møter og prosjekter.',
    },
    rent: {
      title: 'Møterom til leie',
      lead: 'Møterom og saler som lag, foreninger og bedrifter kan leie for møter, kurs og seminarer.',
    },
    venue: {
      title: 'Event og konferanse',
      lead: 'Scener, amfi og kinosal med teknikk og teknikere – for arrangementer, konserter og konferanser.',
    },
  },
  otherPagesLabel: 'Møterom og konferanse',
  capacity: (n: number): string => (n === 1 ? '1 person' : `Inntil ${n} personer`),
  capacityTerm: 'Plass til',
  equipmentTerm: 'Utstyr',
  noEquipment: 'Ingen spesielt utstyr',
  priceTerm: 'Pris',
  freePrice: 'Gratis',
  howToBook: 'Slik booker du',
  branchPage: (name: string): string => `Adresse og åpningstider for ${name}`,
  contact: 'Kontakt biblioteket',
  noRooms: 'Det er ingen rom av denne typen akkurat nå.',
  roomCount: (n: number): string => (n === 1 ? '1 rom' : `${n} rom`),
} as const;
