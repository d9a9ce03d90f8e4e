// Server code for min-side.historikk.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export { updateSettings } from '#server/services/accounts.ts';
export { deleteLoanHistory, listLoanHistory } from '#server/services/circulation/loans.ts';
