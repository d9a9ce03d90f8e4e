// The reserve button of an edition on the work page (issue #7): reserve for pickup at a branch, or request an inter-library loan when we hold no copy.
import { useCallback, useEffect } from 'react';
import type { PickupBranchOption } from '#core/libraries.ts';
import { useModal } from '#app/components/modal/modal-host.tsx';
import { preloadAppModal } from '#app/components/modal/lazy-app-modal.tsx';
import { RemoteRequestForm } from '#app/features/circulation/remote-request-form.tsx';
import { isReserveModalData, ReserveForm } from '#app/features/circulation/reserve-form.tsx';
import { reserveTexts as t } from '#app/features/circulation/reserve-texts.ts';
import type { StandingView } from '#app/features/circulation/standing-notice.tsx';
import { RESTORE_MODAL_EVENT } from '#app/lib/initial-modal-data.ts';

export interface ReserveSlotProps {
  /** The edition's record id (SPEC §3 Reservation recordId). */
  recordId: string;
  /** Names the edition for screen readers, e.g. 'Sult (bok, innbundet)'. */
  title: string;
  /** At least one copy may be reserved. */
  reservable: boolean;
  /** We hold no copy, and the rules allow asking another library (SPEC §5 remote reservation). */
  remoteRequestable: boolean;
  pickupBranches: readonly PickupBranchOption[];
  /** The logged-in patron's id, or null. */
  patronId: string | null;
  /** The edition's queue as anyone sees it before reserving, or null (issue #18). */
  queueNote?: string | null;
  /** The logged-in patron's standing, so a block is told in the dialog before they try. */
  standing?: StandingView | null;
}

export function ReserveSlot({ recordId, title, reservable, remoteRequestable, pickupBranches, patronId, queueNote = null, standing = null }: ReserveSlotProps) {
  const { openModal } = useModal();
  const openReserve = useCallback(() => {
    openModal({ title: t.modalTitle, size: 'small', content: (close) => <ReserveForm recordId={recordId} title={title} pickupBranches={pickupBranches} close={close} queueNote={queueNote} standing={standing} /> });
  }, [openModal, recordId, title, pickupBranches, queueNote, standing]);
  const openRemote = useCallback(() => {
    openModal({ title: t.remoteRequest, size: 'small', content: (close) => <RemoteRequestForm recordId={recordId} title={title} patronId={patronId} close={close} /> });
  }, [openModal, recordId, title, patronId]);

  // SPEC §2: after login the shell restores the saved modal data; this edition's dialog reopens.
  useEffect(() => {
    const onRestore = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (isReserveModalData(detail) && detail.recordId === recordId) openReserve();
    };
    window.addEventListener(RESTORE_MODAL_EVENT, onRestore);
    return () => window.removeEventListener(RESTORE_MODAL_EVENT, onRestore);
  }, [openReserve, recordId]);

  if (reservable) {
    return (
      <button type="button" className="button button--primary reserve-button" aria-label={t.reserveNamed(title)} onClick={openReserve} onPointerEnter={preloadAppModal} onFocus={preloadAppModal}>
        {t.reserve}
      </button>
    );
  }
  if (remoteRequestable) {
    return (
      <button type="button" className="button button--secondary reserve-button" aria-label={t.remoteRequestNamed(title)} onClick={openRemote} onPointerEnter={preloadAppModal} onFocus={preloadAppModal}>
        {t.remoteRequest}
      </button>
    );
  }
  return null;
}
