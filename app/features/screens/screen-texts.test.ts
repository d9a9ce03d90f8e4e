// The doors in words on the information screens (issue #18): open until, the countdown, and the next opening.
import { describe, expect, it } from 'vitest';
import { openingStatusText } from './screen-texts.ts';

describe('openingStatusText', () => {
  it('says until when it is open, and counts down the last hour', () => {
    expect(openingStatusText({ kind: 'open', closesAt: '22:00' })).toBe('Åpent til 22:00');
    expect(openingStatusText({ kind: 'closingSoon', closesAt: '22:00', minutesLeft: 10 })).toBe(
      'Stenger kl. 22:00 — om 10 minutter',
    );
    expect(openingStatusText({ kind: 'closingSoon', closesAt: '22:00', minutesLeft: 1 })).toBe(
      'Stenger kl. 22:00 — om 1 minutt',
    );
  });

  it('when closed, says when it opens: today, tomorrow, or on which weekday', () => {
    expect(openingStatusText({ kind: 'closed', next: { when: 'tomorrow', weekday: 'fredag', opensAt: '08:00' } })).toBe(
      'Stengt nå — åpner i morgen 08:00',
    );
    expect(openingStatusText({ kind: 'closed', next: { when: 'today', weekday: 'torsdag', opensAt: '08:00' } })).toBe(
      'Stengt nå — åpner i dag 08:00',
    );
    expect(openingStatusText({ kind: 'closed', next: { when: 'later', weekday: 'mandag', opensAt: '10:00' } })).toBe(
      'Stengt nå — åpner mandag 10:00',
    );
    expect(openingStatusText({ kind: 'closed', next: null })).toBe('Stengt nå');
  });
});
