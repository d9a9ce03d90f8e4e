// A week of opening hours as a table: the weekday, open hours ('Stengt' or 'HH:MM - HH:MM') and manned hours (SPEC §2),
// in the page's language (decision 028).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatOpeningHours } from '#core/dates.ts';
import type { OpeningHoursRow } from '#core/opening-hours.ts';
import { useDataLang } from '#app/i18n/use-data-lang.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { openingHoursTexts as texts } from './opening-hours-texts.ts';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
type Weekday = (typeof WEEKDAYS)[number];
const isWeekday = (day: string): day is Weekday => (WEEKDAYS as readonly string[]).includes(day);

/**
 * The weekday's name for an English dayType in any case (MONDAY, monday), as a sentence uses it ('mandag', 'Monday').
 * SPEC §2 Opening hours display: an unknown name raises 'Unable to translate unknown dayType'.
 */
export function useWeekdayName(): (dayType: string) => string {
  const { t } = useTranslation('site', { keyPrefix: 'hours.weekdays' });
  return (dayType) => {
    const day = dayType.trim().toLowerCase();
    if (!isWeekday(day)) throw new Error('Unable to translate unknown dayType');
    return t(day);
  };
}

/** 'mandag 23.11.2026' / 'Monday 23/11/2026' (SPEC §2: weekday names; SPEC §9: dd.MM.yyyy); `capital` starts a line with it. */
export function useDayName(): (row: Pick<OpeningHoursRow, 'dayOfWeek' | 'date'>, capital?: boolean) => string {
  const weekdayName = useWeekdayName();
  const language = useLanguage();
  return (row, capital = false) => {
    const name = weekdayName(row.dayOfWeek);
    return `${capital ? `${name.charAt(0).toUpperCase()}${name.slice(1)}` : name} ${formatDate(row.date, language)}`;
  };
}

export function HoursTable({
  rows,
  today,
  caption,
}: {
  rows: readonly OpeningHoursRow[];
  today: string;
  caption?: ReactNode;
}) {
  const { t } = useTranslation('site', { keyPrefix: 'hours' });
  const language = useLanguage();
  const dataLang = useDataLang();
  const dayName = useDayName();
  const manned = (row: OpeningHoursRow) => {
    if (!row.isOpen) return texts.none;
    if (!row.mannedFrom || !row.mannedTo) return t('unmannedOnly');
    return formatOpeningHours({ isOpen: true, openFrom: row.mannedFrom, openTo: row.mannedTo }, language);
  };
  return (
    <table className="hours-table">
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{t('day')}</th>
          <th scope="col">{t('open')}</th>
          <th scope="col">{t('manned')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const isToday = row.date === today;
          return (
            <tr
              key={row.date}
              className={isToday ? 'hours-table__today' : undefined}
              aria-current={isToday ? 'date' : undefined}
            >
              <th scope="row">
                {dayName(row, true)}
                {isToday && <span className="hours-table__badge"> ({t('todayBadge')})</span>}
                {row.exceptionReason && (
                  <span className="hours-table__note" lang={dataLang}>
                    {row.exceptionReason}
                  </span>
                )}
              </th>
              <td>{formatOpeningHours(row, language)}</td>
              <td>{manned(row)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
