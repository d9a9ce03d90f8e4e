// Validation messages from the catalogue (validation namespace, decision 028) for every zod issue, in plain words:
// zod's own 'no' locale leaves type names in English ("forventet string, fikk tall").
import type { z } from 'zod';
import type { CatalogueT } from '#core/i18n/translator.ts';

/** Type names the catalogue has (validation:type.*); anything else is 'of another type'. */
const TYPES = new Set([
  'string',
  'number',
  'int',
  'bigint',
  'nan',
  'boolean',
  'array',
  'object',
  'date',
  'null',
  'undefined',
  'symbol',
  'function',
  'file',
  'map',
  'set',
]);
const FORMATS = new Set(['email', 'url', 'uuid', 'date', 'datetime', 'time', 'ipv4', 'ipv6', 'e164', 'jwt']);
const UNITS = new Set(['string', 'array', 'set', 'map', 'file']);

/** The parts of an issue the message needs: zod's raw issue (with its input), or a final one with the input looked up. */
type IssueFacts = z.core.$ZodRawIssue | z.core.$ZodIssue;

/** The type of a received value in the catalogue's words, for "må være et tall, ikke tekst". */
function receivedType(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan';
  return typeof input;
}

/** Lower-case message for one issue; `describeIssues` puts the field name in front. */
export function issueMessage(issue: IssueFacts, input: unknown, t: CatalogueT): string {
  const typeName = (type: string) =>
    TYPES.has(type) ? t(`validation:type.${type}` as 'validation:type.string') : t('validation:type.other');
  const quoted = (values: readonly unknown[]) =>
    values.map((value) => t('validation:quoted', { value: String(value) })).join(', ');
  switch (issue.code) {
    case 'invalid_type': {
      if (input === undefined) return t('validation:missing');
      const expected = typeName(issue.expected);
      const received = typeName(receivedType(input));
      // "abc" coerced to a number is NaN: "må være et tall, ikke et tall" would say nothing.
      return received === expected
        ? t('validation:mustBe', { expected })
        : t('validation:mustBeNot', { expected, received });
    }
    case 'too_small': {
      const n = String(issue.minimum);
      if (issue.origin === 'date')
        return t('validation:notBefore', { date: new Date(Number(issue.minimum)).toISOString().slice(0, 10) });
      if (UNITS.has(issue.origin)) {
        const unit = t(`validation:unit.${issue.origin}` as 'validation:unit.string');
        return issue.inclusive ? t('validation:atLeastUnits', { n, unit }) : t('validation:moreThanUnits', { n, unit });
      }
      return issue.inclusive ? t('validation:atLeast', { n }) : t('validation:greaterThan', { n });
    }
    case 'too_big': {
      const n = String(issue.maximum);
      if (issue.origin === 'date')
        return t('validation:notAfter', { date: new Date(Number(issue.maximum)).toISOString().slice(0, 10) });
      if (UNITS.has(issue.origin)) {
        const unit = t(`validation:unit.${issue.origin}` as 'validation:unit.string');
        return issue.inclusive ? t('validation:atMostUnits', { n, unit }) : t('validation:fewerThanUnits', { n, unit });
      }
      return issue.inclusive ? t('validation:atMost', { n }) : t('validation:lessThan', { n });
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? t('validation:oneValue', { values: quoted(issue.values) })
        : t('validation:oneOf', { values: quoted(issue.values) });
    case 'invalid_format':
      if (issue.format === 'starts_with')
        return t('validation:startsWith', { prefix: (issue as { prefix?: string }).prefix ?? '' });
      if (issue.format === 'ends_with')
        return t('validation:endsWith', { suffix: (issue as { suffix?: string }).suffix ?? '' });
      if (issue.format === 'includes')
        return t('validation:includes', { includes: (issue as { includes?: string }).includes ?? '' });
      return FORMATS.has(issue.format)
        ? t('validation:mustBe', { expected: t(`validation:format.${issue.format}` as 'validation:format.email') })
        : t('validation:badFormat');
    case 'not_multiple_of':
      return t('validation:multipleOf', { divisor: String(issue.divisor) });
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? t('validation:unknownKey', { keys: quoted(issue.keys) })
        : t('validation:unknownKeys', { keys: quoted(issue.keys) });
    case 'invalid_union':
      return t('validation:union');
    case 'custom': {
      // A refinement names its own text: `.refine(check, { params: { text: 'validation:…' } })`.
      const text = (issue.params as { text?: unknown } | undefined)?.text;
      return typeof text === 'string' && text.startsWith('validation:')
        ? t(text as 'validation:invalid')
        : t('validation:invalid');
    }
    case 'invalid_key':
    case 'invalid_element':
      return t('validation:invalidElement');
    default:
      return t('validation:invalid');
  }
}
