// The opening-hours modal (SPEC §2 Shell, §4): library and today's date, the week from Monday, week steps, the next open day.
import { getISOWeek } from 'date-fns';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canGoToPreviousWeek,
  formatDate,
  formatIsoDate,
  formatOpeningHours,
  nextOpenDayWindow,
  toOslo,
  weekStart,
} from '#core/dates.ts';
import { addDays, DAY_TYPES, findNextOpenDay, isoWeekday, type OpeningHoursRow } from '#core/opening-hours.ts';
import { preloadAppModal } from '#app/components/modal/lazy-app-modal.tsx';
import { useModal } from '#app/components/modal/modal-host.tsx';
import { apiFetch } from '#app/lib/api-fetch.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { HoursTable, useDayName } from './hours-table.tsx';
import { useLibraryList } from './library-list-cache.ts';

export interface LibraryRef {
  id: number;
  name: string;
  slug: string;
}

type Load<T> = { state: 'loading' } | { state: 'done'; data: T } | { state: 'error' };

/** The week's rows from /api/libraries/{id}/openinghoursforweek (SPEC §7). */
function useWeek(libraryId: number, monday: string): Load<OpeningHoursRow[]> {
  const [load, setLoad] = useState<{ key: string; value: Load<OpeningHoursRow[]> }>({
    key: '',
    value: { state: 'loading' },
  });
  const key = `${libraryId}/${monday}`;
  useEffect(() => {
    const controller = new AbortController();
    void apiFetch<OpeningHoursRow[]>(`/api/libraries/${libraryId}/openinghoursforweek?date=${monday}`, {
      signal: controller.signal,
    }).then((result) => {
      if (controller.signal.aborted) return;
      setLoad({ key, value: result.ok ? { state: 'done', data: result.data } : { state: 'error' } });
    });
    return () => controller.abort();
  }, [libraryId, monday, key]);
  return load.key === key ? load.value : { state: 'loading' };
}

/** When today is closed: the first open day from the day after to 14 days after (SPEC §7, §9). */
function useNextOpenDay(libraryId: number, today: string, todayClosed: boolean): Load<OpeningHoursRow | null> | null {
  const [load, setLoad] = useState<{ key: string; value: Load<OpeningHoursRow | null> }>({
    key: '',
    value: { state: 'loading' },
  });
  const key = `${libraryId}/${today}`;
  useEffect(() => {
    if (!todayClosed) return;
    const controller = new AbortController();
    const window = nextOpenDayWindow(today);
    void apiFetch<OpeningHoursRow[]>(
      `/api/libraries/${libraryId}/openinghoursbetweendates?start=${window.start}&end=${window.end}`,
      {
        signal: controller.signal,
      },
    ).then((result) => {
      if (controller.signal.aborted) return;
      setLoad({ key, value: result.ok ? { state: 'done', data: findNextOpenDay(result.data) } : { state: 'error' } });
    });
    return () => controller.abort();
  }, [libraryId, today, todayClosed, key]);
  if (!todayClosed) return null;
  return load.key === key ? load.value : { state: 'loading' };
}

/** The body of the modal. It lives only while the modal is open, so hiding it clears the hours (SPEC §4). */
function OpeningHoursDialog({ library: initial, today }: { library: LibraryRef; today: string }) {
  const [library, setLibrary] = useState(initial);
  const [monday, setMonday] = useState(() => weekStart(today));
  const week = useWeek(library.id, monday);
  // The week shown first is today's, so today's row is known from it.
  const [todayRow, setTodayRow] = useState<{ libraryId: number; row: OpeningHoursRow } | null>(null);
  useEffect(() => {
    const row = week.state === 'done' ? week.data.find((r) => r.date === today) : undefined;
    if (row) setTodayRow({ libraryId: library.id, row });
  }, [week, today, library.id]);
  const todayClosed = todayRow?.libraryId === library.id && !todayRow.row.isOpen;
  const nextOpen = useNextOpenDay(library.id, today, todayClosed);
  const { libraries } = useLibraryList({ needOpeningHours: false });
  const selectId = useId();
  const sunday = addDays(monday, 6);
  const { t } = useTranslation('site', { keyPrefix: 'hours' });
  const language = useLanguage();
  const dayName = useDayName();
  const weekLabel = t('week', {
    weekNumber: getISOWeek(toOslo(monday)),
    from: formatDate(monday, language),
    to: formatDate(sunday, language),
  });

  return (
    <div className="opening-hours-dialog">
      <div className="opening-hours-dialog__library">
        <label htmlFor={selectId}>{t('library')}</label>
        <select
          id={selectId}
          value={library.id}
          onChange={(event) => {
            const chosen = libraries.find((l) => l.id === Number(event.target.value));
            if (chosen) setLibrary({ id: chosen.id, name: chosen.name, slug: chosen.slug });
          }}
        >
          {(libraries.some((l) => l.id === library.id) ? libraries : [library]).map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <p className="opening-hours-dialog__today">
        {t('todayIs', { day: dayName({ date: today, dayOfWeek: DAY_TYPES[isoWeekday(today) - 1] }) })}
      </p>
      {todayClosed && nextOpen && (
        <p className="opening-hours-dialog__next" role="status">
          {t('closedToday')}{' '}
          {nextOpen.state === 'done' &&
            (nextOpen.data
              ? t('nextOpen', { day: dayName(nextOpen.data), hours: formatOpeningHours(nextOpen.data, language) })
              : t('noNextOpen'))}
        </p>
      )}
      <div className="week-nav">
        <button
          type="button"
          className="button button--secondary"
          disabled={!canGoToPreviousWeek(monday, today)}
          onClick={() => setMonday(addDays(monday, -7))}
        >
          {t('previousWeek')}
        </button>
        <p className="week-nav__label" aria-live="polite">
          {weekLabel}
        </p>
        <button type="button" className="button button--secondary" onClick={() => setMonday(addDays(monday, 7))}>
          {t('nextWeek')}
        </button>
      </div>
      {week.state === 'loading' && <p className="muted">{t('loading')}</p>}
      {week.state === 'error' && <p className="opening-hours-dialog__error">{t('loadError')}</p>}
      {week.state === 'done' && (
        <HoursTable rows={week.data} today={today} caption={`${t('title')} ${library.name}, ${weekLabel}`} />
      )}
    </div>
  );
}

/** Set once a page has hydrated, so buttons mounted later (client navigation) start as buttons. */
let hydrated = false;

/**
 * 'Se åpningstider': a link to the library page's hours until the page is interactive, then a
 * button that opens the modal for today (the visitor's own clock, as the page may be old).
 */
export function OpeningHoursButton({
  library,
  className = 'button button--secondary',
}: {
  library: LibraryRef;
  className?: string;
}) {
  const { openModal } = useModal();
  const { t } = useTranslation('site', { keyPrefix: 'hours' });
  const [interactive, setInteractive] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setInteractive(true);
  }, []);
  const label = (
    <>
      {t('showHours')}
      <span className="visually-hidden"> {t('showHoursFor', { library: library.name })}</span>
    </>
  );
  if (!interactive) {
    return (
      <a className={className} href={`/bibliotekene/${library.slug}#apningstider`}>
        {label}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onPointerEnter={preloadAppModal}
      onFocus={preloadAppModal}
      onClick={() =>
        openModal({
          title: t('title'),
          size: 'medium',
          content: <OpeningHoursDialog library={library} today={formatIsoDate(new Date())} />,
        })
      }
    >
      {label}
    </button>
  );
}
