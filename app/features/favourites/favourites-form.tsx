// The favourites modal's body (SPEC §2 Favourites modal, §5, §6, §8): choose or create a list and add the work; anonymous visitors get the login prompt.
// The form posts to the work page's action: through a fetcher from the dialog, or shown at the edition and posted as a page without JavaScript.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useLocation } from 'react-router';
import { checkListName } from '#core/favourites.ts';
import { useToast } from '#app/components/toast/toast-provider.tsx';
import { useFetcherAnswer } from '#app/features/forms/use-fetcher-answer.ts';
import { apiFetch } from '#app/lib/api-fetch.ts';
import { saveInitialModalData } from '#app/lib/initial-modal-data.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { favouritesFailureText, NEW_LIST, type FavouritesAnswer } from './favourites-answer.ts';
import { listNameError } from './list-name-error.ts';

const FAVOURITES_PATH = '/api/authorized/cicero/favourites';

/** Saved before login and handed back after it (SPEC §2 initialModalData), so the modal reopens for the same work. */
export interface FavouritesModalData {
  modal: 'favourites';
  recordId: string;
}

export function isFavouritesModalData(value: unknown): value is FavouritesModalData {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as FavouritesModalData).modal === 'favourites' &&
    typeof (value as FavouritesModalData).recordId === 'string'
  );
}

/** A list as the form shows it. */
interface ListChoice {
  name: string;
  tag: string;
  favorites: { bibliographicRecordId: string }[];
}

export interface FavouritesFormProps {
  recordId: string;
  title: string;
  /** Closes the dialog; absent when the form is shown on the page (without JavaScript). */
  close?: () => void;
  /** The patron's lists from the page's loader (the form on the page); the dialog fetches them. */
  lists?: readonly ListChoice[] | null;
  /** The page action's answer to this form, when it was posted without JavaScript. */
  answer?: FavouritesAnswer | null;
}

export function FavouritesForm({ recordId, title, close, lists, answer }: FavouritesFormProps) {
  const { user } = useRootAuth();
  const location = useLocation();
  const { t } = useTranslation('lists', { keyPrefix: 'modal' });
  // SPEC §6: anonymous visitors see the prompt instead of the form.
  if (!user) {
    const callbackUrl = location.pathname + location.search;
    return (
      <div className="favourites-form">
        <p>{t('loginToAdd')}</p>
        <a
          className="button button--primary"
          href={`/logg-inn?callbackUrl=${encodeURIComponent(callbackUrl)}`}
          onClick={() => saveInitialModalData({ modal: 'favourites', recordId } satisfies FavouritesModalData)}
        >
          {t('loginLink')}
        </a>
      </div>
    );
  }
  if (lists)
    return <ListChooser recordId={recordId} title={title} close={close} lists={lists} pageAnswer={answer ?? null} />;
  return <LoadLists recordId={recordId} title={title} close={close} />;
}

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; lists: ListChoice[] };

/** The dialog reads the lists when it opens (a read: GET /api/authorized/cicero/favourites). */
function LoadLists({ recordId, title, close }: { recordId: string; title: string; close?: () => void }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const { t } = useTranslation('lists');
  useEffect(() => {
    let live = true;
    void apiFetch<{ data: ListChoice[] }>(FAVOURITES_PATH).then((result) => {
      if (!live) return;
      setLoad(result.ok ? { state: 'ready', lists: result.data.data } : { state: 'error' });
    });
    return () => {
      live = false;
    };
  }, []);
  if (load.state === 'loading') {
    return (
      <p className="favourites-form" role="status">
        {t('modal.loading')}
      </p>
    );
  }
  if (load.state === 'error') {
    return (
      <p className="favourites-form form-error" role="alert">
        {t('favourites.fetchError')}
      </p>
    );
  }
  return <ListChooser recordId={recordId} title={title} close={close} lists={load.lists} pageAnswer={null} />;
}

interface ChooserProps {
  recordId: string;
  title: string;
  close?: () => void;
  lists: readonly ListChoice[];
  pageAnswer: FavouritesAnswer | null;
}

function ListChooser({ recordId, title, close, lists, pageAnswer }: ChooserProps) {
  const { showToast } = useToast();
  const { csrfToken } = useRootAuth();
  const { pathname } = useLocation();
  const fetcher = useFetcher<FavouritesAnswer>();
  const { t } = useTranslation('lists');
  const { t: tErrors } = useTranslation('errors');
  const [choice, setChoice] = useState<string>(lists[0]?.name ?? NEW_LIST);
  const [clientError, setClientError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const saving = fetcher.state !== 'idle';
  const answer = saving ? null : (fetcher.data ?? pageAnswer);

  useFetcherAnswer(fetcher, (data) => {
    if (data.kind === 'added') {
      showToast({ text: data.text, type: 'bookmarked' });
      close?.();
    } else if (data.kind === 'failed' && data.field === 'name') {
      nameInput.current?.focus();
    }
  });

  if (answer?.kind === 'added') {
    // Without JavaScript: the page says what happened where the form was (SPEC §8 'Lagt til i "{list}"').
    return (
      <div className="favourites-form">
        <p role="status">{answer.text}</p>
        <Link to={pathname} className="button button--secondary">
          {t('favourites.close')}
        </Link>
      </div>
    );
  }
  const nameError = clientError ?? (answer?.kind === 'failed' && answer.field === 'name' ? answer.text : null);
  const formError =
    answer?.kind === 'failed' && answer.field !== 'name' ? favouritesFailureText(answer, tErrors('api.network')) : null;
  // Without JavaScript the name field cannot appear when 'Ny liste' is chosen, so on the page it is always there.
  const showName = choice === NEW_LIST || !close;

  return (
    <fetcher.Form
      method="post"
      action={pathname}
      className="favourites-form"
      noValidate
      onSubmit={(event) => {
        if (saving) return event.preventDefault();
        // SPEC §5: a new list needs a name ('Mangler navn') — told at once; the action checks it again.
        const verdict =
          choice === NEW_LIST
            ? checkListName(
                nameInput.current?.value ?? '',
                lists.map((l) => l.name),
              )
            : null;
        if (verdict && !verdict.ok) {
          event.preventDefault();
          setClientError(t(...listNameError(verdict)));
          nameInput.current?.focus();
          return;
        }
        setClientError(null);
      }}
    >
      <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
      <input type="hidden" name="intent" value="addToList" />
      <input type="hidden" name="recordId" value={recordId} />
      <p className="favourites-form__work">{title}</p>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      {lists.length === 0 && <p className="muted">{t('favourites.noLists')}</p>}
      <fieldset className="form-fieldset">
        <legend>{lists.length > 0 ? t('modal.chooseList') : t('favourites.newListHeading')}</legend>
        {lists.map((list) => {
          const has = list.favorites.some((f) => f.bibliographicRecordId === recordId);
          return (
            <label key={list.name} className="form-check">
              <input
                type="radio"
                name="list"
                value={list.name}
                checked={choice === list.name}
                onChange={() => setChoice(list.name)}
              />
              {list.tag}
              {has && <span className="muted"> ({t('modal.alreadyInList')})</span>}
            </label>
          );
        })}
        {lists.length > 0 ? (
          <label className="form-check">
            <input
              type="radio"
              name="list"
              value={NEW_LIST}
              checked={choice === NEW_LIST}
              onChange={() => setChoice(NEW_LIST)}
            />
            {t('modal.newListOption')}
          </label>
        ) : (
          <input type="hidden" name="list" value={NEW_LIST} />
        )}
        {showName && (
          <div className="form-field">
            <label htmlFor={`${id}-name`}>{t('favourites.newListName')}</label>
            {nameError && (
              <p id={`${id}-error`} className="form-field__error">
                {nameError}
              </p>
            )}
            <input
              ref={nameInput}
              id={`${id}-name`}
              name="name"
              type="text"
              maxLength={100}
              autoComplete="off"
              defaultValue=""
              onChange={() => setClientError(null)}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-error` : undefined}
            />
          </div>
        )}
      </fieldset>
      <div className="favourites-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
          {t('modal.add')}
        </button>
        {close ? (
          <button type="button" className="button button--secondary" onClick={close}>
            {t('favourites.cancel')}
          </button>
        ) : (
          <Link to={pathname} className="button button--secondary">
            {t('favourites.cancel')}
          </Link>
        )}
      </div>
    </fetcher.Form>
  );
}
