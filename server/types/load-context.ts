// What React Router loaders and actions receive from the server (in-process services, no HTTP hop).
import type { PublicConfig } from '#core/contracts/shell.ts';
import type { RequestAuth } from '#server/http/request-auth.ts';
import type { ServiceContext } from '#server/services/context.ts';

declare module 'react-router' {
  interface AppLoadContext {
    services: ServiceContext;
    publicConfig: PublicConfig;
    correlationId: string;
    /** Session (resolved on demand), CSRF token and cookies of this request (issue #6, app/session.server.ts). */
    auth: RequestAuth;
  }
}

export {};
