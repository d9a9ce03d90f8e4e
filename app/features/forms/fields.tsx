// Accessible form fields (label, hint and error tied to the control with aria-describedby, aria-invalid): the one set used by the account pages and the staff content forms.
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FieldShellProps {
  label: string;
  hint?: string;
  error?: string;
  /** Says "(må fylles ut)" after the label and sets aria-required. */
  required?: boolean;
  /** A fixed id (the staff forms' error summary links to it); otherwise one is generated. */
  id?: string;
}

function useFieldId(name: string, fixed?: string): string {
  const generated = `${useId()}-${name}`;
  return fixed ?? generated;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** What every control gets: id, name and the ARIA state of its hint, error and requiredness. */
function controlProps(id: string, name: string, { hint, error, required }: FieldShellProps) {
  return {
    id,
    name,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': describedBy(id, hint, error),
    'aria-required': required ? ('true' as const) : undefined,
  };
}

function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={`${id}-hint`} className="form-field__hint">
      {hint}
    </p>
  ) : null;
}

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="form-field__error">
      {error}
    </p>
  ) : null;
}

/** Label, hint, error, then the control: the error is read before the value that caused it. */
function Shell({
  id,
  label,
  hint,
  error,
  required,
  wide,
  children,
}: FieldShellProps & { id: string; wide?: boolean; children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <div className={wide ? 'form-field form-field--wide' : 'form-field'}>
      <label htmlFor={id}>
        {label}
        {required ? <span className="form-field__required"> {t('form.required')}</span> : null}
      </label>
      <Hint id={id} hint={hint} />
      <ErrorText id={id} error={error} />
      {children}
    </div>
  );
}

export interface TextFieldProps extends FieldShellProps {
  name: string;
  type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'time' | 'url' | 'number';
  autoComplete?: string;
  defaultValue?: string;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  /** id of a <datalist> with suggestions. */
  list?: string;
}

export function TextField({
  name,
  type = 'text',
  autoComplete,
  defaultValue,
  inputMode,
  list,
  ...shell
}: TextFieldProps) {
  const id = useFieldId(name, shell.id);
  return (
    <Shell {...shell} id={id}>
      <input
        {...controlProps(id, name, shell)}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        defaultValue={defaultValue}
        list={list}
      />
    </Shell>
  );
}

export function TextAreaField({
  name,
  defaultValue,
  rows = 4,
  ...shell
}: FieldShellProps & { name: string; defaultValue?: string; rows?: number }) {
  const id = useFieldId(name, shell.id);
  return (
    <Shell {...shell} id={id} wide>
      <textarea {...controlProps(id, name, shell)} rows={rows} defaultValue={defaultValue} />
    </Shell>
  );
}

export interface SelectFieldProps extends FieldShellProps {
  name: string;
  defaultValue: string;
  /** A first, empty choice ('Velg …'); leave out when the options carry their own. */
  placeholder?: string;
  options: readonly { value: string; text: string }[];
}

export function SelectField({ name, defaultValue, placeholder, options, ...shell }: SelectFieldProps) {
  const id = useFieldId(name, shell.id);
  return (
    <Shell {...shell} id={id}>
      <select {...controlProps(id, name, shell)} defaultValue={defaultValue}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </Shell>
  );
}

/** A file input (the form must post multipart/form-data); `accept` only guides the picker, the server checks the content. */
export function FileField({
  name,
  accept,
  onChange,
  ...shell
}: FieldShellProps & { name: string; accept: string; onChange?: (event: ChangeEvent<HTMLInputElement>) => void }) {
  const id = useFieldId(name, shell.id);
  return (
    <Shell {...shell} id={id} wide>
      <input {...controlProps(id, name, shell)} type="file" accept={accept} onChange={onChange} />
    </Shell>
  );
}

export function CheckboxField({
  name,
  label,
  hint,
  error,
  id: fixedId,
  defaultChecked,
  children,
}: Omit<FieldShellProps, 'required'> & { name: string; defaultChecked?: boolean; children?: ReactNode }) {
  const id = useFieldId(name, fixedId);
  return (
    <div className="form-field form-field--check">
      <ErrorText id={id} error={error} />
      <label className="form-check" htmlFor={id}>
        <input {...controlProps(id, name, { label, hint, error })} type="checkbox" defaultChecked={defaultChecked} />
        {label}
      </label>
      <Hint id={id} hint={hint} />
      {children}
    </div>
  );
}

/**
 * Radio buttons or checkboxes under one legend (a checkbox group posts its name once per ticked box).
 * The fieldset carries the id, so an error summary can link to the group.
 */
export function ChoiceGroup({
  name,
  legend,
  type,
  options,
  selected,
  hint,
  error,
  id: fixedId,
}: {
  name: string;
  legend: string;
  type: 'radio' | 'checkbox';
  options: readonly { value: string; text: string }[];
  selected: readonly string[];
  hint?: string;
  error?: string;
  id?: string;
}) {
  const id = useFieldId(name, fixedId);
  const optionId = (value: string) => `${id}-${value.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return (
    <fieldset className="form-fieldset form-fieldset--choices" id={id} aria-describedby={describedBy(id, hint, error)}>
      <legend>{legend}</legend>
      <Hint id={id} hint={hint} />
      <ErrorText id={id} error={error} />
      {options.map((o) => (
        <div key={o.value} className="form-check">
          <input
            id={optionId(o.value)}
            type={type}
            name={name}
            value={o.value}
            defaultChecked={selected.includes(o.value)}
          />
          <label htmlFor={optionId(o.value)}>{o.text}</label>
        </div>
      ))}
    </fieldset>
  );
}
