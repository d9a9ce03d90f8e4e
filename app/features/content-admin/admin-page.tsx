// Shared markup of the staff content pages (issue #4): the page frame (trail, heading, ?ok= notice), list tables, row buttons and links, and the form's buttons.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { pageTitle } from '#app/lib/site.ts';
import { staffErrorBoundary } from '#app/components/shell/staff-error-boundary.tsx';
import { ErrorSummary, type Errors } from '#app/features/forms/bound-fields.tsx';
import { CsrfField } from '#app/features/forms/csrf-field.tsx';

interface Crumb {
  to: string;
  label: string;
}

/** A staff page: the trail starts at "Innhold" (the content front page), then one h1 and the notice of the last change. */
export function AdminPage({
  title,
  trail = [],
  notice,
  children,
}: {
  title: string;
  trail?: Crumb[];
  notice?: OkCode | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('staffContent');
  return (
    <div className="page admin-page">
      <AdminTrail items={[{ to: CONTENT_AREA_PATH, label: t('area') }, ...trail]} />
      <h1 className="page-heading">{title}</h1>
      <SavedNotice ok={notice ?? null} />
      {children}
    </div>
  );
}

/** The "Ny …" button above a list. */
export function NewItemLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to} className="button button--primary">
        {children}
      </Link>
    </p>
  );
}

/** A list of content items as a table; the first cell of each row is its row header. */
export function AdminTable({
  caption,
  columns,
  empty,
  count,
  children,
}: {
  caption: string;
  columns: string[];
  empty: string;
  count: number;
  children: ReactNode;
}) {
  if (count === 0) return <p>{empty}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">
          {caption} ({count})
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A row button that posts one intent for one item (publish, unpublish, highlight …); the item's name is read with it. */
export function RowAction({
  id,
  intent,
  label,
  itemName,
}: {
  id: number;
  intent: string;
  label: string;
  itemName: string;
}) {
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className="button button--secondary button--small">
        {label}
        <span className="visually-hidden"> {itemName}</span>
      </button>
    </Form>
  );
}

/** The link to the shared delete confirmation (/ansatt/innhold/{section}/{id}/slett). */
export function DeleteLink({ to, itemName }: { to: string; itemName: string }) {
  const { t } = useTranslation('staffContent', { keyPrefix: 'row' });
  return (
    <Link to={to} className="button button--secondary button--small">
      {t('delete')}
      <span className="visually-hidden"> {itemName}</span>
    </Link>
  );
}

/** The row buttons and links of one item. */
function RowActions({ children }: { children: ReactNode }) {
  return <div className="admin-actions">{children}</div>;
}

/**
 * The actions cell of a list row: publish/unpublish (or activate/deactivate) when `published` is
 * given, any further buttons, and the delete link when the item can be deleted.
 */
export function ActionsCell({
  id,
  itemName,
  published,
  activate,
  deleteTo,
  children,
}: {
  id: number;
  itemName: string;
  published?: boolean;
  /** The buttons say activate/deactivate instead of publish/unpublish (banners, campaigns). */
  activate?: boolean;
  deleteTo?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('staffContent', { keyPrefix: 'row' });
  const labels = activate ? [t('activate'), t('deactivate')] : [t('publish'), t('unpublish')];
  return (
    <td>
      <RowActions>
        {published !== undefined && (
          <RowAction
            id={id}
            intent={published ? 'unpublish' : 'publish'}
            label={published ? labels[1] : labels[0]}
            itemName={itemName}
          />
        )}
        {children}
        {deleteTo && <DeleteLink to={deleteTo} itemName={itemName} />}
      </RowActions>
    </td>
  );
}

/** Title (translated by the loader) and robots rule of every staff page. */
export const staffMeta = (title: string | undefined) => [
  { title: pageTitle(title) },
  { name: 'robots', content: 'noindex' },
];

/** Save and cancel under a staff form. */
function FormButtons({ submit, cancelTo, busy }: { submit: string; cancelTo: string; busy?: boolean }) {
  const { t } = useTranslation('staffContent', { keyPrefix: 'form' });
  return (
    <div className="admin-form__buttons">
      <button type="submit" className="button button--primary" disabled={busy}>
        {submit}
      </button>
      <Link to={cancelTo} className="button button--secondary">
        {t('cancel')}
      </Link>
    </div>
  );
}

/**
 * The form of a staff form page: the error summary above it, the CSRF field, the version token for
 * optimistic concurrency when there is one, the fields, and save/cancel.
 */
export function AdminForm({
  heading,
  errors,
  labels,
  formError,
  version,
  submit,
  cancelTo,
  encType,
  children,
}: {
  heading: string;
  errors: Errors;
  labels: Record<string, string>;
  formError?: string;
  version?: string;
  submit: string;
  cancelTo: string;
  /** multipart/form-data for a form with a file field (it then works without JavaScript too). */
  encType?: 'multipart/form-data';
  children: ReactNode;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <ErrorSummary errors={errors} labels={labels} formError={formError} />
      <Form method="post" noValidate className="admin-form" aria-label={heading} encType={encType}>
        <CsrfField />
        {version !== undefined && <input type="hidden" name="version" value={version} />}
        {children}
        <FormButtons submit={submit} cancelTo={cancelTo} busy={busy} />
      </Form>
    </>
  );
}

/** Breadcrumb back into the staff area. */
export function AdminTrail({ items }: { items: { to: string; label: string }[] }) {
  const { t } = useTranslation('staffContent');
  return (
    <nav aria-label={t('trail')} className="admin-trail">
      <ol>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Route ErrorBoundary of the staff pages: 403 gets its own Norwegian page, the rest the shell's error page. */
export const StaffErrorBoundary = staffErrorBoundary('contentEditors');

/** The notices a list page shows after a change (?ok=…): the code, translated by SavedNotice. */
const OK_CODES = [
  'created',
  'updated',
  'deleted',
  'published',
  'unpublished',
  'highlighted',
  'unhighlighted',
  'activated',
  'deactivated',
] as const;
export type OkCode = (typeof OK_CODES)[number];

export function okCode(request: Request): OkCode | null {
  const ok = new URL(request.url).searchParams.get('ok');
  return OK_CODES.find((code) => code === ok) ?? null;
}

/** Status notice after a redirect (?ok=…), as a polite live region. */
export function SavedNotice({ ok }: { ok: OkCode | null }) {
  const { t } = useTranslation('staffContent', { keyPrefix: 'ok' });
  if (!ok) return null;
  return (
    <p className="form-success" role="status">
      {t(ok)}
    </p>
  );
}
