// 'Legg til i liste' on a work page: opens the favourites modal (SPEC §2 Shell: Favourites modal; §4 Modals), and reopens it after a login that started there.
// Without JavaScript the button asks for the page again with the form shown at the edition (?liste=…).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useModal } from '#app/components/modal/modal-host.tsx';
import { preloadAppModal } from '#app/components/modal/lazy-app-modal.tsx';
import { Icon } from '#app/components/icon.tsx';
import { useRestoredModal } from '#app/lib/initial-modal-data.ts';
import { FavouritesForm, isFavouritesModalData } from './favourites-form.tsx';

/** The query parameter that shows an edition's list form on the work page without JavaScript. */
export const LIST_PARAM = 'liste';
/** Where that form is on the page. */
export const listFormId = (recordId: string) => `liste-${recordId.replace(/[^\w-]/g, '-')}`;

export interface AddToListButtonProps {
  /** The edition's record id (SPEC §3 bibliographicRecordId). */
  recordId: string;
  /** Names the edition, e.g. 'Sult (bok, innbundet)'. */
  title: string;
}

export function AddToListButton({ recordId, title }: AddToListButtonProps) {
  const { openModal } = useModal();
  const { pathname } = useLocation();
  const { t } = useTranslation('lists', { keyPrefix: 'modal' });
  const open = useCallback(() => {
    openModal({
      title: t('title'),
      size: 'small',
      content: (close) => <FavouritesForm recordId={recordId} title={title} close={close} />,
    });
  }, [openModal, recordId, title, t]);

  // SPEC §2: after login the shell restores the saved modal data; the button of that edition reopens its modal.
  useRestoredModal((data) => isFavouritesModalData(data) && data.recordId === recordId, open);

  return (
    // A GET form, so the button is a button either way; the page it asks for shows the form at this edition.
    <form method="get" action={`${pathname}#${listFormId(recordId)}`} className="favourites-add-form">
      <button
        type="submit"
        name={LIST_PARAM}
        value={recordId}
        className="button button--secondary favourites-add"
        aria-label={t('addToListNamed', { title })}
        onClick={(event) => {
          event.preventDefault();
          open();
        }}
        onPointerEnter={preloadAppModal}
        onFocus={preloadAppModal}
      >
        <Icon name="bookmark" size={18} />
        {t('addToList')}
      </button>
    </form>
  );
}
