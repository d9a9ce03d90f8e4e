// The slide components of an information screen (SPEC §3 Slide types): Video, Event, Campaign, EventList, WelcomeAndOpeningHours, WeeklyOpeningHours, Wifi, and the calm fallback.
import { useEffect, useRef } from 'react';
import { formatOpeningHours, relativeDayLabel } from '#core/dates.ts';
import { eventDateFields, formatEventTime } from '#core/events.ts';
import type { OpeningHoursRow } from '#core/opening-hours.ts';
import type { ResolvedSlide, ScreenData, ScreenEvent } from '#core/screen-rotation.ts';
import { dayName, mannedHours } from '#app/features/opening-hours/hours-table.tsx';
import { SITE_NAME } from '#app/lib/site.ts';
import { screenTexts as texts } from './screen-texts.ts';

export interface SlideCallbacks {
  /** The video finished. */
  onEnded(key: string): void;
  /** A video or picture could not be played or loaded. */
  onFailed(key: string, url?: string): void;
}

function when(event: ScreenEvent, now: Date): string {
  const { startTime, endTime } = eventDateFields(event.startAt, event.endAt);
  return `${relativeDayLabel(event.startAt, now)} ${formatEventTime(startTime, endTime)}`;
}

function NowBadge() {
  return <span className="screen-now">{texts.now}</span>;
}

/** The wordmark: the same open-book mark as the site header, without a link (nobody clicks a screen). */
export function ScreenLogo() {
  return (
    <p className="screen-logo">
      <svg className="screen-logo__mark" width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="8" fill="currentColor" />
        <path d="M8 11c3.5-1.2 7-1 10 1.2V27c-3-2.2-6.5-2.4-10-1.2zM28 11c-3.5-1.2-7-1-10 1.2V27c3-2.2 6.5-2.4 10-1.2z" fill="#fff" />
      </svg>
      <span>{SITE_NAME}</span>
    </p>
  );
}

function todayLine(row: OpeningHoursRow | null | undefined): string {
  if (!row || !row.isOpen) return texts.todayClosed;
  return texts.todayOpen(formatOpeningHours(row));
}

function VideoSlide({ slide, callbacks }: { slide: Extract<ResolvedSlide, { type: 'Video' }>; callbacks: SlideCallbacks }) {
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
        aria-label={texts.video}
        onEnded={() => callbacks.onEnded(slide.key)}
        onError={() => callbacks.onFailed(slide.key)}
      />
    </div>
  );
}

function EventSlide({ slide, now, callbacks }: { slide: Extract<ResolvedSlide, { type: 'Event' }>; now: Date; callbacks: SlideCallbacks }) {
  const { event } = slide;
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
          {slide.isNow && <NowBadge />} {when(event, now)}
        </p>
        <h2 className="screen-title">{event.title}</h2>
        {event.lead && <p className="screen-lead">{event.lead}</p>}
        {event.location && <p className="screen-meta">{event.location}</p>}
      </div>
    </div>
  );
}

function EventListSlide({ slide, now }: { slide: Extract<ResolvedSlide, { type: 'EventList' }>; now: Date }) {
  return (
    <div className={`screen-event-list screen-event-list--${slide.presentationMode}`}>
      <h2 className="screen-title">{texts.eventsHeading[slide.eventDate]}</h2>
      <ul>
        {slide.events.map(({ event, isNow }) => (
          <li key={event.id}>
            <span className="screen-event-list__time">
              {isNow ? <NowBadge /> : slide.eventDate === 'future' ? when(event, now) : eventDateFields(event.startAt, event.endAt).startTime}
            </span>
            <span className="screen-event-list__title">{event.title}</span>
            {event.location && <span className="screen-event-list__place">{event.location}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function CampaignSlide({ slide, callbacks }: { slide: Extract<ResolvedSlide, { type: 'Campaign' }>; callbacks: SlideCallbacks }) {
  const { campaign } = slide;
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
      <div className="screen-campaign__text">
        <h2 className="screen-title">{campaign.title}</h2>
        {campaign.text && <p className="screen-lead">{campaign.text}</p>}
      </div>
    </div>
  );
}

function WelcomeSlide({ slide, data }: { slide: Extract<ResolvedSlide, { type: 'WelcomeAndOpeningHours' }>; data: ScreenData }) {
  const row = slide.today;
  return (
    <div className="screen-welcome">
      <ScreenLogo />
      <h2 className="screen-title">{texts.welcome(data.library.name)}</h2>
      <p className="screen-lead">{todayLine(row)}</p>
      {row?.isOpen && row.mannedFrom && row.mannedTo && <p className="screen-meta">{texts.todayManned(mannedHours(row))}</p>}
    </div>
  );
}

export function WeekTable({ rows }: { rows: readonly OpeningHoursRow[] }) {
  return (
    <table className="screen-hours">
      <thead>
        <tr>
          <th scope="col">Dag</th>
          <th scope="col">Åpent</th>
          <th scope="col">Betjent</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.date}>
            <th scope="row">{dayName(row)}</th>
            <td>{formatOpeningHours(row)}</td>
            <td>{mannedHours(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function WeeklySlide({ slide }: { slide: Extract<ResolvedSlide, { type: 'WeeklyOpeningHours' }> }) {
  return (
    <div className="screen-weekly">
      <h2 className="screen-title">{texts.weekHeading}</h2>
      <WeekTable rows={slide.week} />
    </div>
  );
}

function WifiSlide({ slide }: { slide: Extract<ResolvedSlide, { type: 'Wifi' }> }) {
  return (
    <div className="screen-wifi">
      <h2 className="screen-title">{texts.wifiHeading}</h2>
      <dl>
        <dt>{texts.wifiNetwork}</dt>
        <dd>{slide.network}</dd>
        <dt>{texts.wifiPassword}</dt>
        <dd>{slide.password ?? texts.wifiOpen}</dd>
      </dl>
    </div>
  );
}

/** One slide, by type. */
export function SlideContent({ slide, data, now, callbacks }: { slide: ResolvedSlide; data: ScreenData; now: Date; callbacks: SlideCallbacks }) {
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
      return <WelcomeSlide slide={slide} data={data} />;
    case 'WeeklyOpeningHours':
      return <WeeklySlide slide={slide} />;
    case 'Wifi':
      return <WifiSlide slide={slide} />;
  }
}

/** Nothing to show (empty layout, everything broken): logo and opening hours, never a blank screen. */
export function FallbackSlide({ data }: { data: ScreenData }) {
  return (
    <div className="screen-fallback">
      <ScreenLogo />
      <h2 className="screen-title">{texts.welcome(data.library.name)}</h2>
      <p className="screen-lead">{texts.fallbackLead}</p>
      {data.openingHours.length > 0 && (
        <>
          <h3 className="screen-subtitle">{texts.hoursHeading}</h3>
          <WeekTable rows={data.openingHours} />
        </>
      )}
    </div>
  );
}
