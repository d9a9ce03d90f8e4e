// Server code for ansatt.innhold.tjenester.skjema.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export { libraryChoices } from '#server/services/admin/events.ts';
export {
  createService,
  getServiceForEdit,
  libraryServiceFormSchema,
  updateService,
} from '#server/services/admin/library-services.ts';
