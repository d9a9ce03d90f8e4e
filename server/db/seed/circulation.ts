// Loans, reservations, fines, favourite lists and likes, kept consistent with the copies' statuses.
import type { digitalLoans, favouriteItems, favouriteLists, fines, likes, loans, reservations } from '../schema.ts';
import { addDays, osloDate, osloInstant } from './calendar.ts';
import type { CatalogueSeed, ItemRow, PublicationRow } from './catalogue.ts';
import { pickupLibraries, type LibraryRow } from './libraries.ts';
import type { PeopleSeed, UserRow } from './people.ts';
import type { Random } from './random.ts';
import { REAL_WORKS } from './real-works.ts';

type LoanRow = typeof loans.$inferInsert & { id: number; userId: number; itemId: number; dueDate: string };
type ReservationRow = typeof reservations.$inferInsert & { id: number; status: ReservationStatus };
type FineRow = typeof fines.$inferInsert & { id: number };
type FavouriteListRow = typeof favouriteLists.$inferInsert & { id: number };
type FavouriteItemRow = typeof favouriteItems.$inferInsert;
type LikeRow = typeof likes.$inferInsert;
type DigitalLoanRow = typeof digitalLoans.$inferInsert;
type ReservationStatus =
  'waiting' | 'picking' | 'in_transit' | 'ready_for_pickup' | 'collected' | 'cancelled' | 'expired';

export interface CirculationSeed {
  loans: LoanRow[];
  reservations: ReservationRow[];
  fines: FineRow[];
  favouriteLists: FavouriteListRow[];
  favouriteItems: FavouriteItemRow[];
  likes: LikeRow[];
  digitalLoans: DigitalLoanRow[];
}

/** Works that get a real queue: every copy is lent out and several patrons wait. */
const QUEUE_WORKS = [
  'nesbo-snomannen',
  'film-verdens-verste',
  'lunde-bienes-historie',
  'knausgard-min-kamp-1',
  'rowling-hp1',
  'ferrante-venninne',
  'hjorth-arv-og-miljo',
  'aha-hunting',
  'overli-pondus',
  'sigrid-sucker-punch',
] as const;

interface QueueSpot {
  user: UserRow;
  /** 0-based place in the queue. */
  position: number;
  /** Suspended until this many days from today. */
  suspendedDays?: number;
}

class Circulation {
  readonly loans: LoanRow[] = [];
  readonly reservations: ReservationRow[] = [];
  readonly fines: FineRow[] = [];
  readonly favouriteLists: FavouriteListRow[] = [];
  readonly favouriteItems: FavouriteItemRow[] = [];
  readonly likes: LikeRow[] = [];
  readonly digitalLoans: DigitalLoanRow[] = [];
  private readonly today: string;
  /** 'userId:publicationId' of open reservations: a patron holds at most one per title (schema reservations_user_open). */
  private readonly openReservations = new Set<string>();
  private readonly pickupIds: Set<number>;
  private readonly pickupNumbers = new Map<number, number>();
  private readonly publicationById = new Map<number, PublicationRow>();
  private readonly likeKeys = new Set<string>();

  constructor(
    private readonly rng: Random,
    private readonly cat: CatalogueSeed,
    private readonly libraries: readonly LibraryRow[],
    now: Date,
  ) {
    this.today = osloDate(now);
    this.pickupIds = new Set(pickupLibraries(libraries).map((l) => l.id));
    for (const p of cat.publications) this.publicationById.set(p.id, p);
  }

  library(name: string): LibraryRow {
    const lib = this.libraries.find((l) => l.name === name);
    if (!lib) throw new Error(`no library ${name}`);
    return lib;
  }

  libraryByCicero(ciceroId: string | null | undefined): LibraryRow {
    return this.libraries.find((l) => l.ciceroId === ciceroId) ?? this.library('Bjørvika');
  }

  publication(id: number): PublicationRow {
    const p = this.publicationById.get(id);
    if (!p) throw new Error(`no publication ${id}`);
    return p;
  }

  /** The main (first) edition of a real work. */
  main(key: string): PublicationRow {
    const workId = this.cat.realWorkIds.get(key);
    const pub = workId === undefined ? undefined : this.cat.publicationsByWork.get(workId)?.[0];
    if (!pub) throw new Error(`no real work ${key}`);
    return pub;
  }

  itemsOf(pub: PublicationRow): ItemRow[] {
    return this.cat.itemsByPublication.get(pub.id) ?? [];
  }

  /** An available copy: loanable for loans, reservable for reservations, optionally at one library. */
  freeItem(pub: PublicationRow, purpose: 'loan' | 'reserve', libraryId?: number): ItemRow | undefined {
    return this.itemsOf(pub).find(
      (i) =>
        i.status === 'available' &&
        (purpose === 'loan' ? i.loanable : i.reservable && i.loanable) &&
        (libraryId === undefined || i.libraryId === libraryId),
    );
  }

  private instant(daysAgo: number): Date {
    const hour = String(this.rng.int(10, 19)).padStart(2, '0');
    const minute = String(this.rng.int(0, 59)).padStart(2, '0');
    return osloInstant(addDays(this.today, -daysAgo), `${hour}:${minute}`);
  }

  private loanDays(item: ItemRow): number {
    return this.publication(item.publicationId).mediaType === 'Film' ? 14 : 28;
  }

  lend(
    user: UserRow,
    item: ItemRow,
    opts: { daysAgo: number; dueIn?: number; renewals?: number; remote?: boolean },
  ): LoanRow {
    if (item.status !== 'available' || !item.loanable) throw new Error(`item ${item.barcode} cannot be lent`);
    item.status = 'on_loan';
    const renewals = opts.renewals ?? 0;
    const dueDate =
      opts.dueIn !== undefined
        ? addDays(this.today, opts.dueIn)
        : addDays(this.today, -opts.daysAgo + this.loanDays(item) * (renewals + 1));
    const loan: LoanRow = {
      id: this.loans.length + 1,
      userId: user.id,
      itemId: item.id,
      loanedAt: this.instant(opts.daysAgo),
      dueDate,
      renewals,
      remote: opts.remote ?? false,
      returnedAt: null,
    };
    this.loans.push(loan);
    return loan;
  }

  /** A returned loan for the history; the copy's current status is not touched. */
  returned(user: UserRow, item: ItemRow, daysAgo: number, keptDays: number): LoanRow {
    const loan: LoanRow = {
      id: this.loans.length + 1,
      userId: user.id,
      itemId: item.id,
      loanedAt: this.instant(daysAgo),
      dueDate: addDays(this.today, -daysAgo + this.loanDays(item)),
      renewals: keptDays > 28 ? 1 : 0,
      remote: false,
      returnedAt: this.instant(Math.max(0, daysAgo - keptDays)),
      inHistory: user.keepLoanHistory ?? false,
    };
    this.loans.push(loan);
    return loan;
  }

  /** Whether the patron may get another open reservation on the title. */
  canReserve(user: UserRow, pub: PublicationRow): boolean {
    return !this.openReservations.has(`${user.id}:${pub.id}`);
  }

  private reservation(row: Omit<ReservationRow, 'id'>): ReservationRow {
    const r = { ...row, id: this.reservations.length + 1 };
    if (['waiting', 'picking', 'in_transit', 'ready_for_pickup'].includes(r.status)) {
      const key = `${r.userId}:${r.publicationId}`;
      if (this.openReservations.has(key))
        throw new Error(`user ${r.userId} already has an open reservation on ${r.publicationId}`);
      this.openReservations.add(key);
    }
    this.reservations.push(r);
    return r;
  }

  waiting(
    user: UserRow,
    pub: PublicationRow,
    daysAgo: number,
    opts: { suspendedDays?: number; pickup?: LibraryRow } = {},
  ): ReservationRow {
    const pickup = opts.pickup ?? this.libraryByCicero(user.preferredPickupBranch);
    return this.reservation({
      userId: user.id,
      publicationId: pub.id,
      pickupLibraryId: pickup.id,
      status: 'waiting',
      itemId: null,
      activationDate: opts.suspendedDays !== undefined ? addDays(this.today, opts.suspendedDays) : null,
      expiryDate: addDays(this.today, this.rng.int(90, 360)),
      pickupNumber: null,
      pickupDeadline: null,
      remote: false,
      createdAt: this.instant(daysAgo),
    });
  }

  /** Ready for pickup: the copy waits on the reservation shelf of its own (pickup) branch. */
  ready(user: UserRow, item: ItemRow, deadlineIn: number, daysAgo: number): ReservationRow {
    if (item.status !== 'available' || !item.reservable) throw new Error(`item ${item.barcode} cannot be reserved`);
    if (!this.pickupIds.has(item.libraryId)) throw new Error(`item ${item.barcode} is not at a pickup branch`);
    item.status = 'reserved_on_shelf';
    const next = (this.pickupNumbers.get(item.libraryId) ?? this.rng.int(1, 20)) + this.rng.int(1, 3);
    this.pickupNumbers.set(item.libraryId, next);
    return this.reservation({
      userId: user.id,
      publicationId: item.publicationId,
      pickupLibraryId: item.libraryId,
      status: 'ready_for_pickup',
      itemId: item.id,
      activationDate: null,
      expiryDate: addDays(this.today, this.rng.int(60, 300)),
      pickupNumber: String(next).padStart(3, '0'),
      pickupDeadline: addDays(this.today, deadlineIn),
      remote: false,
      createdAt: this.instant(daysAgo),
    });
  }

  /** A copy on a branch shelf is assigned to the reservation: it is on that branch's picking list. */
  picking(user: UserRow, item: ItemRow, pickup: LibraryRow, daysAgo: number): ReservationRow {
    return this.assign(user, item, pickup, 'picking', daysAgo);
  }

  /** In transit: the copy travels from its branch to the pickup branch. */
  inTransit(user: UserRow, item: ItemRow, pickup: LibraryRow, daysAgo: number): ReservationRow {
    return this.assign(user, item, pickup, 'in_transit', daysAgo);
  }

  /** A free copy given to a new reservation; the copy takes the reservation's state. */
  private assign(
    user: UserRow,
    item: ItemRow,
    pickup: LibraryRow,
    status: 'picking' | 'in_transit',
    daysAgo: number,
  ): ReservationRow {
    if (item.status !== 'available' || !item.reservable) throw new Error(`item ${item.barcode} cannot be reserved`);
    item.status = status;
    return this.reservation({
      userId: user.id,
      publicationId: item.publicationId,
      pickupLibraryId: pickup.id,
      status,
      itemId: item.id,
      activationDate: null,
      expiryDate: addDays(this.today, this.rng.int(60, 300)),
      pickupNumber: null,
      pickupDeadline: null,
      remote: false,
      createdAt: this.instant(daysAgo),
    });
  }

  /** An e-book or e-audiobook lent through the digital provider. */
  digital(
    user: UserRow,
    title: string,
    author: string,
    format: 'e-bok' | 'e-lydbok',
    daysAgo: number,
    days: number,
  ): void {
    const loanedAt = this.instant(daysAgo);
    this.digitalLoans.push({
      userId: user.id,
      provider: 'Biblio',
      title,
      author,
      format,
      loanedAt,
      expiresAt: new Date(loanedAt.getTime() + days * 86_400_000),
      url: `https://biblio.example.no/les/${encodeURIComponent(title.toLowerCase().replaceAll(' ', '-'))}`,
    });
  }

  closedReservation(
    user: UserRow,
    pub: PublicationRow,
    status: 'collected' | 'cancelled' | 'expired',
    daysAgo: number,
  ): ReservationRow {
    return this.reservation({
      userId: user.id,
      publicationId: pub.id,
      pickupLibraryId: this.libraryByCicero(user.preferredPickupBranch).id,
      status,
      itemId: null,
      activationDate: null,
      expiryDate: addDays(this.today, -daysAgo + 180),
      pickupNumber: null,
      pickupDeadline: null,
      remote: false,
      createdAt: this.instant(daysAgo),
    });
  }

  fine(
    user: UserRow,
    amountOre: number,
    reason: string,
    opts: { daysAgo: number; loan?: LoanRow; paidDaysAgo?: number },
  ): FineRow {
    const f: FineRow = {
      id: this.fines.length + 1,
      userId: user.id,
      amountOre,
      reason,
      loanId: opts.loan?.id ?? null,
      paidAt: opts.paidDaysAgo !== undefined ? this.instant(opts.paidDaysAgo) : null,
      createdAt: this.instant(opts.daysAgo),
    };
    this.fines.push(f);
    return f;
  }

  like(user: UserRow, pub: PublicationRow, daysAgo: number): void {
    const key = `${user.id}:${pub.recordId}`;
    if (this.likeKeys.has(key)) return;
    this.likeKeys.add(key);
    this.likes.push({ userId: user.id, recordId: pub.recordId, createdAt: this.instant(daysAgo) });
  }

  list(user: UserRow, name: string, pubs: readonly PublicationRow[]): void {
    const id = this.favouriteLists.length + 1;
    this.favouriteLists.push({ id, userId: user.id, name, createdAt: this.instant(this.rng.int(20, 300)) });
    const seen = new Set<string>();
    pubs.forEach((p, index) => {
      if (seen.has(p.recordId)) return;
      seen.add(p.recordId);
      this.favouriteItems.push({ listId: id, recordId: p.recordId, addedAt: this.instant(Math.max(0, 19 - index)) });
    });
  }

  /** The first free copy among candidate publications, optionally at one library. */
  findFree(pubs: readonly PublicationRow[], purpose: 'loan' | 'reserve', libraryId?: number): ItemRow | undefined {
    for (const pub of pubs) {
      const item = this.freeItem(pub, purpose, libraryId);
      if (item) return item;
    }
    return undefined;
  }

  /** The first reservable free copy that stands at a pickup branch (so it can wait on the pickup shelf). */
  findFreeAtPickup(pubs: readonly PublicationRow[], libraryId?: number): ItemRow | undefined {
    for (const pub of pubs) {
      const item = this.itemsOf(pub).find(
        (i) =>
          i.status === 'available' &&
          i.reservable &&
          i.loanable &&
          this.pickupIds.has(i.libraryId) &&
          (libraryId === undefined || i.libraryId === libraryId),
      );
      if (item) return item;
    }
    return undefined;
  }
}

export function buildCirculation(
  rng: Random,
  cat: CatalogueSeed,
  libraries: readonly LibraryRow[],
  people: PeopleSeed,
  now: Date,
): CirculationSeed {
  const c = new Circulation(rng, cat, libraries, now);
  const { demo, patrons, staff } = people;
  const realMain = (key: string): PublicationRow => c.main(key);
  const physical = (p: PublicationRow): boolean => c.itemsOf(p).length > 0;
  const realBooks = REAL_WORKS.filter((r) => r.mediaType === 'Bok').map((r) => realMain(r.key));
  const childrenPubs = cat.publications.filter((p) => cat.workInfo.get(p.workId)?.audience === 'barn' && physical(p));
  // Demo loans name their titles, but fall back to any free copy of the same media type so that
  // no `now` (which shifts the random streams) can make the seed fail.
  const mustLend = (
    user: UserRow,
    pubs: readonly PublicationRow[],
    opts: Parameters<Circulation['lend']>[2],
  ): LoanRow => {
    const sameType = cat.publications.filter((p) => p.mediaType === pubs[0]?.mediaType && physical(p));
    const item = c.findFree(pubs, 'loan') ?? c.findFree(sameType, 'loan') ?? c.findFree(cat.publications, 'loan');
    if (!item) throw new Error(`no free copy for ${user.firstName}`);
    return c.lend(user, item, opts);
  };

  // ---- Kari Nordmann: the ordinary demo patron
  const kari = demo.patron;
  mustLend(kari, [realMain('hamsun-sult')], { daysAgo: 27, dueIn: 1 });
  mustLend(kari, [realMain('christensen-beatles')], { daysAgo: 25, dueIn: 3 });
  mustLend(kari, [realMain('film-kon-tiki')], { daysAgo: 12, dueIn: 2 });
  mustLend(kari, [realMain('loe-naiv-super')], { daysAgo: 32, dueIn: -4 });
  mustLend(kari, [realMain('jacobsen-de-usynlige')], { daysAgo: 42, dueIn: 14, renewals: 1 });
  mustLend(kari, [realMain('aha-hunting')], { daysAgo: 64, dueIn: 20, renewals: 2 });
  const translated = cat.publications.filter(
    (p) => cat.works[p.workId - 1].originalTitle && p.mediaType === 'Bok' && p.language === 'nob',
  );
  mustLend(kari, translated.slice(40), { daysAgo: 18, dueIn: 10, remote: true });
  rng.sample(realBooks.filter(physical), 12).forEach((pub, index) => {
    const item = c.itemsOf(pub)[0];
    c.returned(kari, item, 40 + index * 25, rng.int(7, 27));
  });
  const bjorvika = c.library('Bjørvika');
  const grunerlokka = c.library('Grünerløkka');
  const kariCandidates = [
    realMain('fosse-morgon-og-kveld'),
    realMain('christensen-halvbroren'),
    realMain('petterson-ut-og-stjaele-hester'),
    ...realBooks,
  ];
  const kariReady = c.findFreeAtPickup(kariCandidates, bjorvika.id) ?? c.findFreeAtPickup(kariCandidates);
  if (kariReady) c.ready(kari, kariReady, 5, 9);
  const comics = cat.publications.filter((p) => p.mediaType === 'Tegneserie' && physical(p));
  const kariReady2 =
    c.findFreeAtPickup(
      [realMain('myhre-nemi'), realMain('spiegelman-maus'), realMain('satrapi-persepolis'), ...comics],
      grunerlokka.id,
    ) ?? c.findFreeAtPickup(comics);
  if (kariReady2) c.ready(kari, kariReady2, 2, 6);
  const transitItem = [realMain('seierstad-bokhandleren'), ...realBooks]
    .flatMap((p) => c.itemsOf(p))
    .find((i) => i.status === 'available' && i.reservable && i.loanable && i.libraryId !== bjorvika.id);
  if (transitItem) c.inTransit(kari, transitItem, bjorvika, 3);
  c.list(
    kari,
    'Sommerlesing',
    [
      'lunde-bienes-historie',
      'jacobsen-de-usynlige',
      'ferrante-venninne',
      'murakami-norwegian-wood',
      'petterson-ut-og-stjaele-hester',
    ].map(realMain),
  );
  c.list(kari, 'Til barna', ['egner-kardemomme', 'lindgren-pippi', 'parr-vaffelhjarte', 'dahl-matilda'].map(realMain));
  c.list(kari, 'Må lese!', ['fosse-morgon-og-kveld', 'undset-kristin', 'orwell-1984'].map(realMain));
  c.list(kari, 'Filmkvelder', ['film-verdens-verste', 'film-elling', 'film-flaklypa'].map(realMain));
  [
    'nesbo-snomannen',
    'lunde-bienes-historie',
    'gaarder-sofies-verden',
    'film-verdens-verste',
    'aha-hunting',
    'overli-pondus',
    'fosse-morgon-og-kveld',
    'rowling-hp1',
  ].forEach((key, index) => c.like(kari, realMain(key), index * 3 + 1));

  // ---- the other demo patrons
  const ingrid = demo.blocked;
  mustLend(ingrid, [realMain('wassmo-dinas-bok'), ...realBooks], { daysAgo: 40, dueIn: -12 });
  mustLend(ingrid, [realMain('ullmann-de-urolige'), ...realBooks], { daysAgo: 19, dueIn: 9 });

  const lars = demo.fines;
  mustLend(lars, [realMain('heyerdahl-kon-tiki'), ...realBooks], { daysAgo: 22, dueIn: 6 });
  const lateItem = c.itemsOf(realMain('film-max-manus'))[0];
  const lateLoan = c.returned(lars, lateItem, 75, 40);
  c.fine(lars, 3000, 'Gebyr for for sen levering', { daysAgo: 30, loan: lateLoan });
  const lostPub = translated.find((p) => c.freeItem(p, 'loan'));
  const lostItem = lostPub ? c.freeItem(lostPub, 'loan') : undefined;
  if (lostItem && lostPub) {
    const lostLoan = c.lend(lars, lostItem, { daysAgo: 120, dueIn: -92 });
    // Declared lost: the loan is closed and the copy is written off as lost.
    lostLoan.returnedAt = osloInstant(addDays(osloDate(now), -30), '12:00');
    lostLoan.inHistory = lars.keepLoanHistory ?? false;
    lostItem.status = 'lost';
    c.fine(lars, 25000, `Erstatning for tapt materiale: ${lostPub.title}`, { daysAgo: 30, loan: lostLoan });
  }
  c.fine(lars, 5000, 'Purregebyr', { daysAgo: 200, paidDaysAgo: 190 });

  const emma = demo.child;
  mustLend(emma, [realMain('lindgren-pippi'), ...childrenPubs], { daysAgo: 18, dueIn: 10 });
  mustLend(emma, [realMain('egner-kardemomme'), ...childrenPubs], { daysAgo: 26, dueIn: 2 });
  mustLend(emma, childrenPubs.slice(30), { daysAgo: 8, dueIn: 20 });
  const torshov = c.library('Torshov');
  const emmaReady =
    c.findFreeAtPickup(
      [realMain('rowling-hp2'), realMain('rowling-hp3'), realMain('lindgren-lovehjerte'), ...childrenPubs],
      torshov.id,
    ) ?? c.findFreeAtPickup(childrenPubs);
  if (emmaReady) c.ready(emma, emmaReady, 4, 5);
  c.list(emma, 'Favoritter', ['rowling-hp1', 'lindgren-lovehjerte', 'jansson-trollvinter'].map(realMain));
  c.digital(kari, 'Lykke-Per', 'Henrik Pontoppidan', 'e-bok', 6, 21);
  c.digital(kari, 'Doppler', 'Erlend Loe', 'e-lydbok', 12, 21);
  c.digital(emma, 'Brødrene Løvehjerte', 'Astrid Lindgren', 'e-lydbok', 3, 21);

  mustLend(demo.invalidProfile, realBooks.slice(10), { daysAgo: 6, dueIn: 22 });
  mustLend(demo.illLibrary, translated.slice(80), { daysAgo: 9, dueIn: 19 });
  mustLend(demo.illLibrary, translated.slice(90), { daysAgo: 9, dueIn: 19 });
  mustLend(demo.employee, realBooks.slice(20), { daysAgo: 4, dueIn: 24 });

  // ---- queues on popular titles: all copies out, patrons waiting (demo patrons at fixed places)
  const queueSpots: Partial<Record<(typeof QUEUE_WORKS)[number], QueueSpot[]>> = {
    'nesbo-snomannen': [{ user: kari, position: 3 }],
    'film-verdens-verste': [{ user: kari, position: 1 }],
    'lunde-bienes-historie': [{ user: kari, position: 5 }],
    'ferrante-venninne': [{ user: kari, position: 2, suspendedDays: 30 }],
    'hjorth-arv-og-miljo': [{ user: ingrid, position: 4 }],
  };
  const adults = patrons.filter((p) => p.category !== 'barn');
  const young = patrons.filter((p) => p.category !== 'voksen');
  for (const key of QUEUE_WORKS) {
    const pub = realMain(key);
    const audience = cat.workInfo.get(pub.workId)?.audience ?? 'voksen';
    const borrowers = rng.shuffle(audience === 'voksen' ? adults : [...young, ...adults]);
    const involved = new Set<number>((queueSpots[key] ?? []).map((s) => s.user.id));
    for (const item of c.itemsOf(pub)) {
      if (item.status !== 'available' || !item.loanable) continue;
      const borrower = borrowers.find((b) => !involved.has(b.id));
      if (!borrower) break;
      involved.add(borrower.id);
      c.lend(borrower, item, { daysAgo: rng.int(1, 26) });
    }
    const fixed = queueSpots[key] ?? [];
    const length = Math.max(rng.int(3, 10), ...fixed.map((s) => s.position + 2));
    const queue: { user: UserRow; suspendedDays?: number }[] = [];
    const others = borrowers.filter((b) => !involved.has(b.id));
    for (let place = 0, other = 0; place < length; place++) {
      const spot = fixed.find((s) => s.position === place);
      if (spot) queue.push({ user: spot.user, suspendedDays: spot.suspendedDays });
      else if (other < others.length) queue.push({ user: others[other++] });
    }
    queue.forEach((entry, place) => c.waiting(entry.user, pub, 60 - place * 5, { suspendedDays: entry.suspendedDays }));
  }

  // ---- generated patrons: open loans and loan history
  const allFree = rng.shuffle(cat.items.filter((i) => i.status === 'available' && i.loanable));
  const childFree = allFree.filter(
    (i) => cat.workInfo.get(c.publication(i.publicationId).workId)?.audience !== 'voksen',
  );
  let cursor = 0;
  let childCursor = 0;
  const nextFree = (child: boolean): ItemRow | undefined => {
    const list = child ? childFree : allFree;
    while (child ? childCursor < list.length : cursor < list.length) {
      const item = child ? list[childCursor++] : list[cursor++];
      if (item.status === 'available') return item;
    }
    return undefined;
  };
  for (const patron of patrons) {
    const count = rng.weighted([
      [0, 25],
      [1, 20],
      [2, 20],
      [3, 15],
      [4, 10],
      [5, 10],
    ] as const);
    for (let i = 0; i < count; i++) {
      const item = nextFree(patron.category === 'barn');
      if (!item) break;
      const daysAgo = rng.int(0, 45);
      const renewals = daysAgo > 24 && rng.chance(0.6) ? 1 : 0;
      const loan = c.lend(patron, item, { daysAgo, renewals });
      if (loan.dueDate < osloDate(now) && rng.chance(0.5)) {
        c.fine(patron, 3000, 'Gebyr for for sen levering', { daysAgo: 1, loan });
      }
    }
    if (patron.keepLoanHistory) {
      const historic = rng.int(2, 10);
      for (let i = 0; i < historic; i++) {
        const item = rng.pick(patron.category === 'barn' ? childFree : allFree);
        c.returned(patron, item, rng.int(35, 400), rng.int(5, 30));
      }
    }
    if (patron.blockStatuses && patron.blockStatuses.includes('fines')) {
      c.fine(patron, 20000, 'Erstatning for skadet materiale', { daysAgo: rng.int(20, 90) });
    }
    if (rng.chance(0.08))
      c.fine(patron, rng.pick([2000, 3000, 5000]), 'Purregebyr', {
        daysAgo: rng.int(100, 300),
        paidDaysAgo: rng.int(10, 90),
      });
  }

  // ---- generated reservations: ready on the shelf, in transit, to be picked, and closed ones
  const reservableAtPickup = rng.shuffle(
    cat.items.filter(
      (i) =>
        i.status === 'available' &&
        i.reservable &&
        i.loanable &&
        libraries.some((l) => l.id === i.libraryId && l.isPickupBranch && l.ciceroId),
    ),
  );
  const pickups = pickupLibraries(libraries);
  let r = 0;
  const nextReservable = (): ItemRow | undefined => {
    while (r < reservableAtPickup.length) {
      const item = reservableAtPickup[r++];
      if (item.status === 'available') return item;
    }
    return undefined;
  };
  for (let i = 0; i < 45; i++) {
    const item = nextReservable();
    const patron = item && rng.pick(patrons.filter((p) => c.canReserve(p, c.publication(item.publicationId))));
    if (item && patron) c.ready(patron, item, rng.int(1, 7), rng.int(2, 9));
  }
  for (let i = 0; i < 18; i++) {
    const item = nextReservable();
    if (!item) break;
    const pickup = rng.pick(pickups.filter((l) => l.id !== item.libraryId));
    const patron = rng.pick(patrons.filter((p) => c.canReserve(p, c.publication(item.publicationId))));
    c.inTransit(patron, item, pickup, rng.int(1, 3));
  }
  // Copies on a shelf assigned to new reservations: these make the employees' picking lists.
  for (let i = 0; i < 70; i++) {
    const item = nextReservable();
    if (!item) break;
    const patron = rng.pick(patrons.filter((p) => c.canReserve(p, c.publication(item.publicationId))));
    const pickup = rng.chance(0.5) ? c.libraryByCicero(patron.preferredPickupBranch) : rng.pick(pickups);
    c.picking(patron, item, pickup, rng.int(0, 3));
  }
  for (let i = 0; i < 40; i++) {
    const patron = rng.pick(patrons);
    const status = rng.weighted([
      ['collected', 6],
      ['cancelled', 2],
      ['expired', 2],
    ] as const);
    c.closedReservation(patron, c.publication(rng.pick(allFree).publicationId), status, rng.int(20, 300));
  }

  // ---- likes and favourite lists
  const realPubs = REAL_WORKS.map((rw) => realMain(rw.key));
  for (const member of staff) {
    rng.sample(realPubs, 12).forEach((pub, index) => c.like(member, pub, index * 4 + 1));
    rng.sample(cat.publications, 6).forEach((pub, index) => c.like(member, pub, index * 7 + 2));
  }
  patrons.forEach((patron, index) => {
    if (rng.chance(0.4)) rng.sample(realPubs, rng.int(1, 6)).forEach((pub, n) => c.like(patron, pub, n * 5 + 1));
    if (index % 7 === 0)
      c.list(
        patron,
        rng.pick(['Huskeliste', 'Til ferien', 'Lese senere', 'Favoritter']),
        rng.sample(cat.publications, rng.int(2, 8)),
      );
  });

  // Kari's older loan history, so /min-side/historikk has more than one page of 20; last, so no other seeded row shifts.
  rng
    .sample(realBooks.filter(physical), 14)
    .forEach((pub, index) => c.returned(kari, c.itemsOf(pub)[0], 340 + index * 30, rng.int(7, 27)));

  return {
    loans: c.loans,
    reservations: c.reservations,
    fines: c.fines,
    favouriteLists: c.favouriteLists,
    favouriteItems: c.favouriteItems,
    likes: c.likes,
    digitalLoans: c.digitalLoans,
  };
}
