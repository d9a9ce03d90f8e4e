// In-memory fake of the library-system port: a few titles, branches, loans, reservations and history entries in arrays,
// with the port's refusals (not another patron's loan, reservation or history entry, one reservation per title, known
// branches only). It has no copies: every reservation waits, and a "første ledige" group is its reservations with one
// group id; a title is held here unless it is `elsewhereOnly`, which is what an inter-library request asks for.
import { addDays, type PlannedPause } from '#core/circulation.ts';
import { formatIsoDate } from '#core/dates.ts';
import { bokmalText, codedError } from '#server/services/coded-error.ts';
import { assertPausable, assertPlannable } from '#server/services/circulation/pause-rules.ts';
import { renewalDenialKey } from '#core/renewal.ts';
import type { Clock } from '#server/ports/clock.ts';
import type {
  ChangedField,
  LibrarySystem,
  LoanDto,
  RenewalResult,
  ReservationDto,
  TitleDto,
} from '#server/ports/library-system.ts';

export interface FakeTitle {
  recordId: string;
  title: string;
  author?: string;
  /** Editions of one work share it (reserveFirstAvailable); by default each title is a work of its own. */
  workId?: string;
  format?: string;
  /** No copy of ours: an inter-library request may borrow it (otherwise it is refused: availableLocally). */
  elsewhereOnly?: boolean;
  /** Of a kind never lent between libraries (films, e-books): an inter-library request is refused. */
  noInterLibraryLoan?: boolean;
}

export interface FakeLoan {
  loanId: number;
  userId: number;
  recordId: string;
  dueDate: string;
  renewals?: number;
  maxRenewals?: number;
}

/** A returned loan in the patron's history (ISO instants). */
export interface FakeHistoryEntry {
  loanId: number;
  userId: number;
  recordId: string;
  loanedAt: string;
  returnedAt: string;
}

interface Reservation {
  id: number;
  userId: number;
  recordId: string;
  libraryId: string;
  activationDate: string | null;
  expiryDate: string | null;
  createdAt: string;
  open: boolean;
  groupId: number | null;
  remote: boolean;
}

export interface FakeLibrarySystem extends LibrarySystem<{ clock: Clock }> {
  /** Every call made, in order, by method name: what an HTTP test checks was asked of the library system. */
  readonly calls: string[];
  /** Lends a title to a patron (a test that knows its patron's id only after the database is up). */
  addLoan(loan: FakeLoan): void;
  /** Puts a returned loan in a patron's history (as addLoan, once the patron's id is known). */
  addHistory(entry: FakeHistoryEntry): void;
}

const LOAN_DAYS = 28;

export function createFakeLibrarySystem(seed: {
  titles: FakeTitle[];
  branches: { ciceroId: string; name: string }[];
  loans?: FakeLoan[];
  history?: FakeHistoryEntry[];
}): FakeLibrarySystem {
  const loans = (seed.loans ?? []).map((l) => ({ renewals: 0, maxRenewals: 2, ...l }));
  let history = [...(seed.history ?? [])];
  const reservations: Reservation[] = [];
  const plans = new Map<number, PlannedPause>();
  const calls: string[] = [];
  let nextId = 1;
  let nextGroupId = 1;

  const title = (recordId: string): FakeTitle | undefined => seed.titles.find((t) => t.recordId === recordId);
  const titleDto = (recordId: string): TitleDto => {
    const t = title(recordId);
    return {
      recordId,
      title: t?.title ?? recordId,
      author: t?.author ?? null,
      mediaType: 'Bok',
      coverUrl: null,
      workPath: `/verk/${recordId}`,
    };
  };
  const branch = (ciceroId: string) => {
    const found = seed.branches.find((b) => b.ciceroId === ciceroId);
    if (!found) throw codedError('invalid', 'unknown_pickup_branch');
    return found;
  };
  const presentLoan = (l: (typeof loans)[number], today: string): LoanDto => {
    const denials = l.renewals >= l.maxRenewals ? (['deniedMaxRenewalsReached'] as const) : [];
    return {
      ...titleDto(l.recordId),
      loanDetails: { loanId: l.loanId, dueDate: l.dueDate },
      loanedAt: `${addDays(l.dueDate, -LOAN_DAYS)}T10:00:00.000Z`,
      renewals: l.renewals,
      maxRenewals: l.maxRenewals,
      remote: false,
      overdue: l.dueDate < today,
      barcode: `fake-${l.loanId}`,
      branch: seed.branches[0]?.name ?? '',
      denials: [...denials],
      renewableFrom: null,
    };
  };
  const presentReservation = (r: Reservation, today: string): ReservationDto => {
    // An inter-library request waits at the lending library, in no queue of ours (as the built-in engine shows it).
    const queue = reservations.filter((o) => o.open && !o.remote && o.recordId === r.recordId);
    return {
      ...titleDto(r.recordId),
      id: r.id,
      reservationId: r.id,
      libraryId: r.libraryId,
      LibraryId: r.libraryId,
      libraryName: branch(r.libraryId).name,
      status: 'waiting',
      activationDate: r.activationDate,
      expiryDate: r.expiryDate,
      createdAt: r.createdAt,
      suspended: r.activationDate !== null && r.activationDate > today,
      remote: r.remote,
      queuePosition: r.remote ? null : queue.indexOf(r) + 1,
      queueLength: r.remote ? null : queue.length,
      estimatedWaitDays: null,
      pickupNumber: null,
      pickupDeadline: null,
      format: title(r.recordId)?.format ?? 'Innbundet',
      publicationYear: null,
      groupId: r.groupId,
    };
  };
  const ownOpen = (userId: number, reservationId: number) => {
    const r = reservations.find((o) => o.id === reservationId && o.userId === userId && o.open);
    if (!r) throw codedError('not_found', 'reservation_not_found');
    return r;
  };
  /** The reservation with the rest of its group: one reservation to the patron. */
  const withGroup = (r: Reservation) =>
    r.groupId === null ? [r] : reservations.filter((o) => o.open && o.groupId === r.groupId);
  const today = (ctx: { clock: Clock }) => formatIsoDate(ctx.clock());
  const newReservation = (
    ctx: { clock: Clock },
    userId: number,
    recordId: string,
    libraryId: string,
    groupId: number | null,
    remote = false,
  ): Reservation => {
    if (reservations.some((r) => r.open && r.userId === userId && r.recordId === recordId)) {
      throw codedError('conflict', 'alreadyReserved');
    }
    return {
      id: nextId++,
      userId,
      recordId,
      libraryId,
      activationDate: null,
      expiryDate: addDays(today(ctx), 365),
      createdAt: ctx.clock().toISOString(),
      open: true,
      groupId,
      remote,
    };
  };
  const hold = (ctx: { clock: Clock }, userId: number, until: string | null) => {
    const own = reservations.filter((r) => r.userId === userId && r.open && !r.remote);
    const touched =
      until === null
        ? own.filter((r) => r.activationDate !== null && r.activationDate > today(ctx))
        : own.filter((r) => r.activationDate !== until);
    for (const r of touched) r.activationDate = until;
    return touched.length;
  };

  return {
    calls,
    addLoan(loan) {
      loans.push({ renewals: 0, maxRenewals: 2, ...loan });
    },
    addHistory(entry) {
      history.push(entry);
    },
    listLoans(ctx, userId) {
      calls.push('listLoans');
      const own = loans.filter((l) => l.userId === userId).map((l) => presentLoan(l, today(ctx)));
      return Promise.resolve({
        loans: own,
        remoteLoans: [],
        purresaker: [],
        kemnersaker: [],
        purreId: null,
        standing: { block: null, unpaidFinesOre: 0, fineLimitOre: 10_000 },
      });
    },
    renewLoans(ctx, userId, loanIds) {
      calls.push('renewLoans');
      const own = [...new Set(loanIds)].map((id) => loans.find((l) => l.loanId === id && l.userId === userId));
      if (own.some((l) => l === undefined)) return Promise.reject(codedError('not_found', 'loan_not_found'));
      const results: RenewalResult[] = [];
      for (const l of own) {
        if (!l) continue;
        const denials = presentLoan(l, today(ctx)).denials;
        if (denials.length > 0) {
          results.push({
            loanDetails: { loanId: l.loanId, dueDate: l.dueDate },
            renewalStatus: 'denied',
            denials,
            message: bokmalText(renewalDenialKey(denials)),
          });
          continue;
        }
        l.dueDate = addDays(today(ctx) > l.dueDate ? today(ctx) : l.dueDate, LOAN_DAYS);
        l.renewals += 1;
        results.push({
          loanDetails: { loanId: l.loanId, dueDate: l.dueDate },
          renewalStatus: 'renewed',
          denials: [],
          message: null,
        });
      }
      return Promise.resolve(results);
    },
    listReservations(ctx, userId) {
      calls.push('listReservations');
      // A planned pause whose day has come starts when next looked at (the built-in engine's hourly job).
      const plan = plans.get(userId);
      if (plan && plan.from <= today(ctx)) {
        plans.delete(userId);
        if (plan.until > today(ctx)) hold(ctx, userId, plan.until);
      }
      const own = reservations
        .filter((r) => r.userId === userId && r.open)
        .map((r) => presentReservation(r, today(ctx)));
      return Promise.resolve({
        pickups: [],
        reservations: own.filter((r) => !r.remote),
        remoteReservations: own.filter((r) => r.remote),
        plannedPause: plans.get(userId) ?? null,
      });
    },
    async reserve(ctx, userId, input) {
      calls.push('reserve');
      if (!title(input.recordId)) throw codedError('not_found', 'notFound');
      branch(input.libraryId);
      const created = newReservation(ctx, userId, input.recordId, input.libraryId, null);
      reservations.push(created);
      return presentReservation(created, today(ctx));
    },
    async reserveFirstAvailable(ctx, userId, input) {
      calls.push('reserveFirstAvailable');
      const recordIds = [...new Set(input.recordIds)];
      if (recordIds.length < 2) throw codedError('invalid', 'too_few_editions');
      const titles = recordIds.map(title);
      if (titles.some((t) => t === undefined)) throw codedError('not_found', 'notFound');
      if (new Set(titles.map((t) => t?.workId ?? t?.recordId)).size > 1)
        throw codedError('invalid', 'editions_of_one_work');
      branch(input.libraryId);
      const groupId = nextGroupId++;
      const created = recordIds.map((recordId) => newReservation(ctx, userId, recordId, input.libraryId, groupId));
      reservations.push(...created);
      return created.map((r) => presentReservation(r, today(ctx)));
    },
    async requestInterLibraryLoan(ctx, userId, input) {
      calls.push('requestInterLibraryLoan');
      const wanted = title(input.recordId);
      if (!wanted) throw codedError('not_found', 'notFound');
      if (wanted.noInterLibraryLoan) throw codedError('conflict', 'remoteLoanUnavailable');
      // Picked up at the patron's preferred branch, which the fake does not know: its first.
      const pickup = seed.branches[0]?.ciceroId ?? '';
      const created = newReservation(ctx, userId, input.recordId, pickup, null, true);
      if (!wanted.elsewhereOnly) throw codedError('conflict', 'availableLocally');
      branch(pickup);
      reservations.push(created);
      return presentReservation(created, today(ctx));
    },
    async changeReservation(ctx, userId, change) {
      calls.push('changeReservation');
      const r = ownOpen(userId, change.reservationId);
      branch(change.libraryId);
      const changed: ChangedField[] = [];
      if (change.libraryId !== r.libraryId) changed.push('libraryId');
      if (change.activationDate !== r.activationDate) changed.push('activationDate');
      if (change.expiryDate !== r.expiryDate) changed.push('expiryDate');
      if (change.expiryDate !== null && change.expiryDate < today(ctx)) throw codedError('invalid', 'expiry_in_past');
      if (changed.includes('activationDate') && change.activationDate !== null && change.activationDate <= today(ctx)) {
        throw codedError('invalid', 'activation_in_past');
      }
      // Only a place in one of our queues can be held; the lending library does not wait for the patron.
      if (changed.includes('activationDate') && change.activationDate !== null && r.remote)
        throw codedError('conflict', 'suspend_only_waiting');
      for (const member of withGroup(r))
        Object.assign(member, {
          libraryId: change.libraryId,
          activationDate: change.activationDate,
          expiryDate: change.expiryDate,
        });
      return { reservation: presentReservation(r, today(ctx)), changed };
    },
    async cancelReservation(_ctx, userId, reservationId) {
      calls.push('cancelReservation');
      for (const member of withGroup(ownOpen(userId, reservationId))) member.open = false;
    },
    async pauseReservations(ctx, userId, until) {
      calls.push('pauseReservations');
      if (until !== null) assertPausable(today(ctx), until);
      return { changed: hold(ctx, userId, until) };
    },
    async planPause(ctx, userId, pause) {
      calls.push('planPause');
      assertPlannable(today(ctx), pause);
      plans.set(userId, { from: pause.from, until: pause.until });
      return { from: pause.from, until: pause.until };
    },
    async cancelPlannedPause(_ctx, userId) {
      calls.push('cancelPlannedPause');
      return { cancelled: plans.delete(userId) };
    },
    async listLoanHistory(_ctx, userId, { page, pageSize }) {
      calls.push('listLoanHistory');
      const own = history
        .filter((h) => h.userId === userId)
        .sort((a, b) => b.returnedAt.localeCompare(a.returnedAt) || b.loanId - a.loanId);
      return {
        total: own.length,
        page,
        pageSize,
        loans: own
          .slice((page - 1) * pageSize, page * pageSize)
          .map((h) => ({ ...titleDto(h.recordId), loanId: h.loanId, loanedAt: h.loanedAt, returnedAt: h.returnedAt })),
      };
    },
    async deleteLoanHistory(_ctx, userId, loanId) {
      calls.push('deleteLoanHistory');
      const going = history.filter((h) => h.userId === userId && (loanId === undefined || h.loanId === loanId));
      if (loanId !== undefined && going.length === 0) throw codedError('not_found', 'history_not_found');
      history = history.filter((h) => !going.includes(h));
      return { deleted: going.length };
    },
  };
}
