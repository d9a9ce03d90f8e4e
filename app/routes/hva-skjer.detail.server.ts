// Server code for hva-skjer.detail.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export { getEvent } from '#server/services/events.ts';
export { cancelRegistration, getOwnRegistration, registerForEvent } from '#server/services/event-registration.ts';
