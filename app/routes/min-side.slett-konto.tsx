// /min-side/slett-konto (issue #20 point 7, docs/decisions/031): the patron asks to delete their account. Refused, with the
// reasons, while loans, copies set aside or unpaid fines are open; otherwise a ticked confirmation deletes (anonymises) the
// account at once and logs out. A plain form: works without JavaScript. Outside the Min side layout, so a patron whose profile
// is incomplete (forced to /min-side/profil elsewhere) can still leave.
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { DeletionBlocker } from '#core/patron-data.ts';
import { refusalText } from '#core/patron-data.ts';
import { pageLanguage } from '#core/i18n/languages.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { pageTitle } from '#app/lib/site.ts';
import { requireSession } from '#app/session.server.ts';
import { stylesheets } from '#app/styles/sheets.ts';
import { accountDeletionCheck, AccountDeletionRefused, deleteAccount } from './min-side.data.server.ts';
import type { Route } from './+types/min-side.slett-konto';

export const links = () => stylesheets('account');
export const handle = { translated: true, i18n: ['mydata'] };
export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: pageTitle(loaderData?.title) }];

/** Where each matter is settled. */
const FIX_LINKS: Record<
  DeletionBlocker,
  { to: string; key: 'delete.loansLink' | 'delete.pickupsLink' | 'delete.finesLink' } | null
> = {
  loans: { to: '/min-side/laan', key: 'delete.loansLink' },
  pickups: { to: '/min-side/bestillinger', key: 'delete.pickupsLink' },
  fines: { to: '/min-side/gebyrer', key: 'delete.finesLink' },
  staff: null,
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requireSession(context, request);
  const t = requestTranslator(request);
  const check = await accountDeletionCheck(context.services, session.userId);
  return {
    title: t('mydata:delete.title'),
    refusals: check.refusals.map((r) => ({
      blocker: r.blocker,
      text: refusalText(t, r, pageLanguage(request.headers)),
    })),
    waitingReservations: check.waitingReservations,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireSession(context, request);
  const t = requestTranslator(request);
  const form = await request.formData();
  // A field error comes back as data with status 200, as on the other forms (logg-inn.tsx).
  if (form.get('confirm') !== 'yes')
    return data({ error: t('mydata:delete.confirmRequired'), field: 'confirm' as const });
  try {
    await deleteAccount(context.services, session.userId);
  } catch (err) {
    // A loan or fine that arrived since the page was shown: the loader's list of reasons shows it after this answer.
    if (err instanceof AccountDeletionRefused)
      return data({ error: t('mydata:delete.refusedHeading'), field: null }, { status: 409 });
    context.services.log.error({ err, correlationId: context.correlationId }, 'account deletion failed');
    return data({ error: t('mydata:delete.failed'), field: null }, { status: 500 });
  }
  context.auth.commitLogout();
  throw redirect('/konto-slettet');
}

export default function DeleteAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('mydata');
  const { csrfToken } = useRootAuth();
  const navigation = useNavigation();
  const { refusals, waitingReservations } = loaderData;
  const confirmError = actionData?.field === 'confirm' ? actionData.error : null;
  return (
    <div className="page account-delete">
      <h1 className="page-heading">{t('delete.title')}</h1>
      <p className="lead">{t('delete.lead')}</p>
      <p>{t('delete.keep')}</p>
      {refusals.length > 0 ? (
        <section aria-labelledby="delete-refused" className="notice" role="status">
          <h2 id="delete-refused">{t('delete.refusedHeading')}</h2>
          <p>{t('delete.refusedLead')}</p>
          <ul className="account-delete__refusals">
            {refusals.map((r) => {
              const fix = FIX_LINKS[r.blocker];
              return (
                <li key={r.blocker}>
                  {r.text} {fix && <Link to={fix.to}>{t(fix.key)}</Link>}
                </li>
              );
            })}
          </ul>
        </section>
      ) : (
        <Form method="post" className="account-delete__form" noValidate>
          <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
          {actionData && !confirmError && (
            <p className="form-error" role="alert">
              {actionData.error}
            </p>
          )}
          {waitingReservations > 0 && <p>{t('delete.waiting', { count: waitingReservations })}</p>}
          <div className="form-field">
            {confirmError && (
              <p id="delete-confirm-error" className="form-field__error" role="alert">
                {confirmError}
              </p>
            )}
            <label className="form-check">
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                aria-invalid={confirmError ? true : undefined}
                aria-describedby={confirmError ? 'delete-confirm-error' : undefined}
              />
              {t('delete.confirm')}
            </label>
          </div>
          <button type="submit" className="button button--danger" disabled={navigation.state === 'submitting'}>
            {t('delete.submit')}
          </button>
        </Form>
      )}
      <p>
        <Link to="/min-side/profil">{t('delete.back')}</Link>
      </p>
    </div>
  );
}
