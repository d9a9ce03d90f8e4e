// The default adapters of the service context's ports (services/context.ts): what runs unless a test or an operator chooses another.
import type { Config } from '#server/config.ts';
import { systemClock } from '#server/ports/clock.ts';
import { builtInLibrarySystem } from './circulation/built-in-library-system.ts';
import type { Ports } from './context.ts';
import { outboxNotifications } from './outbox.ts';
import { paymentProviderFor } from './payments/provider.ts';

export function defaultPorts(config: Config): Ports {
  return {
    clock: systemClock,
    librarySystem: builtInLibrarySystem,
    payments: paymentProviderFor(config),
    notifications: outboxNotifications,
  };
}
