// Editorial data from the database (titles, descriptions, service and campaign texts) is written in bokmål: on a page in
// another language it says so with lang="nb" (decision 028, mixed content). Undefined on a bokmål page.
import { useLanguage } from './use-language.ts';

export function useDataLang(): 'nb' | undefined {
  return useLanguage() === 'nb' ? undefined : 'nb';
}
