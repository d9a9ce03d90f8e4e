// The reserve and inter-library forms of the work page (SPEC §5: reserve needs recordId and libraryId; a remote request record id and user id):
// the zod schema the route action reads, with or without JavaScript, and its answer (SPEC §8 refusal messages).
import { z } from 'zod';
import { messages } from '#core/messages.ts';

const recordId = z.string().trim().min(1, 'Mangler recordId').max(100);

export const reserveFormInput = z.discriminatedUnion('intent', [
  // The same words as the JSON API's validation (server/http/circulation.ts).
  z.object({ intent: z.literal('reserve'), recordId, libraryId: z.string().trim().min(1, 'Velg en henteavdeling').max(50) }),
  z.object({ intent: z.literal('remoteRequest'), recordId }),
]);
export type ReserveIntent = z.infer<typeof reserveFormInput>['intent'];
export const RESERVE_INTENTS: readonly string[] = ['reserve', 'remoteRequest'] satisfies ReserveIntent[];

export type ReserveAnswer =
  | { kind: 'reserved'; intent: ReserveIntent; recordId: string; text: string }
  | { kind: 'failed'; intent: ReserveIntent; recordId: string | null; text: string; durationMs?: number };

/** A fetcher's call that never reached the server (SPEC §8: the network-error notification with a close icon, kept until closed). */
export const reserveNetworkFailure = (intent: ReserveIntent, recordId: string): ReserveAnswer => ({ kind: 'failed', intent, recordId, text: messages.api.network, durationMs: 0 });
