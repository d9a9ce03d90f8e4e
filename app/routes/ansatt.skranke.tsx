// /ansatt/skranke (issue #7, staff): the circulation desk — lend, check in and mark copies, so the whole loan and reservation cycle can be run.
import type { ReactNode } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#core/dates.ts';
import { isAppError } from '#core/errors.ts';
import { formatKroner } from '#core/payments.ts';
import { MARKABLE_STATUSES, type MarkableStatus } from '#core/circulation.ts';
import { pageLanguage } from '#core/i18n/languages.ts';
import { translatorFor } from '#core/i18n/translator.ts';
import type { SourceResources } from '#core/i18n/catalogue.ts';
import { appErrorMessage, checkinItem, checkoutItem, markItem, pickingBranches } from './ansatt.skranke.server.ts';
import { requireContentStaff } from '#app/features/content-admin/staff-access.server.ts';
import { CirculationStaffErrorBoundary } from '#app/features/circulation/staff-error-boundary.tsx';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { pageTitle } from '#app/lib/site.ts';
import { StaffNav } from '#app/features/staff/staff-nav.tsx';
import type { Route } from './+types/ansatt.skranke';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

export const handle = { translated: true, i18n: ['staff'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request);
  const { branches, chosen } = await pickingBranches(context.services, actor.userId, null);
  return {
    title: translatorFor(pageLanguage(request.headers))('staff:desk.title'),
    branches: branches.map(({ id, name }) => ({ id, name })),
    defaultLibraryId: chosen?.id ?? null,
  };
}

type Intent = 'checkout' | 'checkin' | 'mark';
type ItemStatus = keyof SourceResources['catalogue']['vocabulary']['itemStatus'];
export type DeskResult = { intent: Intent; ok: true; lines: string[] } | { intent: Intent; ok: false; error: string };

const STATUS_KEYS = { lost: 'statusLost', discarded: 'statusDiscarded', available: 'statusFound' } as const;

export async function action({ context, request }: Route.ActionArgs) {
  await requireContentStaff(context, request);
  const form = await request.formData();
  const language = pageLanguage(request.headers);
  const t = translatorFor(language);
  const required = (field: 'barcode' | 'cardNumber' | 'status') =>
    t('staff:desk.required', { field: t(`staff:desk.${field}`) });
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const intent = text('intent') as Intent;
  const barcode = text('barcode');
  if (!barcode) return data<DeskResult>({ intent, ok: false, error: required('barcode') }, { status: 400 });
  try {
    if (intent === 'checkout') {
      const cardNumber = text('cardNumber');
      if (!cardNumber) return data<DeskResult>({ intent, ok: false, error: required('cardNumber') }, { status: 400 });
      const lent = await checkoutItem(context.services, { barcode, cardNumber });
      return data<DeskResult>({
        intent,
        ok: true,
        lines: [
          t('staff:desk.lent', { title: lent.title, due: formatDate(lent.dueDate, language) }),
          ...(lent.collectedReservationId ? [t('staff:desk.collected')] : []),
        ],
      });
    }
    if (intent === 'checkin') {
      const back = await checkinItem(context.services, { barcode, libraryId: Number(text('libraryId')) });
      const next =
        back.placement.outcome === 'ready_for_pickup'
          ? t('staff:desk.toPickupShelf', { number: back.placement.pickupNumber })
          : back.placement.outcome === 'in_transit'
            ? t('staff:desk.toTransit', { branch: back.pickupLibraryName ?? '' })
            : t('staff:desk.shelve');
      return data<DeskResult>({
        intent,
        ok: true,
        lines: [
          t('staff:desk.returned', { title: back.title }),
          ...(back.fineOre > 0 ? [t('staff:desk.fine', { kroner: formatKroner(back.fineOre) })] : []),
          next,
        ],
      });
    }
    if (intent === 'mark') {
      const status = text('status') as MarkableStatus;
      if (!MARKABLE_STATUSES.includes(status))
        return data<DeskResult>({ intent, ok: false, error: required('status') }, { status: 400 });
      const marked = await markItem(context.services, { barcode, status });
      // The status the copy ended with (a reserved copy goes to picking), named as the work page names it.
      const statusName = t(`catalogue:vocabulary.itemStatus.${marked.status as ItemStatus}`, {
        defaultValue: marked.status,
      });
      return data<DeskResult>({
        intent,
        ok: true,
        lines: [t('staff:desk.marked', { barcode: marked.barcode, status: statusName })],
      });
    }
    return data<DeskResult>({ intent, ok: false, error: t('staff:desk.unknownIntent') }, { status: 400 });
  } catch (err) {
    if (isAppError(err) && err.kind !== 'forbidden' && err.kind !== 'unauthenticated') {
      return data<DeskResult>({ intent, ok: false, error: appErrorMessage(err, language) }, { status: err.status });
    }
    throw err;
  }
}

function Outcome({ result, intent }: { result: DeskResult | undefined; intent: Intent }) {
  if (!result || result.intent !== intent) return null;
  if (!result.ok) {
    return (
      <p className="form-error" role="alert">
        {result.error}
      </p>
    );
  }
  return (
    <div className="form-success" role="status">
      {result.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/** One desk task: its heading, the outcome of its last submit, and its form. */
function DeskSection({
  intent,
  heading,
  result,
  children,
}: {
  intent: Intent;
  heading: string;
  result: DeskResult | undefined;
  children: ReactNode;
}) {
  const { csrfToken } = useRootAuth();
  return (
    <section aria-labelledby={`desk-${intent}`} className="card desk-page__card">
      <h2 id={`desk-${intent}`}>{heading}</h2>
      <Outcome result={result} intent={intent} />
      <Form method="post">
        <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
        <input type="hidden" name="intent" value={intent} />
        {children}
      </Form>
    </section>
  );
}

function TextField({
  id,
  name,
  label,
  numeric = false,
}: {
  id: string;
  name: string;
  label: string;
  numeric?: boolean;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} inputMode={numeric ? 'numeric' : undefined} autoComplete="off" required />
    </div>
  );
}

export default function Desk({ loaderData, actionData }: Route.ComponentProps) {
  const { branches, defaultLibraryId } = loaderData;
  const { t } = useTranslation('staff', { keyPrefix: 'desk' });
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="page desk-page">
      <StaffNav />
      <h1 className="page-heading">{t('title')}</h1>
      <p className="lead">
        {t('lead')} <Link to="/ansatt/plukklister">{t('pickingLink')}</Link>
      </p>
      <div className="desk-page__forms">
        <DeskSection intent="checkout" heading={t('checkoutHeading')} result={actionData}>
          <TextField id="checkout-card" name="cardNumber" label={t('cardNumber')} numeric />
          <TextField id="checkout-barcode" name="barcode" label={t('barcode')} />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('lend')}
          </button>
        </DeskSection>
        <DeskSection intent="checkin" heading={t('checkinHeading')} result={actionData}>
          <TextField id="checkin-barcode" name="barcode" label={t('barcode')} />
          <div className="form-field">
            <label htmlFor="checkin-library">{t('library')}</label>
            <select id="checkin-library" name="libraryId" defaultValue={defaultLibraryId ?? undefined}>
              {branches.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('checkin')}
          </button>
        </DeskSection>
        <DeskSection intent="mark" heading={t('markHeading')} result={actionData}>
          <TextField id="mark-barcode" name="barcode" label={t('barcode')} />
          <div className="form-field">
            <label htmlFor="mark-status">{t('status')}</label>
            <select id="mark-status" name="status" defaultValue="lost">
              {MARKABLE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(STATUS_KEYS[s])}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--secondary" disabled={busy}>
            {t('mark')}
          </button>
        </DeskSection>
      </div>
    </div>
  );
}

export const ErrorBoundary = CirculationStaffErrorBoundary;
