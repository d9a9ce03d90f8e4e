// Library branches and their dated opening hours (SPEC §3 Library, Opening hours row; §7 /api/libraries).
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { formatIsoDate, formatTime, nextOpenDayWindow, weekStart } from '#core/dates.ts';
import type { LibraryDto } from '#core/contracts/libraries.ts';
import { codedError } from '#server/services/coded-error.ts';
import {
  addDays,
  computeOpeningHours,
  findNextOpenDay,
  MAX_OPENING_HOURS_SPAN_DAYS,
  openStateAt,
  spanInDays,
  type OpenState,
  type OpeningHoursRow,
} from '#core/opening-hours.ts';
import {
  libraries,
  libraryServiceLibraries,
  libraryServices,
  openingHours,
  openingHoursExceptions,
} from '#server/db/schema.ts';
import type { ServiceContext } from './context.ts';

type LibraryRow = typeof libraries.$inferSelect;

/** Public JSON of a library: field names as SPEC §3. */
function presentLibrary(row: LibraryRow, hours?: OpeningHoursRow[]): LibraryDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    ciceroId: row.ciceroId,
    isPickupBranch: row.isPickupBranch,
    signature: row.signature,
    extendedOpeningHours: row.extendedOpeningHours,
    merapentOnlyWithOslonokkel: row.merapentOnlyWithOslonokkel,
    address: row.address,
    postalCode: row.postalCode,
    city: row.city,
    phone: row.phone,
    email: row.email,
    ...(hours ? { openingHours: hours } : {}),
  };
}

/** Dated rows for several libraries at once: two queries whatever the number of libraries. */
export async function openingHoursBetween(
  ctx: ServiceContext,
  libraryIds: number[],
  start: string,
  end: string,
): Promise<Map<number, OpeningHoursRow[]>> {
  if (libraryIds.length === 0) return new Map();
  const [weekly, exceptions] = await Promise.all([
    ctx.db.select().from(openingHours).where(inArray(openingHours.libraryId, libraryIds)),
    ctx.db
      .select()
      .from(openingHoursExceptions)
      .where(
        and(inArray(openingHoursExceptions.libraryId, libraryIds), between(openingHoursExceptions.date, start, end)),
      ),
  ]);
  return new Map(
    libraryIds.map((id) => [
      id,
      computeOpeningHours(
        weekly.filter((w) => w.libraryId === id),
        exceptions.filter((e) => e.libraryId === id),
        start,
        end,
      ),
    ]),
  );
}

/** Every library, alphabetically; with this week's opening hours unless excluded (SPEC §7). */
export async function listLibraries(
  ctx: ServiceContext,
  options: { includeOpeningHours: boolean },
): Promise<LibraryDto[]> {
  const rows = await ctx.db.select().from(libraries).orderBy(asc(libraries.name));
  if (!options.includeOpeningHours) return rows.map((row) => presentLibrary(row));
  const monday = weekStart(ctx.clock());
  const hours = await openingHoursBetween(
    ctx,
    rows.map((r) => r.id),
    monday,
    addDays(monday, 6),
  );
  return rows.map((row) => presentLibrary(row, hours.get(row.id)));
}

export async function findLibraryBySlug(ctx: ServiceContext, slug: string): Promise<LibraryRow | undefined> {
  const [row] = await ctx.db.select().from(libraries).where(eq(libraries.slug, slug)).limit(1);
  return row;
}

/** One library by id. @throws AppError not_found 'library_not_found' */
async function getLibrary(ctx: ServiceContext, id: number): Promise<LibraryRow> {
  const [row] = await ctx.db.select().from(libraries).where(eq(libraries.id, id)).limit(1);
  if (!row) throw codedError('not_found', 'library_not_found');
  return row;
}

/**
 * The seven rows (Monday to Sunday) of the Oslo week that contains the date. SPEC §7 openinghoursforweek.
 * @throws AppError not_found 'library_not_found'
 */
export async function openingHoursForWeek(
  ctx: ServiceContext,
  libraryId: number,
  date: string,
): Promise<OpeningHoursRow[]> {
  await getLibrary(ctx, libraryId);
  const monday = weekStart(date);
  const hours = await openingHoursBetween(ctx, [libraryId], monday, addDays(monday, 6));
  return hours.get(libraryId) ?? [];
}

/**
 * One row per day from start to end, both included. SPEC §7 openinghoursbetweendates.
 * @throws AppError invalid 'start_after_end' | 'span_too_long', not_found 'library_not_found'
 */
export async function openingHoursBetweenDates(
  ctx: ServiceContext,
  libraryId: number,
  start: string,
  end: string,
): Promise<OpeningHoursRow[]> {
  if (start > end) throw codedError('invalid', 'start_after_end');
  if (spanInDays(start, end) > MAX_OPENING_HOURS_SPAN_DAYS) {
    throw codedError('invalid', 'span_too_long', { days: MAX_OPENING_HOURS_SPAN_DAYS });
  }
  await getLibrary(ctx, libraryId);
  const hours = await openingHoursBetween(ctx, [libraryId], start, end);
  return hours.get(libraryId) ?? [];
}

/** The first open day after the date, within the 14-day window of SPEC §9; null when none. */
export async function nextOpenDay(
  ctx: ServiceContext,
  libraryId: number,
  date: string,
): Promise<OpeningHoursRow | null> {
  const window = nextOpenDayWindow(date);
  return findNextOpenDay(await openingHoursBetweenDates(ctx, libraryId, window.start, window.end));
}

export interface LibraryToday {
  library: LibraryDto;
  /** Today's row (Oslo day). */
  today: OpeningHoursRow | null;
  /** Open with staff, open without staff (meråpent) or closed, right now. */
  openNow: OpenState;
  /** When today is closed: the next open day within 14 days. */
  nextOpen: OpeningHoursRow | null;
}

/** Every library with today's hours and whether it is open now (for /bibliotekene). */
export async function listLibrariesToday(ctx: ServiceContext): Promise<{ today: string; libraries: LibraryToday[] }> {
  const now = ctx.clock();
  const today = formatIsoDate(now);
  const rows = await ctx.db.select().from(libraries).orderBy(asc(libraries.name));
  const window = nextOpenDayWindow(today);
  const hours = await openingHoursBetween(
    ctx,
    rows.map((r) => r.id),
    today,
    window.end,
  );
  const time = formatTime(now);
  return {
    today,
    libraries: rows.map((row) => {
      const days = hours.get(row.id) ?? [];
      const todayRow = days[0] ?? null;
      return {
        library: presentLibrary(row),
        today: todayRow,
        openNow: todayRow ? openStateAt(todayRow, time) : 'closed',
        nextOpen: todayRow?.isOpen ? null : findNextOpenDay(days.slice(1)),
      };
    }),
  };
}

/** The services offered at a library (published only), for its page. */
export async function listServicesAtLibrary(ctx: ServiceContext, libraryId: number) {
  return ctx.db
    .select({
      id: libraryServices.id,
      title: libraryServices.title,
      lead: libraryServices.lead,
      serviceForm: libraryServices.serviceForm,
    })
    .from(libraryServiceLibraries)
    .innerJoin(libraryServices, eq(libraryServices.id, libraryServiceLibraries.serviceId))
    .where(and(eq(libraryServiceLibraries.libraryId, libraryId), eq(libraryServices.published, true)))
    .orderBy(asc(libraryServices.title));
}
