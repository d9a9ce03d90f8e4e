// The API answers in the language asked for (Accept-Language), bokmål when none of ours is asked for (decision 028).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#core/errors.ts';
import type { CookieClient } from '#server/testing/cookie-client.ts';
import { createEmployee } from '#server/testing/factories.ts';
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
    const kari = await t.loggedIn('10000001', '1111');
    const { loans } = (await (await kari.request('/api/authorized/cicero/loans')).json()) as {
      loans: { denials: string[]; loanDetails: { loanId: number } }[];
    };
    const reserved = loans.find((l) => l.denials.includes('deniedReserved'))!;
    const renew = (language: string) =>
      kari.send('POST', '/api/authorized/cicero/renew', [reserved.loanDetails.loanId], { 'accept-language': language });
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
  it('keeps the service’s bokmål message for a code not in the catalogue yet, and gives other languages its kind', () => {
    const error = new AppError('not_found', 'not_in_the_catalogue_yet', 'Fant ikke noe nytt');
    expect(appErrorMessage(error, 'nb')).toBe('Fant ikke noe nytt');
    expect(appErrorMessage(error, 'en')).toBe('We could not find what you were looking for');
  });
});
