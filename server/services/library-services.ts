// Library services (SPEC §3 Library services): one service with the libraries that offer it.
import { and, asc, eq } from 'drizzle-orm';
import { libraries, libraryServiceLibraries, libraryServices } from '#server/db/schema.ts';
import type { ServiceContext } from './context.ts';

export async function getLibraryService(ctx: ServiceContext, rawId: string) {
  if (!/^\d{1,9}$/.test(rawId)) return null;
  const [service] = await ctx.db
    .select()
    .from(libraryServices)
    .where(and(eq(libraryServices.id, Number(rawId)), eq(libraryServices.published, true)))
    .limit(1);
  if (!service) return null;
  const offeredAt = await ctx.db
    .select({ id: libraries.id, name: libraries.name, slug: libraries.slug })
    .from(libraryServiceLibraries)
    .innerJoin(libraries, eq(libraries.id, libraryServiceLibraries.libraryId))
    .where(eq(libraryServiceLibraries.serviceId, service.id))
    .orderBy(asc(libraries.name));
  return { ...service, libraries: offeredAt };
}
