import { describe, expect, it } from 'vitest';
import { checkContactSettings, normalizeEmail, normalizePhoneNumber } from './contact-settings.ts';
import { isProfileInvalid } from './profile.ts';

const ok = { receiveEmail: true, receiveSms: false, email: 'kari@example.no', phoneNumber: null };

describe('normalisation', () => {
  it('normalises Norwegian phone numbers', () => {
    expect(normalizePhoneNumber('412 34 567')).toBe('41234567');
    expect(normalizePhoneNumber('+47 41234567')).toBe('41234567');
    expect(normalizePhoneNumber('0047-412-34-567')).toBe('41234567');
    expect(normalizePhoneNumber('  ')).toBeNull();
    expect(normalizePhoneNumber('123')).toBe('123');
  });

  it('trims e-mail and treats blank as missing', () => {
    expect(normalizeEmail('  a@b.no ')).toBe('a@b.no');
    expect(normalizeEmail('')).toBeNull();
  });
});

describe('checkContactSettings (SPEC §5)', () => {
  it('accepts a valid combination', () => {
    expect(checkContactSettings(ok)).toEqual({});
    expect(
      checkContactSettings({ receiveEmail: false, receiveSms: true, email: null, phoneNumber: '41234567' }),
    ).toEqual({});
  });

  it('requires at least one channel', () => {
    expect(checkContactSettings({ ...ok, receiveEmail: false })).toEqual({
      receiveEmail: 'Velg om du vil få varsler på e-post, SMS eller begge.',
    });
  });

  it('requires the address of each chosen channel', () => {
    expect(checkContactSettings({ ...ok, email: null })).toMatchObject({
      email: 'Fyll inn e-postadressen du vil få varsler på.',
    });
    expect(checkContactSettings({ ...ok, receiveSms: true })).toEqual({
      phoneNumber: 'Fyll inn mobilnummeret du vil få SMS på.',
    });
  });

  it('checks formats', () => {
    expect(checkContactSettings({ ...ok, email: 'ikke-epost' }).email).toMatch(/navn@eksempel\.no/);
    expect(checkContactSettings({ ...ok, phoneNumber: '123' }).phoneNumber).toMatch(/8 sifre/);
  });

  it('never lets an invalid profile pass', () => {
    const combos = [true, false].flatMap((receiveEmail) =>
      [true, false].flatMap((receiveSms) =>
        ['kari@example.no', null].flatMap((email) =>
          ['41234567', null].map((phoneNumber) => ({ receiveEmail, receiveSms, email, phoneNumber })),
        ),
      ),
    );
    for (const combo of combos) {
      if (Object.keys(checkContactSettings(combo)).length === 0) expect(isProfileInvalid(combo)).toBe(false);
    }
  });
});
