// Creating an i18next instance, shared by the server (every language) and the browser (only the page's language):
// kept apart from catalogue.ts so browser bundles never carry the other languages.
import i18next, { type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

/** Texts of one language by namespace, as the catalogue files hold them. */
export type NamespaceResources = Record<string, Record<string, unknown>>;

/** An initialised instance for one language; synchronous, since the resources are here already. */
export function createI18n(language: Language, resources: NamespaceResources): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    // A key missing in nn or en falls back to bokmål rather than showing the key (catalogue.test.ts keeps them complete).
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [language]: resources },
    ns: Object.keys(resources),
    defaultNS: 'shell',
    // React, our bare pages and JSON escape what they show; i18next escaping would double it.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
