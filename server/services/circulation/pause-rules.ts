// The pause rules of core/circulation.ts as refusals: every library-system adapter and the reservation services
// throw the same AppError, worded from the catalogue (decision 028).
import { pauseRefusal, plannedPauseRefusal, type PlannedPause } from '#core/circulation.ts';
import { codedError } from '#server/services/coded-error.ts';

/** @throws AppError invalid 'activation_in_past' | 'pause_too_long' (core/circulation.ts pauseRefusal) */
export function assertPausable(today: string, until: string): void {
  const refusal = pauseRefusal(today, until);
  if (refusal) throw codedError('invalid', refusal.code, refusal.params);
}

/** @throws AppError invalid 'pause_start_not_future' | 'pause_ends_before_start' | 'pause_too_long' */
export function assertPlannable(today: string, pause: PlannedPause): void {
  const refusal = plannedPauseRefusal(today, pause);
  if (refusal) throw codedError('invalid', refusal.code, refusal.params);
}
