// Open/close logic of the header dropdowns (one open at a time, hover intent with a close guard), free of React and the DOM.
import { DROPDOWN_CLOSE_GUARD_MS } from '#core/constants.ts';

export interface GuardTimers {
  set: (callback: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const realTimers: GuardTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface DropdownControllerOptions {
  /** Called whenever the open dropdown changes (null: all closed). */
  onChange: (openId: string | null) => void;
  /** Delay before a pointer leaving closes (or moving over another trigger switches). SPEC §9: 200 ms. */
  guardMs?: number;
  timers?: GuardTimers;
}

export interface DropdownController {
  readonly openId: string | null;
  /** Click, Enter or Space on a trigger. */
  toggle(id: string): void;
  open(id: string): void;
  /** Close now: Escape, click outside, focus leaving, a link followed. Without id: whatever is open. */
  close(id?: string): void;
  /** A mouse pointer entered a dropdown (trigger or panel). */
  pointerEnter(id: string): void;
  /** A mouse pointer left a dropdown. */
  pointerLeave(id: string): void;
  /** Clears a pending timer (unmount). */
  dispose(): void;
}

/**
 * The pointer may leave the open dropdown for up to `guardMs` (a diagonal move from the trigger
 * to a link, or across a neighbouring trigger) without closing it. Hovering another trigger while
 * one is open switches only after the same guard, so passing over it does not steal the panel.
 */
export function createDropdownController({
  onChange,
  guardMs = DROPDOWN_CLOSE_GUARD_MS,
  timers = realTimers,
}: DropdownControllerOptions): DropdownController {
  let openId: string | null = null;
  let openedByHover = false;
  let pending: unknown = null;

  const cancel = () => {
    if (pending !== null) {
      timers.clear(pending);
      pending = null;
    }
  };
  const setOpen = (id: string | null, byHover = false) => {
    cancel();
    openedByHover = id !== null && byHover;
    if (openId === id) return;
    openId = id;
    onChange(id);
  };
  const later = (action: () => void) => {
    cancel();
    pending = timers.set(() => {
      pending = null;
      action();
    }, guardMs);
  };

  return {
    get openId() {
      return openId;
    },
    toggle(id) {
      // A click right after hover opened the panel means "keep it open", not "close it again".
      if (openId === id && openedByHover) {
        cancel();
        openedByHover = false;
        return;
      }
      setOpen(openId === id ? null : id);
    },
    open(id) {
      setOpen(id);
    },
    close(id) {
      if (id === undefined || openId === id) setOpen(null);
    },
    pointerEnter(id) {
      if (openId === id) cancel();
      else if (openId === null) setOpen(id, true);
      else later(() => setOpen(id, true));
    },
    pointerLeave() {
      if (openId === null) cancel();
      else later(() => setOpen(null));
    },
    dispose() {
      cancel();
    },
  };
}
