// /min-side/gebyrer (SPEC §4 Fine payment; route ours, docs/decisions/011): unpaid fines to choose from, the total, and payment at the terminal —
// or, with no terminal configured, what is owed and where to pay it (issue #18).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, redirectDocument, useNavigation } from 'react-router';
import { formatDate } from '#core/dates.ts';
import { formatKroner, sumOre } from '#core/payments.ts';
import { isPaymentAvailable, listFines, PaymentFailure, startFinePayment } from './min-side.gebyrer.server.ts';
import { requestErrorMessage, requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { pageTitle } from '#app/lib/site.ts';
import { requirePersonalPage } from '#app/session.server.ts';
import type { Route } from './+types/min-side.gebyrer';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('account');

/** The page's texts come from the catalogue (decision 028); a refused payment's SPEC §8 message is still bokmål. */
export const handle = { translated: true, i18n: ['account'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: pageTitle(loaderData?.title) }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requirePersonalPage(context, request);
  const fines = await listFines(context.services, session.userId);
  return {
    fines,
    paymentAvailable: isPaymentAvailable(context.services),
    title: requestTranslator(request)('account:fines.title'),
  };
}

/** Starts the payment and sends the browser to the terminal (a full page load: the terminal is not one of our routes). */
export async function action({ context, request }: Route.ActionArgs) {
  const session = await requirePersonalPage(context, request);
  const form = await request.formData();
  const ids = form
    .getAll('fineId')
    .map((value) => Number(value))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return data({ error: requestTranslator(request)('account:fines.noneChosen') });
  try {
    const started = await startFinePayment(context.services, session.userId, ids);
    return redirectDocument(started.terminalUrl);
  } catch (err) {
    if (err instanceof PaymentFailure) return data({ error: requestErrorMessage(request, err) });
    context.services.log.error({ err, correlationId: context.correlationId }, 'fine payment start failed');
    return data({ error: requestTranslator(request)('account:fines.unavailable') });
  }
}

export default function FinesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t: m } = useTranslation('account', { keyPrefix: 'fines' });
  const language = useLanguage();
  const { fines, paymentAvailable } = loaderData;
  return (
    <div className="page fines-page">
      <h1 className="page-heading">{m('title')}</h1>
      {fines.unpaid.length === 0 ? (
        <p className="lead">{m('none')}</p>
      ) : paymentAvailable ? (
        <PayFinesForm unpaid={fines.unpaid} error={actionData?.error ?? null} />
      ) : (
        <UnpaidFines unpaid={fines.unpaid} totalOre={fines.unpaidTotalOre} />
      )}
      <section aria-labelledby="fines-paid" className="fines-paid">
        <h2 id="fines-paid">{m('paidHeading')}</h2>
        {fines.paid.length === 0 ? (
          <p className="muted">{m('noPaid')}</p>
        ) : (
          <ul className="fines-list fines-list--paid">
            {fines.paid.map((fine) => (
              <FineRow
                key={fine.id}
                fine={fine}
                meta={fine.paidAt ? m('paidOn', { date: formatDate(fine.paidAt, language) }) : null}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

type Fine = Route.ComponentProps['loaderData']['fines']['unpaid'][number];

/** One fine as text: what it is for, the amount, and a line about its date. */
function FineRow({ fine, meta }: { fine: Fine; meta: string | null }) {
  return (
    <li className="fines-list__item">
      <span className="fines-list__reason">{fine.reason}</span>
      <span className="fines-list__amount">{formatKroner(fine.amountOre, useLanguage())}</span>
      <span className="fines-list__meta muted">{meta}</span>
    </li>
  );
}

/** Online payment: the patron chooses fines (all to begin with), sees the total and goes to the terminal. */
function PayFinesForm({ unpaid, error }: { unpaid: readonly Fine[]; error: string | null }) {
  const { t: m } = useTranslation('account', { keyPrefix: 'fines' });
  const language = useLanguage();
  const { csrfToken } = useRootAuth();
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' || (navigation.state === 'loading' && navigation.formMethod === 'POST');
  // Every unpaid fine is chosen to begin with; the patron unticks what they do not want to pay now.
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(unpaid.map((f) => f.id)));
  const total = sumOre(unpaid.filter((f) => chosen.has(f.id)).map((f) => f.amountOre));
  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <p className="lead">{m('lead')}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <Form method="post" className="fines-form">
        <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
        <fieldset className="fines-fieldset">
          <legend>{m('chooseLegend')}</legend>
          <ul className="fines-list">
            {unpaid.map((fine) => (
              <li key={fine.id} className="fines-list__item">
                <label className="form-check fines-list__check">
                  <input
                    type="checkbox"
                    name="fineId"
                    value={fine.id}
                    checked={chosen.has(fine.id)}
                    onChange={(event) => toggle(fine.id, event.currentTarget.checked)}
                    aria-describedby={`fine-${fine.id}-meta`}
                  />
                  <span className="fines-list__reason">{fine.reason}</span>
                </label>
                <span className="fines-list__amount">{fine.amount}</span>
                <span id={`fine-${fine.id}-meta`} className="fines-list__meta muted">
                  {m('registered', { date: formatDate(fine.createdAt, language) })}
                </span>
              </li>
            ))}
          </ul>
        </fieldset>
        <p className="fines-total" aria-live="polite">
          {m('total')}: <strong>{formatKroner(total, language)}</strong>
        </p>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? m('paying') : m('pay')}
        </button>
      </Form>
    </>
  );
}

/** No payment terminal: what is owed and where to pay it, with nothing to tick or submit (issue #18: a page never offers what it cannot do). */
function UnpaidFines({ unpaid, totalOre }: { unpaid: readonly Fine[]; totalOre: number }) {
  const { t: m } = useTranslation('account', { keyPrefix: 'fines' });
  const language = useLanguage();
  return (
    <section aria-labelledby="fines-unpaid">
      <h2 id="fines-unpaid">{m('unpaidHeading')}</h2>
      <ul className="fines-list">
        {unpaid.map((fine) => (
          <FineRow key={fine.id} fine={fine} meta={m('registered', { date: formatDate(fine.createdAt, language) })} />
        ))}
      </ul>
      <div className="notice fines-pay-at-library">
        <h3>{m('payAtLibraryTitle')}</h3>
        <p>{m('payAtLibrary', { total: formatKroner(totalOre, language) })}</p>
      </div>
    </section>
  );
}
