import { describe, it, expect } from 'vitest';
import {
  SCREEN_LAYOUTS,
  SLIDE_TYPES,
  floorLevel,
  isEventPast,
  screenEventFloor,
  isScreenLayout,
  showsNowLabel,
  validateSlides,
} from './screens.ts';

describe('floorLevel', () => {
  it.each([
    ['bjorvika/0-1', 0],
    ['bjorvika/1-1', 1],
    ['bjorvika/2-1', 2],
    ['/skjerm/bjorvika/3-1', 3],
    ['4-1', 4],
    ['bjorvika/5-1/', 5],
  ])('%s → %i', (id, level) => {
    expect(floorLevel(id)).toBe(level);
  });

  it.each(['bjorvika/6-1', 'bjorvika/2-2', 'bjorvika/12-1', 'bjorvika', '', '2-1/entrance', 'x2-1'])('%s → 1', (id) => {
    expect(floorLevel(id)).toBe(1);
  });
});

describe('layouts and slide types', () => {
  it('has the 11 layouts and 8 slide types', () => {
    expect(SCREEN_LAYOUTS).toHaveLength(11);
    expect(new Set(SCREEN_LAYOUTS).size).toBe(11);
    expect(SLIDE_TYPES).toHaveLength(8);
    expect(SLIDE_TYPES).toContain('RandomVideo');
    expect(isScreenLayout('groundFloorBjorvika')).toBe(true);
    expect(isScreenLayout('GroundFloorBjorvika')).toBe(false);
    expect(isScreenLayout(3)).toBe(false);
  });
});

describe('isEventPast', () => {
  const end = '2024-05-10T12:00:00Z';
  it('is past once end minus 15 minutes has passed', () => {
    expect(isEventPast(end, new Date('2024-05-10T11:44:59Z'))).toBe(false);
    expect(isEventPast(end, new Date('2024-05-10T11:45:00Z'))).toBe(false);
    expect(isEventPast(end, new Date('2024-05-10T11:45:01Z'))).toBe(true);
    expect(isEventPast(end, new Date('2024-05-10T13:00:00Z'))).toBe(true);
  });

  it('accepts numbers and never treats invalid input as past', () => {
    expect(isEventPast(Date.parse(end), Date.parse(end))).toBe(true);
    expect(isEventPast('not a date', Date.parse(end))).toBe(false);
  });
});

describe('showsNowLabel', () => {
  const start = new Date('2024-05-10T10:00:00Z');
  it('shows from start until 6 minutes after, inclusive', () => {
    expect(showsNowLabel(start, new Date('2024-05-10T09:59:59Z'))).toBe(false);
    expect(showsNowLabel(start, start)).toBe(true);
    expect(showsNowLabel(start, new Date('2024-05-10T10:03:00Z'))).toBe(true);
    expect(showsNowLabel(start, new Date('2024-05-10T10:06:00Z'))).toBe(true);
    expect(showsNowLabel(start, new Date('2024-05-10T10:06:01Z'))).toBe(false);
  });

  it('is false for invalid start', () => {
    expect(showsNowLabel('', start)).toBe(false);
  });
});

describe('validateSlides', () => {
  it('accepts zero or one RandomVideo', () => {
    expect(validateSlides([])).toEqual({ ok: true });
    expect(validateSlides([{ type: 'Video' }, { type: 'RandomVideo' }, { type: 'Wifi' }])).toEqual({ ok: true });
  });

  it('refuses more than one RandomVideo', () => {
    expect(validateSlides([{ type: 'RandomVideo' }, { type: 'Event' }, { type: 'RandomVideo' }])).toEqual({
      ok: false,
      reason: 'duplicateRandomVideo',
    });
  });
});

describe('screenEventFloor (SPEC §1: events of the branch, and floor where relevant)', () => {
  it('shows every event of the branch on screens that are not floor screens', () => {
    expect(screenEventFloor({ layout: 'entrance', floor: 1 })).toBeNull();
    expect(screenEventFloor({ layout: 'defaultLandscape', floor: 0 })).toBeNull();
  });
  it('limits floor screens to their floor', () => {
    expect(screenEventFloor({ layout: 'otherFloorBjorvika', floor: 3 })).toBe(3);
    expect(screenEventFloor({ layout: 'groundFloorBjorvika', floor: 0 })).toBe(0);
  });
});
