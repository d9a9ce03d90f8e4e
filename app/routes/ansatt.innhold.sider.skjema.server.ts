// Server code for ansatt.innhold.sider.skjema.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export { formValues } from '#server/services/admin/form-input.ts';
export { getPageForEdit, parsePageForm, updatePage } from '#server/services/admin/pages.ts';
