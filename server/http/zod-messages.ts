// Validation messages in plain bokmål for every zod issue (zod's own 'no' locale leaves type names in English: "forventet string, fikk tall").
import type { z } from 'zod';

/** What a value is, as a person would say it ("må være et tall", "ikke tekst"). */
const TYPE_NAMES: Record<string, string> = {
  string: 'tekst',
  number: 'et tall',
  int: 'et heltall',
  bigint: 'et heltall',
  nan: 'et tall',
  boolean: 'sann eller usann',
  array: 'en liste',
  object: 'et objekt',
  date: 'en dato',
  null: 'tom',
  undefined: 'tom',
  symbol: 'et symbol',
  function: 'en funksjon',
  file: 'en fil',
  map: 'en oppslagsliste',
  set: 'en mengde',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'en gyldig e-postadresse',
  url: 'en gyldig nettadresse',
  uuid: 'en gyldig UUID',
  date: 'en dato (ÅÅÅÅ-MM-DD)',
  datetime: 'et tidspunkt (ÅÅÅÅ-MM-DDTtt:mm)',
  time: 'et klokkeslett (tt:mm)',
  ipv4: 'en IPv4-adresse',
  ipv6: 'en IPv6-adresse',
  e164: 'et telefonnummer',
  jwt: 'en gyldig nøkkel',
};

const UNITS: Record<string, string> = { string: 'tegn', array: 'elementer', set: 'elementer', map: 'elementer', file: 'byte' };

const typeName = (type: string) => TYPE_NAMES[type] ?? 'av en annen type';
const quoted = (values: readonly unknown[]) => values.map((v) => `«${String(v)}»`).join(', ');

/** The type of a received value in the same words, for "må være et tall, ikke tekst". */
function receivedType(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan';
  return typeof input;
}

/** Lower-case message for one issue; `describeIssues` puts the field name in front. */
export function norwegianIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'mangler';
      const expected = typeName(issue.expected);
      const received = typeName(receivedType(issue.input));
      // "abc" coerced to a number is NaN: "må være et tall, ikke et tall" would say nothing.
      return received === expected ? `må være ${expected}` : `må være ${expected}, ikke ${received}`;
    }
    case 'too_small': {
      const unit = UNITS[issue.origin];
      const n = String(issue.minimum);
      if (issue.origin === 'date') return `kan ikke være før ${new Date(Number(issue.minimum)).toISOString().slice(0, 10)}`;
      if (unit) return issue.inclusive ? `må ha minst ${n} ${unit}` : `må ha mer enn ${n} ${unit}`;
      return issue.inclusive ? `må være minst ${n}` : `må være større enn ${n}`;
    }
    case 'too_big': {
      const unit = UNITS[issue.origin];
      const n = String(issue.maximum);
      if (issue.origin === 'date') return `kan ikke være etter ${new Date(Number(issue.maximum)).toISOString().slice(0, 10)}`;
      if (unit) return issue.inclusive ? `kan ha høyst ${n} ${unit}` : `må ha færre enn ${n} ${unit}`;
      return issue.inclusive ? `kan være høyst ${n}` : `må være mindre enn ${n}`;
    }
    case 'invalid_value':
      return issue.values.length === 1 ? `må være ${quoted(issue.values)}` : `må være én av ${quoted(issue.values)}`;
    case 'invalid_format':
      if (issue.format === 'starts_with') return `må begynne med «${(issue as { prefix?: string }).prefix ?? ''}»`;
      if (issue.format === 'ends_with') return `må slutte med «${(issue as { suffix?: string }).suffix ?? ''}»`;
      if (issue.format === 'includes') return `må inneholde «${(issue as { includes?: string }).includes ?? ''}»`;
      return FORMAT_NAMES[issue.format] ? `må være ${FORMAT_NAMES[issue.format]}` : 'har feil form';
    case 'not_multiple_of':
      return `må gå opp i ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return issue.keys.length === 1 ? `ukjent felt ${quoted(issue.keys)}` : `ukjente felt ${quoted(issue.keys)}`;
    case 'invalid_union':
      return 'passer ikke med noen av formene som er tillatt';
    case 'invalid_key':
    case 'invalid_element':
      return 'inneholder en ugyldig verdi';
    default:
      return 'er ugyldig';
  }
}
