// Notification toasts as plain data (SPEC §3 Notification, §4 Notification toast): options, defaults and list updates.
import { NOTIFICATION_DEFAULT_MS } from '#core/constants.ts';

type ToastType = 'info' | 'success' | 'error' | 'bookmarked';
type ToastIcon = 'info' | 'check' | 'error' | 'bookmark' | 'heart';

export interface ToastOptions {
  text: string;
  icon?: ToastIcon;
  /** 'bookmarked' is the spec's type for list additions; it shows a bookmark icon. */
  type?: ToastType;
  /** Show as a modal dialog (with modalTitle) instead of a toast. */
  isModal?: boolean;
  modalTitle?: string;
  /** Shows a close button. Default true. */
  dismissable?: boolean;
  /** Auto-hide after this many ms; 0 keeps it. Default 5000 (modal notifications default to 0). */
  durationMs?: number;
}

export interface Toast {
  id: string;
  text: string;
  icon: ToastIcon;
  type: ToastType;
  isModal: boolean;
  modalTitle: string | null;
  dismissable: boolean;
  durationMs: number;
}

/** At most this many toasts are kept; older ones give way. */
const MAX_TOASTS = 3;

const DEFAULT_ICONS: Record<ToastType, ToastIcon> = {
  info: 'info',
  success: 'check',
  error: 'error',
  bookmarked: 'bookmark',
};

/** Fills in defaults. A modal notification stays until closed unless a duration is given (WCAG 2.2.1). */
export function normalizeToast(options: ToastOptions, id: string): Toast {
  const type = options.type ?? 'info';
  const isModal = options.isModal ?? false;
  const durationMs = options.durationMs ?? (isModal ? 0 : NOTIFICATION_DEFAULT_MS);
  return {
    id,
    text: options.text,
    icon: options.icon ?? DEFAULT_ICONS[type],
    type,
    isModal,
    modalTitle: options.modalTitle ?? null,
    // A toast that never hides must be closable, or it could never go away.
    dismissable: options.dismissable ?? true,
    durationMs: Number.isFinite(durationMs) && durationMs > 0 ? durationMs : 0,
  };
}

/** Adds a toast; an identical text already showing is replaced rather than repeated. */
export function addToast(list: readonly Toast[], toast: Toast, max = MAX_TOASTS): Toast[] {
  const rest = list.filter((t) => !(t.text === toast.text && t.isModal === toast.isModal));
  return [...rest, toast].slice(-max);
}

export function removeToast(list: readonly Toast[], id: string): Toast[] {
  return list.filter((t) => t.id !== id);
}

/** Whether a toast needs a close button: asked for, or it would otherwise stay forever. */
export function needsCloseButton(toast: Toast): boolean {
  return toast.dismissable || toast.durationMs === 0;
}
