// /hva-skjer/{eventId}: one public event with date, time, place, audience, image, description and recording (SPEC §2, §3 Event),
// sign-up and cancel (issue #21; route actions, so it works without JavaScript), an .ics link, schema.org Event JSON-LD and Open Graph.
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { Link } from 'react-router';
import { checkVisitorContact, VISITOR_NAME_MAX } from '#core/event-registration.ts';
import { eventJsonLd, eventPageSeo } from '#core/event-structured-data.ts';
import { isAppError } from '#core/errors.ts';
import { pageLanguage } from '#core/i18n/languages.ts';
import { imageUrl } from '#core/image-url.ts';
import { cancelRegistration, getEvent, getOwnRegistration, registerForEvent } from './hva-skjer.detail.server.ts';
import { EventPlace, useEventTime, useEventWhen } from '#app/features/events/event-card.tsx';
import { RegistrationPanel, type RegistrationAnswer } from '#app/features/events/registration-panel.tsx';
import { requestErrorMessage, requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useDataLang } from '#app/i18n/use-data-lang.ts';
import { useEventTypeText } from '#app/i18n/use-vocabulary.ts';
import { TagList } from '#app/features/events/tag-list.tsx';
import { notFound } from '#app/lib/responses.ts';
import { seoMeta } from '#app/lib/seo.ts';
import { pageTitle } from '#app/lib/site.ts';
import { formCsrfToken, getSession } from '#app/session.server.ts';
import type { Route } from './+types/hva-skjer.detail';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('events');

/** The page's texts come from the catalogue (decision 028); the event's own texts are data in bokmål. */
export const handle = { translated: true, i18n: ['events', 'vocabulary'] };

async function loadEvent(context: Route.LoaderArgs['context'], eventId: string) {
  try {
    return await getEvent(context.services, eventId);
  } catch (error) {
    // Unknown, private and hidden events are all simply not there.
    if (isAppError(error) && error.kind === 'not_found') notFound();
    throw error;
  }
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const event = await loadEvent(context, params.eventId);
  const session = event.registration ? await getSession(context) : null;
  const own = session ? await getOwnRegistration(context.services, event.id, session.userId) : null;
  // Only a page with a sign-up or cancel form carries the form token (and is then never shared from a cache); one's own
  // sign-up can be cancelled after sign-up has closed, until the start.
  const csrfToken = event.registration && (event.registration.state === 'open' || own) ? formCsrfToken(context) : null;
  return {
    event,
    now: context.services.clock().toISOString(),
    origin: context.services.config.publicUrl,
    own,
    loggedIn: session !== null,
    csrfToken,
  };
}

/** Sign up (a logged-in patron, or a visitor with name and contact) or cancel; refusals come back with status 200 and are shown in the panel. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const event = await loadEvent(context, params.eventId);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  const session = await getSession(context);
  const t = requestTranslator(request);
  const answer = (a: RegistrationAnswer) => data(a);
  try {
    if (text('intent') === 'cancel') {
      if (!session) throw redirect(`/logg-inn?callbackUrl=${encodeURIComponent(`/hva-skjer/${event.id}`)}`);
      await cancelRegistration(context.services, event.id, session.userId);
      return answer({ ok: true, message: t('events:registration.cancelledOwn') });
    }
    let result;
    if (session) {
      result = await registerForEvent(context.services, event.id, { kind: 'patron', userId: session.userId });
    } else {
      const values = { name: text('name'), email: text('email'), phone: text('phone') };
      const verdict = checkVisitorContact(values);
      if (!verdict.ok) {
        // The API's words for the same refusal, in the page's language (errors:code.invalid_contact).
        const message = t('errors:code.invalid_contact', { context: verdict.problem, max: VISITOR_NAME_MAX });
        return answer({ ok: false, message, fieldErrors: { [verdict.field]: message }, values });
      }
      // A visitor's notices are in the language of the page they signed up on (docs/decisions/026).
      result = await registerForEvent(context.services, event.id, {
        kind: 'visitor',
        ...values,
        language: pageLanguage(request.headers),
      });
    }
    return answer({
      ok: true,
      message:
        result.status === 'confirmed'
          ? t('events:registration.signedUp')
          : t('events:registration.waitlisted', { position: result.waitlistPosition ?? '?' }),
      cancelPath: result.cancelToken ? `/hva-skjer/avmelding/${result.cancelToken}` : null,
    });
  } catch (err) {
    if (isAppError(err) && ['conflict', 'invalid', 'unauthenticated', 'not_found'].includes(err.kind))
      return answer({ ok: false, message: requestErrorMessage(request, err) });
    if (err instanceof Response) throw err;
    context.services.log.error({ err, correlationId: context.correlationId }, 'event registration failed');
    return answer({ ok: false, message: t('events:registration.failed') });
  }
}

// Canonical, Open Graph and Twitter card through seoMeta (docs/decisions/027), the Event JSON-LD beside them (decision 026).
export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? [...seoMeta(matches, eventPageSeo(data.event)), { 'script:ld+json': eventJsonLd(data.origin, data.event) }]
    : [{ title: pageTitle() }];

export default function EventPage({
  loaderData: { event, now, own, loggedIn, csrfToken },
  actionData,
}: Route.ComponentProps) {
  const { t } = useTranslation('events', { keyPrefix: 'registration' });
  const { t: td } = useTranslation('events', { keyPrefix: 'detail' });
  const dataLang = useDataLang();
  const eventTypeText = useEventTypeText();
  const price = event.price?.trim() ?? '';
  const eventTime = useEventTime();
  const eventWhen = useEventWhen();
  return (
    <article className="page event-detail">
      <p className="event-detail__back">
        <Link to="/hva-skjer">{td('backToList')}</Link>
      </p>
      <p className="eyebrow">{eventTypeText(event.eventType)}</p>
      <h1 className="page-heading" lang={dataLang}>
        {event.title}
      </h1>
      {event.cancelled && <p className="form-error">{t('cancelledEvent')}</p>}
      {event.lead && (
        <p className="lead" lang={dataLang}>
          {event.lead}
        </p>
      )}
      <div className="event-detail__layout">
        <div className="event-detail__main">
          {event.image && (
            <img className="event-detail__image" src={imageUrl(event.image.url)} alt="" width={1152} height={648} />
          )}
          <div className="prose" lang={dataLang}>
            {event.description.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {event.audioVideos.length > 0 && (
            <section aria-labelledby="event-recording">
              <h2 id="event-recording">{td('recording')}</h2>
              <ul className="event-recordings">
                {event.audioVideos.map((recording) => (
                  <li key={recording.url}>
                    <a href={recording.url}>
                      {recording.kind === 'audio' ? td('listenRecording') : td('watchRecording')}:{' '}
                      <span lang={dataLang}>{recording.title}</span>
                    </a>
                    {recording.durationSeconds !== null && (
                      <span className="muted">
                        {' '}
                        ({td('minutes', { count: Math.round(recording.durationSeconds / 60) })})
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className="event-detail__facts" aria-label={td('facts')}>
          <dl>
            <dt>{td('date')}</dt>
            <dd>{eventWhen(event, now, { long: true })}</dd>
            <dt>{td('time')}</dt>
            <dd>
              {eventTime(event.startTime, event.endTime)}
              <br />
              <a href={`/api/library-events/${event.id}/kalender.ics`} download>
                {t('addToCalendar')}
              </a>
            </dd>
            <dt>{td('place')}</dt>
            <dd>
              <EventPlace event={event} />
            </dd>
            {event.targetAudience.length > 0 && (
              <>
                <dt>{td('audience')}</dt>
                <dd lang={dataLang}>{event.targetAudience.join(', ')}</dd>
              </>
            )}
            {/* The staff form says an empty price means free (issue #18). */}
            <dt>{td('price')}</dt>
            <dd lang={price === '' ? undefined : dataLang}>{price === '' ? td('free') : price}</dd>
            {event.registrationUrl && (
              <>
                <dt>{td('registration')}</dt>
                <dd>
                  <a href={event.registrationUrl}>{td('register')}</a>
                </dd>
              </>
            )}
          </dl>
          {event.registration && (
            <RegistrationPanel
              eventId={event.id}
              info={event.registration}
              own={own}
              loggedIn={loggedIn}
              csrfToken={csrfToken}
              actionData={actionData}
            />
          )}
          {event.tags.length > 0 && (
            <>
              <h2 className="event-detail__tags-heading">{td('tags')}</h2>
              <TagList label={td('tags')}>
                {event.tags.map((tag) => (
                  <li key={tag}>
                    <Link className="tag" to={`/hva-skjer?tag=${encodeURIComponent(tag)}`} lang={dataLang}>
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
