// The /vi-tilbyr filter form: a plain GET form (works without JavaScript), submitted on change when scripts run.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSubmit } from 'react-router';
import { useDataLang } from '#app/i18n/use-data-lang.ts';

interface FilterOptionView {
  value: string;
  text: string;
  count: number;
  selected: boolean;
}

export interface FilterView {
  name: 'serviceForm' | 'targetAudience' | 'branch';
  label: string;
  type: 'checkbox' | 'list';
  options: readonly FilterOptionView[];
}

/**
 * A value the user edits that also follows the URL: after "Nullstill filtre" or the back button the
 * loader's value wins, while the element (and the keyboard focus on it) stays in place.
 */
function useFollowing<T>(fromServer: T): [T, (value: T) => void] {
  const [value, setValue] = useState(fromServer);
  const [previous, setPrevious] = useState(fromServer);
  if (previous !== fromServer) {
    setPrevious(fromServer);
    setValue(fromServer);
  }
  return [value, setValue];
}

function FilterCheckbox({ name, option, onChange }: { name: string; option: FilterOptionView; onChange: () => void }) {
  const dataLang = useDataLang();
  const [checked, setChecked] = useFollowing(option.selected);
  return (
    <label className="filters__option">
      <input
        type="checkbox"
        name={name}
        value={option.value}
        checked={checked}
        onChange={(event) => {
          setChecked(event.currentTarget.checked);
          onChange();
        }}
      />
      <span>
        <span lang={dataLang}>{option.text}</span> <span className="muted">({option.count})</span>
      </span>
    </label>
  );
}

function FilterSelect({
  filter,
  label,
  onChange,
  allLabel,
}: {
  filter: FilterView;
  label: string;
  onChange: () => void;
  allLabel: string;
}) {
  const dataLang = useDataLang();
  const [value, setValue] = useFollowing(filter.options.find((o) => o.selected)?.value ?? '');
  return (
    <div className="filters__field">
      <label htmlFor={`services-${filter.name}`}>{label}</label>
      <select
        id={`services-${filter.name}`}
        name={filter.name}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          onChange();
        }}
      >
        <option value="">{allLabel}</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value} lang={dataLang}>
            {option.text} ({option.count})
          </option>
        ))}
      </select>
    </div>
  );
}

export function ServiceFilters({ filters, q, active }: { filters: readonly FilterView[]; q: string; active: boolean }) {
  const { t } = useTranslation('site', { keyPrefix: 'services' });
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const [query, setQuery] = useFollowing(q);
  // With JavaScript the list follows each choice at once; the button stays for the text field and without scripts.
  const submitNow = () => {
    if (form.current) void submit(form.current, { preventScrollReset: true });
  };
  return (
    <Form
      ref={form}
      method="get"
      action="/vi-tilbyr"
      className="filters"
      aria-labelledby="filters-heading"
      role="search"
    >
      <h2 id="filters-heading" className="filters__heading">
        {t('filtersHeading')}
      </h2>
      <div className="filters__field">
        <label htmlFor="services-q">{t('searchLabel')}</label>
        <input
          id="services-q"
          name="q"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          maxLength={200}
        />
      </div>
      {filters.map((filter) =>
        filter.type === 'checkbox' ? (
          <fieldset key={filter.name} className="filters__group">
            <legend>{t(`filter.${filter.name}`)}</legend>
            {filter.options.map((option) => (
              <FilterCheckbox key={option.value} name={filter.name} option={option} onChange={submitNow} />
            ))}
          </fieldset>
        ) : (
          <FilterSelect
            key={filter.name}
            filter={filter}
            label={t(`filter.${filter.name}`)}
            onChange={submitNow}
            allLabel={t('branchAll')}
          />
        ),
      )}
      <div className="filters__actions">
        <button type="submit" className="button button--primary">
          {t('apply')}
        </button>
        {active && (
          <Link to="/vi-tilbyr" className="button button--secondary">
            {t('reset')}
          </Link>
        )}
      </div>
    </Form>
  );
}
