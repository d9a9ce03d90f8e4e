// A patron's due dates as a personal calendar feed (issue #20; Koha and Libby do this): an all-day entry on each loan's
// due date and on the last pickup day of each reservation ready for pickup, behind an address whose secret only the
// patron has. A new address revokes the old; turning it off revokes it too. The feed holds titles a patron reads, so
// its address is as private as a password: 32 random bytes, never logged, and never indexed (robots.txt keeps /api/ out).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createEvents, type EventAttributes } from 'ics';
import { formatDate } from '#core/dates.ts';
import { codedError } from '#server/services/coded-error.ts';
import { translatorFor } from '#core/i18n/translator.ts';
import { users } from '#server/db/schema.ts';
import type { ServiceContext } from './context.ts';
import { emptyCalendar } from './event-calendar.ts';

const PRODUCT_ID = 'oslo-bibliotek/laan';
/** Base64url of 32 bytes: 43 characters of [A-Za-z0-9_-]. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The feed's address for a token, on the public origin. */
function loanCalendarUrl(ctx: ServiceContext, token: string): string {
  return `${ctx.config.publicUrl}/api/loan-calendar/${token}/laan.ics`;
}

/** The patron's current feed address, or null when the feed is off. */
export async function getLoanCalendar(ctx: ServiceContext, userId: number): Promise<{ url: string } | null> {
  const [row] = await ctx.db.select({ token: users.loanCalendarToken }).from(users).where(eq(users.id, userId));
  return row?.token ? { url: loanCalendarUrl(ctx, row.token) } : null;
}

/** Turns the feed on with a new secret address; an address given before stops working at once. */
export async function renewLoanCalendar(ctx: ServiceContext, userId: number): Promise<{ url: string }> {
  const token = randomBytes(32).toString('base64url');
  await ctx.db.update(users).set({ loanCalendarToken: token, updatedAt: ctx.clock() }).where(eq(users.id, userId));
  return { url: loanCalendarUrl(ctx, token) };
}

export async function disableLoanCalendar(ctx: ServiceContext, userId: number): Promise<void> {
  await ctx.db.update(users).set({ loanCalendarToken: null, updatedAt: ctx.clock() }).where(eq(users.id, userId));
}

/** 'YYYY-MM-DD' as the date-only array `ics` writes as VALUE=DATE (an all-day entry, the same day in every time zone). */
function day(isoDate: string): [number, number, number] {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return [y, m, d];
}

/**
 * The feed behind a token: unknown, revoked and malformed tokens are all the same 404, so an address cannot be probed.
 * @throws AppError not_found 'calendar_not_found'
 */
export async function loanCalendarFeed(ctx: ServiceContext, token: string): Promise<string> {
  const notFound = codedError('not_found', 'calendar_not_found');
  if (!TOKEN_PATTERN.test(token)) throw notFound;
  const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.loanCalendarToken, token));
  if (!owner) throw notFound;
  const [loans, reservations] = await Promise.all([
    ctx.librarySystem.listLoans(ctx, owner.id),
    ctx.librarySystem.listReservations(ctx, owner.id),
  ]);
  // A calendar fetches without cookies or Accept-Language worth trusting: the feed is in bokmål, the portal's default.
  const t = translatorFor('nb');
  const origin = ctx.config.publicUrl;
  const host = new URL(origin).hostname;
  const loansUrl = `${origin}/min-side/laan`;
  const pickupsUrl = `${origin}/min-side/bestillinger`;
  const entries: EventAttributes[] = [
    ...[...loans.loans, ...loans.remoteLoans].map((loan) => {
      const date = formatDate(loan.loanDetails.dueDate);
      return {
        uid: `laan-${loan.loanDetails.loanId}@${host}`,
        title: t('common:calendar.loans.dueTitle', { title: loan.title }),
        description: [
          loan.author
            ? t('common:calendar.loans.dueTextBy', { title: loan.title, author: loan.author, date })
            : t('common:calendar.loans.dueText', { title: loan.title, date }),
          t('common:calendar.loans.renewLink', { url: loansUrl }),
        ].join('\n\n'),
        url: loansUrl,
        start: day(loan.loanDetails.dueDate),
        duration: { days: 1 },
        transp: 'TRANSPARENT' as const,
      };
    }),
    ...reservations.pickups.flatMap((pickup) => {
      if (!pickup.pickupDeadline) return [];
      const where = { title: pickup.title, library: pickup.libraryName, number: pickup.pickupNumber };
      return [
        {
          uid: `hentes-${pickup.reservationId}@${host}`,
          title: t('common:calendar.loans.pickupTitle', { title: pickup.title }),
          description: [
            pickup.pickupNumber
              ? t('common:calendar.loans.pickupTextNumber', where)
              : t('common:calendar.loans.pickupText', where),
            t('common:calendar.loans.pickupBy', { date: formatDate(pickup.pickupDeadline), url: pickupsUrl }),
          ].join('\n\n'),
          location: pickup.libraryName,
          url: pickupsUrl,
          start: day(pickup.pickupDeadline),
          duration: { days: 1 },
          transp: 'TRANSPARENT' as const,
        },
      ];
    }),
  ];
  const name = t('common:calendar.loans.name');
  if (entries.length === 0) return emptyCalendar(name, PRODUCT_ID);
  const { error, value } = createEvents(entries, { productId: PRODUCT_ID, calName: name });
  if (error || !value) throw codedError('unavailable', 'calendar_failed');
  return value;
}
