// The filter panel of /hva-skjer: a GET form whose fields mirror the URL (SPEC §2 event filters); with JavaScript a change applies at once.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSubmit } from 'react-router';
import type { EventFilterGroup, EventFilters } from '#core/events.ts';
import { FilterDisclosure } from '#app/components/filter-disclosure.tsx';
import { useDataLang } from '#app/i18n/use-data-lang.ts';
import { useEventTypeText } from '#app/i18n/use-vocabulary.ts';
import { TagList } from './tag-list.tsx';

/** The id of the filter form; the tag filter sits beside the results and joins the form through it. */
const EVENT_FILTER_FORM_ID = 'event-filters';

/** A filter's name in the page's language (the API's group labels are bokmål). */
function useGroupLabel(): (group: Pick<EventFilterGroup, 'name'>) => string {
  const { t } = useTranslation('events', { keyPrefix: 'filter' });
  return (group) => t(group.name);
}

/** `lang` marks an option whose text is data (libraries, audiences, types, tags: bokmål from the database). */
function Option({
  name,
  option,
  form,
  lang,
}: {
  name: string;
  option: EventFilterGroup['options'][number];
  form?: string;
  lang?: string;
}) {
  return (
    <label className="filter-option">
      <input type="checkbox" name={name} value={option.value} defaultChecked={option.selected} form={form} />
      <span>
        <span lang={lang}>{option.text}</span> <span className="filter-option__count">({option.count})</span>
      </span>
    </label>
  );
}

function ListGroup({ group }: { group: EventFilterGroup }) {
  const { t } = useTranslation('events', { keyPrefix: 'page' });
  const label = useGroupLabel()(group);
  const dataLang = useDataLang();
  const eventTypeText = useEventTypeText();
  // Event types are the fixed list's codes, shown in the page's language; the other options are data.
  const translated = group.name === 'eventType';
  const selected = group.options.filter((o) => o.selected).length;
  if (group.options.length === 0) return null;
  return (
    <details className="filter-group" open={selected > 0 || undefined}>
      <summary>
        {label}
        {selected > 0 && <span className="filter-group__selected">({t('selectedCount', { count: selected })})</span>}
      </summary>
      <fieldset>
        <legend className="visually-hidden">{label}</legend>
        <ul className="filter-options">
          {group.options.map((option) => (
            <li key={option.value}>
              {translated ? (
                <Option name={group.name} option={{ ...option, text: eventTypeText(option.value, option.text) }} />
              ) : (
                <Option name={group.name} option={option} lang={dataLang} />
              )}
            </li>
          ))}
        </ul>
      </fieldset>
    </details>
  );
}

/**
 * The tag filter as a full-width list of at most two rows (SPEC §9) above the results. Its
 * checkboxes belong to the filter form through the form attribute, so it also works without JavaScript.
 */
export function EventTagFilter({ group, filters }: { group: EventFilterGroup | undefined; filters: EventFilters }) {
  const submit = useSubmit();
  const groupLabel = useGroupLabel();
  const dataLang = useDataLang();
  if (!group || group.options.length === 0) return null;
  const label = groupLabel(group);
  return (
    <fieldset
      key={JSON.stringify(filters)}
      className="filter-group filter-group--tags"
      onChange={() => {
        const form = document.getElementById(EVENT_FILTER_FORM_ID);
        if (form instanceof HTMLFormElement) submit(form, { preventScrollReset: true, replace: true });
      }}
    >
      <legend>{label}</legend>
      <TagList label={label}>
        {group.options.map((option) => (
          <li key={option.value}>
            <Option name={group.name} option={option} form={EVENT_FILTER_FORM_ID} lang={dataLang} />
          </li>
        ))}
      </TagList>
    </fieldset>
  );
}

export function EventFilterPanel({
  filters,
  groups,
  action = '/hva-skjer',
}: {
  filters: EventFilters;
  groups: readonly EventFilterGroup[];
  action?: string;
}) {
  const submit = useSubmit();
  const { t } = useTranslation('events', { keyPrefix: 'page' });
  const groupLabel = useGroupLabel();
  // The form is keyed on the URL's filters, so back/forward and links reset the fields to the URL.
  const key = JSON.stringify(filters);
  const checkboxes = groups.filter((g) => g.type === 'checkbox');
  // Phones: the panel is a closed disclosure above the events, as on /sok (CSS keeps it open on wide screens).
  // The state lives here, outside the keyed form, so the panel stays open while filters are chosen.
  const [open, setOpen] = useState(false);
  // The tags sit beside the results, in sight; the summary counts what the closed panel hides.
  const selectedCount =
    groups.reduce(
      (n, g) =>
        n + (g.name === 'tag' ? 0 : g.type === 'date' ? (g.value ? 1 : 0) : g.options.filter((o) => o.selected).length),
      0,
    ) + (filters.q ? 1 : 0);
  return (
    <Form
      key={key}
      id={EVENT_FILTER_FORM_ID}
      method="get"
      action={action}
      className="event-filters"
      aria-label={t('filters')}
      preventScrollReset
      onChange={(event) => {
        // Free text waits for Enter or the button; every other field applies at once.
        const target = event.target as EventTarget & { name?: string };
        if (target.name !== 'query') submit(event.currentTarget, { preventScrollReset: true, replace: true });
      }}
    >
      <h2 className="visually-hidden">{t('filters')}</h2>
      <FilterDisclosure open={open} onOpenChange={setOpen} selectedCount={selectedCount}>
        <div className="event-filters__fields">
          <div className="event-filters__field">
            <label htmlFor="event-query">{t('search')}</label>
            <input id="event-query" type="search" name="query" defaultValue={filters.q} maxLength={200} />
          </div>
          {groups.map((group) => {
            if (group.type === 'date') {
              return (
                <div key={group.name} className="event-filters__field">
                  <label htmlFor="event-from-date">{groupLabel(group)}</label>
                  <input id="event-from-date" type="date" name="fromDate" defaultValue={group.value ?? ''} />
                </div>
              );
            }
            if (group.type === 'list' && group.name !== 'tag') return <ListGroup key={group.name} group={group} />;
            return null;
          })}
          {checkboxes.length > 0 && (
            <fieldset className="filter-group">
              <legend>{t('onlyShow')}</legend>
              <ul className="filter-options">
                {checkboxes.map((group) => (
                  <li key={group.name}>
                    <Option name={group.name} option={{ ...group.options[0], text: groupLabel(group) }} />
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <div className="event-filters__actions">
            <button type="submit" className="button button--primary">
              {t('apply')}
            </button>
            <Link to={action} className="event-filters__reset">
              {t('reset')}
            </Link>
          </div>
        </div>
      </FilterDisclosure>
    </Form>
  );
}
