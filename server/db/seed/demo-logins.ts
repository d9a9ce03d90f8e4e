// The demo accounts of the seeded library (card numbers, PINs and what each one demonstrates), for README and tests.

export type DemoLoginKey =
  'patron' | 'invalidProfile' | 'blocked' | 'fines' | 'child' | 'illLibrary' | 'employee' | 'admin';

export interface DemoLogin {
  key: DemoLoginKey;
  name: string;
  cardNumber: string;
  pin: string;
  roles: readonly string[];
  description: string;
  /** Synthetic test national id (ID-porten test provider); month + 80, never a real person. */
  nationalId?: string;
  /** Subject at the staff identity provider. */
  staffSubject?: string;
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  {
    key: 'patron',
    name: 'Kari Nordmann',
    cardNumber: '10000001',
    pin: '1111',
    roles: ['DEICH_BORROWER'],
    nationalId: '14838510036',
    description:
      'Vanlig låner: lån der noen forfaller om 1–3 dager og ett er på overtid, et fjernlån, to bestillinger klare til henting, én på vei, flere i kø og én satt på vent; huskelister, likes og lånehistorikk.',
  },
  {
    key: 'invalidProfile',
    name: 'Petter Pettersen',
    cardNumber: '10000002',
    pin: '2222',
    roles: ['DEICH_BORROWER'],
    description:
      'Ugyldig profil: tar verken imot e-post eller SMS og har ikke telefonnummer – blir sendt til /min-side/profil.',
  },
  {
    key: 'blocked',
    name: 'Ingrid Berg',
    cardNumber: '10000003',
    pin: '3333',
    roles: ['DEICH_BORROWER'],
    description: 'Sperret låner (block_statuses {manual}): kan ikke fornye eller bestille; har et lån på overtid.',
  },
  {
    key: 'fines',
    name: 'Lars Johansen',
    cardNumber: '10000004',
    pin: '4444',
    roles: ['DEICH_BORROWER'],
    nationalId: '02917210074',
    description: 'Låner med ubetalte gebyrer (30 kr og 250 kr) og ett betalt gebyr; kan betale med testterminalen.',
  },
  {
    key: 'child',
    name: 'Emma Larsen',
    cardNumber: '10000005',
    pin: '5555',
    roles: ['DEICH_BORROWER'],
    description: 'Barn (kategori barn, 10 år): lån av barnebøker og en bestilling klar til henting på Torshov.',
  },
  {
    key: 'illLibrary',
    name: 'Bergen offentlige bibliotek',
    cardNumber: '10000006',
    pin: '6060',
    roles: ['DEICH_BORROWER'],
    description: 'Fjernlånskonto for et annet bibliotek (illLibrary true).',
  },
  {
    key: 'employee',
    name: 'Nora Lie',
    cardNumber: '20000001',
    pin: '6666',
    roles: ['EMPLOYEE'],
    staffSubject: 'ansatt-1',
    description: 'Ansatt (EMPLOYEE): ser plukklister; har egne lister, anbefalinger og likes (ansatt e1).',
  },
  {
    key: 'admin',
    name: 'Anders Moe',
    cardNumber: '20000002',
    pin: '7777',
    roles: ['DEICH_ADMIN', 'EMPLOYEE'],
    staffSubject: 'ansatt-2',
    description: 'Administrator (DEICH_ADMIN og EMPLOYEE) (ansatt e2).',
  },
];

/** PIN shared by the ~200 generated patrons (card numbers 30000001 and up). */
export const GENERATED_PATRON_PIN = '0000';
/** First generated patron card number; the rest follow in sequence. */
export const FIRST_GENERATED_CARD = 30000001;

export function demoLogin(key: DemoLoginKey): DemoLogin {
  const login = DEMO_LOGINS.find((l) => l.key === key);
  if (!login) throw new Error(`no demo login ${key}`);
  return login;
}
