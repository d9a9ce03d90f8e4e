// The doors and the days in words on the information screens (issue #18), in each language of the catalogue (decision
// 028): weekday and month names from the catalogue, since browsers carry no nynorsk Intl data.
import { describe, expect, it } from 'vitest';
import type { Language } from '#core/i18n/languages.ts';
import { i18nFor } from '#core/i18n/translator.ts';
import { openingStatusText, screenDate, screenDay, type ScreenT } from './screen-words.ts';

const tFor = (language: Language) => i18nFor(language).getFixedT(language, 'screens') as ScreenT;
const nb = tFor('nb');
const nn = tFor('nn');
const en = tFor('en');

describe('openingStatusText', () => {
  it('says until when it is open, and counts down the last hour', () => {
    expect(openingStatusText({ kind: 'open', closesAt: '22:00' }, nb)).toBe('Åpent til 22:00');
    expect(openingStatusText({ kind: 'closingSoon', closesAt: '22:00', minutesLeft: 10 }, nb)).toBe(
      'Stenger kl. 22:00 — om 10 minutter',
    );
    expect(openingStatusText({ kind: 'closingSoon', closesAt: '22:00', minutesLeft: 1 }, nb)).toBe(
      'Stenger kl. 22:00 — om 1 minutt',
    );
    expect(openingStatusText({ kind: 'closingSoon', closesAt: '22:00', minutesLeft: 10 }, nn)).toBe(
      'Stengjer kl. 22:00 — om 10 minutt',
    );
    expect(openingStatusText({ kind: 'closingSoon', closesAt: '22:00', minutesLeft: 1 }, en)).toBe(
      'Closes at 22:00 — in 1 minute',
    );
    expect(openingStatusText({ kind: 'closingSoon', closesAt: '22:00', minutesLeft: 10 }, en)).toBe(
      'Closes at 22:00 — in 10 minutes',
    );
  });

  it('when closed, says when it opens: today, tomorrow, or on which weekday', () => {
    const closed = (when: 'today' | 'tomorrow' | 'later', dayOfWeek: 'MONDAY' | 'THURSDAY' | 'FRIDAY', at: string) =>
      ({ kind: 'closed', next: { when, dayOfWeek, opensAt: at } }) as const;
    expect(openingStatusText(closed('tomorrow', 'FRIDAY', '08:00'), nb)).toBe('Stengt nå — åpner i morgen 08:00');
    expect(openingStatusText(closed('today', 'THURSDAY', '08:00'), nb)).toBe('Stengt nå — åpner i dag 08:00');
    expect(openingStatusText(closed('later', 'MONDAY', '10:00'), nb)).toBe('Stengt nå — åpner mandag 10:00');
    expect(openingStatusText({ kind: 'closed', next: null }, nb)).toBe('Stengt nå');
    expect(openingStatusText(closed('later', 'MONDAY', '10:00'), nn)).toBe('Stengt no — opnar måndag 10:00');
    expect(openingStatusText(closed('tomorrow', 'FRIDAY', '08:00'), nn)).toBe('Stengt no — opnar i morgon 08:00');
    expect(openingStatusText(closed('later', 'MONDAY', '10:00'), en)).toBe('Closed now — opens Monday 10:00');
  });
});

describe('the day on a screen', () => {
  const now = new Date('2026-11-26T20:50:00Z');

  it('names the weekday and the month in the language, in Oslo time', () => {
    expect(screenDate(now, now, 'long', nb)).toBe('Torsdag 26. november');
    expect(screenDate(now, now, 'long', nn)).toBe('Torsdag 26. november');
    expect(screenDate('2026-11-30', now, 'long', nn)).toBe('Måndag 30. november');
    expect(screenDate('2026-11-28', now, 'short', nn)).toBe('Laurdag 28.11.');
    expect(screenDate('2026-11-30', now, 'long', en)).toBe('Monday 30 November');
    expect(screenDate('2026-11-28', now, 'short', en)).toBe('Saturday 28/11');
    // 23:30 UTC on 31 December is already New Year's Day in Oslo, and another year than `now`.
    expect(screenDate(new Date('2026-12-31T23:30:00Z'), now, 'long', nb)).toBe('Fredag 1. januar 2027');
    expect(screenDate('2027-01-04', now, 'short', nb)).toBe('Mandag 04.01.2027');
  });

  it('says today and tomorrow in words, other days by weekday', () => {
    expect(screenDay('2026-11-26T19:00:00Z', now, 'long', nb)).toBe('I dag');
    expect(screenDay('2026-11-27T07:00:00Z', now, 'long', nn)).toBe('I morgon');
    expect(screenDay('2026-11-27T07:00:00Z', now, 'long', en)).toBe('Tomorrow');
    expect(screenDay('2026-11-28T17:00:00Z', now, 'short', nb)).toBe('Lørdag 28.11.');
  });
});
