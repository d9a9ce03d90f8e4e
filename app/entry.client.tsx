// Browser entry: the same i18next setup the server rendered with (the page's language, its inlined namespaces), then hydration.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { createClientI18n } from '#app/i18n/client-i18n.ts';

const i18n = createClientI18n();

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
