// Server code for sok.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export { searchAgents } from '#server/services/catalogue/agents.ts';
export { searchInfo } from '#server/services/catalogue/info-search.ts';
export { searchCatalogue } from '#server/services/catalogue/search.ts';
export { searchRecommendations } from '#server/services/catalogue/staff-content-search.ts';
export { ownStatusForWorks, workQueues } from '#server/services/circulation/patron-status.ts';
export { findSavedSearch } from '#server/services/notices/saved-searches.ts';
