// /ansatt/plukklister (SPEC §2, §6: EMPLOYEE): per branch, the reserved copies to fetch from the shelves, in shelf order; mark as picked; print.
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#core/dates.ts';
import { isAppError } from '#core/errors.ts';
import { pageLanguage } from '#core/i18n/languages.ts';
import { translatorFor } from '#core/i18n/translator.ts';
import { appErrorMessage, markPicked, pickingBranches, pickingList } from './ansatt.plukklister.server.ts';
import { requireContentStaff } from '#app/features/content-admin/staff-access.server.ts';
import { CirculationStaffErrorBoundary } from '#app/features/circulation/staff-error-boundary.tsx';
import { useLanguage } from '#app/i18n/use-language.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { pageTitle } from '#app/lib/site.ts';
import { StaffNav } from '#app/features/staff/staff-nav.tsx';
import type { Route } from './+types/ansatt.plukklister';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

export const handle = { translated: true, i18n: ['staff'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request);
  const url = new URL(request.url);
  const asked = Number(url.searchParams.get('bibliotek')) || null;
  const { branches, chosen: branch } = await pickingBranches(context.services, actor.userId, asked);
  const lines = branch ? await pickingList(context.services, branch.id) : [];
  return {
    title: translatorFor(pageLanguage(request.headers))('staff:picking.title'),
    branches,
    branch,
    lines,
    notice: url.searchParams.get('melding'),
  };
}

/** 'Plukket': the copy goes to the pickup shelf here (patron told) or in transit; back to the list with what to do with it. */
export async function action({ context, request }: Route.ActionArgs) {
  await requireContentStaff(context, request);
  const form = await request.formData();
  const language = pageLanguage(request.headers);
  const t = translatorFor(language);
  const reservationId = Number(form.get('reservationId'));
  const libraryId = Number(form.get('bibliotek'));
  const title = String(form.get('title') ?? '');
  if (!Number.isSafeInteger(reservationId) || reservationId <= 0)
    return data({ error: t('staff:picking.invalidReservation') }, { status: 400 });
  try {
    const placed = await markPicked(context.services, reservationId);
    const message =
      placed.outcome === 'ready_for_pickup'
        ? t('staff:picking.readyHere', { title, number: placed.pickupNumber })
        : placed.outcome === 'in_transit'
          ? t('staff:picking.inTransit', { title, branch: String(form.get('pickupName') ?? '') })
          : '';
    return redirect(`/ansatt/plukklister?bibliotek=${libraryId}&melding=${encodeURIComponent(message)}`);
  } catch (err) {
    if (isAppError(err) && (err.kind === 'conflict' || err.kind === 'not_found'))
      return data({ error: appErrorMessage(err, language) }, { status: 409 });
    throw err;
  }
}

export default function PickingLists({ loaderData, actionData }: Route.ComponentProps) {
  const { branches, branch, lines, notice } = loaderData;
  const { csrfToken } = useRootAuth();
  const { t } = useTranslation('staff', { keyPrefix: 'picking' });
  const language = useLanguage();
  const navigation = useNavigation();
  const busyId = navigation.state !== 'idle' ? navigation.formData?.get('reservationId') : null;
  return (
    <div className="page picking-page">
      <StaffNav />
      <h1 className="page-heading">{t('title')}</h1>
      <p className="lead no-print">
        {t('lead')} <Link to="/ansatt/skranke">{t('deskLink')}</Link>
      </p>
      <Form method="get" className="picking-page__branch no-print">
        <div className="form-field">
          <label htmlFor="picking-branch">{t('branchLabel')}</label>
          <select id="picking-branch" name="bibliotek" defaultValue={branch?.id}>
            {branches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.count > 0 ? t('branchOption', { name: b.name, number: b.count }) : b.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary">
          {t('show')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {t('print')}
        </button>
      </Form>
      {notice && (
        <p className="form-success no-print" role="status">
          {notice}
        </p>
      )}
      {actionData?.error && (
        <p className="form-error no-print" role="alert">
          {actionData.error}
        </p>
      )}
      {branch && lines.length === 0 && <p>{t('empty')}</p>}
      {branch && lines.length > 0 && (
        <div className="table-scroll">
          <table className="picking-table">
            <caption>
              {t('caption', { branch: branch.name })} — {t('count', { count: lines.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('shelf')}</th>
                <th scope="col">{t('titleColumn')}</th>
                <th scope="col">{t('author')}</th>
                <th scope="col">{t('barcode')}</th>
                <th scope="col">{t('pickup')}</th>
                <th scope="col">{t('reserved')}</th>
                <th scope="col" className="no-print">
                  {t('action')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.reservationId}>
                  <td className="picking-table__shelf">{line.shelfLocation}</td>
                  <th scope="row" dir="auto">
                    {line.title}
                  </th>
                  <td>{line.author ?? ''}</td>
                  <td className="picking-table__barcode">{line.barcode}</td>
                  <td>
                    {line.pickupLibraryName}
                    {line.sendToOtherBranch && <span className="picking-table__send"> ({t('sendOn')})</span>}
                  </td>
                  <td>{formatDate(line.reservedAt, language)}</td>
                  <td className="no-print">
                    <Form method="post">
                      <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
                      <input type="hidden" name="reservationId" value={line.reservationId} />
                      <input type="hidden" name="bibliotek" value={branch.id} />
                      <input type="hidden" name="title" value={line.title} />
                      <input type="hidden" name="pickupName" value={line.pickupLibraryName} />
                      <button
                        type="submit"
                        className="button button--primary button--small"
                        aria-label={t('pickedNamed', { title: line.title })}
                        disabled={busyId === String(line.reservationId)}
                      >
                        {t('picked')}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export const ErrorBoundary = CirculationStaffErrorBoundary;
