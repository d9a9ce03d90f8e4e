// Accessible staff-area form parts (issue #4): error summary that takes focus, labelled fields with hint/error wired by aria-describedby, the CSRF field, 403 page.
import { useEffect, useRef, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ErrorPage } from '#app/components/shell/error-page.tsx';
import { useRootAuth } from '#app/lib/root-auth.ts';

export type Values = Record<string, string>;
export type Errors = Record<string, string>;

export const fieldId = (name: string) => `felt-${name}`;

/** The browser's CSRF token as the hidden field the auth middleware checks (docs/decisions/004). */
export function CsrfField() {
  const { csrfToken } = useRootAuth();
  return <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />;
}

/** 'Skjemaet har feil' with a link to each field; focused when it appears so screen readers announce it. */
export function ErrorSummary({ errors, labels, formError }: { errors: Errors; labels: Record<string, string>; formError?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors);
  const show = entries.length > 0 || Boolean(formError);
  useEffect(() => {
    if (show) ref.current?.focus();
  }, [errors, formError, show]);
  if (!show) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-heading">
      <h2 id="error-summary-heading" className="error-summary__heading">
        {entries.length > 0 ? 'Skjemaet har feil som må rettes' : 'Endringene ble ikke lagret'}
      </h2>
      {formError && <p>{formError}</p>}
      {entries.length > 0 && (
        <ul>
          {entries.map(([name, message]) => (
            <li key={name}>
              <a href={`#${fieldId(name)}`}>
                {labels[name] ? `${labels[name]}: ` : ''}
                {message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface FieldProps {
  name: string;
  label: string;
  values: Values;
  errors: Errors;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'date' | 'time' | 'url' | 'number';
  multiline?: boolean;
  rows?: number;
  options?: { value: string; label: string }[];
  list?: string;
  autoComplete?: string;
}

/** One labelled field; the error sits next to it and is read with it (aria-describedby, aria-invalid). */
export function Field({ name, label, values, errors, hint, required, type = 'text', multiline, rows = 4, options, list, autoComplete = 'off' }: FieldProps) {
  const id = fieldId(name);
  const error = errors[name];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': describedBy,
    'aria-required': required ? ('true' as const) : undefined,
  };
  let control: ReactNode;
  if (options) {
    control = (
      <select {...common} defaultValue={values[name] ?? ''}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (multiline) {
    control = <textarea {...common} rows={rows} defaultValue={values[name] ?? ''} />;
  } else {
    control = <input {...common} type={type} defaultValue={values[name] ?? ''} list={list} autoComplete={autoComplete} />;
  }
  return (
    <div className={`form-field${multiline ? ' form-field--wide' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span className="admin-required"> (må fylles ut)</span> : null}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {control}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function Checkbox({ name, label, values, hint }: { name: string; label: string; values: Values; hint?: string }) {
  const id = fieldId(name);
  return (
    <div className="form-check admin-check">
      <input id={id} type="checkbox" name={name} defaultChecked={values[name] === 'on'} aria-describedby={hint ? `${id}-hint` : undefined} />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="form-field__hint">
          {hint}
        </span>
      )}
    </div>
  );
}

/** Breadcrumb back into the staff area. */
export function AdminTrail({ items }: { items: { to: string; label: string }[] }) {
  return (
    <nav aria-label="Brødsmulesti" className="admin-trail">
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
export function StaffErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <div className="page error-page">
        <h1 className="page-heading">Ingen tilgang</h1>
        <p className="lead">Denne siden er for ansatte med tilgang til å redigere innholdet. Du er logget inn, men brukeren din har ikke denne tilgangen.</p>
        <p>
          <Link to="/" className="button button--primary">
            Til forsiden
          </Link>
        </p>
      </div>
    );
  }
  return <ErrorPage error={error} />;
}

/** Status notice after a redirect (?ok=…), as a polite live region. */
export function SavedNotice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="form-success" role="status">
      {text}
    </p>
  );
}

export const OK_TEXTS: Record<string, string> = {
  created: 'Opprettet og lagret.',
  updated: 'Endringene er lagret.',
  deleted: 'Slettet.',
  published: 'Publisert.',
  unpublished: 'Avpublisert – vises ikke lenger på nettsidene.',
  highlighted: 'Fremhevet.',
  unhighlighted: 'Ikke lenger fremhevet.',
};

export function okText(request: Request): string | null {
  const ok = new URL(request.url).searchParams.get('ok');
  return ok ? (OK_TEXTS[ok] ?? null) : null;
}
