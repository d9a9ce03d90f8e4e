// The fixed lists of event types, audiences and tags (issue #18): the seed, the staff event form and the /hva-skjer filters all read them here.

// Each list is in Norwegian alphabetical order, the order /hva-skjer sorts its filter options in
// (core/events.ts), so staff pick from the same sequence patrons filter by.

/** Types of event. */
export const EVENT_TYPES = [
  'Debatt',
  'Eventyrstund',
  'Film',
  'Foredrag',
  'Forfattermøte',
  'Konsert',
  'Kurs',
  'Lesesirkel',
  'Spill',
  'Språkkafé',
  'Utstilling',
  'Verksted',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Who an event is for (the event's own audience words, not the catalogue's voksen/ungdom/barn codes). */
export const EVENT_AUDIENCES = ['Barn', 'Familie', 'Ungdom', 'Voksne'] as const;
export type EventAudience = (typeof EVENT_AUDIENCES)[number];

/** Tags: subjects, and the recurring themes and festivals the programme is marketed under. */
export const EVENT_TAGS = [
  'Barn',
  'Debatt',
  'Digital hjelp',
  'Eventyrstund',
  'Familie',
  'Film',
  'Forfattermøte',
  'Høst',
  'Klima',
  'Kunnskap',
  'Kurs',
  'Lesesirkel',
  'Litteratur',
  'Litteraturfestival',
  'Makerspace',
  'Mangfold',
  'Musikk',
  'Norsk',
  'Oslo Pride',
  'Sakprosa',
  'Samfunn',
  'Spill',
  'Språkkafé',
  'Tegneserier',
  'Ungdom',
  'Utstilling',
  'Verksted',
] as const;
export type EventTag = (typeof EVENT_TAGS)[number];

/** SPEC §2 'Hva skjer': events are free unless something else is said; an empty price is shown as this. */
export const FREE_PRICE_TEXT = 'Gratis';

/** The price as the public event page shows it: the staff's text, or 'Gratis' when they left it empty. */
export function eventPriceText(price: string | null | undefined): string {
  const trimmed = price?.trim() ?? '';
  return trimmed === '' ? FREE_PRICE_TEXT : trimmed;
}

/**
 * The choices of one list for one event: the fixed list, then any values the event already has
 * that are not in it (older events, imports), so editing such an event keeps them.
 */
export function choicesWithCurrent(fixed: readonly string[], current: readonly string[]): string[] {
  return [...fixed, ...current.filter((value) => value !== '' && !fixed.includes(value))];
}

/**
 * Values that are neither in the fixed list nor already on the event: a new event may use only the
 * list; an existing one may also keep what it has.
 */
export function valuesOutsideList(
  values: readonly string[],
  fixed: readonly string[],
  current: readonly string[] = [],
): string[] {
  return values.filter((value) => !fixed.includes(value) && !current.includes(value));
}
