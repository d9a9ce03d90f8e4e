// The API answers in the language asked for (Accept-Language), bokmål when none of ours is asked for (decision 028).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#core/errors.ts';
import type { CookieClient } from '#server/testing/cookie-client.ts';
import { createEmployee, createLoan, createPatron, createReservation } from '#server/testing/factories.ts';
import { assertPausable } from '#server/services/circulation/pause-rules.ts';
import { codedError } from '#server/services/coded-error.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { appErrorMessage } from './errors.ts';

let t: TestApp;
let staff: CookieClient;
let libraryId: number;
beforeAll(async () => {
  t = await createTestApp();
  const employee = await createEmployee(t.services.db);
  staff = await t.loggedIn(employee.cardNumber, employee.pin);
  const libraries = (await (await t.request('/api/libraries?excludeOpeningHours=true')).json()) as { id: number }[];
  libraryId = libraries[0]!.id;
});
afterAll(async () => {
  await t.close();
});

const errorIn = async (path: string, language?: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  if (language) headers.set('accept-language', language);
  const response = await t.request(path, { ...init, headers });
  return {
    status: response.status,
    error: ((await response.json()) as { error: { code: string; message: string } }).error,
  };
};

describe('API errors in the language asked for', () => {
  it('answers an unknown address in English, nynorsk, or bokmål when no language (or none of ours) is asked for', async () => {
    expect((await errorIn('/api/finnes-ikke', 'en-GB,en;q=0.9')).error).toEqual({
      code: 'not_found',
      message: 'We could not find what you were looking for',
    });
    expect((await errorIn('/api/finnes-ikke', 'nn')).error.message).toBe('Fann ikkje det du leita etter');
    expect((await errorIn('/api/finnes-ikke')).error.message).toBe('Fant ikke det du lette etter');
    expect((await errorIn('/api/finnes-ikke', 'de')).error.message).toBe('Fant ikke det du lette etter');
  });

  // A schema's own bokmål wording (here the date's) stays for bokmål; other languages get the catalogue's words for the issue.
  it('words validation messages in the language asked for, with no bokmål left in English', async () => {
    const path = `/api/libraries/${libraryId}/openinghoursforweek?date=i-dag`;
    const english = await errorIn(path, 'en');
    expect(english.status).toBe(400);
    expect(english.error).toEqual({
      code: 'invalid_request',
      message: 'Invalid request. “date”: must be a date (YYYY-MM-DD)',
    });
    expect((await errorIn(path)).error.message).toBe(
      'Ugyldig forespørsel. «date»: Må være en gyldig dato på formen åååå-mm-dd',
    );
    expect((await errorIn(path, 'nn')).error.message).toBe(
      'Ugyldig førespurnad. «date»: må vere ein dato (ÅÅÅÅ-MM-DD)',
    );
  });

  it('asks for a login in the language asked for', async () => {
    expect((await errorIn('/api/authorized/cicero/loans', 'en')).error).toEqual({
      code: 'unauthenticated',
      message: 'You need to log in',
    });
    expect((await errorIn('/api/authorized/cicero/loans')).error.message).toBe('Du må logge inn');
  });

  it('says which copy is unknown, by the catalogue text of the error code and its params', async () => {
    const checkin = (language: string) =>
      staff.send(
        'POST',
        '/api/staff/circulation/checkin',
        { barcode: 'nope', libraryId },
        { 'accept-language': language },
      );
    const english = await checkin('en');
    expect(english.status).toBe(404);
    expect(await english.json()).toEqual({
      error: { code: 'item_not_found', message: 'No copy found with barcode nope.' },
    });
    expect(await (await checkin('nb')).json()).toEqual({
      error: { code: 'item_not_found', message: 'Fant ikke eksemplaret med strekkode nope.' },
    });
  });
});

describe('coded service errors in the language asked for (issue #19 point 3)', () => {
  it('refuses a renewal with its denial reason in English and nynorsk, and in bokmål as before', async () => {
    // A loan of a title another patron queues for.
    const borrower = await createPatron(t.services.db);
    const { copy } = await createLoan(t.services.db, borrower, { now: t.now, dueIn: 5 });
    const waiting = await createPatron(t.services.db);
    await createReservation(t.services.db, waiting, { now: t.now, publicationId: copy.publicationId });
    const client = await t.loggedIn(borrower.cardNumber, borrower.pin);
    const { loans } = (await (await client.request('/api/authorized/cicero/loans')).json()) as {
      loans: { denials: string[]; loanDetails: { loanId: number } }[];
    };
    const reserved = loans.find((l) => l.denials.includes('deniedReserved'))!;
    const renew = (language: string) =>
      client.send('POST', '/api/authorized/cicero/renew', [reserved.loanDetails.loanId], {
        'accept-language': language,
      });
    const english = await renew('en');
    expect(english.status).toBe(409);
    expect(await english.json()).toEqual({
      error: { code: 'deniedReserved', message: 'The loan cannot be renewed because someone else has reserved it.' },
    });
    expect(((await (await renew('nn')).json()) as { error: { message: string } }).error.message).toBe(
      'Lånet kan ikkje fornyast fordi nokon andre har reservert det.',
    );
    expect(((await (await renew('nb')).json()) as { error: { message: string } }).error.message).toBe(
      'Lånet kan ikke fornyes fordi noen andre har reservert det.',
    );
  });

  it('words each refused loan of a renew-all (200) in the language asked for, and in bokmål as before', async () => {
    // Two loans: one of a title another patron queues for, one anybody may renew.
    const borrower = await createPatron(t.services.db);
    const { copy } = await createLoan(t.services.db, borrower, { now: t.now, dueIn: 5 });
    await createLoan(t.services.db, borrower, { now: t.now, dueIn: 5 });
    await createReservation(t.services.db, await createPatron(t.services.db), {
      now: t.now,
      publicationId: copy.publicationId,
    });
    const patron = await t.loggedIn(borrower.cardNumber, borrower.pin);
    const { loans } = (await (await patron.request('/api/authorized/cicero/loans')).json()) as {
      loans: { denials: string[]; loanDetails: { loanId: number } }[];
    };
    const reserved = loans.find((l) => l.denials.includes('deniedReserved'))!;
    const other = loans.find((l) => l !== reserved)!;
    const ids = [reserved.loanDetails.loanId, other.loanDetails.loanId];
    const reasonIn = async (language: string) => {
      const response = await patron.send('POST', '/api/authorized/cicero/renew', ids, { 'accept-language': language });
      expect(response.status).toBe(200);
      const results = (await response.json()) as { loanDetails: { loanId: number }; message: string | null }[];
      return results.find((r) => r.loanDetails.loanId === reserved.loanDetails.loanId)!.message;
    };
    expect(await reasonIn('en')).toBe('The loan cannot be renewed because someone else has reserved it.');
    expect(await reasonIn('nn')).toBe('Lånet kan ikkje fornyast fordi nokon andre har reservert det.');
    expect(await reasonIn('nb')).toBe('Lånet kan ikke fornyes fordi noen andre har reservert det.');
  });

  it('words a bad search command, an unknown filter and an unknown person in the language asked for', async () => {
    const query = `/api/search?query=${encodeURIComponent('år:abc')}`;
    expect((await errorIn(query, 'en')).error).toEqual({
      code: 'invalid_query',
      message: 'Invalid year in the search “år:abc”',
    });
    expect((await errorIn(query, 'nn')).error.message).toBe('Ugyldig år i søket «år:abc»');
    expect((await errorIn(query)).error.message).toBe('Ugyldig år i søket «år:abc»');
    const filter = '/api/search?filter=branch_atlantis';
    expect((await errorIn(filter, 'en')).error).toEqual({
      code: 'invalid_filter',
      message: 'Unknown library in the filter “branch_atlantis”',
    });
    expect((await errorIn(filter)).error.message).toBe('Ukjent bibliotek i filteret «branch_atlantis»');
    expect((await errorIn('/api/agent/person/999999', 'en')).error).toEqual({
      code: 'not_found',
      message: 'Person not found',
    });
    expect((await errorIn('/api/agent/corporation/999999', 'nn')).error.message).toBe('Fann ikkje korporasjonen');
    expect((await errorIn('/api/agent/person/999999')).error.message).toBe('Fant ikke personen');
  });

  it('refuses settings with each field’s message in the language asked for', async () => {
    const patron = await createPatron(t.services.db);
    const c = await t.loggedIn(patron.cardNumber, patron.pin);
    const refusalIn = async (language: string) => {
      const body = { receiveEmail: false, receiveSms: false };
      const response = await c.send('PUT', '/api/authorized/cicero/settings', body, { 'accept-language': language });
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: { code: string; message: string; fields: object } }).error;
    };
    const english = 'Choose whether you want notices by e-mail, text message or both.';
    expect(await refusalIn('en')).toEqual({
      code: 'invalid_settings',
      message: english,
      fields: { receiveEmail: english },
    });
    expect((await refusalIn('nn')).fields).toEqual({
      receiveEmail: 'Vel om du vil få varsel på e-post, SMS eller begge.',
    });
    expect((await refusalIn('nb')).message).toBe('Velg om du vil få varsler på e-post, SMS eller begge.');
  });

  it('says an event is not there, and why a period is refused (a param), in the language asked for', async () => {
    expect((await errorIn('/api/library-events/999999/kalender.ics', 'en')).error).toEqual({
      code: 'event_not_found',
      message: 'Event not found',
    });
    expect((await errorIn('/api/library-events/999999/kalender.ics', 'nn')).error.message).toBe(
      'Fann ikkje arrangementet',
    );
    const span = `/api/libraries/${libraryId}/openinghoursbetweendates?start=2026-01-01&end=2027-12-31`;
    const english = await errorIn(span, 'en');
    expect(english.error.code).toBe('span_too_long');
    expect(english.error.message).toMatch(/^Invalid request\. The period can be at most \d+ days\.$/);
    expect((await errorIn(span, 'nn')).error.message).toMatch(
      /^Ugyldig førespurnad\. Perioden kan vere høgst \d+ dagar\.$/,
    );
    expect((await errorIn(span)).error.message).toMatch(/^Ugyldig forespørsel\. Perioden kan være høyst \d+ dager\.$/);
  });
});

describe('appErrorMessage', () => {
  it('writes the last day of a pause that is too long as the reader writes dates', () => {
    let error: unknown;
    try {
      assertPausable('2026-11-27', '2028-01-01');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toMatchObject({ code: 'pause_too_long', params: { last: '2027-11-27' } });
    expect(appErrorMessage(error as AppError, 'nb')).toBe('Pausen kan vare høyst ett år, til 27.11.2027.');
    expect((error as AppError).message).toBe('Pausen kan vare høyst ett år, til 27.11.2027.');
    expect(appErrorMessage(error as AppError, 'nn')).toBe('Pausen kan vare høgst eitt år, til 27.11.2027.');
    expect(appErrorMessage(error as AppError, 'en')).toBe('A pause can last at most one year, until 27/11/2027.');
  });

  it('names the content type a staff member may not change, in the language asked for', () => {
    const error = codedError('forbidden', 'content_forbidden', { type: 'opening_hours_exception' });
    expect(error.message).toBe('Du har ikke tilgang til å endre dette innholdet. (Avvik i åpningstider)');
    expect(appErrorMessage(error, 'en')).toBe(
      'You do not have access to change this content. (Opening hours exceptions)',
    );
    expect(appErrorMessage(error, 'nn')).toBe(
      'Du har ikkje tilgang til å endre dette innhaldet. (Avvik i opningstider)',
    );
  });

  it('explains an OAI-PMH error code and keeps the service’s own words', () => {
    const error = codedError('unavailable', 'oai_error', {
      context: 'withMessage',
      oaiCode: 'noSetHierarchy',
      reason: 'noSetHierarchy',
      message: 'No sets',
    });
    expect(error.message).toBe(
      'OAI-PMH-tjenesten svarte med feilen «noSetHierarchy»: tjenesten har ingen sett; høst uten --set (tjenestens melding: «No sets»).',
    );
    expect(appErrorMessage(error, 'en')).toBe(
      'The OAI-PMH service answered with the error “noSetHierarchy”: the service has no sets; harvest without --set (the service’s message: “No sets”).',
    );
  });

  it('keeps the service’s bokmål message for a code not in the catalogue yet, and gives other languages its kind', () => {
    const error = new AppError('not_found', 'not_in_the_catalogue_yet', 'Fant ikke noe nytt');
    expect(appErrorMessage(error, 'nb')).toBe('Fant ikke noe nytt');
    expect(appErrorMessage(error, 'en')).toBe('We could not find what you were looking for');
  });
});
