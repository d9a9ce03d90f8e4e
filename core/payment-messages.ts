// Norwegian (bokmål) strings of fines and fine payment (SPEC §4 Fine payment, §8 Payment failures); part of messages.payments.
// SPEC gives no exact wording here; the texts are ours.

export const paymentMessages = {
  fines: {
    title: 'Gebyrer',
    lead: 'Velg hvilke gebyrer du vil betale. Du betaler med kort i bankens betalingsvindu; kortopplysningene dine kommer aldri til biblioteket.',
    none: 'Du har ingen ubetalte gebyrer.',
    unpaidHeading: 'Ubetalte gebyrer',
    chooseLegend: 'Velg gebyrer du vil betale',
    registered: (date: string): string => `Registrert ${date}`,
    total: 'Til sammen',
    pay: 'Gå til betaling',
    paying: 'Sender deg til betaling …',
    noneChosen: 'Velg minst ett gebyr du vil betale.',
    unavailable: 'Betaling på nett er ikke tilgjengelig akkurat nå. Du kan betale i skranken på biblioteket.',
    // No payment terminal configured: the page lists what is owed and where to pay, and offers nothing to tick (issue #18).
    payAtLibraryTitle: 'Slik betaler du',
    payAtLibrary: (total: string): string =>
      `Du skylder til sammen ${total}. Gebyrer kan ikke betales på nett her. Betal i skranken på et av bibliotekene – ta med lånekortet eller legitimasjon.`,
    paidHeading: 'Betalte gebyrer',
    paidOn: (date: string): string => `Betalt ${date}`,
    noPaid: 'Du har ingen betalte gebyrer.',
  },
  // SPEC §4 Fine payment, after return.
  result: {
    title: 'Betaling',
    doneTitle: 'Betalingen er allerede registrert',
    done: 'Denne betalingen er allerede behandlet, og gebyrene er betalt. Du er ikke belastet på nytt.',
    savedTitle: 'Takk for betalingen',
    saved: (amount: string): string => `Vi har mottatt ${amount}, og gebyrene er betalt.`,
    receiptEmail: (email: string): string => `Kvitteringen er sendt til ${email}.`,
    receiptSms: (phone: string): string => `Kvitteringen er sendt på SMS til ${phone}.`,
    cancelledTitle: 'Betalingen ble avbrutt',
    cancelled: 'Du avbrøt betalingen. Ingenting er betalt, og ingen gebyrer er endret.',
    failedTitle: 'Betalingen feilet',
    failed: 'Vi kunne ikke gjennomføre betalingen. Ingenting er betalt. Prøv igjen, eller betal i skranken på biblioteket.',
    back: 'Tilbake til gebyrene dine',
    transaction: 'Transaksjonsnummer',
  },
  // SPEC §8 Payment failures (each carries a fineId or a transactionId).
  errors: {
    unavailable: 'Betaling på nett er ikke tilgjengelig akkurat nå. Prøv igjen senere, eller betal i skranken.',
    fineNotFound: 'Fant ikke gebyret.',
    fineAlreadyPaid: 'Gebyret er allerede betalt.',
    paymentNotFound: 'Fant ikke betalingen.',
    paymentCancelled: 'Betalingen ble avbrutt, og ingenting er betalt.',
    paymentNotCompleted: 'Betalingen er ikke fullført i betalingsvinduet ennå.',
    paymentInProgress: 'Et av gebyrene er med i en annen betaling som behandles nå. Prøv igjen om litt.',
    paymentFailed: 'Betalingen kunne ikke gjennomføres. Ingenting er betalt.',
    chooseOne: 'Oppgi enten fineId eller fineIds.',
  },
  // The built-in test bank terminal (docs/decisions/011).
  terminal: {
    title: 'Testbank – betaling',
    banner: 'Testterminal – ingen ekte betaling',
    lead: 'Dette er bibliotekets testterminal. Ingen kort belastes, og du skal ikke oppgi kortopplysninger her.',
    merchant: 'Mottaker',
    description: 'Gjelder',
    amount: 'Beløp',
    ok: 'OK – betal',
    cancel: 'Avbryt',
    unknownTitle: 'Fant ikke betalingen',
    unknown: 'Denne betalingen finnes ikke, eller lenken er feil.',
    doneTitle: 'Betalingen er allerede behandlet',
    done: 'Du har allerede svart i denne betalingen.',
    backToShop: 'Tilbake til biblioteket',
  },
} as const;
