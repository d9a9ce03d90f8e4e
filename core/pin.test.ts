import { describe, expect, it } from 'vitest';
import { checkNewPin, isValidPinFormat } from './pin.ts';

describe('PIN rules', () => {
  it('accepts exactly four digits', () => {
    expect(isValidPinFormat('0123')).toBe(true);
    for (const bad of ['123', '12345', 'abcd', '12 4', '']) expect(isValidPinFormat(bad)).toBe(false);
  });

  it('checks format, repetition and change', () => {
    expect(checkNewPin('1234', { repeat: '1234', current: '1111' })).toEqual({ ok: true });
    expect(checkNewPin('12a4')).toEqual({
      ok: false,
      field: 'newPin',
      problem: 'pinFormat',
      message: 'PIN-koden må være fire sifre.',
    });
    expect(checkNewPin('1234', { repeat: '1235' })).toEqual({
      ok: false,
      field: 'repeatPin',
      problem: 'pinsDiffer',
      message: 'PIN-kodene er ikke like.',
    });
    expect(checkNewPin('1111', { current: '1111' })).toMatchObject({
      ok: false,
      field: 'newPin',
      problem: 'pinSameAsCurrent',
    });
  });
});
