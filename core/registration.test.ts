import { describe, expect, it } from 'vitest';
import { checkRegistration, parseBirthDate, type RegistrationInput } from './registration.ts';

const valid: RegistrationInput = {
  firstName: 'Ola',
  lastName: 'Nordmann',
  birthDate: '1990-05-17',
  address: 'Storgata 1',
  postalCode: '0155',
  city: 'Oslo',
  email: 'ola@example.no',
  phoneNumber: '',
  pin: '1234',
  repeatPin: '1234',
  preferredPickupBranch: 'BJV',
  consent: true,
};
const options = { today: '2026-11-22', branches: ['BJV', 'TOY'] };

describe('parseBirthDate', () => {
  it('reads ISO and Norwegian dates and refuses impossible ones', () => {
    expect(parseBirthDate('1990-05-17')).toBe('1990-05-17');
    expect(parseBirthDate('17.5.1990')).toBe('1990-05-17');
    expect(parseBirthDate('31.02.1990')).toBeNull();
    expect(parseBirthDate('i går')).toBeNull();
  });
});

describe('checkRegistration', () => {
  it('accepts a complete form and normalises contact details', () => {
    const verdict = checkRegistration({ ...valid, phoneNumber: '+47 412 34 567' }, options);
    expect(verdict).toEqual({
      ok: true,
      value: expect.objectContaining({ email: 'ola@example.no', phoneNumber: '41234567', birthDate: '1990-05-17' }),
    });
  });

  it('gives a Norwegian message per field', () => {
    const verdict = checkRegistration(
      {
        ...valid,
        firstName: ' ',
        birthDate: '2030-01-01',
        postalCode: '12',
        email: '',
        pin: '12',
        preferredPickupBranch: 'X',
        consent: false,
      },
      options,
    );
    expect(verdict).toEqual({
      ok: false,
      errors: {
        firstName: 'Fyll inn fornavn.',
        birthDate: 'Fødselsdatoen kan ikke være fram i tid.',
        postalCode: 'Postnummeret har fire sifre.',
        email: 'Fyll inn e-postadresse eller mobilnummer.',
        pin: 'PIN-koden må være fire sifre.',
        preferredPickupBranch: 'Velg et hentebibliotek fra listen.',
        consent: 'Du må godta utlånsreglementet for å bli låner.',
      },
    });
  });

  it('checks the repeated PIN and formats', () => {
    const verdict = checkRegistration({ ...valid, repeatPin: '4321', email: 'ola', phoneNumber: '12' }, options);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(Object.keys(verdict.errors).sort()).toEqual(['email', 'phoneNumber', 'repeatPin']);
  });
});
