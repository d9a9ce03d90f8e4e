// /min-side/betaling (SPEC §2 Payment return, §4 Fine payment; route ours, docs/decisions/011): the terminal's return page processes the payment.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatKroner, parseTerminalStatus, paymentOutcome, type ProcessResult } from '#core/payments.ts';
import { cancelFinePayment, PaymentFailure, processFinePayment } from './min-side.betaling.server.ts';
import type { PaymentResponse } from '#core/contracts/account.ts';
import { pageLanguage } from '#core/i18n/languages.ts';
import { requestErrorMessage, requestTranslator } from '#app/i18n/request-translator.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import { requirePersonalPage } from '#app/session.server.ts';
import type { Route } from './+types/min-side.betaling';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('account');

/** The page's texts come from the catalogue (decision 028). */
export const handle = { translated: true, i18n: ['account'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title) },
  { name: 'robots', content: 'noindex' },
];

const TRANSACTION_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * SPEC §4: status OK leads to the process call ('98' = already processed, shown as done; other
 * successes = saved); Cancel = cancelled; any other status or failure = failed. Processing again (a
 * reload, the back button) is harmless: the process call is idempotent.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requirePersonalPage(context, request);
  const params = new URL(request.url).searchParams;
  // 'status' as SPEC §2 names it; 'responseCode' is what Netaxept's redirect carries.
  const status = parseTerminalStatus(params.get('status') ?? params.get('responseCode'));
  const raw = params.get('transactionId') ?? '';
  const transactionId = TRANSACTION_ID.test(raw) ? raw : null;
  let processed: ProcessResult | null = null;
  let payment: PaymentResponse | null = null;
  let detail: string | null = null;
  if (transactionId && status === 'OK') {
    try {
      payment = await processFinePayment(context.services, session.userId, transactionId);
      processed = { ok: true, responseCode: payment.responseCode };
    } catch (err) {
      processed = { ok: false };
      if (err instanceof PaymentFailure) detail = requestErrorMessage(request, err);
      else
        context.services.log.error(
          { err, correlationId: context.correlationId, transactionId },
          'fine payment processing failed',
        );
    }
  } else if (transactionId && status === 'Cancel') {
    try {
      await cancelFinePayment(context.services, session.userId, transactionId);
    } catch (err) {
      // The patron is told it was cancelled either way; nothing was paid.
      context.services.log.warn(
        { err, correlationId: context.correlationId, transactionId },
        'recording a cancelled payment failed',
      );
    }
  }
  const outcome = paymentOutcome(status, transactionId ? processed : null);
  return {
    outcome,
    transactionId,
    amount: payment ? formatKroner(payment.amountOre, pageLanguage(request.headers)) : null,
    receipt: payment?.receipt ?? null,
    detail,
    title: requestTranslator(request)('account:payment.title'),
  };
}

/** The loader processes a payment: never re-run it after other actions on the page. */
export const shouldRevalidate = () => false;

export default function PaymentReturnPage({ loaderData }: Route.ComponentProps) {
  const { outcome, transactionId, amount, receipt, detail } = loaderData;
  const ok = outcome === 'done' || outcome === 'saved';
  const { t: m } = useTranslation('account', { keyPrefix: 'payment' });
  const title = m(
    outcome === 'done'
      ? 'doneTitle'
      : outcome === 'saved'
        ? 'savedTitle'
        : outcome === 'cancelled'
          ? 'cancelledTitle'
          : 'failedTitle',
  );
  return (
    <div className="page payment-result">
      <h1 className="page-heading">{title}</h1>
      <div
        className={
          ok
            ? 'form-success payment-result__message'
            : outcome === 'cancelled'
              ? 'notice payment-result__message'
              : 'form-error payment-result__message'
        }
        role="status"
      >
        {outcome === 'done' && <p>{m('done')}</p>}
        {outcome === 'saved' && <p>{m('saved', { amount: amount ?? '' })}</p>}
        {outcome === 'saved' && receipt && (
          <p>
            {receipt.channel === 'email'
              ? m('receiptEmail', { email: receipt.recipient })
              : m('receiptSms', { phone: receipt.recipient })}
          </p>
        )}
        {outcome === 'cancelled' && <p>{m('cancelled')}</p>}
        {outcome === 'failed' && <p>{m('failed')}</p>}
        {outcome === 'failed' && detail && <p>{detail}</p>}
      </div>
      {transactionId && (
        <p className="muted">
          {m('transaction')}: <span className="payment-result__id">{transactionId}</span>
        </p>
      )}
      <p>
        <Link to="/min-side/gebyrer" className="button button--secondary">
          {m('back')}
        </Link>
      </p>
    </div>
  );
}
