// Server code for glemt-pin.reset.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export { isValidPinReset, resetPin } from '#server/services/pin-reset.ts';
