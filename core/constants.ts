// Business constants and limits of the portal (SPEC §9), shared by server and UI.

/** One minute in milliseconds. SPEC §9 (time constant 60000 ms). */
export const MINUTE_MS = 60_000;
/** One hour in milliseconds. SPEC §9 (time constant 3600000 ms). */
export const HOUR_MS = 3_600_000;
/** One day in milliseconds. */
export const DAY_MS = 24 * HOUR_MS;

/** Cached library list lives one day. SPEC §4 Library list cache, §9. @alias of DAY_MS by name */
export const LIBRARY_CACHE_LIFETIME_MS = DAY_MS;
/** Next-open-day search runs from the day after the chosen date to 14 days after. SPEC §7, §9. */
export const NEXT_OPEN_DAY_WINDOW_DAYS = 14;

/** Default width of resized images. SPEC §3 Image URL, §9. */
export const DEFAULT_IMAGE_WIDTH = 1152;
/** Presentation-screen images are preloaded at this width. SPEC §9. */
export const PRESENTATION_IMAGE_WIDTH = 1440;

/** Lists and pages are fetched 24 per page. SPEC §7, §9. */
export const LIST_PAGE_SIZE = 24;
/** Autocomplete needs at least 3 characters (starts when longer than 2). SPEC §5, §9. */
export const AUTOCOMPLETE_MIN_LENGTH = 3;
/** Autocomplete returns 8 results. SPEC §7, §9. */
export const AUTOCOMPLETE_SIZE = 8;
/** Autocomplete requests are debounced 100 ms. SPEC §7, §9. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 100;

/** Notification toast auto-hides after this by default; 0 means it stays. SPEC §4, §9. */
export const NOTIFICATION_DEFAULT_MS = 5000;
/** Guard time before a dropdown may close. SPEC §9. */
export const DROPDOWN_CLOSE_GUARD_MS = 200;
/** Root margin for prefetching when elements approach the viewport. SPEC §9. */
export const PREFETCH_MARGIN = '200px';

/** Default time before session expiry when the warning modal shows (configurable by env). SPEC §9. */
export const SESSION_WARNING_MS = 5 * MINUTE_MS;
/** Default throttle for activity-driven session refresh (configurable by env). SPEC §9. */
export const ACTIVITY_THROTTLE_MS = 30 * MINUTE_MS;
/** Sign-in returns here by default. SPEC §6, §9. */
export const DEFAULT_POST_LOGIN_TARGET = '/min-side';

/** Slide durations in seconds. SPEC §9. */
export const SLIDE_DURATION_INTRO_S = 5;
export const SLIDE_DURATION_EVENTS_S = 15;
export const SLIDE_DURATION_CAMPAIGN_S = 15;
export const SLIDE_DURATION_LISTS_S = 15;
export const SLIDE_DURATION_PORTRAIT_CAMPAIGN_S = 20;
export const SLIDE_DURATION_SINGLE_CAMPAIGN_S = 30;
export const SLIDE_DURATION_TEST_PORTRAIT_S = 5;
/** RandomVideo is shown every 4th iteration. SPEC §9. */
export const RANDOM_VIDEO_EVERY_NTH = 4;

/** Tag list row height in pixels. SPEC §9. */
export const TAG_ROW_HEIGHT_PX = 53;
/** Tag list shows at most this many rows by default. SPEC §9. */
export const TAG_DEFAULT_MAX_ROWS = 2;

/** Payment process response code meaning "already processed". SPEC §4 Fine payment, §9. */
export const PAYMENT_ALREADY_PROCESSED_CODE = '98';
/** Default internal HTTP port. SPEC §9. */
export const DEFAULT_PORT = 3000;

/** size/pageSize used for employee contribution reads. SPEC §7, §9. */
export const EMPLOYEE_CONTRIBUTION_SIZE = 1000;

/** An event counts as past once its end time minus this margin has passed. SPEC §4 Presentation. */
export const EVENT_PAST_MARGIN_MS = 15 * MINUTE_MS;
/** 'NÅ' shows from an event's start until this long after it. SPEC §4 Presentation. */
export const NOW_LABEL_WINDOW_MS = 6 * MINUTE_MS;

/** The year filter offers this many years counting from the current one. SPEC §2. */
export const YEAR_FILTER_COUNT = 5;

/** The library's time zone: every date and time is shown in Oslo time. SPEC §9. */
export const OSLO_TZ = 'Europe/Oslo';
