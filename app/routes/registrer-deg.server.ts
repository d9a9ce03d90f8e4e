// Server code for registrer-deg.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export { listPickupBranches } from '#server/services/accounts.ts';
export { findVerifiedIdentity, isRegisteredNationalId, registerPatron } from '#server/services/registration.ts';
