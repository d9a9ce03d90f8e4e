// Modals opened from code (logout wait, favourites, opening hours, session warning): a provider, a hook and the host that renders them.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AppModalProps } from './app-modal.tsx';
import { LazyAppModal } from './lazy-app-modal.tsx';

interface ModalOptions extends Pick<
  AppModalProps,
  'title' | 'hideTitle' | 'isDismissable' | 'size' | 'role' | 'className'
> {
  /** Body; a function receives `close`. */
  content: ReactNode | ((close: () => void) => ReactNode);
  /** Called once when the modal closes, however it closes. */
  onClose?: () => void;
}

export interface ModalHandle {
  readonly id: string;
  close: () => void;
  /** Change title or content while open (e.g. show an error in a waiting modal). */
  update: (patch: Partial<ModalOptions>) => void;
}

export interface ModalApi {
  openModal: (options: ModalOptions) => ModalHandle;
  closeAllModals: () => void;
}

interface OpenModal extends ModalOptions {
  id: string;
}

const ModalContext = createContext<ModalApi | null>(null);

/**
 * Opens modals from event handlers:
 *   const { openModal } = useModal();
 *   const wait = openModal({ title: 'Vennligst vent', content: 'Du blir straks logget ut.', isDismissable: false });
 *   await signOut(); navigate('/'); wait.close();
 */
export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal() must be used inside <ModalProvider> (the shell layout provides it).');
  return api;
}

export function ModalProvider({ children }: { children: ReactNode }) {
  const [modals, setModals] = useState<readonly OpenModal[]>([]);
  // The ref is the source of truth so open/close calls in one handler see each other.
  const current = useRef<readonly OpenModal[]>([]);
  const nextId = useRef(0);

  const commit = useCallback((list: readonly OpenModal[]) => {
    current.current = list;
    setModals(list);
  }, []);

  const close = useCallback(
    (id: string) => {
      const modal = current.current.find((m) => m.id === id);
      if (!modal) return;
      commit(current.current.filter((m) => m.id !== id));
      modal.onClose?.();
    },
    [commit],
  );

  const api = useMemo<ModalApi>(
    () => ({
      openModal(options) {
        const id = `app-modal-${++nextId.current}`;
        commit([...current.current, { ...options, id }]);
        return {
          id,
          close: () => close(id),
          update: (patch) => commit(current.current.map((m) => (m.id === id ? { ...m, ...patch } : m))),
        };
      },
      closeAllModals() {
        for (const modal of [...current.current].reverse()) close(modal.id);
      },
    }),
    [close, commit],
  );

  return (
    <ModalContext.Provider value={api}>
      {children}
      {modals.map(({ id, content, onClose: _onClose, ...props }) => (
        <LazyAppModal key={id} isOpen onOpenChange={(open) => !open && close(id)} {...props}>
          {content}
        </LazyAppModal>
      ))}
    </ModalContext.Provider>
  );
}
