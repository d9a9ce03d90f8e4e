// A patron's own account: profile info (SPEC §3 Profile state), overview counts, settings (SPEC §4 Settings save) and PIN change.
import { and, asc, count, eq, inArray, isNull, ne, sum } from 'drizzle-orm';
import {
  checkContactSettings,
  normalizeEmail,
  normalizePhoneNumber,
  type FieldErrors,
} from '#core/contact-settings.ts';
import { countedReservations, OPEN_RESERVATION_STATUSES } from '#core/circulation.ts';
import type { SettingsField } from '#core/contracts/account.ts';
import { formatIsoDate } from '#core/dates.ts';
import { AppError } from '#core/errors.ts';
import { codedError } from '#server/services/coded-error.ts';
import { DEFAULT_LANGUAGE } from '#core/i18n/languages.ts';
import { translatorFor } from '#core/i18n/translator.ts';
import { pickupBranchOptions, type PickupBranchOption } from '#core/libraries.ts';
import { checkNewPin } from '#core/pin.ts';
import { needsProfileFix } from '#core/profile.ts';
import { fines, libraries, loans, reservations, sessions, users } from '#server/db/schema.ts';
import { recordAudit } from './auth/audit.ts';
import { hashPin, verifyPin } from './auth/card-login.ts';
import { beginAttempt, pinLimits } from './auth/throttle.ts';
import { sha256 } from './auth/tokens.ts';
import type { ServiceContext } from './context.ts';

type UserRow = typeof users.$inferSelect;

/** Counts for the /min-side overview and the profile state's loans/reservations groups. */
export interface AccountSummary {
  loans: number;
  remoteLoans: number;
  overdueLoans: number;
  reservations: number;
  remoteReservations: number;
  pickups: number;
  unpaidFines: number;
  /** Sum of unpaid fines in øre. */
  unpaidFinesOre: number;
}

/** GET /api/authorized/cicero/info (SPEC §3 Profile state: borrowerName, firstName, category, personalInformation, settings). */
export interface ProfileInfo {
  borrowerName: string;
  firstName: string;
  category: string;
  personalInformation: {
    name: string;
    firstName: string;
    lastName: string;
    birthDate: string | null;
    address: string | null;
    postalCode: string | null;
    city: string | null;
    email: string | null;
    phoneNumber: string | null;
    cardNumber: string | null;
  };
  settings: {
    receiveEmail: boolean;
    receiveSms: boolean;
    email: string | null;
    phoneNumber: string | null;
    preferredPickupBranch: string | null;
    keepLoanHistory: boolean;
  };
  blockStatuses: string[];
  invalidProfile: boolean;
  summary: AccountSummary;
}

async function findUser(ctx: ServiceContext, userId: number): Promise<UserRow> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw codedError('unauthenticated', 'unauthenticated');
  return user;
}

export async function getAccountSummary(ctx: ServiceContext, userId: number): Promise<AccountSummary> {
  const today = formatIsoDate(ctx.clock());
  const [openLoans, activeReservations, unpaid] = await Promise.all([
    ctx.db
      .select({ remote: loans.remote, dueDate: loans.dueDate })
      .from(loans)
      .where(and(eq(loans.userId, userId), isNull(loans.returnedAt))),
    ctx.db
      .select({
        id: reservations.id,
        status: reservations.status,
        remote: reservations.remote,
        groupId: reservations.groupId,
      })
      .from(reservations)
      .where(and(eq(reservations.userId, userId), inArray(reservations.status, [...OPEN_RESERVATION_STATUSES]))),
    ctx.db
      .select({ n: count(), total: sum(fines.amountOre) })
      .from(fines)
      .where(and(eq(fines.userId, userId), isNull(fines.paidAt))),
  ]);
  return {
    loans: openLoans.filter((l) => !l.remote).length,
    remoteLoans: openLoans.filter((l) => l.remote).length,
    overdueLoans: openLoans.filter((l) => l.dueDate < today).length,
    // A "første ledige" group is one reservation (docs/decisions/034).
    reservations: countedReservations(activeReservations.filter((r) => r.status !== 'ready_for_pickup' && !r.remote)),
    remoteReservations: activeReservations.filter((r) => r.remote && r.status !== 'ready_for_pickup').length,
    pickups: activeReservations.filter((r) => r.status === 'ready_for_pickup').length,
    unpaidFines: Number(unpaid[0]?.n ?? 0),
    unpaidFinesOre: Number(unpaid[0]?.total ?? 0),
  };
}

function presentProfileInfo(user: UserRow, summary: AccountSummary): ProfileInfo {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return {
    borrowerName: name,
    firstName: user.firstName,
    category: user.category,
    personalInformation: {
      name,
      firstName: user.firstName,
      lastName: user.lastName,
      birthDate: user.birthDate,
      address: user.address,
      postalCode: user.postalCode,
      city: user.city,
      email: user.email,
      phoneNumber: user.phoneNumber,
      cardNumber: user.cardNumber,
    },
    settings: {
      receiveEmail: user.receiveEmail,
      receiveSms: user.receiveSms,
      email: user.email,
      phoneNumber: user.phoneNumber,
      preferredPickupBranch: user.preferredPickupBranch,
      keepLoanHistory: user.keepLoanHistory,
    },
    blockStatuses: [...user.blockStatuses],
    invalidProfile: needsProfileFix({ ...user, assignedRoles: user.roles }),
    summary,
  };
}

/** The logged-in patron's own profile; there is no way to ask for someone else's. */
export async function getProfileInfo(ctx: ServiceContext, userId: number): Promise<ProfileInfo> {
  const [user, summary] = await Promise.all([findUser(ctx, userId), getAccountSummary(ctx, userId)]);
  return presentProfileInfo(user, summary);
}

/** SPEC §3: pickup options are libraries with isPickupBranch and a ciceroId (value ciceroId, text name). */
export async function listPickupBranches(ctx: ServiceContext): Promise<PickupBranchOption[]> {
  const rows = await ctx.db
    .select({ name: libraries.name, ciceroId: libraries.ciceroId, isPickupBranch: libraries.isPickupBranch })
    .from(libraries)
    .orderBy(asc(libraries.name));
  return pickupBranchOptions(rows);
}

export interface SettingsInput {
  receiveEmail?: boolean;
  receiveSms?: boolean;
  email?: string | null;
  phoneNumber?: string | null;
  preferredPickupBranch?: string | null;
  keepLoanHistory?: boolean;
}

/**
 * A settings change that breaks the rules; `fields` carries a bokmål message per field. Its text is those messages
 * together: each is the catalogue's (account:validation.<key>), and the settings API gives them in the language asked
 * for (server/http/account.ts), so there is no errors:code text of its own.
 */
export class SettingsRejected extends AppError {
  readonly fields: FieldErrors<SettingsField>;
  constructor(fields: FieldErrors<SettingsField>) {
    // eslint-disable-next-line no-restricted-syntax -- the fields' own catalogue texts, worded per language by the API
    super('invalid', 'invalid_settings', Object.values(fields).join(' '));
    this.fields = fields;
  }
}

/**
 * Saves contact settings and the preferred pickup branch (SPEC §4 Settings save). Fields left out keep
 * their value. The result must be a valid profile (SPEC §5), so nobody can save themselves into the
 * forced-profile state.
 * @throws SettingsRejected (invalid/invalid_settings) with field messages.
 */
export async function updateSettings(ctx: ServiceContext, userId: number, input: SettingsInput): Promise<ProfileInfo> {
  const user = await findUser(ctx, userId);
  const next = {
    receiveEmail: input.receiveEmail ?? user.receiveEmail,
    receiveSms: input.receiveSms ?? user.receiveSms,
    email: input.email !== undefined ? normalizeEmail(input.email) : normalizeEmail(user.email),
    phoneNumber:
      input.phoneNumber !== undefined
        ? normalizePhoneNumber(input.phoneNumber)
        : normalizePhoneNumber(user.phoneNumber),
  };
  const errors: FieldErrors<SettingsField> = checkContactSettings(next);
  let preferredPickupBranch = user.preferredPickupBranch;
  if (input.preferredPickupBranch !== undefined) {
    preferredPickupBranch = input.preferredPickupBranch === '' ? null : input.preferredPickupBranch;
    if (preferredPickupBranch !== null) {
      const options = await listPickupBranches(ctx);
      if (!options.some((o) => o.value === preferredPickupBranch))
        errors.preferredPickupBranch = translatorFor(DEFAULT_LANGUAGE)('account:validation.unknownBranch');
    }
  }
  if (Object.keys(errors).length > 0) throw new SettingsRejected(errors);

  const changes = {
    ...next,
    preferredPickupBranch,
    keepLoanHistory: input.keepLoanHistory ?? user.keepLoanHistory,
  };
  const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter((k) => changes[k] !== user[k]);
  // Opting out of loan history deletes what was kept (issue #7: history only while opted in). The history is the library
  // system's, asked outside our transaction (CONVENTIONS) and before it: should saving fail, the patron saves again and
  // nothing they wanted gone is left, where deleting after a saved opt-out could fail with no second chance.
  if (user.keepLoanHistory && !changes.keepLoanHistory) await ctx.librarySystem.deleteLoanHistory(ctx, userId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...changes, updatedAt: ctx.clock() })
      .where(eq(users.id, userId));
    if (changed.length > 0)
      await recordAudit(ctx, { action: 'settings_changed', actorId: userId, detail: { fields: changed } }, tx);
  });
  return getProfileInfo(ctx, userId);
}

/**
 * Changes the PIN after checking the current one (SPEC §4 Change PIN; §8 'current PIN incorrect').
 * @throws AppError invalid/invalid_pin — the new PIN breaks the rules.
 * @throws AppError invalid/current_pin_incorrect — wrong current PIN.
 * @throws AppError rate_limited/too_many_attempts — the patron's PIN attempts (logins included) are used up.
 * Ends the patron's other sessions.
 */
export async function changePin(
  ctx: ServiceContext,
  userId: number,
  input: { currentPin: string; newPin: string },
  request: { clientAddress: string; currentSessionToken: string },
): Promise<void> {
  const { clientAddress, currentSessionToken } = request;
  const verdict = checkNewPin(input.newPin, { current: input.currentPin });
  if (!verdict.ok) throw codedError('invalid', 'invalid_pin', { context: verdict.problem });
  // The same allowance as logins: a stolen session must not give an attacker more PIN guesses.
  const key = `patron:${userId}` as const;
  const attempt = await beginAttempt(ctx, pinLimits(key, clientAddress));
  if (!attempt.allowed) throw codedError('rate_limited', 'too_many_attempts');
  const user = await findUser(ctx, userId);
  if (!(await verifyPin(user.pinHash, input.currentPin))) {
    await recordAudit(ctx, {
      action: 'pin_change_failed',
      actorId: userId,
      detail: { reason: 'current_pin_incorrect' },
    });
    throw codedError('invalid', 'current_pin_incorrect');
  }
  const pinHash = await hashPin(input.newPin);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ pinHash, updatedAt: ctx.clock() }).where(eq(users.id, userId));
    // A new PIN ends the patron's other sessions (as a PIN reset ends all of them): whoever knew the old one is out.
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, sha256(currentSessionToken))));
    await recordAudit(ctx, { action: 'pin_changed', actorId: userId }, tx);
  });
  await attempt.succeeded([key]);
}
