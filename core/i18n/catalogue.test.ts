import { describe, expect, it } from 'vitest';
import { isCatalogueMediaType, mediaTypeLabel } from '../catalogue.ts';
import { EVENT_TYPES } from '../event-vocabulary.ts';
import { CATALOGUE, NAMESPACES } from './catalogue.ts';
import { LANGUAGES } from './languages.ts';
import { translatorFor } from './translator.ts';

/** 'a.b.c' → text for every string in a namespace. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, text] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(path, text);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('the message catalogue', () => {
  for (const ns of NAMESPACES) {
    const source = flatten(CATALOGUE.nb[ns]);
    for (const language of LANGUAGES.filter((l) => l !== 'nb')) {
      const target = flatten(CATALOGUE[language][ns]);

      it(`${language}/${ns} has exactly the keys of nb/${ns}`, () => {
        const missing = [...source.keys()].filter((key) => !target.has(key));
        const extra = [...target.keys()].filter((key) => !source.has(key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it(`${language}/${ns} uses the placeholders of nb/${ns}, key by key`, () => {
        const differing = [...source].filter(
          ([key, text]) => target.has(key) && placeholders(text).join() !== placeholders(target.get(key)).join(),
        );
        expect(differing.map(([key]) => key)).toEqual([]);
      });
    }

    it(`every text of ${ns} is a non-empty string in every language`, () => {
      for (const language of LANGUAGES) {
        const bad = [...flatten(CATALOGUE[language][ns])].filter(
          ([, text]) => typeof text !== 'string' || text.trim() === '',
        );
        expect(bad.map(([key]) => `${language}:${ns}:${key}`)).toEqual([]);
      }
    });
  }

  it('speaks each language through one translator', () => {
    expect(translatorFor('nb')('header.recommend')).toBe('Vi anbefaler');
    expect(translatorFor('nn')('header.recommend')).toBe('Vi tilrår');
    expect(translatorFor('en')('header.recommend')).toBe('We recommend');
    expect(translatorFor('en')('errors:code.item_not_found', { barcode: '0301' })).toBe(
      'No copy found with barcode 0301.',
    );
  });

  it('chooses the plural form by the language rules', () => {
    expect(translatorFor('nb')('session.expiresSoon', { count: 1 })).toBe(
      'Du blir logget ut om ett minutt hvis du ikke svarer.',
    );
    expect(translatorFor('nn')('session.expiresSoon', { count: 2 })).toBe(
      'Du blir logga ut om 2 minutt om du ikkje svarar.',
    );
    expect(translatorFor('en')('session.expiresSoon', { count: 3 })).toBe(
      'You will be logged out in 3 minutes unless you respond.',
    );
  });

  it('has a word for every event type and every media type, and bokmål keeps the labels shown before (vocabulary)', () => {
    const nb = CATALOGUE.nb.vocabulary as { mediaType: Record<string, string>; eventType: Record<string, string> };
    expect(Object.keys(nb.eventType)).toEqual([...EVENT_TYPES]);
    for (const code of EVENT_TYPES) expect(nb.eventType[code]).toBe(code);
    for (const [code, word] of Object.entries(nb.mediaType)) {
      expect(isCatalogueMediaType(code), code).toBe(true);
      expect(word).toBe(mediaTypeLabel(code));
    }
    expect(translatorFor('en')('vocabulary:eventType.Foredrag')).toBe('Talk');
    expect(translatorFor('nn')('vocabulary:eventType.Verksted')).toBe('Verkstad');
    expect(translatorFor('en')('vocabulary:mediaType.Lydbok')).toBe('Audiobook');
  });
});
