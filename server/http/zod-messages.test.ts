// Every kind of zod issue reads as bokmål, with no English type names left.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues } from './validation.ts';

const ENGLISH =
  /\b(string|number|int|integer|boolean|array|object|undefined|null|bigint|date|nan|expected|received|input|value|Invalid|Required|Too (small|big))\b/i;

const failing: [string, z.ZodType, unknown, string][] = [
  ['text expected', z.string(), 5, 'Må være tekst, ikke et tall'],
  ['number expected', z.number(), 'a', 'Må være et tall, ikke tekst'],
  ['integer expected', z.number().int(), 1.5, 'Må være et heltall, ikke et tall'],
  ['missing', z.object({ a: z.string() }), {}, '«a»: mangler'],
  ['boolean', z.boolean(), 'x', 'Må være sann eller usann, ikke tekst'],
  ['list', z.array(z.string()), 'x', 'Må være en liste, ikke tekst'],
  ['object', z.object({ a: z.string() }), 5, 'Må være et objekt, ikke et tall'],
  ['short text', z.string().min(3), 'a', 'Må ha minst 3 tegn'],
  ['long text', z.string().max(2), 'abc', 'Kan ha høyst 2 tegn'],
  ['big number', z.number().max(3), 5, 'Kan være høyst 3'],
  ['positive', z.number().positive(), -1, 'Må være større enn 0'],
  ['short list', z.array(z.string()).min(2), ['a'], 'Må ha minst 2 elementer'],
  ['choice', z.enum(['a', 'b']), 'c', 'Må være én av «a», «b»'],
  ['literal', z.literal('x'), 'y', 'Må være «x»'],
  ['unknown key', z.object({ a: z.string() }).strict(), { a: 'x', b: 1 }, 'Ukjent felt «b»'],
  ['e-mail', z.email(), 'x', 'Må være en gyldig e-postadresse'],
  ['pattern', z.string().regex(/^a$/), 'b', 'Har feil form'],
  ['date', z.iso.date(), 'x', 'Må være en dato (ÅÅÅÅ-MM-DD)'],
  ['NaN from coercion', z.coerce.number(), 'abc', 'Må være et tall'],
  ['union', z.union([z.string(), z.number()]), true, 'Passer ikke med noen av formene som er tillatt'],
  ['multiple', z.number().multipleOf(2), 3, 'Må gå opp i 2'],
  ['nested path', z.object({ ids: z.array(z.number()) }), { ids: ['x'] }, '«ids.0»: må være et tall, ikke tekst'],
];

describe('Norwegian validation messages', () => {
  it.each(failing)('%s', (_name, schema, value, expected) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    const text = describeIssues(result.error!);
    expect(text).toBe(`Ugyldig forespørsel. ${expected}`);
    expect(text).not.toMatch(ENGLISH);
  });
});
