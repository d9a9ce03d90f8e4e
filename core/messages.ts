// User-facing Norwegian (bokmål) strings not yet moved into the message catalogue (core/locales, decision 028),
// grouped by area; move a group into a namespace there (with nn and en) when its module is translated.
// Where SPEC §8 says "exact wording not shown", the wording here is our own choice.

export const messages = {
  // SPEC §2 Login section, Logout; §8 Login messages.
  login: {
    genericError: 'Innloggingen feilet. Prøv igjen senere.',
  },
  // The API's list rules (core/favourites.ts); the portal's list texts are in the lists namespace.
  favourites: {
    missingName: 'Mangler navn',
    // Our wording (docs/decisions/012): further list rules and likes.
    duplicateName: (list: string): string => `Du har allerede en liste som heter «${list}».`,
    nameTooLong: (max: number): string => `Navnet kan ha høyst ${max} tegn.`,
    tooManyLists: (max: number): string => `Du kan ha høyst ${max} lister.`,
    tooManyItems: (list: string, max: number): string => `Listen «${list}» kan ha høyst ${max} titler.`,
    unknownRecord: (id: string): string => `Fant ikke tittelen med post-id «${id}».`,
    likeNotFound: 'Du har ikke likt denne tittelen.',
  },
  // Library services, pages, staff lists and employees (SPEC §3, §7, §8 "Library service not found").
  content: {
    highlightedServicesTitle: 'Utvalgte tjenester',
  },
} as const;
