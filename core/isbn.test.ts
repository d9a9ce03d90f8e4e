import { describe, expect, it } from 'vitest';
import { hasValidIsbnCheckDigit, parseIsbn } from './isbn.ts';

describe('parseIsbn', () => {
  it('accepts ISBN-10 and ISBN-13 as typed, with hyphens, spaces, a prefix and an X', () => {
    expect(parseIsbn('82-03-17286-5')).toBe('8203172865');
    expect(parseIsbn(' 978-82-03-17286-1 ')).toBe('9788203172861');
    expect(parseIsbn('ISBN 0-8044-2957-x')).toBe('080442957X');
    expect(parseIsbn('isbn-13: 9780470575581')).toBe('9780470575581');
  });

  it('refuses a wrong check digit, a wrong length and anything else', () => {
    expect(parseIsbn('8203172866')).toBeNull();
    expect(parseIsbn('9788203172867')).toBeNull();
    expect(parseIsbn('12345678')).toBeNull();
    expect(parseIsbn('Sult')).toBeNull();
    expect(parseIsbn('')).toBeNull();
    // An EAN that is not a book number.
    expect(hasValidIsbnCheckDigit('4006381333931')).toBe(false);
  });
});
