// The browser's i18next instance (decision 028): the page's inlined namespaces, and each other namespace of the page's
// language as its own small chunk (core/locales/<language>/<namespace>.json), imported when a navigation needs it.
import type { i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { setI18n } from 'react-i18next';
import { createI18n } from '#core/i18n/create-i18n.ts';
import { readI18nData } from './i18n-data.tsx';

/** One lazy chunk per language and namespace; the server-only namespaces (validation, notices, terminal) are left out. */
const CHUNKS = import.meta.glob<Record<string, unknown>>(
  [
    '../../core/locales/*/*.json',
    '!../../core/locales/*/validation.json',
    '!../../core/locales/*/notices.json',
    '!../../core/locales/*/terminal.json',
  ],
  { import: 'default' },
);

async function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = CHUNKS[`../../core/locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No catalogue chunk for ${language}/${namespace}`);
  return load();
}

/** The page's instance; also react-i18next's own, so code outside components words its texts with it (browser-text.ts). */
export function createClientI18n(): i18n {
  const { language, resources } = readI18nData();
  const instance = createI18n(language, resources, resourcesToBackend(loadNamespace));
  setI18n(instance);
  return instance;
}
