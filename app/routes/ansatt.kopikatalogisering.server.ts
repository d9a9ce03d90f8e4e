// Server code for ansatt.kopikatalogisering.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export {
  importCopyCandidate,
  searchCopyCandidates,
  sruSettings,
} from '#server/services/catalogue/sru-copy-cataloguing.ts';
export { appErrorMessage } from '#server/http/errors.ts';
