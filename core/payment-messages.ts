// Norwegian (bokmål) strings of fine payment failures (SPEC §8) and the test terminal; part of messages.payments. The fines and return pages are in the account catalogue.
// SPEC gives no exact wording here; the texts are ours.

export const paymentMessages = {
  // SPEC §8 Payment failures are worded in errors:code.<code> (decision 028); this one is the request schema's.
  errors: {
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
