// The reserve and inter-library forms of the work page (SPEC §5: reserve needs recordId and libraryId; a remote request record id and user id):
// their intents and answer (SPEC §8 refusal messages). The schema the action reads is in reserve-actions.server.ts, so
// zod stays out of the browser bundle.

export type ReserveIntent = 'reserve' | 'remoteRequest' | 'reserveFirstAvailable';
export const RESERVE_INTENTS: readonly string[] = [
  'reserve',
  'remoteRequest',
  'reserveFirstAvailable',
] satisfies ReserveIntent[];

/**
 * `recordId` names the form that was answered: the edition's record id, or for "Reserver første ledige" (decision 034) the
 * media type the form was opened for (its `slot` field).
 */
export type ReserveAnswer =
  | { kind: 'reserved'; intent: ReserveIntent; recordId: string; text: string }
  | {
      kind: 'failed';
      intent: ReserveIntent;
      recordId: string | null;
      text: string;
      durationMs?: number;
      offline?: true;
    };

/**
 * A refusal's words in the page's language: the action words its own; a call that never left the browser gets `network`
 * (errors:api.network, which the form has from its translator).
 */
export function failureText(answer: Extract<ReserveAnswer, { kind: 'failed' }>, network: string): string {
  return answer.offline ? network : answer.text;
}

/** A fetcher's call that never reached the server (SPEC §8: the network-error notification with a close icon, kept until closed). */
export const reserveNetworkFailure = (intent: ReserveIntent, recordId: string): ReserveAnswer => ({
  kind: 'failed',
  intent,
  recordId,
  text: '',
  durationMs: 0,
  offline: true,
});
