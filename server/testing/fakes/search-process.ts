// In-memory fake of the search-process port: answers in this process, on the context it is given, what the machine's
// search process would (through JSON, as over its socket); a test switches it off or makes it fail to answer.
import { AppError, appErrorData, appErrorFromData } from '#core/errors.ts';
import { SearchProcessUnavailable, type SearchMethod, type SearchProcess } from '#server/ports/search.ts';
import { answerSearch } from '#server/services/catalogue/search-methods.ts';
import type { ServiceContext } from '#server/services/context.ts';

export interface FakeSearchProcess extends SearchProcess {
  /** Every search asked of it, in order. */
  readonly calls: SearchMethod[];
  /** false: it holds no index (starting, or gone), so searches are not sent to it. */
  setAnswering(on: boolean): void;
  /** A message: the next searches fail as a stuck or ended process's do (null: it answers again). */
  failWith(message: string | null): void;
}

export function createFakeSearchProcess(ctx: ServiceContext): FakeSearchProcess {
  const calls: SearchMethod[] = [];
  let answering = true;
  let failure: string | null = null;
  return {
    calls,
    setAnswering(on) {
      answering = on;
    },
    failWith(message) {
      failure = message;
    },
    answers: () => answering,
    async call(method, input) {
      calls.push(method);
      if (failure !== null) throw new SearchProcessUnavailable(failure);
      try {
        return JSON.parse(JSON.stringify(await answerSearch(ctx, method, JSON.parse(JSON.stringify(input)))));
      } catch (error) {
        // Over the socket only a refusal's data comes back (kind, code, message, params).
        if (error instanceof AppError) throw appErrorFromData(appErrorData(error));
        throw new SearchProcessUnavailable(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
