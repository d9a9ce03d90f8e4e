// The work page's "Varsle meg når den er ledig" form posted to its action, with or without JavaScript (docs/decisions/035).
import { isAppError } from '#core/errors.ts';
import type { Language } from '#core/i18n/languages.ts';
import { translatorFor } from '#core/i18n/translator.ts';
import { appErrorMessage } from '#server/http/errors.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { unwatchWork, watchWork } from '#server/services/notices/availability-watches.ts';
import type { WatchAnswer, WatchIntent } from './availability-watch-answer.ts';

/** `language`: the page's, for a refusal. */
export async function answerWatchForm(
  services: ServiceContext,
  language: Language,
  userId: number,
  workId: string | null,
  intent: WatchIntent,
): Promise<WatchAnswer> {
  const id = workId && /^\d{1,9}$/.test(workId) ? Number(workId) : null;
  if (id === null) return { intent, kind: 'failed', text: translatorFor(language)('catalogue:watch.failed') };
  try {
    if (intent === 'watch') await watchWork(services, userId, id);
    else await unwatchWork(services, userId, id);
    return { intent, kind: 'toggled', on: intent === 'watch' };
  } catch (err) {
    if (isAppError(err)) return { intent, kind: 'failed', text: appErrorMessage(err, language) };
    throw err;
  }
}
