import { describe, it, expect } from 'vitest';
import * as c from './constants.ts';

describe('constants', () => {
  it('time units', () => {
    expect(c.MINUTE_MS).toBe(60_000);
    expect(c.HOUR_MS).toBe(3_600_000);
    expect(c.DAY_MS).toBe(86_400_000);
  });

  it('cache and window limits', () => {
    expect(c.LIBRARY_CACHE_LIFETIME_MS).toBe(86_400_000);
    expect(c.NEXT_OPEN_DAY_WINDOW_DAYS).toBe(14);
  });

  it('image, list and autocomplete values', () => {
    expect(c.DEFAULT_IMAGE_WIDTH).toBe(1152);
    expect(c.PRESENTATION_IMAGE_WIDTH).toBe(1440);
    expect(c.LIST_PAGE_SIZE).toBe(24);
    expect(c.AUTOCOMPLETE_MIN_LENGTH).toBe(3);
    expect(c.AUTOCOMPLETE_SIZE).toBe(8);
    expect(c.AUTOCOMPLETE_DEBOUNCE_MS).toBe(100);
    expect(c.EMPLOYEE_CONTRIBUTION_SIZE).toBe(1000);
    expect(c.YEAR_FILTER_COUNT).toBe(5);
  });

  it('UI timings', () => {
    expect(c.NOTIFICATION_DEFAULT_MS).toBe(5000);
    expect(c.DROPDOWN_CLOSE_GUARD_MS).toBe(200);
    expect(c.PREFETCH_MARGIN).toBe('200px');
    expect(c.SESSION_WARNING_MS).toBe(300_000);
    expect(c.ACTIVITY_THROTTLE_MS).toBe(1_800_000);
    expect(c.DEFAULT_POST_LOGIN_TARGET).toBe('/min-side');
  });

  it('slide durations in seconds', () => {
    expect(c.SLIDE_DURATION_INTRO_S).toBe(5);
    expect(c.SLIDE_DURATION_EVENTS_S).toBe(15);
    expect(c.SLIDE_DURATION_CAMPAIGN_S).toBe(15);
    expect(c.SLIDE_DURATION_LISTS_S).toBe(15);
    expect(c.SLIDE_DURATION_PORTRAIT_CAMPAIGN_S).toBe(20);
    expect(c.SLIDE_DURATION_SINGLE_CAMPAIGN_S).toBe(30);
    expect(c.SLIDE_DURATION_TEST_PORTRAIT_S).toBe(5);
    expect(c.RANDOM_VIDEO_EVERY_NTH).toBe(4);
  });

  it('presentation event margins', () => {
    expect(c.EVENT_PAST_MARGIN_MS).toBe(15 * 60_000);
    expect(c.NOW_LABEL_WINDOW_MS).toBe(6 * 60_000);
  });

  it('misc', () => {
    expect(c.TAG_ROW_HEIGHT_PX).toBe(53);
    expect(c.TAG_DEFAULT_MAX_ROWS).toBe(2);
    expect(c.PAYMENT_ALREADY_PROCESSED_CODE).toBe('98');
    expect(typeof c.PAYMENT_ALREADY_PROCESSED_CODE).toBe('string');
    expect(c.DEFAULT_PORT).toBe(3000);
  });
});
