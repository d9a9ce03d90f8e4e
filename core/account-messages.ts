// Norwegian (bokmål) strings of accounts and sessions (login, registration, my page, profile); part of messages.account.
// SPEC §2 and §8 give some texts exactly (kept verbatim); where it says "not shown" the wording is ours.

export const accountMessages = {
  login: {
    title: 'Logg inn',
    lead: 'Logg inn for å se lånene og bestillingene dine, fornye lån og bestille.',
    patronTitle: 'For lånere',
    employeeTitle: 'For ansatte',
    employeeLead: 'Ansatte logger inn med jobbkontoen sin.',
    cardHeading: 'Logg inn med bibliotekkort',
    identifierLabel: 'Lånekortnummer eller fødselsnummer',
    identifierHint: 'Nummeret står på lånekortet ditt.',
    pinLabel: 'PIN-kode',
    submit: 'Logg inn',
    identifierRequired: 'Skriv inn lånekortnummeret eller fødselsnummeret ditt.',
    pinRequired: 'Skriv inn PIN-koden din.',
    forgotPin: 'Glemt PIN-koden?',
    notBorrower: 'Ikke låner ennå?',
    register: 'Bli låner',
    alreadyLoggedIn: (name: string): string => `Du er logget inn som ${name}.`,
    toMyPage: 'Gå til Min side',
    providerUnavailable: 'Denne innloggingen er ikke tilgjengelig akkurat nå. Prøv igjen senere.',
    // No staff identity provider configured (a real library without STAFF_ISSUER): no button that cannot work.
    employeeNotConfigured: 'Innlogging for ansatte er ikke satt opp her ennå. Kontakt IT-avdelingen.',
    // Demo mode only (docs/decisions/021): the seeded test accounts, so a newcomer can try every journey.
    demoLoginsTitle: 'Testkontoer i demoen',
    demoLoginsLead: 'Logg inn med lånekort og PIN.',
    // Only while the test identity provider stands in for that login (a real issuer has its own people).
    demoLoginsIdporten:
      'I test-ID-porten under «Logg inn med ID-porten» kan du velge Kari Nordmann eller Lars Johansen.',
    demoLoginsStaff: 'Under «Logg inn som ansatt» kan du velge Nora Lie (ansatt-1) eller Anders Moe (ansatt-2).',
    demoLoginCard: (card: string, pin: string): string => `Lånekort ${card}, PIN ${pin}`,
    flowExpired: 'Innloggingen tok for lang tid eller ble avbrutt. Prøv igjen.',
    invalidCallbackUrl: 'Adressen du skulle sendes til etter innlogging er ikke gyldig.',
    loginRequired: 'Du må logge inn for å se denne siden.',
    csrfFailed: 'Skjemaet var utløpt. Last siden på nytt og prøv igjen.',
    loggedOut: 'Du er logget ut.',
  },
  // The profile page's texts are in the account catalogue; the registration form still uses these two.
  profile: {
    noPreferredBranch: 'Velg bibliotek',
    fixErrors: 'Rett opp feilene i skjemaet og prøv igjen.',
  },
  validation: {
    pinFormat: 'PIN-koden må være fire sifre.',
    pinsDiffer: 'PIN-kodene er ikke like.',
    pinSameAsCurrent: 'Den nye PIN-koden må være forskjellig fra den gamle.',
    noChannel: 'Velg om du vil få varsler på e-post, SMS eller begge.',
    noContact: 'Fyll inn e-postadresse eller mobilnummer.',
    emailRequiredForEmail: 'Fyll inn e-postadressen du vil få varsler på.',
    phoneRequiredForSms: 'Fyll inn mobilnummeret du vil få SMS på.',
    emailFormat: 'Skriv e-postadressen slik: navn@eksempel.no.',
    phoneFormat: 'Skriv et norsk mobilnummer med 8 sifre, for eksempel 41234567.',
    unknownBranch: 'Velg et hentebibliotek fra listen.',
  },
  // The API's and the form rules' words (the page's are in the registration namespace).
  register: {
    alreadyBorrower: 'Du er allerede registrert som låner. Logg inn for å se Min side.',
    tooManyRegistrations:
      'Det er registrert mange nye lånere fra denne nettverksadressen den siste tiden. Prøv igjen om et kvarter, eller kom innom et bibliotek.',
    firstName: 'Fornavn',
    lastName: 'Etternavn',
    birthDate: 'Fødselsdato',
    address: 'Gateadresse',
    postalCode: 'Postnummer',
    city: 'Poststed',
  },
  registerValidation: {
    required: (field: string): string => `Fyll inn ${field.toLowerCase()}.`,
    birthDate: 'Skriv en gyldig fødselsdato, for eksempel 14.03.1985.',
    birthDateFuture: 'Fødselsdatoen kan ikke være fram i tid.',
    postalCode: 'Postnummeret har fire sifre.',
    contact: 'Fyll inn e-postadresse eller mobilnummer.',
    consent: 'Du må godta utlånsreglementet for å bli låner.',
    branch: 'Velg et hentebibliotek fra listen.',
    tooLong: 'Teksten er for lang.',
  },
  // The PIN reset pages' texts are in the account catalogue; the service answers an invalid link with this.
  pinReset: {
    invalidLink: 'Lenken er ugyldig, brukt eller utløpt. Be om en ny lenke.',
  },
  session: {
    expiresSoon: (minutes: number): string =>
      `Du blir logget ut om ${minutes === 1 ? 'ett minutt' : `${minutes} minutter`} hvis du ikke svarer.`,
  },
} as const;
