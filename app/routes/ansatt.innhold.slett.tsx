// /ansatt/innhold/{section}/{id}/slett (issue #4): the confirmation step before deleting content; the POST deletes (with its audit row) and returns to the list.
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect } from 'react-router';
import { CONTENT_AREA_PATH, CONTENT_TYPE_INFO, contentTypeBySegment } from '#core/content-admin.ts';
import { DELETERS } from '#app/features/content-admin/delete-registry.server.ts';
import { AdminTrail, StaffErrorBoundary } from '#app/features/content-admin/admin-page.tsx';
import { CsrfField } from '#app/features/forms/csrf-field.tsx';
import { requireContentStaff, rethrowAsStatus } from '#app/features/content-admin/staff-access.server.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { notFound } from '#app/lib/responses.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.slett';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

export const handle = { translated: true, i18n: ['staffContent'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData ? loaderData.heading : undefined) },
  { name: 'robots', content: 'noindex' },
];

function resolve(section: string) {
  const type = contentTypeBySegment(section);
  const deleter = type ? DELETERS[type] : undefined;
  if (!type || !deleter) notFound();
  return { type, deleter };
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { type, deleter } = resolve(params.section);
  const actor = await requireContentStaff(context, request, type);
  let title: string | null;
  try {
    title = await deleter.title(context.services, actor, params.itemId);
  } catch (err) {
    rethrowAsStatus(err);
  }
  if (title === null) notFound();
  // The type's names in the page's language: "Slette arrangement?", "Delete event?".
  const t = requestTranslator(request);
  const singular = t(`staffContent:types.${type}.singular`);
  return {
    title,
    heading: t('staffContent:delete.heading', { item: singular }),
    singular,
    definite: t(`staffContent:types.${type}.definite`),
    plural: t(`staffContent:types.${type}.plural`),
    listPath: `${CONTENT_AREA_PATH}/${CONTENT_TYPE_INFO[type].segment}`,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { type, deleter } = resolve(params.section);
  const actor = await requireContentStaff(context, request, type);
  try {
    await deleter.remove(context.services, actor, params.itemId);
  } catch (err) {
    rethrowAsStatus(err);
  }
  throw redirect(`${CONTENT_AREA_PATH}/${CONTENT_TYPE_INFO[type].segment}?ok=deleted`);
}

export default function ConfirmDelete({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('staffContent');
  const { title, heading, definite, plural, listPath } = loaderData;
  return (
    <div className="page admin-page">
      <AdminTrail
        items={[
          { to: CONTENT_AREA_PATH, label: t('area') },
          { to: listPath, label: plural },
        ]}
      />
      <h1 className="page-heading">{heading}</h1>
      <p className="lead">{t('delete.lead', { title, item: definite[0].toUpperCase() + definite.slice(1) })}</p>
      <Form method="post" className="admin-form__buttons">
        <CsrfField />
        <button type="submit" className="button button--danger">
          {t('delete.confirm', { item: definite })}
        </button>
        <Link to={listPath} className="button button--secondary">
          {t('delete.cancel')}
        </Link>
      </Form>
    </div>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
