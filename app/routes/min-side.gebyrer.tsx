// /min-side/gebyrer (SPEC §4 Fine payment; route ours, docs/decisions/011): unpaid fines to choose from, the total, and payment at the terminal.
import { useState } from 'react';
import { data, Form, redirectDocument, useNavigation } from 'react-router';
import { formatDate } from '#core/dates.ts';
import { messages } from '#core/messages.ts';
import { formatKroner, sumOre } from '#core/payments.ts';
import { isPaymentAvailable, listFines, PaymentFailure, startFinePayment } from '#server/services/payments/fine-payments.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { pageTitle } from '#app/lib/site.ts';
import { requirePersonalPage } from '#app/session.server.ts';
import type { Route } from './+types/min-side.gebyrer';

const m = messages.payments.fines;

export const meta = () => [{ title: pageTitle(m.title) }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requirePersonalPage(context, request);
  const fines = await listFines(context.services, session.userId);
  return { fines, paymentAvailable: isPaymentAvailable(context.services) };
}

/** Starts the payment and sends the browser to the terminal (a full page load: the terminal is not one of our routes). */
export async function action({ context, request }: Route.ActionArgs) {
  const session = await requirePersonalPage(context, request);
  const form = await request.formData();
  const ids = form
    .getAll('fineId')
    .map((value) => Number(value))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return data({ error: m.noneChosen });
  try {
    const started = await startFinePayment(context.services, session.userId, ids);
    return redirectDocument(started.terminalUrl);
  } catch (err) {
    if (err instanceof PaymentFailure) return data({ error: err.message });
    context.services.log.error({ err, correlationId: context.correlationId }, 'fine payment start failed');
    return data({ error: messages.payments.errors.unavailable });
  }
}

export default function FinesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { fines, paymentAvailable } = loaderData;
  const { csrfToken } = useRootAuth();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' || (navigation.state === 'loading' && navigation.formMethod === 'POST');
  // Every unpaid fine is chosen to begin with; the patron unticks what they do not want to pay now.
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(fines.unpaid.map((f) => f.id)));
  const total = sumOre(fines.unpaid.filter((f) => chosen.has(f.id)).map((f) => f.amountOre));
  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="page fines-page">
      <h1 className="page-heading">{m.title}</h1>
      {fines.unpaid.length === 0 ? (
        <p className="lead">{m.none}</p>
      ) : (
        <>
          <p className="lead">{m.lead}</p>
          {actionData?.error && (
            <p className="form-error" role="alert">
              {actionData.error}
            </p>
          )}
          <Form method="post" className="fines-form">
            <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
            <fieldset className="fines-fieldset">
              <legend>{m.chooseLegend}</legend>
              <ul className="fines-list">
                {fines.unpaid.map((fine) => (
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
                      {m.registered(formatDate(fine.createdAt))}
                    </span>
                  </li>
                ))}
              </ul>
            </fieldset>
            <p className="fines-total" aria-live="polite">
              {m.total}: <strong>{formatKroner(total)}</strong>
            </p>
            {paymentAvailable ? (
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? m.paying : m.pay}
              </button>
            ) : (
              <p className="notice">{m.unavailable}</p>
            )}
          </Form>
        </>
      )}
      <section aria-labelledby="fines-paid" className="fines-paid">
        <h2 id="fines-paid">{m.paidHeading}</h2>
        {fines.paid.length === 0 ? (
          <p className="muted">{m.noPaid}</p>
        ) : (
          <ul className="fines-list fines-list--paid">
            {fines.paid.map((fine) => (
              <li key={fine.id} className="fines-list__item">
                <span className="fines-list__reason">{fine.reason}</span>
                <span className="fines-list__amount">{fine.amount}</span>
                <span className="fines-list__meta muted">{fine.paidAt ? m.paidOn(formatDate(fine.paidAt)) : null}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
