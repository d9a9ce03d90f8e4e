// Browser entry: the same i18next setup the server rendered with (the page's language, its inlined namespaces) and
// Oslo's clock changes as the server sent them, then hydration in a task of its own.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { createClientI18n } from '#app/i18n/client-i18n.ts';
import { readOsloOffsets } from '#app/lib/oslo-offsets.tsx';
import { setKnownOsloOffsets } from '#core/oslo-time.ts';

/**
 * Resolves in a new task (a message, as React's scheduler yields; timers would wait ~1 s in a background tab and
 * never fire under a test's fake clock), so a tap or key between the two is answered first.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

// The page's dates then need no Intl: its first use sets up ICU, 25–40 ms even on a laptop (decision 040).
setKnownOsloOffsets(readOsloOffsets());
// Evaluating the page's modules, setting up i18next and starting hydration were one long task on a phone (issue #18):
// each is a task of its own, and React's render is sliced from there on.
await nextTask();
const i18n = createClientI18n();
await nextTask();

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18n}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nextProvider>,
  );
});
