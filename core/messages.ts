// User-facing Norwegian (bokmål) strings not yet moved into the message catalogue (core/locales, decision 028),
// grouped by area; move a group into a namespace there (with nn and en) when its module is translated.
// Where SPEC §8 says "exact wording not shown", the wording here is our own choice.
import { accountMessages } from './account-messages.ts';
import { paymentMessages } from './payment-messages.ts';

export const messages = {
  // SPEC §2 Opening hours display, §9 relative date labels.
  dates: {
    closed: 'Stengt',
    today: 'I dag',
    tomorrow: 'I morgen',
    missingDate: 'Dato mangler',
  },
  // SPEC §2 Login section, Logout; §8 Login messages.
  login: {
    idporten: 'Logg inn med ID-porten',
    separator: 'eller',
    libraryCard: 'Logg inn med bibliotekkort',
    employee: 'Logg inn som ansatt',
    wrongCredentials: 'Feil brukernavn og/eller passord.',
    tooManyAttempts: 'For mange mislykkede forsøk. Vent litt før du prøver igjen.',
    genericError: 'Innloggingen feilet. Prøv igjen senere.',
  },
  // SPEC §8 Search overlay, favourites; §5 list name; §6 anonymous favourites prompt.
  search: {
    error: 'En feil oppsto',
    noHits: 'Ingen treff',
  },
  // The API's list rules (core/favourites.ts); the portal's list texts are in the lists namespace.
  favourites: {
    missingName: 'Mangler navn',
    // Our wording (docs/decisions/012): further list rules and likes.
    duplicateName: (list: string): string => `Du har allerede en liste som heter «${list}».`,
    nameTooLong: (max: number): string => `Navnet kan ha høyst ${max} tegn.`,
    tooManyLists: (max: number): string => `Du kan ha høyst ${max} lister.`,
    tooManyItems: (list: string, max: number): string => `Listen «${list}» kan ha høyst ${max} titler.`,
    unknownRecord: (id: string): string => `Fant ikke tittelen med post-id «${id}».`,
    likeNotFound: 'Du har ikke likt denne tittelen.',
  },
  // SPEC §4 Renewal, §8 Renewal denial codes.
  renewal: {
    success: 'OK, forlenget',
    generic: 'Lånet kunne ikke fornyes. Prøv igjen senere.',
    deniedLoanerIsBlocked: 'Lånet kan ikke fornyes fordi du er sperret.',
    deniedReserved: 'Lånet kan ikke fornyes fordi noen andre har reservert det.',
    deniedMaxRenewalsReached: 'Lånet kan ikke fornyes flere ganger.',
    // Ours (decision 022): refused, not counted.
    deniedTooSoon: 'Lånet kan ikke fornyes ennå: en fornyelse nå ville ikke gitt deg en senere forfallsdato.',
    deniedOtherReason: 'Lånet kan ikke fornyes.',
    materialNotLoanable: 'Materialet kan ikke lånes.',
    materialNotFound: 'Fant ikke materialet.',
    borrowerNotFound: 'Fant ikke låneren.',
    loaningProfileNotFound: 'Fant ikke låneprofilen.',
  },
  // SPEC §8 success toasts and generic messages per reservation action.
  reservations: {
    cancelled: 'OK: avbestilt',
    pickupChanged: 'Endret henteavdeling',
    expiryChanged: 'Endret utløpsdato',
    suspended: 'OK. Bestillingen har blitt satt på vent',
    resumed: 'OK. Bestillingen har blitt gjenopptatt',
    reserveError: 'Vi kunne ikke reservere materialet. Prøv igjen senere.',
    remoteReserveError: 'Vi kunne ikke bestille fjernlånet. Prøv igjen senere.',
    cancelError: 'Vi kunne ikke avbestille. Prøv igjen senere.',
    changePickupError: 'Vi kunne ikke endre henteavdeling. Prøv igjen senere.',
    changeExpiryError: 'Vi kunne ikke endre utløpsdatoen. Prøv igjen senere.',
    suspendResumeError: 'Vi kunne ikke endre pausen på bestillingen. Prøv igjen senere.',
    remoteLoanUnavailable: 'Fjernlån er ikke tilgjengelig for dette materialet.',
  },
  // SPEC §8 Reservation refusals.
  reservationRefusals: {
    patronBlocked: 'Materialet kan ikke reserveres fordi du er sperret.',
    alreadyReserved: 'Du har allerede reservert dette materialet.',
    maxReservationsReached: 'Du har nådd maksimalt antall reservasjoner.',
    materialNotLoanable: 'Materialet kan ikke reserveres fordi det ikke kan lånes ut.',
    notReservable: 'Materialet kan ikke reserveres.',
    lost: 'Materialet kan ikke reserveres fordi det er meldt tapt.',
    discarded: 'Materialet kan ikke reserveres fordi det er kassert.',
    notFound: 'Materialet kan ikke reserveres fordi det ikke ble funnet.',
    partOfCollection: 'Materialet kan ikke reserveres fordi det er del av en samling.',
    loaningProfileNotFound: 'Materialet kan ikke reserveres fordi låneprofilen mangler.',
    noReservableMaterials: 'Det finnes ingen eksemplarer som kan reserveres.',
    interLibraryNotReservable: 'Fjernlånsmateriale kan ikke reserveres.',
  },
  // SPEC §8 Profile messages.
  profile: {
    passwordIncorrect: 'Passordet er feil.',
    currentPasswordIncorrect: 'Nåværende passord er feil.',
    currentPinIncorrect: 'Nåværende PIN-kode er feil.',
    changePinError: 'Vi kunne ikke endre PIN-koden. Prøv igjen senere.',
    resetPinRequestError: 'Vi kunne ikke sende forespørselen om ny PIN-kode. Prøv igjen senere.',
  },
  // SPEC §8 History.
  history: {
    fetchError: 'Vi kunne ikke hente historikken din. Prøv igjen senere.',
    deleteError: 'Vi kunne ikke slette historikken. Prøv igjen senere.',
    notFound: 'Fant ikke lånet i historikken din.',
  },
  // Circulation API and the staff desk (our wording; SPEC §8 leaves these open).
  circulation: {
    loanNotFound: 'Fant ikke lånet.',
    reservationNotFound: 'Fant ikke bestillingen.',
    unknownPickupBranch: 'Velg en gyldig henteavdeling.',
    expiryInPast: 'Utløpsdatoen kan ikke være tilbake i tid.',
    activationInPast: 'Pausen må vare til en dato fram i tid.',
    alreadyOnTheWay: 'Bestillingen er allerede på vei til deg og kan ikke endres. Du kan avbestille den.',
    suspendOnlyWaiting: 'Bare bestillinger som venter i kø kan settes på vent.',
    pauseTooLong: (last: string): string => `Pausen kan vare høyst ett år, til ${last}.`,
    nothingToPause: 'Du har ingen bestillinger som venter i kø.',
    nothingPaused: 'Ingen av bestillingene dine er på pause.',
    pauseStartNotFuture: 'En planlagt pause må begynne etter i dag.',
    pauseEndsBeforeStart: 'Pausen må slutte etter at den begynner.',
    noPlannedPause: 'Du har ingen planlagt pause.',
    editionsOfOneWork: 'Utgavene du velger, må være av samme verk.',
    tooFewEditions: 'Velg minst to utgaver, eller reserver den ene utgaven.',
    illOwnAccountOnly: 'Du kan bare bestille fjernlån til deg selv.',
    availableLocally: 'Bibliotekene våre har dette materialet. Reserver det i stedet for å bestille fjernlån.',
    itemNotFound: (barcode: string): string => `Fant ikke eksemplaret med strekkode ${barcode}.`,
    cardNotFound: 'Fant ikke låneren med dette lånekortet.',
    itemNotLoanable: 'Eksemplaret kan ikke lånes ut.',
    itemOnLoan: 'Eksemplaret er allerede utlånt. Lever det inn først.',
    itemReservedForOther: 'Eksemplaret er reservert til en annen låner.',
    itemGone: 'Eksemplaret er registrert som savnet eller kassert. Registrer det som funnet først.',
    patronBlocked: 'Låneren er sperret og kan ikke låne.',
    notPicking: 'Denne bestillingen står ikke lenger på plukklisten.',
    // Told before the patron acts (issue #18): what stops renewing and reserving.
    blockedByLibrary: 'Kontoen din er sperret, så du kan ikke fornye eller reservere. Ta kontakt med biblioteket.',
    blockedByFines: (unpaid: string, limit: string): string =>
      `Du har ubetalte gebyrer på ${unpaid}. Fra ${limit} kan du ikke fornye eller reservere før gebyrene er betalt.`,
  },
  // Library services, pages, staff lists and employees (SPEC §3, §7, §8 "Library service not found").
  content: {
    highlightedServicesTitle: 'Utvalgte tjenester',
    serviceNotFound: 'Fant ikke tjenesten',
    unknownBranch: (branch: string): string => `Ukjent bibliotek: «${branch}»`,
    pageNotFound: 'Fant ikke siden',
    listNotFound: 'Fant ikke listen',
    employeeNotFound: 'Fant ikke den ansatte',
  },
  // Accounts and sessions: login page, my page, profile, validation (core/account-messages.ts).
  account: accountMessages,
  // Fines and fine payment (core/payment-messages.ts).
  payments: paymentMessages,
  // Generic API errors, keyed by error kind (see errors.ts). SPEC §8 network error.
  api: {
    invalid: 'Ugyldig forespørsel',
    notFound: 'Fant ikke det du lette etter',
    serverError: 'Noe gikk galt. Prøv igjen senere.',
    unauthenticated: 'Du må logge inn',
    tooManyRequests: 'For mange forsøk. Vent litt og prøv igjen.',
    forbidden: 'Du har ikke tilgang til dette',
    conflict: 'Forespørselen er i konflikt med gjeldende tilstand. Last siden på nytt og prøv igjen.',
    unavailable: 'Tjenesten er ikke tilgjengelig akkurat nå. Prøv igjen senere.',
    network: 'Vi fikk ikke kontakt med tjenesten. Sjekk internettforbindelsen og prøv igjen.',
    invalidCharacters:
      'Forespørselen inneholder tegn vi ikke kan ta imot (for eksempel et nulltegn). Fjern dem og prøv igjen.',
    payloadTooLarge: (limit: string) => `Det du sendte er for stort. Vi tar imot høyst ${limit}.`,
    databaseUnavailable:
      'Vi har et midlertidig problem og får ikke hentet opplysningene akkurat nå. Ingenting er borte. Prøv igjen om litt.',
    searchWarmingUp: 'Søket gjøres klart etter en omstart. Prøv igjen om litt.',
  },
} as const;
