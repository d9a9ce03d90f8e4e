// Unit tests of the content-management rules (issue #4): roles per content type and Oslo wall-clock conversion across DST.
import { describe, expect, it } from 'vitest';
import {
  canManageContent,
  contentTypeBySegment,
  instantToOsloWallClock,
  manageableContentTypes,
  osloWallClockToInstant,
  parseWorkRefs,
  splitList,
} from './content-admin.ts';

describe('canManageContent', () => {
  it('lets admins manage everything, employees events, opening-hours exceptions and lists, and nobody else anything', () => {
    expect(manageableContentTypes(['DEICH_ADMIN'])).toHaveLength(7);
    expect(manageableContentTypes(['EMPLOYEE'])).toEqual(['event', 'opening_hours_exception', 'staff_list']);
    expect(canManageContent(['EMPLOYEE'], 'banner')).toBe(false);
    expect(manageableContentTypes(['DEICH_BORROWER'])).toEqual([]);
    expect(manageableContentTypes(null)).toEqual([]);
  });
});

describe('osloWallClockToInstant', () => {
  it('uses +01:00 in winter and +02:00 in summer', () => {
    expect(osloWallClockToInstant('2026-01-15', '12:00')?.toISOString()).toBe('2026-01-15T11:00:00.000Z');
    expect(osloWallClockToInstant('2026-06-15', '12:00')?.toISOString()).toBe('2026-06-15T10:00:00.000Z');
  });

  it('refuses the skipped spring hour and invalid input; takes the winter-time instant in the repeated autumn hour', () => {
    expect(osloWallClockToInstant('2026-03-29', '02:30')).toBeNull();
    expect(osloWallClockToInstant('2026-03-29', '03:00')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(osloWallClockToInstant('2026-02-30', '12:00')).toBeNull();
    expect(osloWallClockToInstant('2026-01-01', '24:00')).toBeNull();
    expect(osloWallClockToInstant('2026-10-25', '02:30')?.toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });

  it('round-trips through the form values', () => {
    const instant = new Date('2026-10-24T22:15:00.000Z');
    expect(instantToOsloWallClock(instant)).toEqual({ date: '2026-10-25', time: '00:15' });
  });
});

describe('helpers', () => {
  it('splits comma lists and finds types by path segment', () => {
    expect(splitList(' Barn, Familie ,,Barn')).toEqual(['Barn', 'Familie']);
    expect(contentTypeBySegment('apningstider')).toBe('opening_hours_exception');
    expect(contentTypeBySegment('ukjent')).toBeNull();
  });
});

describe('parseWorkRefs', () => {
  it('takes work numbers and work page addresses, keeps order, drops repeats and reports the rest', () => {
    expect(
      parseWorkRefs('12\nhttps://bibliotek.example.no/verk/de-usynlige_34?x=1\n/verk/snømannen_56, 12\n\nKrim'),
    ).toEqual({ ids: [12, 34, 56], invalid: ['Krim'] });
    expect(parseWorkRefs('/person/jo-nesbø_3')).toEqual({ ids: [], invalid: ['/person/jo-nesbø_3'] });
  });
});
