// "Reserver første ledige" on the work page (issue #20, decision 034): the patron ticks editions of the work — all of the media
// type they chose, and any others — and queues for each at once; the first copy of any of them is theirs, the rest are cancelled.
// The buttons ask for the page again with the form shown (?forste-ledige=Bok) without JavaScript; with it, a dialog opens.
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PickupBranchOption } from '#core/libraries.ts';
import { useModal } from '#app/components/modal/modal-host.tsx';
import { preloadAppModal } from '#app/components/modal/lazy-app-modal.tsx';
import { useRestoredModal } from '#app/lib/initial-modal-data.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import type { ReserveAnswer } from './reserve-answer.ts';
import { BlockedFromReserving, LoginToReserve, PickupField, ReserveFormShell } from './reserve-form.tsx';
import { stopsPatron, type StandingView } from './standing-notice.tsx';

/** The query parameter that shows the form on the page without JavaScript; its value is the media type chosen. */
export const FIRST_AVAILABLE_PARAM = 'forste-ledige';
const FORM_ID = 'forste-ledige';

/** An edition the patron may put in the group: reservable, and not one they already have. */
export interface FirstAvailableEdition {
  recordId: string;
  /** 'Bok, innbundet, 2005' */
  label: string;
  mediaType: string;
  mediaTypeLabel: string;
  /** The edition's queue before reserving, or null when a copy is on the shelf. */
  queueNote: string | null;
}

interface FormProps {
  /** The media type the patron chose: its editions are ticked to begin with. */
  mediaType: string;
  workTitle: string;
  editions: readonly FirstAvailableEdition[];
  pickupBranches: readonly PickupBranchOption[];
  standing: StandingView | null;
  close?: () => void;
  /** The page action's answer, when the form was posted without JavaScript. */
  answer?: ReserveAnswer | null;
}

interface FirstAvailableModalData {
  modal: 'firstAvailable';
  mediaType: string;
}

function isFirstAvailableModalData(data: unknown): data is FirstAvailableModalData {
  const saved = data as Partial<FirstAvailableModalData> | null;
  return saved?.modal === 'firstAvailable' && typeof saved.mediaType === 'string';
}

function FirstAvailableForm(props: FormProps) {
  const { user } = useRootAuth();
  if (!user)
    return (
      <LoginToReserve
        modalData={{ modal: 'firstAvailable', mediaType: props.mediaType } satisfies FirstAvailableModalData}
      />
    );
  if (props.standing && stopsPatron(props.standing))
    return <BlockedFromReserving title={props.workTitle} standing={props.standing} close={props.close} />;
  return <ChooseEditions {...props} />;
}

function ChooseEditions({ mediaType, workTitle, editions, pickupBranches, close, answer }: FormProps) {
  const id = useId();
  const { t } = useTranslation('catalogue');
  return (
    <ReserveFormShell
      intent="reserveFirstAvailable"
      title={workTitle}
      toast={t('reserve.reservedToast', { title: workTitle })}
      submitLabel={t('reserve.firstAvailableTitle')}
      close={close}
      pageAnswer={answer}
    >
      <input type="hidden" name="slot" value={mediaType} />
      <p>{t('reserve.firstAvailableLead')}</p>
      <fieldset className="form-fieldset">
        <legend>{t('reserve.editionsLegend')}</legend>
        {editions.map((e, i) => (
          <div key={e.recordId} className="first-available__edition">
            <div className="form-check">
              <input
                id={`${id}-${i}`}
                type="checkbox"
                name="recordId"
                value={e.recordId}
                defaultChecked={e.mediaType === mediaType}
                aria-describedby={`${id}-${i}-queue`}
              />
              <label htmlFor={`${id}-${i}`}>{e.label}</label>
            </div>
            <p id={`${id}-${i}-queue`} className="form-field__hint">
              {e.queueNote ?? t('reserve.onShelfNow')}
            </p>
          </div>
        ))}
      </fieldset>
      <PickupField pickupBranches={pickupBranches} />
    </ReserveFormShell>
  );
}

export interface FirstAvailableSlotProps extends Omit<FormProps, 'mediaType' | 'close' | 'answer'> {
  /** The media type asked for on the page (?forste-ledige=…), or answered there: the form is shown inline. */
  inline: string | null;
  answer: ReserveAnswer | null;
}

/**
 * One button per media type among the editions (shown when there are two or more); each opens the form with that media
 * type's editions ticked.
 */
export function FirstAvailableSlot({ inline, answer, ...form }: FirstAvailableSlotProps) {
  const { openModal } = useModal();
  const { pathname } = useLocation();
  const { t } = useTranslation('catalogue');
  const mediaTypes = [...new Map(form.editions.map((e) => [e.mediaType, e.mediaTypeLabel])).entries()];
  const open = useCallback(
    (mediaType: string) =>
      openModal({
        title: t('reserve.firstAvailableTitle'),
        size: 'small',
        content: (close) => <FirstAvailableForm {...form} mediaType={mediaType} close={close} />,
      }),
    [openModal, form, t],
  );
  // SPEC §2: after login the shell restores the saved modal data; the dialog reopens for the same media type.
  useRestoredModal(isFirstAvailableModalData, (data) => open((data as FirstAvailableModalData).mediaType));

  // The answer to the form posted without JavaScript stays, though the editions are the patron's now and not offered again.
  const shown = answer ? answer.recordId : inline !== null && mediaTypes.some(([m]) => m === inline) ? inline : null;
  const offered = form.editions.length >= 2;
  if (!offered && !shown) return null;
  return (
    <div className="first-available">
      {offered && (
        <>
          <p>{t('reserve.firstAvailableIntro')}</p>
          <form method="get" action={`${pathname}#${FORM_ID}`} className="first-available__buttons">
            {mediaTypes.map(([mediaType, label]) => (
              <button
                key={mediaType}
                type="submit"
                name={FIRST_AVAILABLE_PARAM}
                value={mediaType}
                className="button button--secondary"
                onClick={(event) => {
                  event.preventDefault();
                  open(mediaType);
                }}
                onPointerEnter={preloadAppModal}
                onFocus={preloadAppModal}
              >
                {t('reserve.firstAvailable', { mediaType: label.toLowerCase() })}
              </button>
            ))}
          </form>
        </>
      )}
      {shown && (
        <section id={FORM_ID} className="work-edition__form" aria-labelledby={`${FORM_ID}-heading`}>
          <h3 id={`${FORM_ID}-heading`}>{t('reserve.firstAvailableTitle')}</h3>
          <FirstAvailableForm {...form} mediaType={shown} answer={answer} />
        </section>
      )}
    </div>
  );
}
