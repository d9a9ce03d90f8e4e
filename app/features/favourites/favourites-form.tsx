// The favourites modal's body (SPEC §2 Favourites modal, §5, §6, §8): choose or create a list and add the work; anonymous visitors get the login prompt.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { addToList, checkListName, createList, favouritesBody, type EditableList } from '#core/favourites.ts';
import { messages } from '#core/messages.ts';
import { useToast } from '#app/components/toast/toast-provider.tsx';
import { apiFetch } from '#app/lib/api-fetch.ts';
import { saveInitialModalData } from '#app/lib/initial-modal-data.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { favouritesTexts as t } from './favourites-texts.ts';

export const FAVOURITES_PATH = '/api/authorized/cicero/favourites';

/** Saved before login and handed back after it (SPEC §2 initialModalData), so the modal reopens for the same work. */
export interface FavouritesModalData {
  modal: 'favourites';
  recordId: string;
}

export function isFavouritesModalData(value: unknown): value is FavouritesModalData {
  return typeof value === 'object' && value !== null && (value as FavouritesModalData).modal === 'favourites' && typeof (value as FavouritesModalData).recordId === 'string';
}

interface ListsResponse {
  data: (EditableList & { tag: string })[];
}

const NEW = '__new__';

export function FavouritesForm({ recordId, title, close }: { recordId: string; title: string; close: () => void }) {
  const { user } = useRootAuth();
  const location = useLocation();
  // SPEC §6: anonymous visitors see the prompt instead of the form.
  if (!user) {
    const callbackUrl = location.pathname + location.search;
    return (
      <div className="favourites-form">
        <p>{t.loginToAdd}</p>
        <a
          className="button button--primary"
          href={`/logg-inn?callbackUrl=${encodeURIComponent(callbackUrl)}`}
          onClick={() => saveInitialModalData({ modal: 'favourites', recordId } satisfies FavouritesModalData)}
        >
          {t.loginLink}
        </a>
      </div>
    );
  }
  return <ListChooser recordId={recordId} title={title} close={close} />;
}

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; lists: ListsResponse['data'] };

function ListChooser({ recordId, title, close }: { recordId: string; title: string; close: () => void }) {
  const { showToast } = useToast();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [choice, setChoice] = useState<string>(NEW);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    let live = true;
    void apiFetch<ListsResponse>(FAVOURITES_PATH).then((result) => {
      if (!live) return;
      if (!result.ok) return setLoad({ state: 'error' });
      setLoad({ state: 'ready', lists: result.data.data });
      setChoice(result.data.data[0]?.name ?? NEW);
    });
    return () => {
      live = false;
    };
  }, []);

  if (load.state === 'loading') {
    return (
      <p className="favourites-form" role="status">
        {t.loading}
      </p>
    );
  }
  if (load.state === 'error') {
    return (
      <p className="favourites-form form-error" role="alert">
        {t.fetchError}
      </p>
    );
  }
  const lists = load.lists;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    let target = choice;
    let next: EditableList[] = lists.map((l) => ({ name: l.name, favorites: l.favorites }));
    if (choice === NEW) {
      // SPEC §5: a new list needs a name ('Mangler navn').
      const verdict = checkListName(name, lists.map((l) => l.name));
      if (!verdict.ok) {
        setNameError(verdict.message);
        nameInput.current?.focus();
        return;
      }
      setNameError(null);
      target = verdict.name;
      next = createList(next, verdict.name);
    }
    // SPEC §5: adding removes any duplicate first.
    next = addToList(next, target, recordId);
    setSaving(true);
    const result = await apiFetch<ListsResponse>(FAVOURITES_PATH, { method: 'PUT', json: favouritesBody(next) });
    setSaving(false);
    if (!result.ok) {
      // SPEC §8: the favourites form shows the error message or 'En feil oppsto'.
      setFormError(result.error.message || messages.favourites.error);
      return;
    }
    const saved = result.data.data.find((l) => l.name === target);
    showToast({ text: messages.favourites.addedTo(saved?.tag ?? target), type: 'bookmarked' });
    close();
  };

  return (
    <form className="favourites-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <p className="favourites-form__work">{title}</p>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      {lists.length === 0 && <p className="muted">{t.noLists}</p>}
      <fieldset className="form-fieldset">
        <legend>{lists.length > 0 ? t.chooseList : t.newListHeading}</legend>
        {lists.map((list) => {
          const has = list.favorites.some((f) => f.bibliographicRecordId === recordId);
          return (
            <label key={list.name} className="form-check">
              <input type="radio" name="list" value={list.name} checked={choice === list.name} onChange={() => setChoice(list.name)} />
              {list.tag}
              {has && <span className="muted"> ({t.alreadyInList})</span>}
            </label>
          );
        })}
        {lists.length > 0 && (
          <label className="form-check">
            <input type="radio" name="list" value={NEW} checked={choice === NEW} onChange={() => setChoice(NEW)} />
            {t.newListOption}
          </label>
        )}
        {choice === NEW && (
          <div className="form-field">
            <label htmlFor={`${id}-name`}>{t.newListName}</label>
            {nameError && (
              <p id={`${id}-error`} className="form-field__error">
                {nameError}
              </p>
            )}
            <input
              ref={nameInput}
              id={`${id}-name`}
              type="text"
              maxLength={100}
              autoComplete="off"
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-error` : undefined}
            />
          </div>
        )}
      </fieldset>
      <div className="favourites-form__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {t.add}
        </button>
        <button type="button" className="button button--secondary" onClick={close}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
