// The page's language and its catalogue, inlined once in the server-rendered document and read back by the browser
// before hydration: the first paint is in the right language and no catalogue is fetched afterwards (decision 028).
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { NamespaceResources } from '#core/i18n/create-i18n.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#core/i18n/languages.ts';

const ELEMENT_ID = 'i18n-data';

/** Namespaces only the server uses (the API's validation messages, e-mail and SMS notices): not sent to browsers. */
const SERVER_ONLY_NAMESPACES = new Set(['validation', 'notices']);

interface I18nData {
  language: Language;
  resources: NamespaceResources;
}

/** JSON that cannot close its <script> element early. */
function serialize(instance: i18n): string {
  const language = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
  const all = (instance.store.data[language] ?? {}) as NamespaceResources;
  const resources = Object.fromEntries(Object.entries(all).filter(([ns]) => !SERVER_ONLY_NAMESPACES.has(ns)));
  const data: I18nData = { language, resources };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A data block, not a script: nothing runs, so the page's Content-Security-Policy needs no hash for it. */
export function I18nDataScript() {
  const { i18n: instance } = useTranslation();
  return <script id={ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serialize(instance) }} />;
}

/** In the browser, before hydration: what the server rendered with (bokmål and nothing if the block is missing). */
export function readI18nData(): I18nData {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return { language: DEFAULT_LANGUAGE, resources: {} };
  const data = JSON.parse(text) as Partial<I18nData>;
  return { language: isLanguage(data.language) ? data.language : DEFAULT_LANGUAGE, resources: data.resources ?? {} };
}
