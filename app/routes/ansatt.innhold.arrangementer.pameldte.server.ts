// Server code for ansatt.innhold.arrangementer.pameldte.tsx and its CSV: React Router keeps *.server.ts modules out of the browser
// bundle, so the route modules take their services through here (docs/decisions/023).
export { attendeesCsv, cancelEvent, listAttendees, markAttendance } from '#server/services/event-registration.ts';
