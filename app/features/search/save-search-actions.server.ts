// The /sok page's "Lagre søket" form posted to its action, with or without JavaScript (docs/decisions/036).
import { isAppError } from '#core/errors.ts';
import type { Language } from '#core/i18n/languages.ts';
import { appErrorMessage } from '#server/http/errors.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { deleteSavedSearch, findSavedSearch, saveSearch } from '#server/services/notices/saved-searches.ts';
import type { SaveSearchAnswer, SaveSearchIntent } from './save-search-answer.ts';

/** Saves or stops the search of this page (its query and the filters in its address); a refusal in the page's `language`. */
export async function answerSaveSearchForm(
  services: ServiceContext,
  language: Language,
  userId: number,
  query: string,
  search: URLSearchParams,
  intent: SaveSearchIntent,
): Promise<SaveSearchAnswer> {
  try {
    if (intent === 'saveSearch') await saveSearch(services, userId, query, search);
    else {
      const saved = await findSavedSearch(services, userId, query, search);
      if (saved) await deleteSavedSearch(services, userId, saved.id);
    }
    return { intent, kind: 'toggled', on: intent === 'saveSearch' };
  } catch (err) {
    if (isAppError(err)) return { intent, kind: 'failed', text: appErrorMessage(err, language) };
    throw err;
  }
}
