// Server code for entity.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export { getAgent } from '#server/services/catalogue/agents.ts';
export { getPublisherSeries, getWorkSeries } from '#server/services/catalogue/resources.ts';
