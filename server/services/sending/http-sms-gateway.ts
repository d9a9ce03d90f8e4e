// The SMS port's HTTP gateway adapter (docs/decisions/030): one JSON POST per message, with the notice's reference.
import { DeliveryError, type SmsGateway } from '#server/ports/sending.ts';

export interface HttpSmsGatewaySettings {
  url: string;
  token?: string;
  sender: string;
  /** How long to wait for the gateway (default 15 s, well inside the sender's claim on its row). */
  timeoutMs?: number;
}

/**
 * POSTs `{ to, text, reference, sender }` with `Authorization: Bearer <token>` and `Idempotency-Key: <reference>`:
 * gateways that keep idempotency keys (most do, under one name or another) drop a re-send after a crash. A 2xx is
 * accepted; 408, 429 and 5xx are tried again later; any other 4xx is a refusal for good.
 */
export function createHttpSmsGateway(settings: HttpSmsGatewaySettings): SmsGateway<unknown> {
  return {
    async send(_ctx, sms) {
      let response: Response;
      try {
        response = await fetch(settings.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': sms.reference,
            ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
          },
          body: JSON.stringify({ to: sms.to, text: sms.text, reference: sms.reference, sender: settings.sender }),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new DeliveryError(
          `SMS-gatewayen svarte ikke: ${error instanceof Error ? error.message : String(error)}`,
          false,
        );
      }
      if (response.ok) return;
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      const retry = response.status === 408 || response.status === 429 || response.status >= 500;
      throw new DeliveryError(`SMS-gatewayen svarte ${response.status}${detail ? `: ${detail}` : ''}`, !retry);
    },
  };
}
