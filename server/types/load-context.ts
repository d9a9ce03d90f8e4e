// What React Router loaders and actions receive from the server (in-process services, no HTTP hop).
import type { PublicConfig } from '#server/config.ts';
import type { ServiceContext } from '#server/services/context.ts';

declare module 'react-router' {
  interface AppLoadContext {
    services: ServiceContext;
    publicConfig: PublicConfig;
    correlationId: string;
  }
}

export {};
