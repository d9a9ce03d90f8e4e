import { describe, expect, it } from 'vitest';
import { isValidNewCardNumber, luhnCheckDigit, newCardNumber } from './card-number.ts';

describe('luhnCheckDigit', () => {
  it('gives the check digits of known Luhn numbers', () => {
    // 79927398713 is the textbook example; 4111 1111 1111 1111 a well-known test card number.
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(luhnCheckDigit('411111111111111')).toBe('1');
  });
});

describe('newCardNumber', () => {
  it('is 12 digits starting with 5 and passes its own check', () => {
    const card = newCardNumber('0123456789');
    expect(card).toMatch(/^5\d{11}$/);
    expect(isValidNewCardNumber(card)).toBe(true);
  });

  it('notices every single mistyped digit and a swap of neighbours', () => {
    const card = newCardNumber('8306215947');
    for (let i = 0; i < card.length; i++) {
      for (let d = 0; d <= 9; d++) {
        const typo = card.slice(0, i) + String(d) + card.slice(i + 1);
        if (typo !== card) expect(isValidNewCardNumber(typo)).toBe(false);
      }
    }
    const swapped = card.slice(0, 3) + card[4] + card[3] + card.slice(5);
    if (swapped !== card) expect(isValidNewCardNumber(swapped)).toBe(false);
  });

  it('refuses payloads of the wrong size', () => {
    expect(() => newCardNumber('123')).toThrow();
    expect(isValidNewCardNumber('10000001')).toBe(false);
  });
});
