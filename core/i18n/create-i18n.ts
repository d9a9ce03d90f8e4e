// Creating an i18next instance, shared by the server (every language) and the browser (the page's language, its
// inlined namespaces, and a backend for the rest): kept apart from catalogue.ts so browser bundles never carry it.
import i18next, { type BackendModule, type i18n } from 'i18next';
import { formatDate } from '../dates.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';

/** Texts of one language by namespace, as the catalogue files hold them. */
export type NamespaceResources = Record<string, Record<string, unknown>>;

/**
 * An initialised instance for one language; synchronous, since the resources are here already. With a `backend`
 * (the browser), a namespace not among `resources` is loaded from it when a page asks for it (decision 028).
 */
export function createI18n(language: Language, resources: NamespaceResources, backend?: BackendModule): i18n {
  const instance = i18next.createInstance();
  if (backend) instance.use(backend);
  void instance.init({
    lng: language,
    // On the server a key missing in nn or en falls back to bokmål rather than showing the key (catalogue.test.ts
    // keeps them complete). The browser has no fallback: it would fetch bokmål's namespaces for an English page.
    fallbackLng: backend ? false : DEFAULT_LANGUAGE,
    resources: { [language]: resources },
    // With a backend: the inlined namespaces are used as they are, the others are loaded on demand.
    partialBundledLanguages: Boolean(backend),
    ns: Object.keys(resources),
    defaultNS: 'shell',
    // React, our bare pages and JSON escape what they show; i18next escaping would double it.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  // '{{last, date}}': a date in the reader's language (formatDate: 'dd.MM.yyyy' in bokmål and nynorsk, 'dd/MM/yyyy' in
  // English), so a text's params carry the date itself ('2027-11-27') rather than a date worded in bokmål.
  instance.services.formatter?.add('date', (value: string, lng: string | undefined) =>
    formatDate(value, isLanguage(lng) ? lng : DEFAULT_LANGUAGE),
  );
  return instance;
}
