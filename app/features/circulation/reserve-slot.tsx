// The reserve button of an edition on the work page (issue #7): reserve for pickup at a branch, or request an inter-library loan when we hold no copy.
// Without JavaScript the button asks for the page again with the form shown at the edition (?reserver=…); with it, the click opens the dialog.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PickupBranchOption } from '#core/libraries.ts';
import { useModal } from '#app/components/modal/modal-host.tsx';
import { preloadAppModal } from '#app/components/modal/lazy-app-modal.tsx';
import { useRestoredModal } from '#app/lib/initial-modal-data.ts';
import { RemoteRequestForm } from './remote-request-form.tsx';
import { isReserveModalData, ReserveForm } from './reserve-form.tsx';
import type { StandingView } from './standing-notice.tsx';

/** The query parameter that shows an edition's reserve (or inter-library) form on the work page without JavaScript. */
export const RESERVE_PARAM = 'reserver';
/** Where that form is on the page. */
export const reserveFormId = (recordId: string) => `reserve-${recordId.replace(/[^\w-]/g, '-')}`;

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

export function ReserveSlot({
  recordId,
  title,
  reservable,
  remoteRequestable,
  pickupBranches,
  patronId,
  queueNote = null,
  standing = null,
}: ReserveSlotProps) {
  const { openModal } = useModal();
  const { pathname } = useLocation();
  const { t } = useTranslation('catalogue');
  const openReserve = useCallback(() => {
    openModal({
      title: t('reserve.reserve'),
      size: 'small',
      content: (close) => (
        <ReserveForm
          recordId={recordId}
          title={title}
          pickupBranches={pickupBranches}
          close={close}
          queueNote={queueNote}
          standing={standing}
        />
      ),
    });
  }, [openModal, recordId, title, pickupBranches, queueNote, standing, t]);
  const openRemote = useCallback(() => {
    openModal({
      title: t('reserve.remoteRequest'),
      size: 'small',
      content: (close) => <RemoteRequestForm recordId={recordId} title={title} patronId={patronId} close={close} />,
    });
  }, [openModal, recordId, title, patronId, t]);

  // SPEC §2: after login the shell restores the saved modal data; this edition's dialog reopens.
  useRestoredModal((data) => isReserveModalData(data) && data.recordId === recordId, openReserve);

  if (!reservable && !remoteRequestable) return null;
  const open = reservable ? openReserve : openRemote;
  return (
    // A GET form, so the button is a button either way; the page it asks for shows the form at this edition.
    <form method="get" action={`${pathname}#${reserveFormId(recordId)}`} className="reserve-button-form">
      <button
        type="submit"
        name={RESERVE_PARAM}
        value={recordId}
        className={`button ${reservable ? 'button--primary' : 'button--secondary'} reserve-button`}
        aria-label={reservable ? t('reserve.reserveNamed', { title }) : t('reserve.remoteRequestNamed', { title })}
        onClick={(event) => {
          event.preventDefault();
          open();
        }}
        onPointerEnter={preloadAppModal}
        onFocus={preloadAppModal}
      >
        {reservable ? t('reserve.reserve') : t('reserve.remoteRequest')}
      </button>
    </form>
  );
}
