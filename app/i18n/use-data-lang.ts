// Editorial data from the database (titles, descriptions, service and campaign texts) is written in bokmål: on a page in
// another language it says so with lang="nb" (decision 028, mixed content). Undefined on a bokmål page.
import { useLanguage } from './use-language.ts';

export function useDataLang(): 'nb' | undefined {
  return useLanguage() === 'nb' ? undefined : 'nb';
}

/**
 * The page's language on a translated text that sits inside bokmål data (an editorial page's body) or on a component
 * shared with pages not translated yet (their <main> says lang="nb"). Undefined on a bokmål page.
 */
export function usePageLang(): 'nn' | 'en' | undefined {
  const language = useLanguage();
  return language === 'nb' ? undefined : language;
}
