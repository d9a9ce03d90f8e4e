// The site search form: a GET to /sok with `query` (the /sok route redirects to /sok/{query}); works without JavaScript.
// The field becomes the autocomplete combobox (search-combobox.tsx) when the patron shows intent to use it (pointer over
// it, or focus): the combobox and react-aria's overlay code take ~0.3–0.5 s of main thread on a mid-range phone, which
// loaded at start blocked the page just when people begin to scroll and tap (Lighthouse TBT, issue #18).
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Form, useLocation } from 'react-router';
import { Icon } from '#app/components/icon.tsx';
import type { SearchComboboxProps } from './search-combobox.tsx';

export interface SearchFormProps {
  /** id of the input; must be unique on the page. */
  id: string;
  /** Visible or screen-reader label of the field; also names the search landmark. */
  label?: string;
  /** Show the label on screen (the header keeps it visually hidden). */
  showLabel?: boolean;
  className?: string;
}

/** The current query when on /sok/{query}, so the header field shows what was searched for. */
function currentQuery(pathname: string): string {
  const match = /^\/sok(?:-[a-z]+)?\/([^/]+)/.exec(pathname);
  if (!match) return '';
  try {
    const query = decodeURIComponent(match[1]);
    return query === '*' ? '' : query;
  } catch {
    return '';
  }
}

interface Enhanced {
  Combobox: ComponentType<SearchComboboxProps>;
  initialValue: string;
  autoFocus: boolean;
  selection: [number, number] | null;
}

/** Loads the combobox on first intent; the plain field works until then (same look, so nothing moves). */
function useEnhancedField(plain: RefObject<HTMLInputElement | null>, query: string): Enhanced | null {
  const [enhanced, setEnhanced] = useState<Enhanced | null>(null);
  useEffect(() => {
    let cancelled = false;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      void importCombobox();
    };
    const importCombobox = () =>
      import('./search-combobox.tsx').then((module) => {
        if (cancelled) return;
        const input = plain.current;
        // Carry over what the patron may already have typed, and the focus and caret. flushSync swaps the fields in
        // this same task, so no keystroke can land in the plain field between reading it and replacing it.
        flushSync(() =>
          setEnhanced({
            Combobox: module.default,
            initialValue: input?.value ?? '',
            autoFocus: input !== null && document.activeElement === input,
            selection:
              input && input.selectionStart !== null
                ? [input.selectionStart, input.selectionEnd ?? input.selectionStart]
                : null,
          }),
        );
      });
    const field = plain.current;
    if (!field) return;
    // Already focused (typed into before hydration, or autofocus): take over at once.
    if (document.activeElement === field) load();
    const intents = ['pointerenter', 'focus', 'input'] as const;
    for (const type of intents) field.addEventListener(type, load, { once: true, passive: true });
    return () => {
      cancelled = true;
      for (const type of intents) field.removeEventListener(type, load);
    };
    // The plain field is keyed by the query, so a new search renders a new element to listen on.
  }, [plain, query]);
  return enhanced;
}

export function SearchForm({ id, label: givenLabel, showLabel = false, className }: SearchFormProps) {
  const { t } = useTranslation();
  const label = givenLabel ?? t('search.label');
  const { pathname } = useLocation();
  const query = currentQuery(pathname);
  const plainRef = useRef<HTMLInputElement>(null);
  const enhanced = useEnhancedField(plainRef, query);
  const labelId = `${id}-label`;
  return (
    <Form
      action="/sok"
      method="get"
      role="search"
      aria-label={label}
      className={['search-form', className].filter(Boolean).join(' ')}
    >
      <label htmlFor={id} id={labelId} className={showLabel ? 'search-form__label' : 'visually-hidden'}>
        {label}
      </label>
      <div className="search-form__row">
        {enhanced ? (
          <enhanced.Combobox
            id={id}
            labelId={labelId}
            placeholder={t('search.placeholder')}
            initialValue={enhanced.initialValue}
            pageQuery={query}
            autoFocus={enhanced.autoFocus}
            selection={enhanced.selection}
          />
        ) : (
          <input
            key={query}
            ref={plainRef}
            id={id}
            name="query"
            type="search"
            defaultValue={query}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            className="search-form__input"
          />
        )}
        <button type="submit" className="search-form__submit">
          <Icon name="search" />
          <span className="search-form__submit-text">{t('search.submit')}</span>
        </button>
      </div>
    </Form>
  );
}
