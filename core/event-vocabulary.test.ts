import { describe, expect, it } from 'vitest';
import {
  choicesWithCurrent,
  EVENT_AUDIENCES,
  EVENT_TAGS,
  EVENT_TYPES,
  eventPriceText,
  valuesOutsideList,
} from './event-vocabulary.ts';

const collator = new Intl.Collator('nb', { sensitivity: 'base', numeric: true });

describe('the fixed lists', () => {
  it('are in the Norwegian alphabetical order /hva-skjer sorts its filter options in, without repeats', () => {
    for (const list of [EVENT_TYPES, EVENT_AUDIENCES, EVENT_TAGS]) {
      expect([...list].sort(collator.compare)).toEqual([...list]);
      expect(new Set(list).size).toBe(list.length);
    }
  });
});

describe('eventPriceText', () => {
  it("shows an empty price as 'Gratis', as the staff form promises", () => {
    expect(eventPriceText(null)).toBe('Gratis');
    expect(eventPriceText('   ')).toBe('Gratis');
    expect(eventPriceText(' 150 kr ')).toBe('150 kr');
  });
});

describe('values outside the lists', () => {
  it('are refused for a new event, and kept when the event already has them', () => {
    expect(valuesOutsideList(['Konsert', 'Quiz'], EVENT_TYPES)).toEqual(['Quiz']);
    expect(valuesOutsideList(['Quiz'], EVENT_TYPES, ['Quiz'])).toEqual([]);
    expect(valuesOutsideList(['Quiz', 'Bingo'], EVENT_TYPES, ['Quiz'])).toEqual(['Bingo']);
  });
  it('are offered after the list, once', () => {
    expect(choicesWithCurrent(['Barn', 'Voksne'], ['Voksne', 'Pensjonister', ''])).toEqual([
      'Barn',
      'Voksne',
      'Pensjonister',
    ]);
  });
});
