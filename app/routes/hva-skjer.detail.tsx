// /hva-skjer/{eventId}: one public event with date, time, place, audience, image, description and recording (SPEC §2, §3 Event).
import { Link } from 'react-router';
import { isAppError } from '#core/errors.ts';
import { eventPriceText } from '#core/event-vocabulary.ts';
import { formatEventTime } from '#core/events.ts';
import { imageUrl } from '#core/image-url.ts';
import { getEvent } from './hva-skjer.detail.server.ts';
import { EventPlace, eventWhen } from '#app/features/events/event-card.tsx';
import { eventTexts as texts } from '#app/features/events/event-texts.ts';
import { TagList } from '#app/features/events/tag-list.tsx';
import { notFound } from '#app/lib/responses.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/hva-skjer.detail';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('events');

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const event = await getEvent(context.services, params.eventId);
    return { event, now: context.services.clock().toISOString() };
  } catch (error) {
    // Unknown, private and hidden events are all simply not there.
    if (isAppError(error) && error.kind === 'not_found') notFound();
    throw error;
  }
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: pageTitle(data?.event.title) },
  ...(data ? [{ name: 'description', content: data.event.lead }] : []),
];

export default function EventPage({ loaderData: { event, now } }: Route.ComponentProps) {
  return (
    <article className="page event-detail">
      <p className="event-detail__back">
        <Link to="/hva-skjer">{texts.backToList}</Link>
      </p>
      <p className="eyebrow">{event.eventType}</p>
      <h1 className="page-heading">{event.title}</h1>
      {event.lead && <p className="lead">{event.lead}</p>}
      <div className="event-detail__layout">
        <div className="event-detail__main">
          {event.image && (
            <img className="event-detail__image" src={imageUrl(event.image.url)} alt="" width={1152} height={648} />
          )}
          <div className="prose">
            {event.description.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {event.audioVideos.length > 0 && (
            <section aria-labelledby="event-recording">
              <h2 id="event-recording">{texts.recording}</h2>
              <ul className="event-recordings">
                {event.audioVideos.map((recording) => (
                  <li key={recording.url}>
                    <a href={recording.url}>
                      {recording.kind === 'audio' ? texts.listenRecording : texts.watchRecording}: {recording.title}
                    </a>
                    {recording.durationSeconds !== null && (
                      <span className="muted"> ({texts.minutes(Math.round(recording.durationSeconds / 60))})</span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className="event-detail__facts" aria-label="Praktisk informasjon">
          <dl>
            <dt>{texts.date}</dt>
            <dd>{eventWhen(event, now, { long: true })}</dd>
            <dt>{texts.time}</dt>
            <dd>{formatEventTime(event.startTime, event.endTime)}</dd>
            <dt>{texts.place}</dt>
            <dd>
              <EventPlace event={event} />
            </dd>
            {event.targetAudience.length > 0 && (
              <>
                <dt>{texts.audience}</dt>
                <dd>{event.targetAudience.join(', ')}</dd>
              </>
            )}
            {/* The staff form says an empty price means free (issue #18). */}
            <dt>{texts.price}</dt>
            <dd>{eventPriceText(event.price)}</dd>
            {event.registrationUrl && (
              <>
                <dt>{texts.registration}</dt>
                <dd>
                  <a href={event.registrationUrl}>{texts.register}</a>
                </dd>
              </>
            )}
          </dl>
          {event.tags.length > 0 && (
            <>
              <h2 className="event-detail__tags-heading">{texts.tags}</h2>
              <TagList label={texts.tags}>
                {event.tags.map((tag) => (
                  <li key={tag}>
                    <Link className="tag" to={`/hva-skjer?tag=${encodeURIComponent(tag)}`}>
                      {tag}
                    </Link>
                  </li>
                ))}
              </TagList>
            </>
          )}
        </aside>
      </div>
    </article>
  );
}
