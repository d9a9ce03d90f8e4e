// Norwegian (bokmål) strings of the shell: header, menus, footer, banner, toast, modals and error pages.
// Strings shared with other features live in core/messages.ts; these are only the shell's own.
import { messages } from '#core/messages.ts';

export const shellTexts = {
  skipLink: 'Hopp til hovedinnhold',
  logoHome: 'til forsiden',
  header: {
    ...messages.header,
    mainNav: 'Hovedmeny',
    accountNav: 'Konto',
    login: 'Logg inn',
    register: 'Bli låner',
    myPage: 'Min side',
    menu: 'Meny',
    closeMenu: 'Lukk menyen',
  },
  nav: {
    literature: 'Litteratur',
    inspirationBooks: 'Bøker',
    inspirationComics: 'Tegneserier',
    inspirationFilm: 'Film',
    inspirationMusic: 'Musikk',
    whatsOn: 'Hva skjer',
    allLibraries: 'Alle bibliotekene',
    allServices: 'Alt vi tilbyr',
    roomsFree: 'Gratis møterom',
    roomsRent: 'Møterom til leie',
    venues: 'Event og konferanse',
  },
  search: {
    label: 'Søk i samlingen',
    placeholder: 'Søk etter bøker, film, musikk …',
    submit: 'Søk',
  },
  footer: {
    heading: 'Om nettstedet',
    contactGroup: 'Kontakt og hjelp',
    aboutGroup: 'Om biblioteket',
    moreGroup: 'Mer fra oss',
    socialGroup: 'Følg oss',
    legalNav: 'Regler og personvern',
    contact: 'Kontakt oss',
    media: 'For media',
    english: 'In English',
    mainLibrary: 'Om Deichman Bjørvika',
    faq: 'Ofte stilte spørsmål',
    about: 'Om oss',
    history: 'Historien',
    whoWeAre: 'Hvem vi er',
    friby: 'Friby',
    useTheLibrary: 'Bruk biblioteket',
    partner: 'Samarbeid med oss',
    shop: 'Nettbutikk',
    newsletter: 'Nyhetsbrev',
    jobs: 'Ledige stillinger',
    facebook: 'Facebook',
    instagram: 'Instagram',
    privacy: 'Personvern',
    loanRules: 'Utlånsreglement',
    houseRules: 'Ordensreglement',
    accessibility: 'Tilgjengelighetserklæring',
    externalLink: '(ekstern lenke)',
    tagline: 'Bøker, film, musikk, arrangementer og møteplasser for alle i Oslo.',
  },
  banner: {
    region: 'Viktig melding',
    close: 'Lukk melding',
  },
  // The Demo marker of every page in demo mode (docs/decisions/021).
  demo: {
    label: 'Demo',
    /** What is not real here: the data always, the logins and the payments when their test tools run. */
    explain: (testLogin: boolean, testPayment: boolean): string => {
      const parts = ['testdata', testLogin && 'testinnlogging', testPayment && 'testbetaling'].filter((p): p is string => Boolean(p));
      const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} og ${parts[parts.length - 1]}` : parts[0];
      return `${listed.charAt(0).toUpperCase()}${listed.slice(1)} – ikke bibliotekets ekte tjeneste.`;
    },
    /** On a phone the marker keeps to one line, so the page's own content starts higher. */
    short: 'Testdata – ikke ekte tjeneste.',
  },
  toast: {
    region: 'Varsler',
    close: 'Lukk varsel',
  },
  modal: {
    close: 'Lukk',
  },
  pagination: {
    pages: 'Sider',
    previous: 'Forrige side',
    next: 'Neste side',
    pageOf: (page: number, count: number) => `Side ${page} av ${count}`,
  },
  errors: {
    notFoundTitle: 'Siden finnes ikke',
    notFoundText: 'Vi finner ikke siden du lette etter. Den kan være flyttet eller slettet, eller adressen kan være skrevet feil.',
    notFoundSearch: 'Prøv å søke etter det du lette etter:',
    genericTitle: 'Noe gikk galt',
    genericText: 'Siden kunne ikke vises akkurat nå. Prøv igjen om litt.',
    home: 'Til forsiden',
    reload: 'Last siden på nytt',
    details: 'Tekniske detaljer',
  },
} as const;
