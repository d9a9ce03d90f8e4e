// /min-side/huskeliste (SPEC §2, §3 Favourites list, §5, §8): the patron's lists — create, rename, delete with confirmation, remove a work; works without JavaScript.
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation, useSubmit } from 'react-router';
import { isAppError } from '#core/errors.ts';
import { checkListName, createList, deleteList, removeFromList, renameList } from '#core/favourites.ts';
import { editFavourites, getFavourites } from './min-side.huskeliste.server.ts';
import type { FavouriteListDto } from '#core/contracts/account.ts';
import { useModal } from '#app/components/modal/modal-host.tsx';
import { useToast } from '#app/components/toast/toast-provider.tsx';
import { listNameError } from '#app/features/favourites/list-name-error.ts';
import { useMediaTypeText } from '#app/i18n/use-vocabulary.ts';
import { Cover } from '#app/features/search/cover.tsx';
import { requestErrorMessage, requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { pageTitle } from '#app/lib/site.ts';
import { requirePersonalPage } from '#app/session.server.ts';
import type { Route } from './+types/min-side.huskeliste';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('home', 'catalogue', 'account');

/** The page's words are the lists namespace's, the media types the vocabulary's (decision 028). */
export const handle = { translated: true, i18n: ['lists', 'vocabulary'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: pageTitle(loaderData?.title) }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requirePersonalPage(context, request);
  const title = requestTranslator(request)('lists:favourites.pageTitle');
  try {
    return { title, lists: (await getFavourites(context.services, session.userId)).data, fetchError: false };
  } catch (err) {
    // SPEC §8 Favourites: generic fetch error.
    context.services.log.error({ err, correlationId: context.correlationId }, 'favourites fetch failed');
    return { title, lists: [] as FavouriteListDto[], fetchError: true };
  }
}

type Intent = 'create' | 'rename' | 'delete-ask' | 'delete' | 'remove';
export type ListsActionResult =
  | { ok: true; intent: Intent; message: string; focus: string }
  | { ok: true; intent: 'delete-ask'; list: string }
  | { ok: false; intent: Intent; list: string; fieldError?: string; formError?: string; value?: string };

const listIndex = (lists: readonly { name: string }[], name: string) => lists.findIndex((l) => l.name === name);

/** Form posts (with or without JavaScript); errors come back as data with status 200, like the other account pages. */
export async function action({ context, request }: Route.ActionArgs) {
  const session = await requirePersonalPage(context, request);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  const intent = text('intent') as Intent;
  const t = requestTranslator(request);
  const list = text('list');
  const current = (await getFavourites(context.services, session.userId)).data;
  const names = current.map((l) => l.name);
  const nameError = (verdict: Parameters<typeof listNameError>[0]) => {
    const [key, values] = listNameError(verdict);
    return t(`lists:${key}`, values);
  };
  const fail = (fields: Omit<Extract<ListsActionResult, { ok: false }>, 'ok' | 'intent'>) =>
    data<ListsActionResult>({ ok: false, intent, ...fields });
  if (intent !== 'create' && !names.includes(list)) return fail({ list, formError: t('errors:kind.not_found') });
  try {
    switch (intent) {
      case 'create': {
        const verdict = checkListName(text('name'), names);
        if (!verdict.ok) return fail({ list: '', fieldError: nameError(verdict), value: text('name') });
        const saved = await editFavourites(context.services, session.userId, (lists) =>
          createList(lists, verdict.name),
        );
        return data<ListsActionResult>({
          ok: true,
          intent,
          message: t('lists:favourites.created', { list: verdict.name }),
          focus: `list-${listIndex(saved.data, verdict.name)}`,
        });
      }
      case 'rename': {
        const verdict = checkListName(text('name'), names, list);
        if (!verdict.ok) return fail({ list, fieldError: nameError(verdict), value: text('name') });
        const saved = await editFavourites(context.services, session.userId, (lists) =>
          renameList(lists, list, verdict.name),
        );
        return data<ListsActionResult>({
          ok: true,
          intent,
          message: t('lists:favourites.renamed', { list: verdict.name }),
          focus: `list-${listIndex(saved.data, verdict.name)}`,
        });
      }
      case 'delete-ask':
        return data<ListsActionResult>({ ok: true, intent, list });
      case 'delete':
        await editFavourites(context.services, session.userId, (lists) => deleteList(lists, list));
        return data<ListsActionResult>({
          ok: true,
          intent,
          message: t('lists:favourites.deleted', { list }),
          focus: 'lists-heading',
        });
      case 'remove': {
        await editFavourites(context.services, session.userId, (lists) =>
          removeFromList(lists, list, text('recordId')),
        );
        // SPEC §8 success toast 'Fjernet fra {list}'.
        return data<ListsActionResult>({
          ok: true,
          intent,
          message: t('lists:favourites.removedFrom', { list }),
          focus: `list-${listIndex(current, list)}`,
        });
      }
      default:
        return fail({ list, formError: t('errors:kind.invalid') });
    }
  } catch (err) {
    if (isAppError(err) && err.kind === 'invalid') return fail({ list, formError: requestErrorMessage(request, err) });
    context.services.log.error({ err, correlationId: context.correlationId }, 'favourites change failed');
    return fail({ list, formError: t('lists:favourites.error') });
  }
}

export default function ListsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lists, fetchError } = loaderData;
  const { csrfToken } = useRootAuth();
  const { showToast } = useToast();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const handled = useRef<unknown>(null);
  const { t } = useTranslation('lists', { keyPrefix: 'favourites' });

  // Success: a toast (with JavaScript) and focus on what changed, since the button pressed may be gone.
  // Focus is set again when the reloaded lists arrive, because a renamed list's heading is a new element.
  useEffect(() => {
    if (!actionData?.ok || !('message' in actionData)) return;
    if (handled.current !== actionData) {
      handled.current = actionData;
      showToast({
        text: actionData.message,
        type: actionData.intent === 'remove' || actionData.intent === 'delete' ? 'info' : 'bookmarked',
      });
    }
    document.getElementById(actionData.focus)?.focus();
  }, [actionData, lists, showToast]);

  const createError = actionData && !actionData.ok && actionData.intent === 'create' ? actionData : null;
  const askDelete =
    actionData?.ok && actionData.intent === 'delete-ask' && 'list' in actionData ? actionData.list : null;

  return (
    <div className="page favourites-page">
      <h1 className="page-heading">{t('pageTitle')}</h1>
      <p className="lead">{t('pageLead')}</p>

      <section aria-labelledby="new-list-heading" className="favourites-page__new">
        <h2 id="new-list-heading">{t('newListHeading')}</h2>
        <Form
          method="post"
          noValidate
          className="favourites-inline-form"
          key={createError ? 'create-error' : `create-${lists.length}`}
        >
          <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
          <input type="hidden" name="intent" value="create" />
          <NameField
            id="new-list-name"
            label={t('newListName')}
            error={createError?.fieldError}
            defaultValue={createError?.value}
            autoFocus={Boolean(createError)}
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('createList')}
          </button>
        </Form>
      </section>

      <h2 id="lists-heading" tabIndex={-1} className="visually-hidden">
        {t('pageTitle')}
      </h2>
      {fetchError ? (
        <p className="notice" role="alert">
          {t('fetchError')}
        </p>
      ) : lists.length === 0 ? (
        <p className="favourites-page__none">{t('noLists')}</p>
      ) : (
        lists.map((list, index) => (
          <ListSection
            key={list.name}
            list={list}
            index={index}
            csrfToken={csrfToken}
            busy={busy}
            askDelete={askDelete === list.name}
            result={actionData && !actionData.ok && actionData.list === list.name ? actionData : null}
          />
        ))
      )}
    </div>
  );
}

function NameField({
  id,
  label,
  error,
  defaultValue,
  autoFocus,
}: {
  id: string;
  label: string;
  error?: string;
  defaultValue?: string;
  autoFocus?: boolean;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
      <input
        id={id}
        name="name"
        type="text"
        maxLength={100}
        autoComplete="off"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        // Focus returns to the field that needs fixing after a refused submit.
        autoFocus={autoFocus}
      />
    </div>
  );
}

interface ListSectionProps {
  list: FavouriteListDto;
  index: number;
  csrfToken: string | null;
  busy: boolean;
  askDelete: boolean;
  result: Extract<ListsActionResult, { ok: false }> | null;
}

function ListSection({ list, index, csrfToken, busy, askDelete, result }: ListSectionProps) {
  const { openModal } = useModal();
  const submit = useSubmit();
  const { t } = useTranslation('lists', { keyPrefix: 'favourites' });
  const mediaTypeText = useMediaTypeText();
  const headingId = `list-${index}`;
  const renameError = result?.intent === 'rename' ? result : null;
  const token = <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />;
  const count = list.items.length;
  const deleteText =
    count === 0 ? t('deleteConfirmEmpty', { list: list.tag }) : t('deleteConfirmText', { list: list.tag, count });

  // With JavaScript the confirmation is a dialog; without it, the server answers with the inline confirmation below.
  const confirmDelete = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    openModal({
      title: t('deleteConfirmTitle'),
      size: 'small',
      role: 'alertdialog',
      content: (close) => (
        <div className="favourites-confirm">
          <p>{deleteText}</p>
          <div className="favourites-confirm__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                close();
                void submit({ csrfToken: csrfToken ?? '', intent: 'delete', list: list.name }, { method: 'post' });
              }}
            >
              {t('confirmDelete')}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ),
    });
  };

  return (
    <section aria-labelledby={headingId} className="favourites-list">
      <div className="favourites-list__head">
        <h2 id={headingId} tabIndex={-1}>
          {list.tag}
        </h2>
        <p className="muted">{t('itemCount', { count: list.items.length })}</p>
      </div>
      {result?.formError && (
        <p className="form-error" role="alert">
          {result.formError}
        </p>
      )}
      <div className="favourites-list__tools">
        <details className="favourites-rename" open={Boolean(renameError)}>
          <summary className="button button--secondary">{t('rename')}</summary>
          <Form method="post" noValidate className="favourites-inline-form">
            {token}
            <input type="hidden" name="intent" value="rename" />
            <input type="hidden" name="list" value={list.name} />
            <NameField
              id={`rename-${index}`}
              label={t('renameLabel')}
              error={renameError?.fieldError}
              defaultValue={renameError?.value ?? list.tag}
              autoFocus={Boolean(renameError)}
            />
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('saveName')}
            </button>
          </Form>
        </details>
        <Form method="post">
          {token}
          <input type="hidden" name="intent" value="delete-ask" />
          <input type="hidden" name="list" value={list.name} />
          <button
            type="submit"
            className="button button--secondary"
            aria-label={t('deleteListNamed', { list: list.tag })}
            onClick={confirmDelete}
            disabled={busy}
          >
            {t('deleteList')}
          </button>
        </Form>
      </div>
      {askDelete && (
        <div className="notice favourites-confirm" role="alert">
          <p>{deleteText}</p>
          <Form method="post" className="favourites-confirm__actions">
            {token}
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="list" value={list.name} />
            <button type="submit" className="button button--primary">
              {t('confirmDelete')}
            </button>
            <Link to="/min-side/huskeliste" className="button button--secondary">
              {t('cancel')}
            </Link>
          </Form>
        </div>
      )}
      {list.items.length === 0 ? (
        <p className="muted">{t('emptyList')}</p>
      ) : (
        <ul className="favourites-items">
          {list.items.map((item) => (
            <li key={item.recordId} className="favourites-item">
              <Cover src={item.coverUrl} mediaType={item.mediaType || null} />
              <div className="favourites-item__text">
                <h3 className="favourites-item__title">
                  {item.workPath ? <Link to={item.workPath}>{item.mainTitle}</Link> : item.mainTitle}
                </h3>
                {item.creators && <p className="favourites-item__creators">{item.creators}</p>}
                <p className="muted">
                  {[item.mediaType && mediaTypeText(item.mediaType, item.mediaTypeLabel), item.publicationYear]
                    .filter(Boolean)
                    .join(', ')}
                </p>
              </div>
              <Form method="post" className="favourites-item__remove">
                {token}
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="list" value={list.name} />
                <input type="hidden" name="recordId" value={item.recordId} />
                <button
                  type="submit"
                  className="button button--secondary"
                  aria-label={t('removeNamed', { title: item.mainTitle, list: list.tag })}
                  disabled={busy}
                >
                  {t('remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
