import { describe, it, expect } from 'vitest';
import { i18nFor, translatorFor } from './i18n/translator.ts';
import { messages } from './messages.ts';
import { renewalDenialKey } from './renewal.ts';

describe('messages', () => {
  it('has the exact spec strings', () => {
    const nbDates = translatorFor('nb');
    expect([
      nbDates('common:dates.closed'),
      nbDates('common:dates.today'),
      nbDates('common:dates.tomorrow'),
      nbDates('common:dates.missingDate'),
    ]).toEqual(['Stengt', 'I dag', 'I morgen', 'Dato mangler']);
    // SPEC §2 Logout, from the bokmål catalogue.
    const nb = translatorFor('nb');
    expect([nb('shell:logout.button'), nb('shell:logout.waitTitle'), nb('shell:logout.waitText')]).toEqual([
      'Logg ut',
      'Vennligst vent',
      'Du blir straks logget ut.',
    ]);
    expect(nb('shell:search.error')).toBe('En feil oppsto');
    expect(nb('shell:search.noHits')).toBe('Ingen treff');
    expect(messages.favourites.missingName).toBe('Mangler navn');
    // SPEC §8 favourites, from the bokmål catalogue.
    expect([nb('lists:favourites.noLists'), nb('lists:favourites.missingName'), nb('lists:modal.loginToAdd')]).toEqual([
      'Du har ingen lister',
      'Mangler navn',
      'Logg inn for å legge til i liste',
    ]);
    expect(nb('lists:favourites.error')).toBe('En feil oppsto');
    // SPEC §8 toasts, from the bokmål catalogue's messages namespace.
    expect(nb('messages:renewal.success')).toBe('OK, forlenget');
    expect(nb('messages:reservations.cancelled')).toBe('OK: avbestilt');
    expect(nb('messages:reservations.pickupChanged')).toBe('Endret henteavdeling');
    expect(nb('messages:reservations.expiryChanged')).toBe('Endret utløpsdato');
    expect(nb('messages:reservations.suspended')).toBe('OK. Bestillingen har blitt satt på vent');
    expect(nb('messages:reservations.resumed')).toBe('OK. Bestillingen har blitt gjenopptatt');
  });

  it('has the exact spec strings of the shell in the bokmål catalogue (core/locales/nb, decision 028)', () => {
    const t = translatorFor('nb');
    expect(t('session.stillHereTitle')).toBe('Er du fortsatt her?');
    expect(t('session.stillHereConfirm')).toBe('Ja');
    expect(t('session.expired')).toBe('Sesjonen din har utløpt - du må logge inn igjen.');
    expect(t('login:idporten')).toBe('Logg inn med ID-porten');
    expect(t('login:separator')).toBe('eller');
    expect(t('login:libraryCard')).toBe('Logg inn med bibliotekkort');
    expect(t('login:employee')).toBe('Logg inn som ansatt');
    expect(t('common:dates.missingDate')).toBe('Dato mangler');
    expect([
      t('header.recommend'),
      t('header.libraries'),
      t('header.weOffer'),
      t('header.roomsAndConferences'),
    ]).toEqual(['Vi anbefaler', 'Bibliotekene', 'Vi tilbyr', 'Møterom og konferanse']);
  });

  it('builds list toasts', () => {
    const nb = translatorFor('nb');
    expect(nb('lists:favourites.addedTo', { list: 'Sommerlesing' })).toBe('Lagt til i "Sommerlesing"');
    expect(nb('lists:favourites.removedFrom', { list: 'Sommerlesing' })).toBe('Fjernet fra Sommerlesing');
  });

  it('has generic API messages, from the bokmål catalogue', () => {
    const nb = translatorFor('nb');
    expect(nb('errors:kind.invalid')).toBe('Ugyldig forespørsel');
    expect(nb('errors:kind.not_found')).toBe('Fant ikke det du lette etter');
    expect(nb('errors:api.serverError')).toBe('Noe gikk galt. Prøv igjen senere.');
    expect(nb('errors:kind.unauthenticated')).toBe('Du må logge inn');
    expect(nb('errors:kind.forbidden')).toBe('Du har ikke tilgang til dette');
    // SPEC §8 network error: the browser's own texts (app/i18n/browser-text.ts).
    expect(nb('errors:api.network')).toBe(
      'Vi fikk ikke kontakt med tjenesten. Sjekk internettforbindelsen og prøv igjen.',
    );
    expect(nb('errors:api.libraryUnreachable')).toBe(
      'Fikk ikke kontakt med biblioteket. Sjekk nettforbindelsen og prøv igjen.',
    );
  });

  it('has a message for every renewal code, in every language', () => {
    for (const language of ['nb', 'nn', 'en'] as const) {
      const t = translatorFor(language);
      for (const codes of [
        ['deniedLoanerIsBlocked'],
        ['deniedReserved'],
        ['deniedMaxRenewalsReached'],
        ['deniedTooSoon'],
        ['deniedOtherReason'],
        ['materialNotLoanable'],
        ['materialNotFound'],
        ['borrowerNotFound'],
        ['loaningProfileNotFound'],
        ['somethingNew'],
      ]) {
        const key = renewalDenialKey(codes);
        expect(i18nFor(language).exists(key), key).toBe(true);
        expect(t(key).length).toBeGreaterThan(0);
      }
    }
    // A renewal's own words where reserving has the same code.
    expect(translatorFor('nb')(renewalDenialKey(['materialNotLoanable']))).toBe('Materialet kan ikke lånes.');
  });

  it('has no empty strings anywhere', () => {
    const walk = (value: unknown): void => {
      if (typeof value === 'string') expect(value.trim().length).toBeGreaterThan(0);
      else if (typeof value === 'function') expect(String(value('x')).length).toBeGreaterThan(0);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(messages);
  });
});
