// Demo people: the documented demo logins, staff users with public employee profiles, and ~200 generated patrons.
import type { employees, users } from '../schema.ts';
import { osloYear } from './calendar.ts';
import { DEMO_LOGINS, FIRST_GENERATED_CARD, GENERATED_PATRON_PIN, type DemoLoginKey } from './demo-logins.ts';
import type { LibraryRow } from './libraries.ts';
import { pickupLibraries } from './libraries.ts';
import type { Random } from './random.ts';
import * as w from './words.ts';

export type UserRow = typeof users.$inferInsert & {
  id: number;
  firstName: string;
  lastName: string;
  category: string;
  roles: string[];
  keepLoanHistory: boolean;
};
export type EmployeeRow = typeof employees.$inferInsert & { id: number; uri: string; name: string };

const GENERATED_PATRONS = 200;

export interface PeopleSeed {
  users: UserRow[];
  employees: EmployeeRow[];
  demo: Record<DemoLoginKey, UserRow>;
  /** Staff users (EMPLOYEE), including the employee and admin demo logins. */
  staff: UserRow[];
  /** Generated ordinary patrons. */
  patrons: UserRow[];
}

/** All PINs that need an argon2id hash before the seed runs. */
export function pinsToHash(): string[] {
  return [...new Set([...DEMO_LOGINS.map((l) => l.pin), GENERATED_PATRON_PIN])];
}

function asciiMail(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '.');
}

function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.split(' ');
  return { firstName: parts.slice(0, -1).join(' ') || name, lastName: parts[parts.length - 1] ?? '' };
}

const STAFF_PROFILES = [
  {
    subject: 'ansatt-1',
    name: 'Nora Lie',
    title: 'Litteraturformidler',
    library: 'Bjørvika',
    bio: 'Leser alt fra nordisk samtidslitteratur til krim, og leder lesesirkelen i Bjørvika.',
  },
  {
    subject: 'ansatt-2',
    name: 'Anders Moe',
    title: 'Seksjonsleder digitale tjenester',
    library: 'Bjørvika',
    bio: 'Har ansvar for de digitale tjenestene og er glad i dokumentarfilm og jazz.',
  },
  {
    subject: 'ansatt-3',
    name: 'Sara Haddad',
    title: 'Bibliotekar, flerspråklig samling',
    library: 'Tøyen',
    bio: 'Bygger opp samlingen på arabisk, somali og urdu, og tipser gjerne om oversatt litteratur.',
  },
  {
    subject: 'ansatt-4',
    name: 'Jonas Berg',
    title: 'Tegneseriebibliotekar',
    library: 'Grünerløkka',
    bio: 'Passer på tegneseriebiblioteket på Grünerløkka – fra Pondus til japansk manga.',
  },
  {
    subject: 'ansatt-5',
    name: 'Ingeborg Vik',
    title: 'Barnebibliotekar',
    library: 'Majorstuen',
    bio: 'Holder eventyrstunder og finner den perfekte boka til barn som «ikke liker å lese».',
  },
  {
    subject: 'ansatt-6',
    name: 'Magnus Tveit',
    title: 'Musikk- og filmbibliotekar',
    library: 'Furuset',
    bio: 'Kjenner musikk- og filmsamlingen ut og inn, og arrangerer filmkvelder på Furuset.',
  },
] as const;

export function buildPeople(
  rng: Random,
  libraries: readonly LibraryRow[],
  now: Date,
  pinHashes: ReadonlyMap<string, string>,
): PeopleSeed {
  const hashOf = (pin: string): string => {
    const h = pinHashes.get(pin);
    if (!h) throw new Error(`PIN ${pin} was not hashed`);
    return h;
  };
  const year = osloYear(now);
  const libraryByName = (name: string): LibraryRow => {
    const lib = libraries.find((l) => l.name === name);
    if (!lib) throw new Error(`no library ${name}`);
    return lib;
  };
  const cicero = (name: string): string | null => libraryByName(name).ciceroId ?? null;
  const rows: UserRow[] = [];
  const add = (row: Omit<UserRow, 'id'>): UserRow => {
    const user = { ...row, id: rows.length + 1 };
    rows.push(user);
    return user;
  };

  // ---- demo logins (ids 1 … 8, in DEMO_LOGINS order)
  const demoDetails: Record<DemoLoginKey, Partial<UserRow>> = {
    patron: {
      birthDate: '1985-03-14',
      email: 'kari.nordmann@example.no',
      phoneNumber: '41234567',
      address: 'Thorvald Meyers gate 12',
      postalCode: '0555',
      receiveEmail: true,
      receiveSms: true,
      preferredPickupBranch: cicero('Bjørvika'),
      keepLoanHistory: true,
    },
    invalidProfile: {
      birthDate: '1979-08-30',
      email: 'petter.pettersen@example.no',
      phoneNumber: null,
      address: 'Tøyengata 40',
      postalCode: '0578',
      receiveEmail: false,
      receiveSms: false,
      preferredPickupBranch: cicero('Tøyen'),
    },
    blocked: {
      birthDate: '1990-01-22',
      email: 'ingrid.berg@example.no',
      phoneNumber: '92345678',
      address: 'Kirkeveien 100',
      postalCode: '0361',
      receiveEmail: true,
      receiveSms: false,
      preferredPickupBranch: cicero('Majorstuen'),
      blockStatuses: ['manual'],
    },
    fines: {
      birthDate: '1972-11-02',
      email: 'lars.johansen@example.no',
      phoneNumber: '47654321',
      address: 'Stovnerveien 5',
      postalCode: '0985',
      receiveEmail: true,
      receiveSms: true,
      preferredPickupBranch: cicero('Stovner'),
    },
    child: {
      birthDate: `${year - 10}-05-20`,
      email: 'foresatt.larsen@example.no',
      phoneNumber: '93456789',
      address: 'Torshovgata 3',
      postalCode: '0476',
      receiveEmail: true,
      receiveSms: false,
      preferredPickupBranch: cicero('Torshov'),
      category: 'barn',
    },
    illLibrary: {
      email: 'fjernlan@bergen-bibliotek.example.no',
      phoneNumber: '55568500',
      address: 'Strømgaten 6',
      postalCode: '5015',
      city: 'Bergen',
      receiveEmail: true,
      receiveSms: false,
      preferredPickupBranch: cicero('Bjørvika'),
      illLibrary: true,
      category: 'bibliotek',
    },
    employee: {
      birthDate: '1988-06-11',
      email: 'nora.lie@deichman.example.no',
      phoneNumber: '45678901',
      receiveEmail: true,
      preferredPickupBranch: cicero('Bjørvika'),
      category: 'ansatt',
    },
    admin: {
      birthDate: '1976-02-03',
      email: 'anders.moe@deichman.example.no',
      phoneNumber: '46789012',
      receiveEmail: true,
      preferredPickupBranch: cicero('Bjørvika'),
      category: 'ansatt',
    },
  };
  const demo = {} as Record<DemoLoginKey, UserRow>;
  for (const login of DEMO_LOGINS) {
    const { firstName, lastName } = splitName(login.name);
    demo[login.key] = add({
      cardNumber: login.cardNumber,
      pinHash: hashOf(login.pin),
      nationalId: login.nationalId ?? null,
      staffSubject: login.staffSubject ?? null,
      firstName,
      lastName,
      city: 'Oslo',
      category: 'voksen',
      roles: [...login.roles],
      blockStatuses: [],
      illLibrary: false,
      keepLoanHistory: false,
      receiveEmail: true,
      receiveSms: false,
      ...demoDetails[login.key],
    });
  }

  // ---- staff users without library card (log in through the staff identity provider)
  const staff: UserRow[] = [demo.employee, demo.admin];
  for (const profile of STAFF_PROFILES.slice(2)) {
    const { firstName, lastName } = splitName(profile.name);
    staff.push(
      add({
        cardNumber: null,
        pinHash: null,
        staffSubject: profile.subject,
        firstName,
        lastName,
        email: `${asciiMail(profile.name)}@deichman.example.no`,
        receiveEmail: true,
        receiveSms: false,
        category: 'ansatt',
        roles: ['EMPLOYEE'],
        keepLoanHistory: false,
        preferredPickupBranch: cicero(profile.library),
      }),
    );
  }

  // ---- generated patrons
  const pickup = pickupLibraries(libraries);
  const patronPinHash = hashOf(GENERATED_PATRON_PIN);
  const usedEmails = new Set<string>();
  const patrons: UserRow[] = [];
  for (let i = 0; i < GENERATED_PATRONS; i++) {
    const immigrant = rng.chance(0.25);
    const nat = immigrant ? rng.pick(w.NATIONALITIES) : null;
    const female = rng.chance(0.52);
    const firstName = nat ? rng.pick(nat.first) : rng.pick(female ? w.NO_FIRST_F : w.NO_FIRST_M);
    const lastName = nat ? rng.pick(nat.last) : rng.pick(w.NO_LAST);
    const category = rng.weighted([
      ['voksen', 78],
      ['ungdom', 10],
      ['barn', 12],
    ] as const);
    const age = category === 'barn' ? rng.int(6, 12) : category === 'ungdom' ? rng.int(13, 17) : rng.int(18, 85);
    const birthDate = `${year - age}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    let email: string | null = `${asciiMail(firstName)}.${asciiMail(lastName)}@example.no`;
    while (usedEmails.has(email)) email = email.replace('@', `${rng.int(1, 99)}@`);
    usedEmails.add(email);
    const phone = `${rng.pick(['4', '9'])}${String(rng.int(0, 9999999)).padStart(7, '0')}`;
    const receiveSms = rng.chance(0.45);
    // A few generated patrons have an invalid profile too, so staff tools see some.
    const invalid = rng.chance(0.03);
    patrons.push(
      add({
        cardNumber: String(FIRST_GENERATED_CARD + i),
        pinHash: patronPinHash,
        firstName,
        lastName,
        birthDate,
        email: invalid ? null : email,
        phoneNumber: invalid ? null : rng.chance(0.85) ? phone : null,
        address: `${rng.pick(w.STREETS)} ${rng.int(1, 120)}`,
        postalCode: rng.pick(w.POSTAL_CODES),
        city: 'Oslo',
        receiveEmail: !invalid && (rng.chance(0.85) || !receiveSms),
        receiveSms: !invalid && receiveSms,
        preferredPickupBranch: rng.pick(pickup).ciceroId ?? null,
        category,
        roles: ['DEICH_BORROWER'],
        blockStatuses: i % 67 === 5 ? ['fines'] : [],
        keepLoanHistory: rng.chance(0.4),
        createdAt: new Date(now.getTime() - rng.int(30, 3000) * 86_400_000),
      }),
    );
  }

  const employeesRows: EmployeeRow[] = STAFF_PROFILES.map((profile, index) => {
    const user = staff.find((u) => u.staffSubject === profile.subject);
    return {
      id: index + 1,
      uri: `http://data.deichman.no/person/e${index + 1}`,
      userId: user?.id ?? null,
      name: profile.name,
      title: profile.title,
      libraryId: libraryByName(profile.library).id,
      imageUrl: `/images/employees/e${index + 1}.jpg`,
      bio: profile.bio,
    };
  });

  return { users: rows, employees: employeesRows, demo, staff, patrons };
}
