// The slide components of an information screen (SPEC §3 Slide types): Video, Event, Campaign, EventList, WelcomeAndOpeningHours, WeeklyOpeningHours, Wifi, and the calm fallback.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate, formatOpeningHours, formatTime } from '#core/dates.ts';
import { eventDateFields } from '#core/events.ts';
import type { OpeningHoursRow } from '#core/opening-hours.ts';
import { eventListRows, type ResolvedSlide, type ScreenData, type ScreenEvent } from '#core/screen-rotation.ts';
import { showsNowLabel } from '#core/screens.ts';
import { eventListDensity, openingStatusAt } from '#core/screen-status.ts';
import { useSeatText } from '#app/features/events/event-card.tsx';
import { useDataLang } from '#app/i18n/use-data-lang.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { SITE_NAME } from '#app/lib/site.ts';
import { openingStatusText, screenDate, screenDay, useScreenT, type ScreenT } from './screen-words.ts';

export interface SlideCallbacks {
  /** The video finished. */
  onEnded(key: string): void;
  /** A video or picture could not be played or loaded. */
  onFailed(key: string, url?: string): void;
}

/** 'I dag kl. 12:00–12:45', 'Mandag 30. november kl. 18:00–19:00': a weekday, never a bare date (issue #18). */
function when(event: ScreenEvent, now: Date, t: ScreenT): string {
  const { startTime, endTime } = eventDateFields(event.startAt, event.endAt);
  const time = endTime && endTime !== startTime ? `${startTime}–${endTime}` : startTime;
  return `${screenDay(event.startAt, now, 'long', t)} ${t('eventTime', { time })}`;
}

/** 'Fullt', 'Venteliste', 'N plasser igjen', 'Avlyst' for an event with sign-up (issue #21); nothing otherwise. */
function useSeats(): (event: ScreenEvent) => string | null {
  const { t } = useTranslation('events', { keyPrefix: 'seats' });
  const seatText = useSeatText();
  return (event) => {
    if (event.cancelled) return t('cancelled');
    return event.registration?.label ? seatText(event.registration) : null;
  };
}

function NowBadge() {
  const t = useScreenT();
  return <span className="screen-now">{t('now')}</span>;
}

/** The manned part of an open day; a day open only without staff says so. */
function mannedHours(row: OpeningHoursRow, t: ScreenT): string {
  if (!row.isOpen) return t('hoursTable.notManned');
  if (!row.mannedFrom || !row.mannedTo) return t('hoursTable.unmannedOnly');
  return formatOpeningHours({ isOpen: true, openFrom: row.mannedFrom, openTo: row.mannedTo });
}

/** The wordmark: the same open-book mark as the site header, without a link (nobody clicks a screen). */
function ScreenLogo() {
  return (
    <p className="screen-logo">
      <svg
        className="screen-logo__mark"
        width="36"
        height="36"
        viewBox="0 0 36 36"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="36" height="36" rx="8" fill="currentColor" />
        <path
          d="M8 11c3.5-1.2 7-1 10 1.2V27c-3-2.2-6.5-2.4-10-1.2zM28 11c-3.5-1.2-7-1-10 1.2V27c3-2.2 6.5-2.4 10-1.2z"
          fill="#fff"
        />
      </svg>
      <span>{SITE_NAME}</span>
    </p>
  );
}

/**
 * The top bar of every slide: the wordmark, the doors ('Stenger kl. 22:00 — om 10 minutter') and a
 * clock, all read at `clock`, which moves on each minute.
 */
export function ScreenStatusBar({ data, clock }: { data: ScreenData; clock: Date }) {
  const t = useScreenT();
  const status = openingStatusAt(data.openingHours, clock);
  return (
    <div className="screen-bar">
      <ScreenLogo />
      <p className="screen-bar__status" data-status={status.kind}>
        {openingStatusText(status, t)}
      </p>
      <p className="screen-clock">
        <span className="visually-hidden">{t('clockLabel')} </span>
        <time className="screen-clock__time" dateTime={clock.toISOString()}>
          {formatTime(clock)}
        </time>
        <span className="screen-clock__date">{screenDate(clock, clock, 'long', t)}</span>
      </p>
    </div>
  );
}

/** Today's hours, or, in the last hour and when closed, the countdown and the next opening instead. */
function todayLine(row: OpeningHoursRow | null | undefined, data: ScreenData, clock: Date, t: ScreenT): string {
  const status = openingStatusAt(data.openingHours, clock);
  if (status.kind === 'open' && row?.isOpen) return t('todayOpen', { hours: formatOpeningHours(row) });
  return openingStatusText(status, t);
}

function VideoSlide({
  slide,
  callbacks,
}: {
  slide: Extract<ResolvedSlide, { type: 'Video' }>;
  callbacks: SlideCallbacks;
}) {
  const t = useScreenT();
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    return () => {
      // Release the decoder and buffers at once: a kiosk runs for weeks.
      if (!video) return;
      video.pause();
      video.removeAttribute('src');
      video.load();
    };
  }, []);
  return (
    <div className="screen-slide__video">
      {/* Muted autoplay is allowed everywhere; the slide moves on when the video ends or fails (SPEC §3). */}
      <video
        ref={ref}
        src={slide.videoUrl}
        muted
        autoPlay
        playsInline
        preload="auto"
        aria-label={t('video')}
        onEnded={() => callbacks.onEnded(slide.key)}
        onError={() => callbacks.onFailed(slide.key)}
      />
    </div>
  );
}

function EventSlide({
  slide,
  now,
  callbacks,
}: {
  slide: Extract<ResolvedSlide, { type: 'Event' }>;
  now: Date;
  callbacks: SlideCallbacks;
}) {
  const { event } = slide;
  const t = useScreenT();
  const dataLang = useDataLang();
  const seats = useSeats()(event);
  return (
    <div className="screen-event">
      {slide.imageUrl && (
        <img
          className="screen-event__image"
          src={slide.imageUrl}
          alt=""
          width={1440}
          height={960}
          decoding="async"
          onError={() => callbacks.onFailed(slide.key, slide.imageUrl ?? undefined)}
        />
      )}
      <div className="screen-event__text">
        <p className="screen-eyebrow">
          {slide.isNow && <NowBadge />} {when(event, now, t)}
        </p>
        <h2 className="screen-title" lang={dataLang}>
          {event.title}
        </h2>
        {event.lead && (
          <p className="screen-lead" lang={dataLang}>
            {event.lead}
          </p>
        )}
        {event.location && (
          <p className="screen-meta" lang={dataLang}>
            {event.location}
          </p>
        )}
        {seats && <p className="screen-meta screen-seats">{seats}</p>}
      </div>
    </div>
  );
}

function EventRow({ event, isNow, day, now }: { event: ScreenEvent; isNow: boolean; day: boolean; now: Date }) {
  const { startTime } = eventDateFields(event.startAt, event.endAt);
  const t = useScreenT();
  const dataLang = useDataLang();
  const seats = useSeats()(event);
  return (
    <li>
      <span className="screen-event-list__when">
        {day && <span className="screen-event-list__day">{screenDay(event.startAt, now, 'short', t)}</span>}
        <span className="screen-event-list__time">{isNow ? <NowBadge /> : startTime}</span>
      </span>
      <span className="screen-event-list__title">
        <span lang={dataLang}>{event.title}</span>
        {seats && <span className="screen-seats"> · {seats}</span>}
      </span>
      {event.location && (
        <span className="screen-event-list__place" lang={dataLang}>
          {event.location}
        </span>
      )}
    </li>
  );
}

function EventListSlide({ slide, now }: { slide: Extract<ResolvedSlide, { type: 'EventList' }>; now: Date }) {
  // Rows and headings together decide the type size: a short list is set large and fills the screen.
  const rows = slide.events.length + slide.later.length + (slide.later.length > 0 ? 1 : 0);
  const t = useScreenT();
  return (
    <div
      className={`screen-event-list screen-event-list--${slide.presentationMode}`}
      data-density={eventListDensity(rows)}
    >
      <h2 className="screen-title">{t(`eventsHeading.${slide.eventDate}`)}</h2>
      {slide.events.length > 0 ? (
        <ul>
          {slide.events.map(({ event, isNow }) => (
            <EventRow key={event.id} event={event} isNow={isNow} day={slide.eventDate === 'future'} now={now} />
          ))}
        </ul>
      ) : (
        <p className="screen-lead">{t(`noEvents.${slide.eventDate}`)}</p>
      )}
      {slide.later.length > 0 && (
        <>
          <h3 className="screen-subtitle">{t('laterHeading')}</h3>
          <ul>
            {slide.later.map((event) => (
              <EventRow key={event.id} event={event} isNow={false} day now={now} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function CampaignSlide({
  slide,
  callbacks,
}: {
  slide: Extract<ResolvedSlide, { type: 'Campaign' }>;
  callbacks: SlideCallbacks;
}) {
  const { campaign } = slide;
  const dataLang = useDataLang();
  // SPEC §3: 'no-image' shows the text alone; otherwise the vertical or horizontal picture for the screen.
  return (
    <div className={`screen-campaign${slide.imageUrl ? '' : ' screen-campaign--text'}`}>
      {slide.imageUrl && (
        <img
          className="screen-campaign__image"
          src={slide.imageUrl}
          alt=""
          width={1440}
          height={960}
          decoding="async"
          onError={() => callbacks.onFailed(slide.key, slide.imageUrl ?? undefined)}
        />
      )}
      <div className="screen-campaign__text" lang={dataLang}>
        <h2 className="screen-title">{campaign.title}</h2>
        {campaign.text && <p className="screen-lead">{campaign.text}</p>}
      </div>
    </div>
  );
}

/** Rows of events on the welcome slide: today's still to come, or the next days' when today has few. */
const WELCOME_EVENTS = 3;

function WelcomeSlide({
  slide,
  data,
  clock,
}: {
  slide: Extract<ResolvedSlide, { type: 'WelcomeAndOpeningHours' }>;
  data: ScreenData;
  clock: Date;
}) {
  const row = slide.today;
  const t = useScreenT();
  const status = openingStatusAt(data.openingHours, clock);
  // Read at the clock, not when the slide went up: the server renders the first slide at its own time.
  const { events, later } = eventListRows(data.events, 'today', clock, WELCOME_EVENTS);
  const rows = [...events.map((event) => ({ event, day: false })), ...later.map((event) => ({ event, day: true }))];
  const showWeek = rows.length === 0 && data.openingHours.length > 0;
  return (
    <div className={`screen-welcome${showWeek ? ' screen-welcome--week' : ''}`}>
      <div className="screen-welcome__hello">
        <h2 className="screen-title">{t('welcome', { library: data.library.name })}</h2>
        <p className="screen-welcome__hours" data-status={status.kind}>
          {todayLine(row, data, clock, t)}
        </p>
        {status.kind !== 'closed' && row?.isOpen && row.mannedFrom && row.mannedTo && (
          <p className="screen-meta">{t('todayManned', { hours: mannedHours(row, t) })}</p>
        )}
      </div>
      {rows.length > 0 && (
        <div className="screen-welcome__events screen-event-list" data-density="medium">
          <h3 className="screen-subtitle">{events.length > 0 ? t('eventsHeading.today') : t('laterHeading')}</h3>
          <ul>
            {rows.map(({ event, day }) => (
              <EventRow
                key={event.id}
                event={event}
                isNow={showsNowLabel(event.startAt, clock)}
                day={day}
                now={clock}
              />
            ))}
          </ul>
        </div>
      )}
      {/* No events to tell of: the week's hours fill the screen instead of an empty half. */}
      {showWeek && (
        <div className="screen-welcome__events">
          <h3 className="screen-subtitle">{t('hoursHeading')}</h3>
          <WeekTable rows={data.openingHours} today={formatIsoDate(clock)} />
        </div>
      )}
    </div>
  );
}

function WeekTable({ rows, today }: { rows: readonly OpeningHoursRow[]; today: string }) {
  const t = useScreenT();
  const language = useLanguage();
  return (
    <table className="screen-hours">
      <thead>
        <tr>
          <th scope="col">{t('hoursTable.day')}</th>
          <th scope="col">{t('hoursTable.open')}</th>
          <th scope="col">{t('hoursTable.manned')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.date} aria-current={row.date === today ? 'date' : undefined}>
            <th scope="row">{screenDate(row.date, today, 'short', t)}</th>
            <td>{formatOpeningHours(row, language)}</td>
            <td>{mannedHours(row, t)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function WeeklySlide({ slide, clock }: { slide: Extract<ResolvedSlide, { type: 'WeeklyOpeningHours' }>; clock: Date }) {
  const t = useScreenT();
  return (
    <div className="screen-weekly">
      <h2 className="screen-title">{t('weekHeading')}</h2>
      <WeekTable rows={slide.week} today={formatIsoDate(clock)} />
    </div>
  );
}

function WifiSlide({ slide }: { slide: Extract<ResolvedSlide, { type: 'Wifi' }> }) {
  const t = useScreenT();
  return (
    <div className="screen-wifi">
      {/* The familiar wifi fan, large: it tells what the slide is about before the words are read. */}
      <svg className="screen-wifi__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 18.5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM12 13c2 0 3.8.8 5.1 2.1l-1.6 1.6A5 5 0 0 0 12 15.2a5 5 0 0 0-3.5 1.5l-1.6-1.6A7.2 7.2 0 0 1 12 13zm0-4.6c3.3 0 6.2 1.3 8.3 3.5l-1.6 1.6A9.4 9.4 0 0 0 12 10.6a9.4 9.4 0 0 0-6.7 2.9l-1.6-1.6A11.6 11.6 0 0 1 12 8.4zM12 3.8c4.5 0 8.6 1.8 11.5 4.8l-1.6 1.6A13.9 13.9 0 0 0 12 6a13.9 13.9 0 0 0-9.9 4.2L.5 8.6A16 16 0 0 1 12 3.8z"
          fill="currentColor"
        />
      </svg>
      <div className="screen-wifi__text">
        <h2 className="screen-title">{t('wifiHeading')}</h2>
        <dl>
          <dt>{t('wifiNetwork')}</dt>
          <dd>{slide.network}</dd>
          <dt>{t('wifiPassword')}</dt>
          <dd>{slide.password ?? t('wifiOpen')}</dd>
        </dl>
      </div>
    </div>
  );
}

/** One slide, by type. */
export function SlideContent({
  slide,
  data,
  now,
  clock,
  callbacks,
}: {
  slide: ResolvedSlide;
  data: ScreenData;
  now: Date;
  clock: Date;
  callbacks: SlideCallbacks;
}) {
  switch (slide.type) {
    case 'Video':
      return <VideoSlide slide={slide} callbacks={callbacks} />;
    case 'Event':
      return <EventSlide slide={slide} now={now} callbacks={callbacks} />;
    case 'EventList':
      return <EventListSlide slide={slide} now={now} />;
    case 'Campaign':
      return <CampaignSlide slide={slide} callbacks={callbacks} />;
    case 'WelcomeAndOpeningHours':
      return <WelcomeSlide slide={slide} data={data} clock={clock} />;
    case 'WeeklyOpeningHours':
      return <WeeklySlide slide={slide} clock={clock} />;
    case 'Wifi':
      return <WifiSlide slide={slide} />;
  }
}

/** Nothing to show (empty layout, everything broken): logo and opening hours, never a blank screen. */
export function FallbackSlide({ data, clock }: { data: ScreenData; clock: Date }) {
  const t = useScreenT();
  return (
    <div className="screen-fallback">
      <h2 className="screen-title">{t('welcome', { library: data.library.name })}</h2>
      <p className="screen-lead">{t('fallbackLead')}</p>
      {data.openingHours.length > 0 && (
        <>
          <h3 className="screen-subtitle">{t('hoursHeading')}</h3>
          <WeekTable rows={data.openingHours} today={formatIsoDate(clock)} />
        </>
      )}
    </div>
  );
}
