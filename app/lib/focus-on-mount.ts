// Moves keyboard focus to an element when it first appears: used where the control that had focus is replaced
// (a dialog's form by its answer), so focus is not dropped to <body>, where Escape and Tab no longer reach the dialog.
import { useEffect, useRef } from 'react';

/** `const ref = useFocusOnMount<HTMLParagraphElement>(); <p ref={ref} tabIndex={-1}>…</p>` */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
