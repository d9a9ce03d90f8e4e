// Norwegian (bokmål) strings of fine payment failures (SPEC §8) and the test terminal; part of messages.payments. The fines and return pages are in the account catalogue.
// SPEC gives no exact wording here; the texts are ours.

export const paymentMessages = {
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
