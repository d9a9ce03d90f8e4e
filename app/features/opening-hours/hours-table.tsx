// A week of opening hours as a table: Norwegian weekday, open hours ('Stengt' or 'HH:MM - HH:MM') and manned hours (SPEC §2).
import type { ReactNode } from 'react';
import { formatDate, formatOpeningHours, norwegianWeekdayName } from '#core/dates.ts';
import type { OpeningHoursRow } from '#core/opening-hours.ts';
import { openingHoursTexts as texts } from './opening-hours-texts.ts';

/** 'Mandag 23.11.2026' (SPEC §2: Norwegian weekday names; SPEC §9: dd.MM.yyyy). */
export function dayName(row: Pick<OpeningHoursRow, 'dayOfWeek' | 'date'>): string {
  const name = norwegianWeekdayName(row.dayOfWeek);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${formatDate(row.date)}`;
}

/** The manned part of an open day; a day open only without staff says so. */
export function mannedHours(row: OpeningHoursRow): string {
  if (!row.isOpen) return texts.none;
  if (!row.mannedFrom || !row.mannedTo) return texts.unmannedOnly;
  return formatOpeningHours({ isOpen: true, openFrom: row.mannedFrom, openTo: row.mannedTo });
}

export function HoursTable({ rows, today, caption }: { rows: readonly OpeningHoursRow[]; today: string; caption?: ReactNode }) {
  return (
    <table className="hours-table">
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{texts.day}</th>
          <th scope="col">{texts.open}</th>
          <th scope="col">{texts.manned}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const isToday = row.date === today;
          return (
            <tr key={row.date} className={isToday ? 'hours-table__today' : undefined} aria-current={isToday ? 'date' : undefined}>
              <th scope="row">
                {dayName(row)}
                {isToday && <span className="hours-table__badge"> ({texts.today.toLowerCase()})</span>}
                {row.exceptionReason && <span className="hours-table__note">{row.exceptionReason}</span>}
              </th>
              <td>{formatOpeningHours(row)}</td>
              <td>{mannedHours(row)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
