// Server code for logg-inn.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export type { Config } from '#server/config.ts';
export { DEMO_LOGINS } from '#server/db/seed/demo-logins.ts';
export { oidcProviderSettings } from '#server/integrations/identity/oidc-client.ts';
export { loginWithLibraryCard } from '#server/services/auth/card-login.ts';
