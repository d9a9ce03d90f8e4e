// Chooses the payment port's adapter (DESIGN §3, docs/decisions/011) once, when the service context is built.
import type { Config } from '#server/config.ts';
import type { PaymentProvider } from '#server/ports/payments.ts';
import { createTestTerminal, type TerminalContext } from './test-terminal.ts';

/**
 * The configured provider: the built-in test terminal when enabled (development, tests and demo mode, docs/decisions/021;
 * TEST_TERMINAL_ENABLED decides when set), otherwise none — then fines are listed with where to pay, not payable online.
 * A real hosted terminal (e.g. Netaxept) is added here, chosen by its own settings (docs/decisions/011).
 */
export function paymentProviderFor(config: Config): PaymentProvider<TerminalContext> | null {
  return config.testTerminalEnabled ? createTestTerminal(config) : null;
}
