// Accessible form fields for route forms (label, hint, error tied with aria-describedby), used by the account pages.
import { useId, type ReactNode } from 'react';

interface FieldShell {
  label: string;
  hint?: string;
  error?: string;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function Shell({ id, label, hint, error, children }: FieldShell & { id: string; children: ReactNode }) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

export interface TextFieldProps extends FieldShell {
  name: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  defaultValue?: string;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
}

export function TextField({ name, label, hint, error, type = 'text', autoComplete, defaultValue, inputMode }: TextFieldProps) {
  const id = `${useId()}-${name}`;
  return (
    <Shell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </Shell>
  );
}

export interface SelectFieldProps extends FieldShell {
  name: string;
  defaultValue: string;
  placeholder: string;
  options: readonly { value: string; text: string }[];
}

export function SelectField({ name, label, hint, error, defaultValue, placeholder, options }: SelectFieldProps) {
  const id = `${useId()}-${name}`;
  return (
    <Shell id={id} label={label} hint={hint} error={error}>
      <select id={id} name={name} defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </Shell>
  );
}

export function CheckboxField({ name, label, error, defaultChecked, children }: { name: string; label: string; error?: string; defaultChecked?: boolean; children?: ReactNode }) {
  const id = `${useId()}-${name}`;
  return (
    <div className="form-field">
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
      <label className="form-check" htmlFor={id}>
        <input id={id} type="checkbox" name={name} defaultChecked={defaultChecked} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        {label}
      </label>
      {children}
    </div>
  );
}
