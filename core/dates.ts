// Oslo-time date formatting and opening-hours display rules (date-fns, nb locale, platform tz data), in the page's
// language: bokmål by SPEC §9's exact patterns, nynorsk and English through Intl (decision 028).
import { addDays, addWeeks, format, isValid, startOfWeek } from 'date-fns';
import { nb } from 'date-fns/locale';
import { NEXT_OPEN_DAY_WINDOW_DAYS, OSLO_TZ } from './constants.ts';
import { INTL_LOCALES, type Language } from './i18n/languages.ts';
// Offsets come from the platform's tz data (OSLO_TZ), not from a hand-made DST table.
import { OsloDate } from './oslo-time.ts';
// Only the few words dates need, not the whole catalogue: this module is in most browser bundles.
import enCommon from './locales/en/common.json';
import nbCommon from './locales/nb/common.json';
import nnCommon from './locales/nn/common.json';

const DATE_TEXTS: Readonly<Record<Language, typeof nbCommon.dates>> = {
  nb: nbCommon.dates,
  nn: nnCommon.dates,
  en: enCommon.dates,
};

/** An Intl date in Oslo time for nynorsk and English (bokmål keeps date-fns' SPEC patterns and loads no ICU data). */
function intlDate(date: Date, language: Language, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { ...options, timeZone: OSLO_TZ }).format(date);
}

export type DateInput = Date | string | number;

// 'yyyy-MM-dd' or a wall-clock time without offset, e.g. '2024-03-05T18:00:00'.
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * The instant on Oslo's wall clock. SPEC §9: timestamps ending in Z (or with an offset) are UTC
 * instants and get Oslo's 1 or 2 hour offset; strings without an offset ('yyyy-MM-dd' or
 * 'yyyy-MM-ddTHH:mm[:ss]') are read as Oslo wall-clock time. Invalid input gives an invalid date.
 */
export function toOslo(instant: DateInput): OsloDate {
  if (typeof instant === 'string') {
    const m = LOCAL_DATE_TIME.exec(instant.trim());
    if (m) {
      const [, y, mo, d, h, mi, s, ms] = m;
      return OsloDate.fromWallClock(
        Number(y),
        Number(mo) - 1,
        Number(d),
        Number(h ?? 0),
        Number(mi ?? 0),
        Number(s ?? 0),
        Number((ms ?? '0').padEnd(3, '0')),
      );
    }
    return new OsloDate(new Date(instant).getTime());
  }
  return new OsloDate(instant instanceof Date ? instant.getTime() : instant);
}

function validOslo(value: DateInput | null | undefined): OsloDate | null {
  if (value === null || value === undefined) return null;
  const d = toOslo(value);
  return isValid(d) ? d : null;
}

/** 'dd.MM.yyyy' in Oslo (English: 'dd/MM/yyyy'); 'Dato mangler' when missing or invalid. SPEC §9. */
export function formatDate(value: DateInput | null | undefined, language: Language = 'nb'): string {
  const d = validOslo(value);
  if (!d) return DATE_TEXTS[language].missingDate;
  return language === 'nb'
    ? format(d, 'dd.MM.yyyy', { locale: nb })
    : intlDate(d, language, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** 'HH:mm' in Oslo; empty string when missing or invalid. SPEC §9. */
export function formatTime(value: DateInput | null | undefined): string {
  const d = validOslo(value);
  return d ? format(d, 'HH:mm', { locale: nb }) : '';
}

/** 'yyyy-MM-dd' of the Oslo calendar day, as the opening-hours calls use. SPEC §7, §9. */
export function formatIsoDate(value: DateInput): string {
  return format(toOslo(value), 'yyyy-MM-dd');
}

/** 'I dag', 'I morgen' or 'dd.MM.yyyy' by Oslo calendar day; 'Dato mangler' when missing. SPEC §9. */
export function relativeDayLabel(
  value: DateInput | null | undefined,
  now: DateInput,
  language: Language = 'nb',
): string {
  const d = validOslo(value);
  const texts = DATE_TEXTS[language];
  if (!d) return texts.missingDate;
  const today = toOslo(now);
  const day = formatIsoDate(d);
  if (day === formatIsoDate(today)) return texts.today;
  if (day === formatIsoDate(addDays(today, 1))) return texts.tomorrow;
  return formatDate(d, language);
}

/**
 * The weekday with the date, 'Mandag 30. november' (long) or 'Mandag 30.11.' (short), the year
 * added only when it is not the year of `now`. For the information screens, where a bare date
 * makes a visitor count days (issue #18). 'Dato mangler' when missing.
 */
export function weekdayDate(
  value: DateInput | null | undefined,
  now: DateInput,
  style: 'long' | 'short' = 'long',
  language: Language = 'nb',
): string {
  const d = validOslo(value);
  if (!d) return DATE_TEXTS[language].missingDate;
  const sameYear = format(d, 'yyyy') === format(toOslo(now), 'yyyy');
  let text: string;
  if (language === 'nb') {
    const pattern =
      style === 'long'
        ? sameYear
          ? 'EEEE d. MMMM'
          : 'EEEE d. MMMM yyyy'
        : sameYear
          ? 'EEEE dd.MM.'
          : 'EEEE dd.MM.yyyy';
    text = format(d, pattern, { locale: nb });
  } else {
    const year = sameYear ? {} : { year: 'numeric' as const };
    text = intlDate(
      d,
      language,
      style === 'long'
        ? { weekday: 'long', day: 'numeric', month: 'long', ...year }
        : { weekday: 'long', day: '2-digit', month: '2-digit', ...year },
    );
  }
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** 'I dag', 'I morgen', or the weekday with the date as weekdayDate gives it. */
export function relativeDayWithWeekday(
  value: DateInput | null | undefined,
  now: DateInput,
  style: 'long' | 'short' = 'long',
  language: Language = 'nb',
): string {
  const relative = relativeDayLabel(value, now, language);
  const d = validOslo(value);
  return d && relative === formatDate(d, language) ? weekdayDate(d, now, style, language) : relative;
}

const LONG_DATE = 'd. MMMM yyyy';

/**
 * '5. mars 2024 - 7. april 2024', or one date when both fall on the same Oslo day or `to` is
 * missing. 'Dato mangler' when `from` is missing. SPEC §9.
 */
export function formatDateRange(
  from: DateInput | null | undefined,
  to?: DateInput | null,
  language: Language = 'nb',
): string {
  const start = validOslo(from);
  if (!start) return DATE_TEXTS[language].missingDate;
  const long = (d: Date) =>
    language === 'nb'
      ? format(d, LONG_DATE, { locale: nb })
      : intlDate(d, language, { day: 'numeric', month: 'long', year: 'numeric' });
  const first = long(start);
  const end = validOslo(to);
  if (!end || formatIsoDate(end) === formatIsoDate(start)) return first;
  return `${first} - ${long(end)}`;
}

/** Monday of the Oslo week containing the date, as 'yyyy-MM-dd'. SPEC §2, §9 (week starts Monday). */
export function weekStart(value: DateInput): string {
  return formatIsoDate(startOfWeek(toOslo(value), { weekStartsOn: 1 }));
}

/** Week navigation cannot go before the current week. SPEC §2 Opening hours display. */
export function canGoToPreviousWeek(shownDate: DateInput, now: DateInput): boolean {
  return weekStart(addWeeks(toOslo(shownDate), -1)) >= weekStart(now);
}

/**
 * Window for the next-open-day lookup: from the day after the chosen date to 14 days after,
 * both 'yyyy-MM-dd'. SPEC §7, §9.
 */
export function nextOpenDayWindow(chosenDate: DateInput): { start: string; end: string } {
  const d = toOslo(chosenDate);
  return {
    start: formatIsoDate(addDays(d, 1)),
    end: formatIsoDate(addDays(d, NEXT_OPEN_DAY_WINDOW_DAYS)),
  };
}

const WEEKDAYS_NB: Readonly<Record<string, string>> = {
  monday: 'mandag',
  tuesday: 'tirsdag',
  wednesday: 'onsdag',
  thursday: 'torsdag',
  friday: 'fredag',
  saturday: 'lørdag',
  sunday: 'søndag',
};

/**
 * Norwegian weekday name for an English dayType in any case (MONDAY, monday, Monday).
 * SPEC §2 Opening hours display: an unknown name raises 'Unable to translate unknown dayType'.
 */
export function norwegianWeekdayName(dayType: string): string {
  const name = WEEKDAYS_NB[dayType.trim().toLowerCase()];
  if (name === undefined) throw new Error('Unable to translate unknown dayType');
  return name;
}

export interface OpeningHoursDisplayRow {
  isOpen: boolean;
  openFrom?: string | null;
  openTo?: string | null;
}

/** 'Stengt' for a closed day, else 'HH:MM - HH:MM' from the first five characters. SPEC §2. */
export function formatOpeningHours(row: OpeningHoursDisplayRow, language: Language = 'nb'): string {
  if (!row.isOpen) return DATE_TEXTS[language].closed;
  return `${(row.openFrom ?? '').slice(0, 5)} - ${(row.openTo ?? '').slice(0, 5)}`;
}
