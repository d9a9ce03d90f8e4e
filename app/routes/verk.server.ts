// Server code for verk.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export { listPickupBranches } from '#server/services/accounts.ts';
export { ownStatusForWorks, titleQueues } from '#server/services/circulation/patron-status.ts';
export { allRules, readCirculationStanding } from '#server/services/circulation/rules.ts';
export { getWorkDetail } from '#server/services/catalogue/resources.ts';
export { getFavourites } from '#server/services/favourites.ts';
export { listLikes } from '#server/services/likes.ts';
export { isWatchingWork } from '#server/services/notices/availability-watches.ts';
