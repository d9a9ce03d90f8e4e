// Notification toasts (SPEC §3 Notification, §4): <ToastProvider> renders the live region, useToast() shows messages.
import { useTranslation } from 'react-i18next';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LazyAppModal } from '#app/components/modal/lazy-app-modal.tsx';
import { Icon } from '#app/components/icon.tsx';
import {
  addToast,
  needsCloseButton,
  normalizeToast,
  removeToast,
  type Toast,
  type ToastOptions,
} from './toast-state.ts';

export interface ToastApi {
  /** Shows a notification and returns its id. Auto-hides after 5000 ms unless durationMs says otherwise (0 keeps it). */
  showToast: (options: ToastOptions) => string;
  hideToast: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** `const { showToast } = useToast(); showToast({ text: 'OK, forlenget', type: 'success' });` */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider> (the shell layout provides it).');
  return api;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const hideToast = useCallback((id: string) => setToasts((list) => removeToast(list, id)), []);
  const api = useMemo<ToastApi>(
    () => ({
      showToast(options) {
        const id = `toast-${++nextId.current}`;
        setToasts((list) => addToast(list, normalizeToast(options, id)));
        return id;
      },
      hideToast,
    }),
    [hideToast],
  );

  const inline = toasts.filter((t) => !t.isModal);
  const modal = toasts.find((t) => t.isModal);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Always in the page, even empty, so screen readers pick up what is added later.
          data-react-aria-top-layer keeps it readable while a react-aria modal hides the rest of the page. */}
      <div
        className="toast-region"
        role="status"
        aria-live="polite"
        aria-label={t('toast.region')}
        data-react-aria-top-layer="true"
      >
        {inline.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onHide={hideToast} />
        ))}
      </div>
      {modal && <ModalToast key={modal.id} toast={modal} onHide={hideToast} />}
    </ToastContext.Provider>
  );
}

/** Hides after `durationMs` (0: never); the clock pauses while `paused` (pointer or focus on the toast). */
function useAutoHide(durationMs: number, onHide: () => void, paused = false) {
  const remaining = useRef(durationMs);
  const hide = useRef(onHide);
  hide.current = onHide;
  useEffect(() => {
    if (durationMs <= 0 || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => hide.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      // Leave a moment to finish reading after the pointer or focus moves away.
      remaining.current = Math.max(1500, remaining.current - (Date.now() - started));
    };
  }, [durationMs, paused]);
}

function ToastItem({ toast, onHide }: { toast: Toast; onHide: (id: string) => void }) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useAutoHide(toast.durationMs, () => onHide(toast.id), hovered || focused);
  return (
    <div
      className={`toast toast--${toast.type}`}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <span className="toast__icon">
        <Icon name={toast.icon} />
      </span>
      <p className="toast__text">{toast.text}</p>
      {needsCloseButton(toast) && (
        <button
          type="button"
          className="icon-button toast__close"
          aria-label={t('toast.close')}
          onClick={() => onHide(toast.id)}
        >
          <Icon name="close" size={18} />
        </button>
      )}
    </div>
  );
}

function ModalToast({ toast, onHide }: { toast: Toast; onHide: (id: string) => void }) {
  useAutoHide(toast.durationMs, () => onHide(toast.id));
  return (
    <LazyAppModal
      isOpen
      onOpenChange={(open) => !open && onHide(toast.id)}
      title={toast.modalTitle ?? toast.text}
      hideTitle={toast.modalTitle === null}
      isDismissable={needsCloseButton(toast)}
      size="small"
    >
      <div className={`modal-notice modal-notice--${toast.type}`}>
        <span className="modal-notice__icon">
          <Icon name={toast.icon} size={28} />
        </span>
        <p>{toast.text}</p>
      </div>
    </LazyAppModal>
  );
}
