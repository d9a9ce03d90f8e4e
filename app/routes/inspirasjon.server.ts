// Server code for inspirasjon.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export { searchCatalogue } from '#server/services/catalogue/search.ts';
export { searchRecommendations } from '#server/services/catalogue/staff-content-search.ts';
