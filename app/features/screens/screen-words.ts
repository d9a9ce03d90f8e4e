// What an information screen says about the doors and the days, in the screen's language (decision 028): the page's
// language like any page (cookie or Accept-Language, bokmål by default). Weekday and month names come from the
// catalogue, not Intl: browsers carry no nynorsk Intl data, and the screen's browser renders the clock each minute.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatIsoDate, toOslo, type DateInput } from '#core/dates.ts';
import { DAY_TYPES, addDays } from '#core/opening-hours.ts';
import type { OpeningStatus } from '#core/screen-status.ts';

export type ScreenT = TFunction<'screens'>;

type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

const weekdayOf = (dayType: string) => dayType.toLowerCase() as Weekday;
const twoDigits = (n: number) => String(n).padStart(2, '0');
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The doors in one line: 'Åpent til 22:00', 'Stenger kl. 22:00 — om 10 minutter', 'Stengt nå — åpner mandag 10:00'. */
export function openingStatusText(status: OpeningStatus, t: ScreenT): string {
  switch (status.kind) {
    case 'open':
      return t('openUntil', { time: status.closesAt });
    case 'closingSoon':
      return t('closingSoon', { time: status.closesAt, count: status.minutesLeft });
    case 'closed': {
      const next = status.next;
      if (!next) return t('closedNow');
      const day = next.when === 'later' ? t(`weekdays.${weekdayOf(next.dayOfWeek)}`) : t(`opensDay.${next.when}`);
      return t('opensNext', { day, time: next.opensAt });
    }
  }
}

/**
 * The weekday with the date, 'Mandag 30. november' (long) or 'Mandag 30.11.' (short), in Oslo, the year added only
 * when it is not the year of `now`: a bare date makes a visitor count days (issue #18).
 */
export function screenDate(value: DateInput, now: DateInput, style: 'long' | 'short', t: ScreenT): string {
  const d = toOslo(value);
  const year = d.getFullYear();
  const values = {
    weekday: t(`weekdays.${weekdayOf(DAY_TYPES[(d.getDay() + 6) % 7])}`),
    day: d.getDate(),
    dd: twoDigits(d.getDate()),
    month: t(`months.${MONTHS[d.getMonth()]}`),
    mm: twoDigits(d.getMonth() + 1),
    year,
  };
  const sameYear = year === toOslo(now).getFullYear();
  const key = style === 'long' ? (sameYear ? 'long' : 'longYear') : sameYear ? 'short' : 'shortYear';
  return capitalised(t(`date.${key}`, values));
}

/** 'I dag', 'I morgen', or the weekday with the date as screenDate gives it, by Oslo calendar day. */
export function screenDay(value: DateInput, now: DateInput, style: 'long' | 'short', t: ScreenT): string {
  const day = formatIsoDate(value);
  const today = formatIsoDate(now);
  if (day === today) return capitalised(t('opensDay.today'));
  if (day === addDays(today, 1)) return capitalised(t('opensDay.tomorrow'));
  return screenDate(value, now, style, t);
}

/** The screens namespace's translator, for the slides. */
export function useScreenT(): ScreenT {
  return useTranslation('screens').t;
}
