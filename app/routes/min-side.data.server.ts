// Server code for the patron's own data pages (issue #20: min-side.kort, min-side.slett-konto and the CSV/JSON downloads):
// React Router keeps *.server.ts modules out of the browser bundle, so the route modules take their services through here
// (docs/decisions/023).
export { getLibraryCard } from '#server/services/library-card.ts';
export {
  accountDeletionCheck,
  AccountDeletionRefused,
  deleteAccount,
  exportPersonalData,
  loanHistoryRows,
} from '#server/services/patron-data.ts';
export { OFFLINE_CARD_WORKER } from '#app/features/library-card/offline-card-worker.server.ts';
