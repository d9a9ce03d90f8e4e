// Browser entry: the same i18next setup the server rendered with (the page's language, its inlined catalogue), then hydration.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { createI18n } from '#core/i18n/create-i18n.ts';
import { readI18nData } from '#app/i18n/i18n-data.tsx';

const { language, resources } = readI18nData();
const i18n = createI18n(language, resources);

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
