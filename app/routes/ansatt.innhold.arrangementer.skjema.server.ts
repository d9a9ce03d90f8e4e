// Server code for ansatt.innhold.arrangementer.skjema.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export {
  createEvent,
  eventFormSchema,
  getEventForEdit,
  libraryChoices,
  updateEvent,
} from '#server/services/admin/events.ts';
export { isSafeImagePath } from '#server/services/images.ts';
