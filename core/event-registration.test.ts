// Event registration rules (issue #21): the window, placement, seat labels, visitor contact checks and CSV.
import { describe, expect, it } from 'vitest';
import {
  checkVisitorContact,
  placementFor,
  registrationWindow,
  seatAvailability,
  seatLabel,
  toCsv,
} from './event-registration.ts';

const start = new Date('2026-12-01T17:00:00Z');
const settings = {
  registrationRequired: true,
  capacity: 10,
  waitlistEnabled: true,
  registrationOpensAt: null,
  registrationClosesAt: null,
  visitorsMayRegister: false,
  cancelledAt: null,
  startAt: start,
};

describe('event registration rules', () => {
  it('is open from the opening time until the closing time or the start, whichever is first', () => {
    const opens = new Date('2026-11-20T08:00:00Z');
    expect(registrationWindow({ ...settings, registrationOpensAt: opens }, new Date('2026-11-19T08:00:00Z'))).toBe(
      'not_open_yet',
    );
    expect(registrationWindow({ ...settings, registrationOpensAt: opens }, opens)).toBe('open');
    expect(registrationWindow(settings, start)).toBe('closed');
    expect(
      registrationWindow(
        { ...settings, registrationClosesAt: new Date('2026-11-30T12:00:00Z') },
        new Date('2026-11-30T12:00:00Z'),
      ),
    ).toBe('closed');
    expect(registrationWindow({ ...settings, cancelledAt: opens }, opens)).toBe('cancelled');
  });

  it('never lets a newcomer pass someone already waiting', () => {
    expect(placementFor(settings, { confirmed: 9, waitlisted: 0 })).toBe('confirmed');
    expect(placementFor(settings, { confirmed: 9, waitlisted: 1 })).toBe('waitlisted');
    expect(placementFor({ ...settings, waitlistEnabled: false }, { confirmed: 10, waitlisted: 0 })).toBe('full');
    expect(placementFor({ ...settings, capacity: null }, { confirmed: 500, waitlisted: 0 })).toBe('confirmed');
  });

  it('labels seats as lists, pages and screens show them', () => {
    const label = (confirmed: number, waitlisted = 0, s = settings) => {
      const availability = seatAvailability(s, { confirmed, waitlisted });
      return seatLabel({
        state: 'open',
        availability,
        seatsLeft: s.capacity === null ? null : Math.max(0, s.capacity - confirmed),
        opensAt: null,
      });
    };
    expect([label(2), label(9), label(10), label(10, 0, { ...settings, waitlistEnabled: false })]).toEqual([
      '8 plasser igjen',
      '1 plass igjen',
      'Venteliste',
      'Fullt',
    ]);
    expect(seatLabel({ state: 'cancelled', availability: 'available', seatsLeft: 3, opensAt: null })).toBe('Avlyst');
  });

  it('asks a visitor for a name and an e-mail address or a Norwegian phone number', () => {
    expect(checkVisitorContact({ name: '', email: 'a@b.no' })).toMatchObject({ ok: false, field: 'name' });
    expect(checkVisitorContact({ name: 'Ola', email: '', phone: '' })).toMatchObject({ ok: false, field: 'contact' });
    expect(checkVisitorContact({ name: 'Ola', email: 'ola@' })).toMatchObject({ ok: false, field: 'email' });
    expect(checkVisitorContact({ name: 'Ola', phone: '0047 41 23 45 67', email: 'Ola@Eksempel.no' })).toEqual({
      ok: true,
      contact: { name: 'Ola', email: 'ola@eksempel.no', phone: '41234567' },
    });
  });

  it('writes CSV that Norwegian Excel opens, and defuses formulas', () => {
    expect(toCsv(['Navn', 'E-post'], [['=HYPERLINK("x")', 'a;b']])).toBe(
      '\uFEFFNavn;E-post\r\n"\'=HYPERLINK(""x"")";"a;b"\r\n',
    );
  });
});
