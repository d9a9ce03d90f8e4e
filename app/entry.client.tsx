// Browser entry: the same i18next setup the server rendered with (the page's language, its inlined catalogue), then hydration.
import { startTransition, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { createI18n } from '#core/i18n/create-i18n.ts';
import { readI18nData } from '#app/i18n/i18n-data.tsx';

const { language, resources } = readI18nData();
const i18n = createI18n(language, resources);

/** Marks <html> once the page is hydrated: its scripts start with the first paint (server/http/deferred-boot.ts), and the e2e tests wait for this. */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18n}>
      <StrictMode>
        <HydratedRouter />
        <MarkHydrated />
      </StrictMode>
    </I18nextProvider>,
  );
});
