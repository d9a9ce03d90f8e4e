// Texts of the patron's own status and of an edition's queue on work pages and search hits (issue #18; our wording).
const weeks = (n: number) => `ca. ${n} ${n === 1 ? 'uke' : 'uker'}`;

export const circulationStatusTexts = {
  loan: (date: string) => `Du har lånt denne — levers ${date}.`,
  loanOverdue: (date: string) => `Du har lånt denne — skulle vært levert ${date}.`,
  ready: (branch: string, deadline: string | null) => `Klar til henting på ${branch}${deadline ? ` — hentes innen ${deadline}` : ''}.`,
  onTheWay: (branch: string) => `Reservert — blir gjort klar til henting på ${branch}.`,
  suspended: 'Reservert — satt på vent.',
  queued: (place: number | null, wait: number | null) =>
    `Reservert${place ? ` — nr. ${place} i køen` : ''}${wait ? `, ${weeks(wait)}` : ''}.`,
  borrowDigital: { 'e-bok': 'Lån e-boka', 'e-lydbok': 'Lån e-lydboka' } as const,
  atProvider: (provider: string) => `hos ${provider}`,
  /** Starts with the visible text (WCAG 2.5.3), then names the edition. */
  borrowDigitalNamed: (action: string, provider: string, edition: string) => `${action} hos ${provider}: ${edition}`,
  borrowDigitalHint: (provider: string) => `Lånes i appen til ${provider} med lånekortnummeret og PIN-koden din.`,
  seeLoans: 'Se lånene dine',
  seeReservations: 'Se bestillingene dine',
  /** A search hit whose copies are all out: the queue of the edition a reservation would get soonest. */
  hitQueue: (waiting: number, wait: number | null) =>
    `${waiting === 0 ? 'Ingen står i kø' : `${waiting} står i kø`}${wait ? ` — ventetid ca. ${wait} ${wait === 1 ? 'uke' : 'uker'}` : ''}.`,
  /** Before reserving: how many wait, the place a reservation now gets, and the estimate when there is a basis. */
  queueBefore: (waiting: number, place: number, wait: number | null) =>
    `${waiting === 0 ? 'Ingen står i kø' : `${waiting} står i kø`}. Reserverer du nå, blir du nr. ${place}${wait ? ` — ventetid ${weeks(wait)}` : ''}.`,
};
