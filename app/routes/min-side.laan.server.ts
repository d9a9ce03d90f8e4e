// Server code for min-side.laan.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export { getAccountSummary } from '#server/services/accounts.ts';
export { listLoans, renewLoans } from '#server/services/circulation/loans.ts';
export { disableLoanCalendar, getLoanCalendar, renewLoanCalendar } from '#server/services/loan-calendar.ts';
