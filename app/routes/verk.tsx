// /verk/{slug}_{id}: a work with its editions, copies per branch, online access and recommendations (SPEC §2 slug rule; detail route of issue #5, record details of #17).
// Reserve, inter-library request, like, 'Legg til i liste' and 'Varsle meg når den er ledig' post to this page's action: as pages without JavaScript, through fetchers with it.
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { searchPath, subjectUri } from '#core/catalogue.ts';
import { formatDate } from '#core/dates.ts';
import { editionLabel, formatWord } from '#core/edition-label.ts';
import { parseEntityParam } from '#core/entity-slug.ts';
import { pageLanguage, type Language } from '#core/i18n/languages.ts';
import { hasOnlineAccess } from '#core/online-links.ts';
import { isStaff } from '#core/profile.ts';
import { isBookWork, workStructuredData } from '#core/structured-data.ts';
import {
  listPickupBranches,
  ownStatusForWorks,
  titleQueues,
  allRules,
  readCirculationStanding,
  getWorkDetail,
  getFavourites,
  listLikes,
  isWatchingWork,
} from './verk.server.ts';
import { getSession, requirePersonalPage } from '#app/session.server.ts';
import { answerReserveForm } from '#app/features/circulation/reserve-actions.server.ts';
import { answerWatchForm } from '#app/features/circulation/availability-watch-actions.server.ts';
import {
  WATCH_TOGGLE,
  type WatchAnswer,
  type WatchIntent,
} from '#app/features/circulation/availability-watch-answer.ts';
import { isToggleIntent, toggleNetworkFailure } from '#app/features/forms/toggle-answer.ts';
import { answeredOrOffline } from '#app/lib/client-action.ts';
import { AvailabilityWatch } from '#app/features/circulation/availability-watch.tsx';
import {
  RESERVE_INTENTS,
  reserveNetworkFailure,
  type ReserveAnswer,
  type ReserveIntent,
} from '#app/features/circulation/reserve-answer.ts';
import {
  FIRST_AVAILABLE_PARAM,
  FirstAvailableSlot,
  type FirstAvailableEdition,
} from '#app/features/circulation/first-available.tsx';
import { RemoteRequestForm } from '#app/features/circulation/remote-request-form.tsx';
import { ReserveForm } from '#app/features/circulation/reserve-form.tsx';
import { RESERVE_PARAM, reserveFormId, ReserveSlot } from '#app/features/circulation/reserve-slot.tsx';
import { answerFavouritesForm } from '#app/features/favourites/favourites-actions.server.ts';
import {
  FAVOURITES_INTENTS,
  favouritesNetworkFailure,
  type FavouritesAnswer,
  type FavouritesIntent,
} from '#app/features/favourites/favourites-answer.ts';
import { FavouritesForm } from '#app/features/favourites/favourites-form.tsx';
import { OwnStatusLine, queueNote } from '#app/features/circulation/own-status.tsx';
import { DigitalLendingLink } from '#app/features/circulation/digital-lending-link.tsx';
import { digitalLendingService } from '#app/features/my-circulation/digital-services.ts';
import { AvailabilityLine } from '#app/features/search/availability-line.tsx';
import { Cover } from '#app/features/search/cover.tsx';
import { AddToListButton, LIST_PARAM, listFormId } from '#app/features/favourites/add-to-list-button.tsx';
import { LikeButton } from '#app/features/favourites/like-button.tsx';
import { vocabularyText, type CatalogueTexts } from '#app/features/search/catalogue-labels.ts';
import { useMediaTypeText } from '#app/i18n/use-vocabulary.ts';
import { requestCatalogueTexts } from '#app/features/search/catalogue-texts.server.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { OnlineLinks } from '#app/features/work/online-links.tsx';
import { WorkContents } from '#app/features/work/work-contents.tsx';
import { notFound } from '#app/lib/responses.ts';
import { JsonLd } from '#app/components/json-ld.tsx';
import { seoMeta, shortDescription, usePublicOrigin } from '#app/lib/seo.ts';
import { pageTitle, SITE_NAME } from '#app/lib/site.ts';
import type { Route } from './+types/verk';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('catalogue');

/**
 * The page's texts come from the catalogue (decision 028): no lang="nb" on <main> in other languages. The like and
 * list buttons' words are the lists namespace's.
 */
export const handle = { translated: true, i18n: ['catalogue', 'lists', 'messages', 'vocabulary'] };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { id } = parseEntityParam(params.slugId);
  const session = await getSession(context);
  // A draft recommendation is unpublished staff text: the preview is for staff only.
  const draft =
    session && isStaff(session.user.assignedRoles)
      ? new URL(request.url).searchParams.get('showDraftRecommendationById')
      : null;
  const detail = id
    ? await getWorkDetail(context.services, id, {
        showDraftRecommendationById: draft && /^\d{1,9}$/.test(draft) ? Number(draft) : null,
      })
    : null;
  if (!detail) notFound();
  // The reserve buttons need the pickup branches, which media the rules let us ask other libraries for, and who is asking.
  // Issue #18: each edition's queue for everyone; the patron's own loans, reservations and standing only for them
  // (a logged-in browser's pages are never shared: server/http/page-cache.ts).
  // Without JavaScript, ?reserver=…, ?forste-ledige=… and ?liste=… show that form on the page (with it, dialogs do).
  const search = new URL(request.url).searchParams;
  const listFor = session ? search.get(LIST_PARAM) : null;
  const [pickupBranches, rules, queues, own, standing, likes, lists, watching] = await Promise.all([
    listPickupBranches(context.services),
    allRules(context.services.db),
    titleQueues(
      context.services,
      detail.work.publications.map((p) => p.id),
    ),
    session ? ownStatusForWorks(context.services, session.userId, [detail.work.id]) : null,
    session ? readCirculationStanding(context.services, session.userId) : null,
    session ? listLikes(context.services, session.userId) : null,
    session && listFor
      ? getFavourites(context.services, session.userId).then((f) =>
          f.data.map(({ name, tag, favorites }) => ({ name, tag, favorites })),
        )
      : null,
    session ? isWatchingWork(context.services, session.userId, detail.work.id) : null,
  ]);
  const remoteMediaTypes = [...rules.values()].filter((r) => r.remoteReservable).map((r) => r.mediaType);
  const t = requestCatalogueTexts(request);
  return {
    ...detail,
    // The document's description and cover text in the page's language (meta functions have no translator of their own).
    description: workDescription(t, detail.work),
    coverAlt: t('work.coverAlt', { title: detail.work.title }),
    pickupBranches,
    remoteMediaTypes,
    patronId: session ? String(session.userId) : null,
    queues: Object.fromEntries(queues),
    ownStatus: own?.get(detail.work.id) ?? [],
    standing,
    likes,
    watching,
    inline: {
      reserve: search.get(RESERVE_PARAM),
      firstAvailable: search.get(FIRST_AVAILABLE_PARAM),
      list: search.get(LIST_PARAM),
      lists,
    },
  };
}

type WorkAnswer = ReserveAnswer | FavouritesAnswer | WatchAnswer;

/** Reserve, inter-library request, like, add to list and watch: the services the JSON API calls, with the patron from the session. */
export async function action({ context, request, params }: Route.ActionArgs): Promise<WorkAnswer> {
  const session = await requirePersonalPage(context, request);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const language = pageLanguage(request.headers);
  if (isToggleIntent(WATCH_TOGGLE, intent))
    return answerWatchForm(
      context.services,
      language,
      session.userId,
      parseEntityParam(params.slugId).id,
      intent as WatchIntent,
    );
  if (FAVOURITES_INTENTS.includes(String(form.get('intent'))))
    return answerFavouritesForm(context.services, language, session.userId, form);
  return answerReserveForm(context.services, language, session.userId, form);
}

/** With JavaScript: a call that never reached the server is the SPEC §8 network notification, not the error page. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<WorkAnswer> {
  return answeredOrOffline(request, serverAction, (form): WorkAnswer => {
    const intent = String(form.get('intent'));
    if (isToggleIntent(WATCH_TOGGLE, intent)) return toggleNetworkFailure(intent as WatchIntent);
    // "Reserver første ledige" names its form by the media type it was opened for (slot).
    const recordId = String(form.get('slot') ?? form.get('recordId') ?? '');
    return RESERVE_INTENTS.includes(intent)
      ? reserveNetworkFailure(intent as ReserveIntent, recordId)
      : favouritesNetworkFailure(intent as FavouritesIntent, recordId);
  });
}

/**
 * The fetchers' answers carry what changed (the likes, the reservation's place, the list): no reload of the page after
 * them, as before; the reserve dialog stays open over an unchanged page and gives focus back to its button.
 */
export function shouldRevalidate({ formMethod, actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' && actionResult ? false : defaultShouldRevalidate;
}

type WorkDetail = NonNullable<Awaited<ReturnType<typeof getWorkDetail>>>;

/** A work without a description is still described: what it is, by whom, and where to borrow it. */
function workDescription(t: CatalogueTexts, work: WorkDetail['work']): string {
  if (work.description) return shortDescription(work.description);
  const by = work.mainCreator ? t('work.by', { name: work.mainCreator.name }) : '';
  const year = work.publicationYear !== null ? ` (${work.publicationYear})` : '';
  return t('work.description', { title: work.title, by, year, site: SITE_NAME });
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: pageTitle() }];
  const { work, withdrawnEditions, description, coverAlt } = data;
  const cover = work.coverUrl ?? withdrawnEditions.find((p) => p.coverUrl)?.coverUrl ?? null;
  const isbn = work.publications.map((p) => p.isbn ?? p.isbns[0]).find(Boolean);
  const book = isBookWork(work);
  return seoMeta(matches, {
    title: work.title,
    description,
    canonicalPath: work.path,
    image: cover,
    imageAlt: cover ? coverAlt : undefined,
    type: book ? 'book' : 'website',
    openGraph: book && isbn ? { 'book:isbn': isbn } : undefined,
  });
};

/** At least one copy may be reserved (not lost or discarded). */
const hasReservableCopy = (copies: readonly { status: string; loanable: boolean; reservable: boolean }[]) =>
  copies.some((c) => c.reservable && c.loanable && c.status !== 'lost' && c.status !== 'discarded');

function itemStatus(
  t: CatalogueTexts,
  language: Language,
  item: { status: string; loanable: boolean; reservable: boolean; dueDate: string | null },
): string {
  if (item.status === 'on_loan' && item.dueDate) return t('work.dueBack', { date: formatDate(item.dueDate, language) });
  if (item.status === 'available' && !item.loanable) return t('work.referenceOnly');
  if (item.status === 'available' && !item.reservable) return t('work.onShelfNotReservable');
  return vocabularyText(t, 'itemStatus', item.status);
}

export default function WorkPage({
  loaderData: {
    work,
    withdrawnEditions,
    items,
    recommendations,
    seriesWorks,
    pickupBranches,
    remoteMediaTypes,
    patronId,
    queues,
    ownStatus,
    standing,
    likes,
    watching,
    inline,
  },
  actionData,
}: Route.ComponentProps) {
  const { t } = useTranslation('catalogue');
  const { t: tLists } = useTranslation('lists');
  const mediaTypeWord = useMediaTypeText();
  const language = useLanguage();
  // A form posted without JavaScript: its answer is shown where the form was.
  const reserveAnswer =
    actionData && RESERVE_INTENTS.includes(actionData.intent) ? (actionData as ReserveAnswer) : null;
  const watchAnswer =
    actionData && isToggleIntent(WATCH_TOGGLE, actionData.intent) ? (actionData as WatchAnswer) : null;
  const favouritesAnswer = actionData && !reserveAnswer && !watchAnswer ? (actionData as FavouritesAnswer) : null;
  const listAnswer = favouritesAnswer?.intent === 'addToList' ? favouritesAnswer : null;
  // A title whose every edition has left the collection still shows what it was (likes, lists and loan history lead here).
  const shown = work.publications.length > 0 ? work.publications : withdrawnEditions;
  const cover = shown.find((p) => p.coverUrl)?.coverUrl ?? null;
  const mediaTypeText = (p: { mediaType: string; mediaTypeLabel: string }) =>
    mediaTypeWord(p.mediaType, p.mediaTypeLabel);
  const mediaTypeLabels = [...new Map(shown.map((p) => [p.mediaType, mediaTypeText(p)])).values()];
  const likeRecordIds = [...work.publications, ...withdrawnEditions].map((p) => p.recordId);
  const online = work.publications.some((p) => hasOnlineAccess(p.links));
  const origin = usePublicOrigin();
  // "Varsle meg når den er ledig" (docs/decisions/035): held copies, none on the shelf for loan, and not the patron's already.
  const copiesHeld = work.publications
    .flatMap((p) => items[String(p.id)] ?? [])
    .filter((c) => c.status !== 'lost' && c.status !== 'discarded');
  const offerWatch =
    !work.withdrawn &&
    ownStatus.length === 0 &&
    copiesHeld.length > 0 &&
    !copiesHeld.some((c) => c.status === 'available' && c.loanable);
  // "Reserver første ledige" (decision 034): the editions the patron could queue for together — reservable, not already theirs.
  const firstAvailable: FirstAvailableEdition[] = work.publications.flatMap((p) =>
    hasReservableCopy(items[String(p.id)] ?? []) && !ownStatus.some((s) => s.recordId === p.recordId)
      ? [
          {
            recordId: p.recordId,
            label: editionLabel(p, () => mediaTypeText(p)),
            mediaType: p.mediaType,
            mediaTypeLabel: mediaTypeText(p),
            queueNote: queueNote(t, queues[String(p.id)]),
          },
        ]
      : [],
  );
  return (
    <article className="page work-page">
      <div className="work-page__top">
        <Cover src={cover} mediaType={work.mediaType ?? shown[0]?.mediaType ?? null} size="large" />
        <div className="work-page__intro">
          <p className="eyebrow">{mediaTypeLabels.join(' · ')}</p>
          <h1 className="page-heading">
            {work.title}
            {work.subtitle && <span className="work-page__subtitle"> : {work.subtitle}</span>}
          </h1>
          {work.creators.length > 0 && (
            <p className="work-page__creators">
              {work.creators.map((c, i) => (
                <Fragment key={`${c.id}-${c.role}`}>
                  {i > 0 && ', '}
                  <Link to={c.path}>{c.name}</Link>{' '}
                  <span className="muted">({vocabularyText(t, 'role', c.role, c.roleLabel).toLowerCase()})</span>
                </Fragment>
              ))}
            </p>
          )}
          {work.description && <p className="lead">{work.description}</p>}
          {work.withdrawn ? (
            <p className="notice work-page__withdrawn">{t('work.withdrawn')}</p>
          ) : (
            <AvailabilityLine availability={work.availability} online={online} />
          )}
          <OwnStatusLine statuses={ownStatus} />
          {/* A watch of a work the patron has since reserved or borrowed is ended by the next run of the job: not shown. */}
          {(offerWatch || (watching === true && ownStatus.length === 0)) && (
            <AvailabilityWatch watching={watching} answer={watchAnswer} />
          )}
          {/* A patron may still undo a like of a withdrawn title; a visitor is not invited to like one. */}
          {likeRecordIds[0] && (!work.withdrawn || patronId) && (
            <div className="work-actions">
              <LikeButton
                recordIds={likeRecordIds}
                primaryRecordId={likeRecordIds[0]}
                title={work.title}
                likes={likes}
              />
              {favouritesAnswer?.kind === 'failed' && favouritesAnswer.intent !== 'addToList' && (
                <p className="form-error" role="alert">
                  {favouritesAnswer.text}
                </p>
              )}
            </div>
          )}
          <dl className="work-facts">
            {work.publicationYear !== null && (
              <>
                <dt>{t('work.firstPublished')}</dt>
                <dd>{work.publicationYear}</dd>
              </>
            )}
            {work.originalTitle && (
              <>
                <dt>{t('work.originalTitle')}</dt>
                <dd>{work.originalTitle}</dd>
              </>
            )}
            {work.variantTitles.length > 0 && (
              <>
                <dt>{t('work.variantTitles')}</dt>
                <dd>
                  <ul className="work-facts__lines">
                    {work.variantTitles.map((v) => (
                      <li key={v}>{v}</li>
                    ))}
                  </ul>
                </dd>
              </>
            )}
            {work.genres.length > 0 && (
              <>
                <dt>{t('work.genres')}</dt>
                <dd>{work.genres.join(', ')}</dd>
              </>
            )}
            {work.subjects.length > 0 && (
              <>
                <dt>{t('work.subjects')}</dt>
                <dd>
                  <ul className="work-facts__links">
                    {work.subjects.map((s) => (
                      <li key={s}>
                        <Link to={searchPath(`emne:"${s}"`)} data-subject-uri={subjectUri(s)}>
                          {s}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            )}
            {work.workSeries && (
              <>
                <dt>{t('work.series')}</dt>
                <dd>
                  <Link to={work.workSeries.path}>{work.workSeries.name}</Link>
                  {work.workSeries.position !== null && ` (${work.workSeries.position})`}
                </dd>
              </>
            )}
          </dl>
        </div>
      </div>

      <WorkContents contents={work.contents} />

      {work.publications.length > 0 && (
        <section aria-labelledby="editions-heading" className="work-section">
          <h2 id="editions-heading">{t('work.editions')}</h2>
          <ul className="work-editions">
            {work.publications.map((p) => {
              const copies = items[String(p.id)] ?? [];
              const editionName = `${work.title} (${mediaTypeText(p).toLowerCase()}, ${formatWord(p.format)})`;
              // SPEC §5: nothing to reserve or ask another library for when the edition itself is online and we hold no copy.
              const onlineOnly = copies.length === 0 && hasOnlineAccess(p.links);
              const mine = ownStatus.filter((s) => s.recordId === p.recordId);
              const reservable = hasReservableCopy(copies);
              // Before reserving, everyone sees the queue; the patron who has this edition sees their own status instead.
              const queue = reservable && mine.length === 0 ? queueNote(t, queues[String(p.id)]) : null;
              const remoteRequestable =
                copies.length === 0 &&
                !onlineOnly &&
                digitalLendingService(p.mediaType, p.format) === null &&
                remoteMediaTypes.includes(p.mediaType);
              // The forms shown on the page without JavaScript: asked for by the button (a GET), or answered by the action.
              const reserveHere = inline.reserve === p.recordId || reserveAnswer?.recordId === p.recordId;
              const listHere = inline.list === p.recordId || listAnswer?.recordId === p.recordId;
              const reserveHeading = reservable || reserveAnswer?.intent === 'reserve';
              return (
                <li key={p.id} className="work-edition">
                  <h3 className="work-edition__title">
                    {mediaTypeText(p)}, {formatWord(p.format)}
                    {p.edition && `, ${p.edition}`}
                    {p.publicationYear !== null && `, ${p.publicationYear}`}
                    {p.issueLabel && ` (${p.issueLabel})`}
                  </h3>
                  <dl className="work-facts work-facts--compact">
                    <dt>{t('work.language')}</dt>
                    <dd>{vocabularyText(t, 'language', p.language, p.languageName)}</dd>
                    {p.publisher && (
                      <>
                        <dt>{t('work.publisher')}</dt>
                        <dd>{p.publisher}</dd>
                      </>
                    )}
                    {(p.isbns.length > 0 || p.isbn || p.ean) && (
                      <>
                        <dt>{t('work.isbn')}</dt>
                        <dd>{p.isbns.length > 0 ? p.isbns.join(', ') : (p.isbn ?? p.ean)}</dd>
                      </>
                    )}
                    {p.extent && (
                      <>
                        <dt>{t('work.extent')}</dt>
                        <dd>{p.extent}</dd>
                      </>
                    )}
                    {p.ageLimit !== null && (
                      <>
                        <dt>{t('work.ageLimit')}</dt>
                        <dd>{t('work.ageYears', { age: p.ageLimit })}</dd>
                      </>
                    )}
                    {p.publisherSeries && (
                      <>
                        <dt>{t('work.publisherSeries')}</dt>
                        <dd>
                          <Link to={p.publisherSeries.path}>{p.publisherSeries.name}</Link>
                          {p.publisherSeries.number !== null && ` (${p.publisherSeries.number})`}
                        </dd>
                      </>
                    )}
                  </dl>
                  {onlineOnly ? (
                    <p className="availability availability--in work-edition__online">
                      <span className="availability__dot" aria-hidden="true" />
                      {t('work.availableOnline')}
                    </p>
                  ) : copies.length === 0 ? (
                    // An e-book or e-audiobook is lent by the lending service below, not from a shelf.
                    digitalLendingService(p.mediaType, p.format) === null && (
                      <p className="muted">{t('work.noCopiesHere')}</p>
                    )
                  ) : (
                    <table className="work-copies">
                      <caption>
                        {t('work.availability')}:{' '}
                        {t('work.copies', {
                          available: p.availability.availableCount,
                          total: p.availability.totalCount,
                        })}
                      </caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('work.branch')}</th>
                          <th scope="col">{t('work.shelf')}</th>
                          <th scope="col">{t('work.status')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {copies.map((item) => (
                          <tr key={item.barcode}>
                            <th scope="row">
                              <Link to={`/bibliotekene/${item.branch.slug}`}>{item.branch.name}</Link>
                            </th>
                            <td>{item.shelfLocation}</td>
                            <td className={item.status === 'available' ? 'work-copies__in' : 'work-copies__out'}>
                              {itemStatus(t, language, item)}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  )}
                  <OnlineLinks links={p.links} edition={editionName} />
                  <DigitalLendingLink
                    mediaType={p.mediaType}
                    format={p.format}
                    isbn={p.isbn}
                    title={work.title}
                    edition={editionName}
                  />
                  <OwnStatusLine statuses={mine} />
                  {queue && <p className="work-edition__queue">{queue}</p>}
                  <ReserveSlot
                    recordId={p.recordId}
                    title={editionName}
                    reservable={reservable && mine.length === 0}
                    queueNote={queue}
                    standing={standing}
                    remoteRequestable={remoteRequestable}
                    pickupBranches={pickupBranches}
                    patronId={patronId}
                  />
                  {reserveHere && (reservable || remoteRequestable || reserveAnswer) && (
                    <section
                      id={reserveFormId(p.recordId)}
                      className="work-edition__form"
                      aria-labelledby={`${reserveFormId(p.recordId)}-heading`}
                    >
                      <h4 id={`${reserveFormId(p.recordId)}-heading`}>
                        {reserveHeading ? t('reserve.reserve') : t('reserve.remoteRequest')}
                      </h4>
                      {reserveHeading ? (
                        <ReserveForm
                          recordId={p.recordId}
                          title={editionName}
                          pickupBranches={pickupBranches}
                          queueNote={queue}
                          standing={standing}
                          answer={reserveAnswer}
                        />
                      ) : (
                        <RemoteRequestForm
                          recordId={p.recordId}
                          title={editionName}
                          patronId={patronId}
                          answer={reserveAnswer}
                        />
                      )}
                    </section>
                  )}
                  <div className="work-edition__favourites">
                    <AddToListButton recordId={p.recordId} title={editionName} />
                  </div>
                  {listHere && (
                    <section
                      id={listFormId(p.recordId)}
                      className="work-edition__form"
                      aria-labelledby={`${listFormId(p.recordId)}-heading`}
                    >
                      <h4 id={`${listFormId(p.recordId)}-heading`}>{tLists('modal.title')}</h4>
                      <FavouritesForm
                        recordId={p.recordId}
                        title={editionName}
                        lists={inline.lists ?? []}
                        answer={listAnswer}
                      />
                    </section>
                  )}
                </li>
              );
            })}
          </ul>
          {/* After the editions, for the patron to whom any of them will do (decision 034). */}
          {(firstAvailable.length >= 2 || reserveAnswer?.intent === 'reserveFirstAvailable') && (
            <FirstAvailableSlot
              workTitle={work.title}
              editions={firstAvailable}
              pickupBranches={pickupBranches}
              standing={standing}
              inline={
                reserveAnswer?.intent === 'reserveFirstAvailable' ? reserveAnswer.recordId : inline.firstAvailable
              }
              answer={reserveAnswer?.intent === 'reserveFirstAvailable' ? reserveAnswer : null}
            />
          )}
        </section>
      )}

      {recommendations.length > 0 && (
        <section aria-labelledby="recommendations-heading" className="work-section">
          <h2 id="recommendations-heading">{t('work.recommendations')}</h2>
          <ul className="work-recommendations">
            {recommendations.map((r) => (
              <li key={r.id}>
                <blockquote className="work-recommendation">
                  {r.status === 'draft' && <p className="eyebrow">{t('work.draft')}</p>}
                  <p className="work-recommendation__title">{r.title}</p>
                  <p>{r.text}</p>
                  <footer>
                    {r.kind === 'review'
                      ? t('search.reviewBy', { name: r.createdBy.name })
                      : t('search.recommendationBy', { name: r.createdBy.name })}
                    , {r.createdBy.title}
                  </footer>
                </blockquote>
              </li>
            ))}
          </ul>
        </section>
      )}

      {seriesWorks.length > 1 && (
        <section aria-labelledby="series-heading" className="work-section">
          <h2 id="series-heading">{t('work.otherInSeries')}</h2>
          <ol className="work-series-list">
            {seriesWorks.map((w) => (
              <li key={w.id}>
                {w.id === work.id ? <span aria-current="page">{w.title}</span> : <Link to={w.path}>{w.title}</Link>}
              </li>
            ))}
          </ol>
        </section>
      )}
      {origin && <JsonLd data={workStructuredData(origin, work)} />}
    </article>
  );
}
