// Norwegian texts of the patron's loans, reservations, history and digital pages (our wording; SPEC §8 messages come from core/messages.ts).
/** What the loans page said of an author, still used by the history and digital pages (the loans page's texts are in the account catalogue). */
export const loanTexts = {
  by: (author: string) => `av ${author}`,
};

export const historyTexts = {
  title: 'Lånehistorikk',
  lead: 'Det du har lånt tidligere. Vi tar bare vare på historikken hvis du har bedt om det.',
  keep: 'Ta vare på lånehistorikken min',
  keepHint: 'Når du slår av, sletter vi historikken din med en gang.',
  keptOn: 'Vi tar vare på lånehistorikken din fra nå av.',
  keptOff: 'Lånehistorikken er slått av og slettet.',
  settingsError: 'Vi kunne ikke lagre valget. Prøv igjen senere.',
  confirmOffTitle: 'Slå av lånehistorikk?',
  confirmOffText: 'Hele lånehistorikken din blir slettet, og vi tar ikke vare på nye lån. Dette kan ikke angres.',
  confirmOffYes: 'Slå av og slett',
  off: 'Lånehistorikken er slått av. Slå den på for å ta vare på det du låner fra nå av.',
  none: 'Lånehistorikken din er tom.',
  listHeading: 'Tidligere lån',
  count: (total: number) => `${total} lån i historikken`,
  loaned: (date: string) => `Lånt ${date}`,
  returned: (date: string) => `Levert ${date}`,
  deleteOne: 'Slett',
  deleteNamed: (title: string) => `Slett ${title} fra historikken`,
  deleted: 'Slettet fra historikken.',
  deleteAll: 'Slett hele historikken',
  confirmDeleteAllTitle: 'Slette hele historikken?',
  confirmDeleteAllText: (total: number) => `Alle ${total} lånene i historikken blir slettet. Dette kan ikke angres.`,
  confirmDeleteAllYes: 'Ja, slett alt',
  deletedAll: 'Lånehistorikken er slettet.',
  cancel: 'Avbryt',
  pages: 'Sider i lånehistorikken',
};

export const digitalTexts = {
  title: 'Digitalt innhold',
  lead: 'E-bøkene og e-lydbøkene du har lånt, og hvor du finner flere.',
  loansHeading: 'Digitale lån',
  none: 'Du har ingen digitale lån akkurat nå.',
  expires: (date: string) => `Lånet utløper ${date}`,
  formatLabel: { 'e-bok': 'E-bok', 'e-lydbok': 'E-lydbok' } as const,
  read: 'Les',
  listen: 'Lytt',
  openNamed: (verb: string, title: string, provider: string) => `${verb} ${title} hos ${provider}`,
  servicesHeading: 'Lån e-bøker og e-lydbøker',
  servicesText: (provider: string) =>
    `E-bøker og e-lydbøker lånes i appen til ${provider}. Logg inn der med lånekortnummeret og PIN-koden din. Lånene dine dukker opp her.`,
  opensProvider: (provider: string) => `Åpnes hos ${provider}`,
};
