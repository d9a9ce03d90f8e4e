// Gives focus back to the control that opened a modal when the modal goes away, also when it closes outside a user event.
//
// react-aria restores focus itself, one animation frame after the dialog unmounts. But the page behind a modal is made
// `inert`, and react-aria lifts that in a passive effect: when the modal closes after an awaited call (the session
// warning's 'Ja' waits for the refresh) React runs that effect later than the frame, the restore hits an inert
// element and focus falls to <body>, where Tab starts over and screen readers lose their place. The same race is
// reported for react-aria's modal popovers (adobe/react-spectrum#10610, open); drop this when react-aria fixes it.
import { useEffect, useState } from 'react';

/** Rendered inside the dialog, so it mounts when the modal opens and unmounts when it closes. */
export function ReturnFocus() {
  // Read while rendering: the dialog has not taken focus yet, so this is the control that opened it.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(
    () => () => {
      // A microtask runs after React's whole passive-effect flush, so the page is no longer inert.
      queueMicrotask(() => {
        const active = document.activeElement;
        const lost = active === null || active === document.body;
        if (lost && opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
      });
    },
    [opener],
  );
  return null;
}
