// The staff forms' field messages (#19, decision 028): a message travels as its bokmål text and is worded again,
// with its values, in the page's language.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATALOGUE } from '#core/i18n/catalogue.ts';
import { translatorFor } from '#core/i18n/translator.ts';
import { requiredText } from './fields.ts';
import { fieldText, parseForm, wordFieldErrors, type FieldMessageKey } from './form-input.ts';

const KEYS = Object.keys((CATALOGUE.nb.validation as { field: object }).field) as FieldMessageKey[];
const SAMPLE = {
  max: 7,
  width: 300,
  min: 480,
  megabytes: 10,
  refs: '«x»',
  numbers: '9, 10',
  screens: 'a/1',
  example: '/a.jpg',
};

describe('field messages', () => {
  it('finds every message again by its bokmål text, values included, and words it in nynorsk and English', () => {
    for (const language of ['nn', 'en'] as const) {
      const t = translatorFor(language);
      const worded = wordFieldErrors(Object.fromEntries(KEYS.map((key) => [key, fieldText(key, SAMPLE)])), t);
      expect(worded).toEqual(Object.fromEntries(KEYS.map((key) => [key, t(`validation:formField.${key}`, SAMPLE)])));
    }
  });

  it('parses in bokmål unless given the page translator, and leaves a text of no field message as it is', () => {
    const schema = z.object({ title: requiredText(5, 'titleMissing', 'titleTooLong'), note: z.string() });
    const bokmal = parseForm(schema, { title: 'for lang' });
    const english = parseForm(schema, { title: 'for lang' }, translatorFor('en'));
    expect(bokmal.ok || bokmal.fieldErrors).toEqual({
      title: 'Tittelen kan ha høyst 5 tegn.',
      note: expect.any(String),
    });
    // zod's own message for the missing note is no field message: it is shown as zod gave it.
    expect(english.ok || english.fieldErrors).toEqual({
      title: 'The title can have at most 5 characters.',
      note: bokmal.ok || bokmal.fieldErrors.note,
    });
  });
});
