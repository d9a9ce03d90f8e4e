// The page's language and the namespaces its routes need (app/i18n/page-namespaces.ts), inlined once in the
// server-rendered document and read back by the browser before hydration: the first paint is in the right language
// and nothing is fetched for it. Namespaces a later client-side navigation needs are loaded then (client-i18n.ts).
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { Namespace } from '#core/i18n/catalogue.ts';
import type { NamespaceResources } from '#core/i18n/create-i18n.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#core/i18n/languages.ts';
import { pageNamespaces } from './page-namespaces.ts';

const ELEMENT_ID = 'i18n-data';

/** Namespaces only the server uses (the API's validation messages, e-mail and SMS notices, the test bank's page): never sent to browsers. */
const SERVER_ONLY_NAMESPACES: ReadonlySet<string> = new Set(['validation', 'notices', 'terminal']);

interface I18nData {
  language: Language;
  resources: NamespaceResources;
}

/** JSON that cannot close its <script> element early. */
function serialize(instance: i18n, namespaces: readonly string[]): string {
  const language = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
  const all = (instance.store.data[language] ?? {}) as NamespaceResources;
  const resources: NamespaceResources = {};
  for (const ns of namespaces) if (all[ns] && !SERVER_ONLY_NAMESPACES.has(ns)) resources[ns] = all[ns];
  const data: I18nData = { language, resources };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A data block, not a script: nothing runs, so the page's Content-Security-Policy needs no hash for it. */
export function I18nDataScript() {
  const { i18n: instance } = useTranslation();
  // The routes' handles, and whatever a shared component used beyond them (react-i18next reports each useTranslation;
  // this element renders after the page, so on the server the list is complete): no component waits for a chunk.
  const used = instance.reportNamespaces?.getUsedNamespaces() ?? [];
  const namespaces = [...new Set([...pageNamespaces(useMatches()), ...used])];
  return (
    <script
      id={ELEMENT_ID}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: serialize(instance, namespaces) }}
    />
  );
}

/** In the browser, before hydration: what the server rendered with (bokmål and nothing if the block is missing). */
export function readI18nData(): I18nData {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return { language: DEFAULT_LANGUAGE, resources: {} };
  const data = JSON.parse(text) as Partial<I18nData>;
  return { language: isLanguage(data.language) ? data.language : DEFAULT_LANGUAGE, resources: data.resources ?? {} };
}

/**
 * The namespaces of the page being rendered, ready before it shows: on a client-side navigation to a route that lists
 * one the browser has not loaded, this suspends; the navigation is a React transition, so the previous page stays
 * until the namespace's chunk is in (no keys, no bokmål flash). On the server and on the first load all are there.
 */
export function usePageNamespacesReady(): void {
  // Handles name namespaces as strings; a misspelt one would load nothing and show keys (the e2e specs catch that).
  useTranslation(pageNamespaces(useMatches()) as Namespace[]);
}
