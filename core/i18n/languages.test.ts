import { describe, expect, it } from 'vitest';
import { apiLanguage, languageFromAcceptLanguage, languageFromCookie, pageLanguage } from './languages.ts';

const headers = (init: Record<string, string>) => new Headers(init);

describe('languageFromAcceptLanguage', () => {
  it('takes the best-ranked language we have', () => {
    expect(languageFromAcceptLanguage('nn-NO, en;q=0.8')).toBe('nn');
    expect(languageFromAcceptLanguage('de, en-US;q=0.5')).toBe('en');
    expect(languageFromAcceptLanguage('en;q=0.4, nb;q=0.9')).toBe('nb');
    expect(languageFromAcceptLanguage('no')).toBe('nb');
    expect(languageFromAcceptLanguage('NB-no')).toBe('nb');
  });

  it('finds none in languages we do not speak, refused ones, or nothing', () => {
    expect(languageFromAcceptLanguage('de, fr;q=0.5')).toBeNull();
    expect(languageFromAcceptLanguage('en;q=0')).toBeNull();
    expect(languageFromAcceptLanguage('*')).toBeNull();
    expect(languageFromAcceptLanguage('')).toBeNull();
    expect(languageFromAcceptLanguage(null)).toBeNull();
  });
});

describe('languageFromCookie', () => {
  it('reads our cookie and ignores unknown values', () => {
    expect(languageFromCookie('a=1; lang=nn; b=2')).toBe('nn');
    expect(languageFromCookie('lang=de')).toBeNull();
    expect(languageFromCookie('language=en')).toBeNull();
  });
});

describe('the detection order (decision 028)', () => {
  it('pages: the explicit choice, then the browser, then bokmål', () => {
    expect(pageLanguage(headers({ cookie: 'lang=en', 'accept-language': 'nn' }))).toBe('en');
    expect(pageLanguage(headers({ cookie: 'lang=xx', 'accept-language': 'nn' }))).toBe('nn');
    expect(pageLanguage(headers({ 'accept-language': 'de' }))).toBe('nb');
    expect(pageLanguage(headers({}))).toBe('nb');
  });

  it('the API: Accept-Language, else bokmål', () => {
    expect(apiLanguage(headers({ 'accept-language': 'en' }))).toBe('en');
    expect(apiLanguage(headers({ cookie: 'lang=en' }))).toBe('nb');
    expect(apiLanguage(headers({}))).toBe('nb');
  });
});
