// /registrer-deg words the form rules' bokmål messages in the page's language (decision 028).
import { describe, expect, it } from 'vitest';
import { translatorFor } from '#core/i18n/translator.ts';
import { checkRegistration, type RegistrationInput } from '#core/registration.ts';
import { registrationErrorTexts } from './registration-error-text.ts';

const empty: RegistrationInput = {
  firstName: '',
  lastName: '',
  birthDate: '01.01.2999',
  address: '',
  postalCode: '12',
  city: '',
  email: 'nope',
  phoneNumber: '',
  pin: '12',
  repeatPin: '',
  preferredPickupBranch: 'x',
  consent: false,
};

describe('registrationErrorTexts', () => {
  const verdict = checkRegistration(empty, { today: '2026-11-27', branches: ['b'] });
  const errors = verdict.ok ? {} : verdict.errors;

  it('keeps the bokmål messages as they are', () => {
    expect(registrationErrorTexts(translatorFor('nb'), errors)).toEqual(errors);
  });

  it('words every field in English and nynorsk', () => {
    expect(registrationErrorTexts(translatorFor('en'), errors)).toEqual({
      firstName: 'Fill in your first name.',
      lastName: 'Fill in your last name.',
      birthDate: 'The date of birth cannot be in the future.',
      address: 'Fill in your street address.',
      postalCode: 'The postcode has four digits.',
      city: 'Fill in your town.',
      email: translatorFor('en')('account:validation.emailFormat'),
      pin: translatorFor('en')('account:validation.pinFormat'),
      preferredPickupBranch: 'Choose a pickup library from the list.',
      consent: 'You must accept the lending rules to become a borrower.',
    });
    const nn = registrationErrorTexts(translatorFor('nn'), errors);
    expect(nn.firstName).toBe('Fyll inn førenamn.');
    expect(nn.consent).toBe('Du må godta utlånsreglementet for å bli lånar.');
  });
});
