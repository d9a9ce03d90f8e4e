// Server code for ansatt.skranke.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export { checkinItem, checkoutItem, markItem } from '#server/services/circulation/desk.ts';
export { pickingBranches } from '#server/services/circulation/picking.ts';
export { appErrorMessage } from '#server/http/errors.ts';
