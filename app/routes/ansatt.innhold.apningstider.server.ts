// Server code for ansatt.innhold.apningstider.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export { parseId } from '#server/services/admin/access.ts';
export { libraryChoices } from '#server/services/admin/events.ts';
export { listOpeningHoursExceptions } from '#server/services/admin/opening-hours.ts';
