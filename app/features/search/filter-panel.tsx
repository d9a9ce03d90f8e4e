// The search filter panel: a GET form driven entirely by the URL (SPEC §2 search parameters); with JavaScript a change applies at once.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigate } from 'react-router';
import { FilterDisclosure } from '#app/components/filter-disclosure.tsx';
import { readSearchParams, searchQueryString, toggleFilter, type SearchParams } from '#core/search-filters.ts';
import type { FilterId } from '#core/search-query.ts';
import { useMediaTypeText, type VocabularyText } from '#app/i18n/use-vocabulary.ts';
import { filterOptionText, type CatalogueTexts } from './catalogue-labels.ts';
import type { FacetView } from './search-types.ts';

const VISIBLE_OPTIONS = 8;

export interface FilterPanelProps {
  /** The page the form submits to: /sok/{query}. */
  action: string;
  facets: readonly FacetView[];
  params: SearchParams;
  /** SPEC §2: the year filter offers the last 5 years, newest first. */
  years: readonly number[];
}

/** The URL for the form's current fields, canonical (defaults and empty fields left out). */
function hrefFromForm(form: HTMLFormElement, action: string): string {
  const data = new FormData(form);
  const search = new URLSearchParams();
  for (const [key, value] of data) if (typeof value === 'string' && value !== '') search.append(key, value);
  const { params } = readSearchParams(search);
  return `${action}${searchQueryString({ ...params, page: 1 })}`;
}

function OptionList({ facet }: { facet: FacetView }) {
  const { t } = useTranslation('catalogue');
  const mediaTypeText = useMediaTypeText();
  const visible = facet.options.filter((o, i) => i < VISIBLE_OPTIONS || o.active);
  const hidden = facet.options.filter((o, i) => i >= VISIBLE_OPTIONS && !o.active);
  const option = (o: FacetView['options'][number]) => (
    <li key={o.value}>
      <label className="search-filter-option">
        <input type="checkbox" name="filter" value={o.value} defaultChecked={o.active} />
        <span>
          {filterOptionText(t, mediaTypeText, o.value, o.text)}{' '}
          <span className="search-filter-option__count">({o.count})</span>
        </span>
      </label>
    </li>
  );
  return (
    <>
      <ul className="search-filter-options">{visible.map(option)}</ul>
      {hidden.length > 0 && (
        <details className="search-filter-more">
          <summary>{t('filters.showMore', { count: hidden.length })}</summary>
          <ul className="search-filter-options">{hidden.map(option)}</ul>
        </details>
      )}
    </>
  );
}

const FACET_LABELS = [
  'excludeUnavailable',
  'fictionNonfiction',
  'language',
  'mediatype',
  'format',
  'category',
  'branch',
  'audience',
  'issuesByYear',
] as const;

/** A facet's name in the page's language (the server names it in bokmål). */
function facetLabel(t: CatalogueTexts, facet: FacetView): string {
  const id = FACET_LABELS.find((f) => f === facet.id);
  return id ? t(`filters.labels.${id}`) : facet.label;
}

export function FilterPanel({ action, facets, params, years }: FilterPanelProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('catalogue');
  const [expanded, setExpanded] = useState<FilterId[]>(params.expanded);
  // Narrow screens show the panel as a closed disclosure above the results (CSS keeps it open on wide ones);
  // the state lives here, outside the keyed form, so it stays open while filters are being chosen.
  const [open, setOpen] = useState(false);
  const selectedCount =
    facets.reduce((n, f) => n + f.options.filter((o) => o.active).length, 0) +
    (params.yearFrom !== null ? 1 : 0) +
    (params.yearTo !== null ? 1 : 0);
  const stateKey = `${action}${searchQueryString({ ...params, expanded: [] })}`;
  const exclude = facets.find((f) => f.id === 'excludeUnavailable')?.options[0];
  const lists = facets.filter((f) => f.type === 'list');
  const yearChoices = [
    ...new Set([
      ...years,
      ...(params.yearFrom !== null ? [params.yearFrom] : []),
      ...(params.yearTo !== null ? [params.yearTo] : []),
    ]),
  ].sort((a, b) => b - a);

  const apply = (form: HTMLFormElement) => navigate(hrefFromForm(form, action), { preventScrollReset: true });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const toggleGroup = (id: FilterId, open: boolean) =>
    setExpanded((current) => (open ? [...new Set([...current, id])] : current.filter((g) => g !== id)));

  return (
    <Form
      key={stateKey}
      method="get"
      action={action}
      className="search-filters"
      // No preventDefault here: React reports checkbox changes from the click event, and cancelling it would undo the tick.
      onChange={(e) => apply(e.currentTarget)}
      onSubmit={submit}
      aria-labelledby="search-filters-heading"
    >
      <h2 id="search-filters-heading" className="search-filters__heading">
        {t('filters.heading')}
      </h2>
      <FilterDisclosure open={open} onOpenChange={setOpen} selectedCount={selectedCount}>
        {exclude && (
          <label className="search-filter-option search-filter-option--single">
            <input type="checkbox" name="excludeUnavailable" value="true" defaultChecked={params.excludeUnavailable} />
            <span>
              {t('filters.onShelfOnly')} <span className="search-filter-option__count">({exclude.count})</span>
            </span>
          </label>
        )}
        {lists.map((facet) => {
          const selected = facet.options.filter((o) => o.active).length;
          const open = selected > 0 || expanded.includes(facet.id as FilterId);
          return (
            <details
              key={facet.id}
              className="search-filter-group"
              open={open || undefined}
              onToggle={(e) => toggleGroup(facet.id as FilterId, e.currentTarget.open)}
            >
              <summary>
                {facetLabel(t, facet)}
                {selected > 0 && (
                  <span className="search-filter-group__selected"> {t('filters.selected', { count: selected })}</span>
                )}
              </summary>
              <fieldset>
                <legend className="visually-hidden">{facetLabel(t, facet)}</legend>
                <OptionList facet={facet} />
              </fieldset>
            </details>
          );
        })}
        <fieldset className="search-filter-years">
          <legend>{t('filters.year')}</legend>
          <label>
            <span>{t('filters.yearFrom')}</span>
            <select name="yearFrom" defaultValue={params.yearFrom ?? ''}>
              <option value="">{t('filters.anyYear')}</option>
              {yearChoices.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('filters.yearTo')}</span>
            <select name="yearTo" defaultValue={params.yearTo ?? ''}>
              <option value="">{t('filters.anyYear')}</option>
              {yearChoices.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <label className="search-filter-option search-filter-option--single">
          <input type="checkbox" name="includeWithoutItems" value="true" defaultChecked={params.includeWithoutItems} />
          <span>{t('filters.includeWithoutItems')}</span>
        </label>
        {expanded.length > 0 && <input type="hidden" name="expanded" value={expanded.join(',')} />}
        <button type="submit" className="button button--primary search-filters__apply">
          {t('filters.apply')}
        </button>
      </FilterDisclosure>
    </Form>
  );
}

export interface ActiveFilter {
  text: string;
  href: string;
}

/** Every active filter with the link that removes it (chips above the results). */
export function activeFilters(
  t: CatalogueTexts,
  mediaTypeText: VocabularyText,
  action: string,
  facets: readonly FacetView[],
  params: SearchParams,
): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  for (const facet of facets) {
    for (const o of facet.options) {
      if (!o.active) continue;
      if (facet.id === 'excludeUnavailable') {
        out.push({
          text: t('filters.onShelfOnly'),
          href: `${action}${searchQueryString({ ...params, excludeUnavailable: false, page: 1 })}`,
        });
        continue;
      }
      const at = o.value.indexOf('_');
      const prefix = o.value.slice(0, at) as Parameters<typeof toggleFilter>[1];
      const raw = o.value.slice(at + 1);
      const value = prefix === 'issuesByYear' ? Number(raw) : raw;
      out.push({
        text: filterOptionText(t, mediaTypeText, o.value, o.text),
        href: `${action}${searchQueryString(toggleFilter(params, prefix, value))}`,
      });
    }
  }
  if (params.yearFrom !== null)
    out.push({
      text: t('filters.yearFromValue', { year: params.yearFrom }),
      href: `${action}${searchQueryString({ ...params, yearFrom: null, page: 1 })}`,
    });
  if (params.yearTo !== null)
    out.push({
      text: t('filters.yearToValue', { year: params.yearTo }),
      href: `${action}${searchQueryString({ ...params, yearTo: null, page: 1 })}`,
    });
  return out;
}

export function ActiveFilterList({ filters, clearHref }: { filters: readonly ActiveFilter[]; clearHref: string }) {
  const { t } = useTranslation('catalogue');
  if (filters.length === 0) return null;
  return (
    <div className="search-active-filters">
      <h3 className="visually-hidden">{t('filters.active')}</h3>
      <ul>
        {filters.map((f) => (
          <li key={f.href}>
            <Link
              to={f.href}
              className="search-chip"
              aria-label={t('filters.remove', { text: f.text })}
              preventScrollReset
            >
              {f.text} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={clearHref} className="search-active-filters__clear" preventScrollReset>
        {t('filters.clearAll')}
      </Link>
    </div>
  );
}
