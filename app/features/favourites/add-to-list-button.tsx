// 'Legg til i liste' on a work page: opens the favourites modal (SPEC §2 Shell: Favourites modal; §4 Modals), and reopens it after a login that started there.
import { useCallback, useEffect } from 'react';
import { useModal } from '#app/components/modal/modal-host.tsx';
import { preloadAppModal } from '#app/components/modal/lazy-app-modal.tsx';
import { Icon } from '#app/components/icon.tsx';
import { RESTORE_MODAL_EVENT } from '#app/lib/initial-modal-data.ts';
import { FavouritesForm, isFavouritesModalData } from './favourites-form.tsx';
import { favouritesTexts as t } from './favourites-texts.ts';

export interface AddToListButtonProps {
  /** The edition's record id (SPEC §3 bibliographicRecordId). */
  recordId: string;
  /** Names the edition, e.g. 'Sult (bok, innbundet)'. */
  title: string;
}

export function AddToListButton({ recordId, title }: AddToListButtonProps) {
  const { openModal } = useModal();
  const open = useCallback(() => {
    openModal({ title: t.modalTitle, size: 'small', content: (close) => <FavouritesForm recordId={recordId} title={title} close={close} /> });
  }, [openModal, recordId, title]);

  // SPEC §2: after login the shell restores the saved modal data; the button of that edition reopens its modal.
  useEffect(() => {
    const onRestore = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (isFavouritesModalData(detail) && detail.recordId === recordId) open();
    };
    window.addEventListener(RESTORE_MODAL_EVENT, onRestore);
    return () => window.removeEventListener(RESTORE_MODAL_EVENT, onRestore);
  }, [open, recordId]);

  return (
    <button type="button" className="button button--secondary favourites-add" aria-label={t.addToListNamed(title)} onClick={open} onPointerEnter={preloadAppModal} onFocus={preloadAppModal}>
      <Icon name="bookmark" size={18} />
      {t.addToList}
    </button>
  );
}
