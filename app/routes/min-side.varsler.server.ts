// Server code for min-side.varsler.tsx (docs/decisions/023): the services it calls, kept out of the browser bundle.
export { deleteSavedSearch, listSavedSearches } from '#server/services/notices/saved-searches.ts';
export { listWatches, unwatchWork } from '#server/services/notices/availability-watches.ts';
