// One i18next instance per language over the whole catalogue, for code that answers outside React:
// API errors, validation messages, bare pages, and the server render of a page.
import type { i18n, TFunction } from 'i18next';
import { CATALOGUE, NAMESPACES, type Namespace } from './catalogue.ts';
import { createI18n } from './create-i18n.ts';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

const instances = new Map<Language, i18n>();

/** The shared, read-only instance of a language (never changeLanguage() it: concurrent requests share it). */
export function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language, CATALOGUE[language]);
    // Bokmål behind nn and en, as the fallback language.
    if (language !== DEFAULT_LANGUAGE)
      for (const ns of NAMESPACES) instance.addResourceBundle(DEFAULT_LANGUAGE, ns, CATALOGUE.nb[ns]);
    instances.set(language, instance);
  }
  return instance;
}

/** A translator over every namespace: keys are 'namespace:key' ('errors:kind.not_found'), or shell keys without a prefix. */
export type CatalogueT = TFunction<['shell', ...Namespace[]]>;

/** A translator for one language: `translatorFor('en')('errors:kind.not_found')`. */
export function translatorFor(language: Language): CatalogueT {
  return i18nFor(language).getFixedT(language, ['shell', ...NAMESPACES.filter((ns) => ns !== 'shell')]) as CatalogueT;
}
