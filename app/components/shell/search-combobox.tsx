// The search field enhanced with autocomplete and the '/' command helper (SPEC §2 Shell, §5, §7 /api/autocomplete, §9):
// an accessible combobox (react-aria-components), loaded after hydration; without JavaScript the plain field submits the form.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, Input, ListBox, ListBoxItem, Popover, RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_SIZE } from '#core/constants.ts';
import { shouldAutocomplete } from '#core/search-query.ts';
import { applyCommand, commandSuggestions, commandTokenAt, type SearchCommand } from '#core/search-syntax.ts';
import { apiFetch } from '#app/lib/api-fetch.ts';

interface SuggestionPart {
  text: string;
  highlighted: boolean;
}

/** SPEC §3 Autocomplete item (and `path`, where choosing it leads). */
export interface Suggestion {
  type: string;
  id: string;
  label: string;
  typeLabel: string;
  slug: string;
  path: string;
  description: string | null;
  highlightedLabelParts: SuggestionPart[];
}

type Option =
  | { key: string; kind: 'suggestion'; suggestion: Suggestion }
  | { key: string; kind: 'command'; command: SearchCommand };

export interface SearchComboboxProps {
  id: string;
  labelId: string;
  placeholder: string;
  /** What the field held when the combobox took over from the plain field. */
  initialValue: string;
  /** The query of the page (/sok/{query}); a new page resets the field to it. */
  pageQuery: string;
  autoFocus: boolean;
  selection: [number, number] | null;
}

export default function SearchCombobox({
  id,
  labelId,
  placeholder,
  initialValue,
  pageQuery,
  autoFocus,
  selection,
}: SearchComboboxProps) {
  const { t } = useTranslation('shell', { keyPrefix: 'search' });
  const navigate = useNavigate();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialValue);
  const [caret, setCaret] = useState<number>(selection?.[1] ?? initialValue.length);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [error, setError] = useState(false);
  const [loading, setLoading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const pendingCaret = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const keepOnEscape = useRef<string | null>(null);

  // Taking over from the plain field: keep focus and the caret where the patron had them.
  useEffect(() => {
    if (autoFocus && inputRef.current) {
      inputRef.current.focus();
      if (selection) inputRef.current.setSelectionRange(selection[0], selection[1]);
    }
    // Only on mount.
  }, []);

  // A new search page shows its own query in the field.
  const lastPageQuery = useRef(pageQuery);
  useEffect(() => {
    if (lastPageQuery.current === pageQuery) return;
    lastPageQuery.current = pageQuery;
    setValue(pageQuery);
    setSuggestions([]);
  }, [pageQuery]);

  useEffect(() => {
    if (pendingCaret.current !== null && inputRef.current) {
      inputRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
    }
  });

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const token = commandTokenAt(value, caret);
  const commands = token ? commandSuggestions(token.partial) : [];
  const options: Option[] = token
    ? commands.map((command) => ({ key: `command:${command.field}`, kind: 'command', command }))
    : suggestions.map((suggestion) => ({ key: `${suggestion.type}:${suggestion.id}`, kind: 'suggestion', suggestion }));

  useEffect(() => {
    if (token) setAnnouncement(commands.length > 0 ? t('commandCount', { count: commands.length }) : '');
    // Announce when the command list changes size.
  }, [token?.partial, commands.length]);

  const fetchSuggestions = (text: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const query = new URLSearchParams({ query: text.trim(), size: String(AUTOCOMPLETE_SIZE), fuzziness: 'true' });
    setLoading(true);
    void apiFetch<{ items: Suggestion[] }>(`/api/autocomplete?${query.toString()}`, { signal: controller.signal }).then(
      (result) => {
        // A newer search aborted this one (SPEC issue #5): its answer is dropped.
        if (controller.signal.aborted) return;
        inFlight.current = null;
        setLoading(false);
        if (result.ok) {
          setSuggestions(result.data.items);
          setError(false);
          setAnnouncement(t('count', { count: result.data.items.length }));
        } else {
          setSuggestions([]);
          setError(true);
          setAnnouncement(t('error'));
        }
      },
    );
  };

  const onInputChange = (next: string) => {
    // Escape with the list open only closes the list; react-aria would also reset the text.
    if (keepOnEscape.current !== null) {
      const kept = keepOnEscape.current;
      keepOnEscape.current = null;
      if (next !== kept) return;
    }
    setValue(next);
    const position = inputRef.current?.selectionStart ?? next.length;
    setCaret(position);
    if (timer.current) clearTimeout(timer.current);
    if (commandTokenAt(next, position) || !shouldAutocomplete(next)) {
      // SPEC §5: input of two characters or fewer hides and empties the list.
      inFlight.current?.abort();
      setSuggestions([]);
      setError(false);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => fetchSuggestions(next), AUTOCOMPLETE_DEBOUNCE_MS);
  };

  const chooseCommand = (command: SearchCommand) => {
    if (!token) return;
    const applied = applyCommand(value, token, command, caret);
    setValue(applied.value);
    setCaret(applied.cursor);
    pendingCaret.current = applied.cursor;
    inputRef.current?.focus();
  };

  return (
    <RouterProvider navigate={(to, options) => navigate(to, options)} useHref={useHref}>
      <div
        className="search-combobox__wrapper"
        onKeyDownCapture={(event) => {
          const input = inputRef.current;
          if (!input || event.target !== input) return;
          if (event.key === 'Escape' && input.getAttribute('aria-expanded') === 'true') {
            keepOnEscape.current = value;
            // SPEC §4: hiding the overlay clears its error.
            setError(false);
            setAnnouncement('');
            return;
          }
          // Enter without a highlighted suggestion searches for what was typed, at once.
          if (event.key !== 'Enter' || input.getAttribute('aria-activedescendant')) return;
          event.preventDefault();
          event.stopPropagation();
          input.form?.requestSubmit();
        }}
      >
        <ComboBox
          id={id}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          className="search-combobox"
          name="query"
          allowsCustomValue
          // The list opens as the patron types (menuTrigger input), before the answer arrives, so it may be empty meanwhile.
          allowsEmptyCollection={error || (shouldAutocomplete(value) && !token)}
          menuTrigger="input"
          inputValue={value}
          onInputChange={onInputChange}
          items={options}
          onOpenChange={(isOpen) => {
            // SPEC §4: hiding the overlay clears its error.
            if (!isOpen) setError(false);
          }}
        >
          <Input
            ref={inputRef}
            className="search-form__input"
            placeholder={placeholder}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? event.currentTarget.value.length)}
          />
          <span id={hintId} className="visually-hidden">
            {t('hint')}
          </span>
          <Popover className="search-combobox__popover" placement="bottom start" offset={4}>
            <ListBox<Option>
              className="search-combobox__list"
              renderEmptyState={() =>
                error ? (
                  <p className="search-combobox__error" role="alert">
                    {t('error')}
                  </p>
                ) : (
                  <p className="search-combobox__empty">{loading ? t('searching') : t('none')}</p>
                )
              }
            >
              {(option) =>
                option.kind === 'command' ? (
                  <ListBoxItem
                    id={option.key}
                    textValue={`/${option.command.keyword}`}
                    className="search-combobox__option"
                    onAction={() => chooseCommand(option.command)}
                  >
                    <span className="search-combobox__label">/{option.command.keyword}</span>
                    <span className="search-combobox__type">{t('commands')}</span>
                    <span className="search-combobox__description">
                      {option.command.label} – {option.command.example}
                    </span>
                  </ListBoxItem>
                ) : (
                  <ListBoxItem
                    id={option.key}
                    textValue={option.suggestion.label}
                    href={option.suggestion.path}
                    className="search-combobox__option"
                  >
                    <span className="search-combobox__label">
                      {option.suggestion.highlightedLabelParts.map((part, i) =>
                        part.highlighted ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
                      )}
                    </span>
                    <span className="search-combobox__type">{option.suggestion.typeLabel}</span>
                    {option.suggestion.description && (
                      <span className="search-combobox__description">{option.suggestion.description}</span>
                    )}
                  </ListBoxItem>
                )
              }
            </ListBox>
          </Popover>
        </ComboBox>
      </div>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </RouterProvider>
  );
}
