// /min-side/varsler (issue #20 point 5, docs/decisions/036): the patron's saved searches (run, delete) and their
// "Varsle meg når den er ledig" watches (see the work, take back) — plain form posts that work without JavaScript;
// with it, focus goes to the answer when the deleted row's button is gone.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { workPath } from '#core/catalogue.ts';
import { formatDate } from '#core/dates.ts';
import { deleteSavedSearch, listSavedSearches, listWatches, unwatchWork } from './min-side.varsler.server.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { pageTitle } from '#app/lib/site.ts';
import { requirePersonalPage } from '#app/session.server.ts';
import type { Route } from './+types/min-side.varsler';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('account');

/** The page's texts come from the catalogue (decision 028). */
export const handle = { translated: true, i18n: ['account'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: pageTitle(loaderData?.title) }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requirePersonalPage(context, request);
  const [searches, watches] = await Promise.all([
    listSavedSearches(context.services, session.userId),
    listWatches(context.services, session.userId),
  ]);
  return {
    searches,
    watches: watches.map((w) => ({ ...w, path: workPath(w.title, w.workId) })),
    title: requestTranslator(request)('account:alerts.title'),
  };
}

type AlertsAnswer = { ok: boolean; message: string };

/** Deletes a saved search or takes back a watch of the patron's own; anything else is not found. */
export async function action({ context, request }: Route.ActionArgs): Promise<AlertsAnswer> {
  const session = await requirePersonalPage(context, request);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const id = Number(form.get('id'));
  const ctx = context.services;
  const t = requestTranslator(request);
  if (intent === 'deleteSearch') {
    const search = (await listSavedSearches(ctx, session.userId)).find((s) => s.id === id);
    if (!search) return { ok: false, message: t('account:alerts.gone') };
    await deleteSavedSearch(ctx, session.userId, search.id);
    return { ok: true, message: t('account:alerts.searchDeleted', { name: search.name }) };
  }
  if (intent === 'unwatch') {
    const watch = (await listWatches(ctx, session.userId)).find((w) => w.workId === id);
    if (!watch) return { ok: false, message: t('account:alerts.gone') };
    await unwatchWork(ctx, session.userId, watch.workId);
    return { ok: true, message: t('account:alerts.unwatched', { title: watch.title }) };
  }
  return { ok: false, message: t('account:alerts.gone') };
}

export default function AlertsPage({ loaderData: { searches, watches }, actionData }: Route.ComponentProps) {
  const answer = useRef<HTMLParagraphElement>(null);
  const { t } = useTranslation('account', { keyPrefix: 'alerts' });
  const language = useLanguage();
  // The button pressed went with its row: focus goes to what happened, not to the top of the page.
  useEffect(() => {
    if (actionData) answer.current?.focus();
  }, [actionData]);
  return (
    <div className="page circulation-page">
      <h1 className="page-heading">{t('title')}</h1>
      <p className="lead">
        {t('lead')} <Link to="/min-side/profil">{t('profileLink')}</Link>.
      </p>
      <p
        ref={answer}
        tabIndex={-1}
        role="status"
        className={actionData ? (actionData.ok ? 'form-success' : 'form-error') : undefined}
      >
        {actionData?.message ?? ''}
      </p>
      <AlertSection id="saved-searches" heading={t('searchesHeading')} lead={t('searchesLead')} none={t('noSearches')}>
        {searches.map((s) => (
          <AlertRow
            key={s.id}
            href={s.path}
            name={s.name}
            meta={t('savedOn', { date: formatDate(s.createdAt, language) })}
            intent="deleteSearch"
            id={s.id}
            button={t('deleteSearch')}
            label={t('deleteSearchNamed', { name: s.name })}
          />
        ))}
      </AlertSection>
      <AlertSection id="watches" heading={t('watchesHeading')} lead={t('watchesLead')} none={t('noWatches')}>
        {watches.map((w) => (
          <AlertRow
            key={w.workId}
            href={w.path}
            name={w.title}
            meta={t('askedOn', { date: formatDate(w.createdAt, language) })}
            intent="unwatch"
            id={w.workId}
            button={t('unwatch')}
            label={t('unwatchNamed', { title: w.title })}
          />
        ))}
      </AlertSection>
    </div>
  );
}

function AlertSection({
  id,
  heading,
  lead,
  none,
  children,
}: {
  id: string;
  heading: string;
  lead: string;
  none: string;
  children: React.ReactNode[];
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="circulation-section">
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p>{lead}</p>
      {children.length === 0 ? <p className="muted">{none}</p> : <ul className="circulation-list">{children}</ul>}
    </section>
  );
}

/** One saved search or watch: its link, when, and a plain form that deletes it (the button named by what it deletes). */
function AlertRow({
  href,
  name,
  meta,
  intent,
  id,
  button,
  label,
}: {
  href: string;
  name: string;
  meta: string;
  intent: string;
  id: number;
  button: string;
  label: string;
}) {
  const { csrfToken } = useRootAuth();
  return (
    <li className="circulation-item">
      <div className="circulation-item__main">
        <h3 className="circulation-item__title">
          <Link to={href}>{name}</Link>
        </h3>
        <p className="muted circulation-item__meta">{meta}</p>
      </div>
      <Form method="post" className="circulation-item__actions">
        <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <button type="submit" className="button button--secondary" aria-label={label}>
          {button}
        </button>
      </Form>
    </li>
  );
}
