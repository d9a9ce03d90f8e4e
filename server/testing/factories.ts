// Test factories: a patron, a title with copies or a staff member of a test's own, so an integration test does not
// depend on which seeded card happens to have a valid profile, a loan or a single-copy title (CONTRIBUTING "Tests").
// Rows go straight into the test's private database: a few inserts, far cheaper than a seed; libraries stay the seed's.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { addDays } from '#core/circulation.ts';
import { formatIsoDate } from '#core/dates.ts';
import type { Db } from '#server/db/client.ts';
import {
  employees,
  fines,
  items,
  libraries,
  loans,
  publications,
  reservations,
  users,
  works,
} from '#server/db/schema.ts';
import { hashPin } from '#server/services/auth/card-login.ts';

/** Unique within a test file's database (each file has its own copy of the template). */
let serial = 0;
const next = () => ++serial;

/** argon2id is slow on purpose: each distinct PIN is hashed once per test file. */
const pinHashes = new Map<string, Promise<string>>();
const pinHash = (pin: string) => pinHashes.get(pin) ?? pinHashes.set(pin, hashPin(pin)).get(pin)!;

/** The first branch a patron can pick up at (one with a Cicero id: the API names branches by it). */
async function firstPickupBranch(db: Db) {
  const [pickup] = await db
    .select({ id: libraries.id, ciceroId: libraries.ciceroId })
    .from(libraries)
    .where(and(eq(libraries.isPickupBranch, true), isNotNull(libraries.ciceroId)))
    .orderBy(asc(libraries.id))
    .limit(1);
  return pickup;
}

type UserInsert = typeof users.$inferInsert;
export type TestPatron = typeof users.$inferSelect & { cardNumber: string; pin: string };

/**
 * An ordinary adult borrower with a valid profile (e-mail and SMS, a pickup branch), card 9xxxxxxx, PIN 0000 unless
 * `pin` is given; any column can be overridden (`{ blockStatuses: ['fines'] }`, `{ email: null }` …).
 */
export async function createPatron(
  db: Db,
  overrides: Partial<UserInsert> & { pin?: string } = {},
): Promise<TestPatron> {
  const { pin = '0000', ...columns } = overrides;
  const n = next();
  const pickup = await firstPickupBranch(db);
  const [row] = await db
    .insert(users)
    .values({
      cardNumber: String(90_000_000 + n),
      pinHash: await pinHash(pin),
      firstName: 'Test',
      lastName: `Låner ${n}`,
      birthDate: '1990-01-01',
      email: `test.laner.${n}@example.no`,
      phoneNumber: '91234567',
      address: 'Testveien 1',
      postalCode: '0150',
      city: 'Oslo',
      receiveEmail: true,
      receiveSms: true,
      preferredPickupBranch: pickup.ciceroId,
      ...columns,
    })
    .returning();
  return { ...row, cardNumber: row.cardNumber ?? '', pin };
}

/**
 * A staff member: a card login with the EMPLOYEE role (as the demo's 20000001) and a public employee profile; with
 * `staffSubject`, also a login at the staff identity provider.
 */
export async function createEmployee(
  db: Db,
  overrides: { name?: string; title?: string; roles?: string[]; staffSubject?: string } = {},
) {
  const patron = await createPatron(db, {
    firstName: 'Test',
    lastName: `Ansatt ${serial + 1}`,
    category: 'ansatt',
    roles: overrides.roles ?? ['EMPLOYEE'],
    staffSubject: overrides.staffSubject ?? null,
  });
  const name = overrides.name ?? `${patron.firstName} ${patron.lastName}`;
  const [employee] = await db
    .insert(employees)
    .values({ uri: `test:ansatt:${patron.id}`, userId: patron.id, name, title: overrides.title ?? 'Bibliotekar' })
    .returning();
  return { ...patron, employee };
}

export interface CopySpec {
  /** The library's name ('Bjørvika'); the first library when left out. */
  library?: string;
  status?: string;
  loanable?: boolean;
  reservable?: boolean;
}

/**
 * A work with one publication (a book unless `mediaType` says otherwise) and its copies, each with a unique barcode.
 * `copies` is a count of available copies at the first library, or one spec per copy. With `work`, another edition of that
 * work instead (`format` tells them apart).
 */
export async function createPublication(
  db: Db,
  options: {
    title?: string;
    mediaType?: string;
    format?: string;
    copies?: number | CopySpec[];
    remoteReservable?: boolean;
    work?: typeof works.$inferSelect;
  } = {},
) {
  const n = next();
  const title = options.title ?? options.work?.title ?? `Testtittel ${n}`;
  const specs: CopySpec[] =
    typeof options.copies === 'number' || options.copies === undefined
      ? Array.from({ length: options.copies ?? 1 }, () => ({}))
      : options.copies;
  const allLibraries = await db
    .select({ id: libraries.id, name: libraries.name })
    .from(libraries)
    .orderBy(asc(libraries.id));
  const libraryId = (name: string | undefined) => {
    const library = name === undefined ? allLibraries[0] : allLibraries.find((l) => l.name === name);
    if (!library) throw new Error(`no library ${name}`);
    return library.id;
  };
  const [work] = options.work
    ? [options.work]
    : await db
        .insert(works)
        .values({ uri: `test:work:${n}`, title, fiction: true })
        .returning();
  const [publication] = await db
    .insert(publications)
    .values({
      recordId: `test${n}`,
      workId: work.id,
      title,
      mediaType: options.mediaType ?? 'Bok',
      format: options.format ?? 'Innbundet',
      language: 'nob',
      remoteReservable: options.remoteReservable ?? true,
    })
    .returning();
  const copies = specs.length
    ? await db
        .insert(items)
        .values(
          specs.map((spec, i) => ({
            barcode: `0399test${n}x${i}`,
            publicationId: publication.id,
            libraryId: libraryId(spec.library),
            shelfLocation: `Test ${n}`,
            status: spec.status ?? 'available',
            loanable: spec.loanable ?? true,
            reservable: spec.reservable ?? true,
          })),
        )
        .returning()
    : [];
  return { work, publication, recordId: publication.recordId, copies };
}

type Copy = typeof items.$inferSelect;
/** The Oslo calendar day `days` after `now` (the test's clock, `t.now`), as the circulation tables store dates. */
const dayAfter = (now: Date, days: number) => addDays(formatIsoDate(now), days);

/**
 * A loan of `copy` (else of the one copy of a new title) to `patron`, due `dueIn` days after `now` (negative: overdue),
 * lent a week before `now`; the copy goes on loan as at the desk. With `returnedAt`, a loan returned then instead (in the
 * patron's history; the copy's status is left alone).
 */
export async function createLoan(
  db: Db,
  patron: { id: number },
  options: { now: Date; copy?: Copy; dueIn?: number; renewals?: number; remote?: boolean; returnedAt?: Date },
) {
  const copy = options.copy ?? (await createPublication(db)).copies[0];
  if (!options.returnedAt) await db.update(items).set({ status: 'on_loan' }).where(eq(items.id, copy.id));
  const [loan] = await db
    .insert(loans)
    .values({
      userId: patron.id,
      itemId: copy.id,
      loanedAt: new Date(options.now.getTime() - 7 * 86_400_000),
      dueDate: dayAfter(options.now, options.dueIn ?? 21),
      renewals: options.renewals ?? 0,
      remote: options.remote ?? false,
      returnedAt: options.returnedAt ?? null,
    })
    .returning();
  return { ...loan, copy };
}

/**
 * A reservation of `publicationId` for `patron`, queued behind those made before it. 'waiting' (the default) picks up at
 * `pickupLibraryId` or the first pickup branch (the patron's own unless they chose another); 'ready_for_pickup' puts `copy` on the reservation shelf of its own branch
 * with a pickup number and a deadline a week after `now`.
 */
export async function createReservation(
  db: Db,
  patron: { id: number },
  options:
    | { now: Date; publicationId: number; status?: 'waiting'; pickupLibraryId?: number }
    | { now: Date; status: 'ready_for_pickup'; copy: Copy },
) {
  if (options.status === 'ready_for_pickup') {
    const { copy } = options;
    await db.update(items).set({ status: 'reserved_on_shelf' }).where(eq(items.id, copy.id));
    const [reservation] = await db
      .insert(reservations)
      .values({
        userId: patron.id,
        publicationId: copy.publicationId,
        pickupLibraryId: copy.libraryId,
        status: 'ready_for_pickup',
        itemId: copy.id,
        expiryDate: dayAfter(options.now, 180),
        pickupNumber: String(next()).padStart(3, '0'),
        pickupDeadline: dayAfter(options.now, 7),
      })
      .returning();
    return reservation;
  }
  const pickup = await firstPickupBranch(db);
  const [reservation] = await db
    .insert(reservations)
    .values({
      userId: patron.id,
      publicationId: options.publicationId,
      pickupLibraryId: options.pickupLibraryId ?? pickup.id,
      status: 'waiting',
      expiryDate: dayAfter(options.now, 180),
    })
    .returning();
  return reservation;
}

/** An unpaid fine (or one paid at `paidAt`) of `amountOre` øre on `patron`. */
export async function createFine(
  db: Db,
  patron: { id: number },
  options: { amountOre: number; reason?: string; paidAt?: Date },
) {
  const [fine] = await db
    .insert(fines)
    .values({
      userId: patron.id,
      amountOre: options.amountOre,
      reason: options.reason ?? 'Gebyr for sen levering',
      paidAt: options.paidAt ?? null,
    })
    .returning();
  return fine;
}
