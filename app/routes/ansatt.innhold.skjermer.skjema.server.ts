// Server code for ansatt.innhold.skjermer.skjema.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export {
  canManageScreens,
  getScreenLayoutForEdit,
  parseSlideForm,
  slidesToFormValues,
  updateScreenLayout,
} from '#server/services/admin/screen-layouts.ts';
export { formValues } from '#server/services/admin/form-input.ts';
