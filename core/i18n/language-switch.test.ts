import { describe, expect, it } from 'vitest';
import { languageSwitchHref, languageSwitchTarget } from './language-switch.ts';

describe('the language switch', () => {
  it('links to /sprak/{language} with the page to come back to', () => {
    expect(languageSwitchHref('en', '/hva-skjer?uke=2')).toBe('/sprak/en?tilbake=%2Fhva-skjer%3Fuke%3D2');
  });

  it('sends the visitor back to a path on this site', () => {
    expect(languageSwitchTarget('/hva-skjer?uke=2')).toBe('/hva-skjer?uke=2');
    expect(languageSwitchTarget('/inspirasjon/bøker')).toBe('/inspirasjon/b%C3%B8ker');
  });

  it('never to another site, a script, or the switch itself', () => {
    for (const back of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '/.//evil.example',
      '',
      null,
    ]) {
      expect(languageSwitchTarget(back)).toBe('/');
    }
    expect(languageSwitchTarget('/sprak/en?tilbake=/')).toBe('/');
  });
});
