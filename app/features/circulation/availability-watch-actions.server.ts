// The work page's "Varsle meg når den er ledig" form posted to its action, with or without JavaScript (docs/decisions/035).
import { isAppError } from '#core/errors.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { unwatchWork, watchWork } from '#server/services/notices/availability-watches.ts';
import { watchFailed, type WatchAnswer, type WatchIntent } from './availability-watch-answer.ts';

export async function answerWatchForm(services: ServiceContext, userId: number, workId: string | null, intent: WatchIntent): Promise<WatchAnswer> {
  const id = workId && /^\d{1,9}$/.test(workId) ? Number(workId) : null;
  if (id === null) return { intent, kind: 'failed', text: watchFailed };
  try {
    if (intent === 'watch') await watchWork(services, userId, id);
    else await unwatchWork(services, userId, id);
    return { intent, kind: 'toggled', on: intent === 'watch' };
  } catch (err) {
    if (isAppError(err)) return { intent, kind: 'failed', text: err.message };
    throw err;
  }
}
