// The one modal dialog of the portal, on react-aria-components: focus trapped and restored, page scroll frozen (SPEC §4 Modals).
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Button, Dialog, Heading, I18nProvider, Modal, ModalOverlay } from 'react-aria-components';
import { Icon } from '#app/components/icon.tsx';
import { ReturnFocus } from './return-focus.tsx';

export type ModalSize = 'small' | 'medium' | 'large';

export interface AppModalProps {
  isOpen: boolean;
  /** Called with false when the user closes the modal (close button, Escape, click outside). */
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's heading (an h2) and accessible name. */
  title: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  /** Body; a function receives `close`. */
  children?: ReactNode | ((close: () => void) => ReactNode);
  /**
   * Default true. False: no close button, Escape and outside clicks are ignored
   * (e.g. the logout modal 'Vennligst vent', SPEC §2 Logout). The caller must close it.
   */
  isDismissable?: boolean;
  size?: ModalSize;
  /** 'center' (default) or 'side': a panel sliding in from the right (the mobile menu). */
  placement?: 'center' | 'side';
  /** alertdialog for urgent questions such as the session warning. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

export function AppModal({
  isOpen,
  onOpenChange,
  title,
  hideTitle = false,
  children,
  isDismissable = true,
  size = 'medium',
  placement = 'center',
  role = 'dialog',
  className,
}: AppModalProps) {
  const { t, i18n } = useTranslation();
  return (
    // react-aria's own hidden texts (e.g. the screen-reader 'dismiss' button) in the page's language; react-aria has
    // no nynorsk, so nynorsk pages get its bokmål.
    <I18nProvider locale={i18n.language === 'en' ? 'en-GB' : 'nb-NO'}>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable={isDismissable}
        isKeyboardDismissDisabled={!isDismissable}
        className={`modal-overlay modal-overlay--${placement}`}
      >
        <Modal className={['modal', `modal--${placement}`, `modal--${size}`, className].filter(Boolean).join(' ')}>
          <Dialog className="modal__dialog" role={role}>
            {({ close }) => (
              <>
                <ReturnFocus />
                <div className={hideTitle ? 'modal__header modal__header--bare' : 'modal__header'}>
                  <Heading slot="title" className={hideTitle ? 'visually-hidden' : 'modal__title'}>
                    {title}
                  </Heading>
                  {isDismissable && (
                    <Button className="icon-button modal__close" aria-label={t('modal.close')} onPress={close}>
                      <Icon name="close" />
                    </Button>
                  )}
                </div>
                <div className="modal__body">{typeof children === 'function' ? children(close) : children}</div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </I18nProvider>
  );
}
