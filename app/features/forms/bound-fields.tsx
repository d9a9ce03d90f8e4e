// The staff forms' fields bound to a form's values and errors (issue #4), on the shared field kit beside it (fields.tsx):
// each field's id is the one the error summary links to, so 'Skjemaet har feil' leads to the field.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, ChoiceGroup, SelectField, TextAreaField, TextField } from './fields.tsx';

export type Values = Record<string, string>;
export type Errors = Record<string, string>;

export const fieldId = (name: string) => `felt-${name}`;

/** 'Skjemaet har feil' with a link to each field; focused when it appears so screen readers announce it. */
export function ErrorSummary({
  errors,
  labels,
  formError,
}: {
  errors: Errors;
  labels: Record<string, string>;
  formError?: string;
}) {
  const { t } = useTranslation('staffContent', { keyPrefix: 'form' });
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
        {entries.length > 0 ? t('hasErrors') : t('notSaved')}
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

/**
 * One labelled field of a staff form, on the shared field components (app/features/forms/fields.tsx):
 * the value and error come from the form's maps, and the id is the one the error summary links to.
 */
export function Field({
  name,
  label,
  values,
  errors,
  hint,
  required,
  type = 'text',
  multiline,
  rows,
  options,
  list,
  autoComplete = 'off',
}: FieldProps) {
  const common = {
    id: fieldId(name),
    name,
    label,
    hint,
    required,
    error: errors[name],
    defaultValue: values[name] ?? '',
  };
  if (options) return <SelectField {...common} options={options.map((o) => ({ value: o.value, text: o.label }))} />;
  if (multiline) return <TextAreaField {...common} rows={rows} />;
  return <TextField {...common} type={type} list={list} autoComplete={autoComplete} />;
}

export function Checkbox({
  name,
  label,
  values,
  errors,
  hint,
}: {
  name: string;
  label: string;
  values: Values;
  errors?: Errors;
  hint?: string;
}) {
  return (
    <CheckboxField
      id={fieldId(name)}
      name={name}
      label={label}
      hint={hint}
      error={errors?.[name]}
      defaultChecked={values[name] === 'on'}
    />
  );
}

/** Radio buttons or checkboxes of a staff form; a checkbox group's value is its ticked values joined by commas (form-input.ts). */
export function Choices({
  name,
  legend,
  type,
  options,
  values,
  errors,
  hint,
}: {
  name: string;
  legend: string;
  type: 'radio' | 'checkbox';
  options: readonly { value: string; text: string }[];
  values: Values;
  errors: Errors;
  hint?: string;
}) {
  const selected = (values[name] ?? '').split(',').map((v) => v.trim());
  return (
    <ChoiceGroup
      id={fieldId(name)}
      name={name}
      legend={legend}
      type={type}
      options={options}
      selected={selected}
      hint={hint}
      error={errors[name]}
    />
  );
}
