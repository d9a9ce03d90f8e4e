// Library branches and their dated opening hours (SPEC §3 Library, Opening hours row; §7 /api/libraries).
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { addDays, computeOpeningHours, type OpeningHoursRow } from '#core/opening-hours.ts';
import { weekStart } from '#core/dates.ts';
import { libraries, openingHours, openingHoursExceptions } from '#server/db/schema.ts';
import type { ServiceContext } from './context.ts';

type LibraryRow = typeof libraries.$inferSelect;

/** Public JSON of a library: field names as SPEC §3. */
export function presentLibrary(row: LibraryRow, hours?: OpeningHoursRow[]) {
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
export type LibraryDto = ReturnType<typeof presentLibrary>;

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
      .where(and(inArray(openingHoursExceptions.libraryId, libraryIds), between(openingHoursExceptions.date, start, end))),
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
export async function listLibraries(ctx: ServiceContext, options: { includeOpeningHours: boolean }): Promise<LibraryDto[]> {
  const rows = await ctx.db.select().from(libraries).orderBy(asc(libraries.name));
  if (!options.includeOpeningHours) return rows.map((row) => presentLibrary(row));
  const monday = weekStart(ctx.clock());
  const hours = await openingHoursBetween(ctx, rows.map((r) => r.id), monday, addDays(monday, 6));
  return rows.map((row) => presentLibrary(row, hours.get(row.id)));
}

export async function findLibraryBySlug(ctx: ServiceContext, slug: string): Promise<LibraryRow | undefined> {
  const [row] = await ctx.db.select().from(libraries).where(eq(libraries.slug, slug)).limit(1);
  return row;
}
