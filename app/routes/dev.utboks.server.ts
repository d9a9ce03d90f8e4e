// Server code for dev.utboks.tsx: React Router keeps *.server.ts modules out of the browser bundle, so the route module
// takes its services through here and a value it uses in the component fails the build (docs/decisions/023).
export { countOutbox, listOutbox } from '#server/services/outbox.ts';
export { deliverOutbox, retryOutboxEntry } from '#server/services/sending/deliver-outbox.ts';
export { readLocalMail, sendingSetup } from '#server/services/sending/local-mailbox.ts';
