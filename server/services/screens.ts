// In-library presentation screens (SPEC §2 Presentation screens): a screen, its branch and layout.
import { eq } from 'drizzle-orm';
import { floorLevel } from '#core/screens.ts';
import { libraries, screens } from '#server/db/schema.ts';
import type { ServiceContext } from './context.ts';

export async function getScreen(ctx: ServiceContext, screenId: string) {
  const [row] = await ctx.db
    .select({ id: screens.id, name: screens.name, layout: screens.layout, libraryName: libraries.name, librarySlug: libraries.slug })
    .from(screens)
    .innerJoin(libraries, eq(libraries.id, screens.libraryId))
    .where(eq(screens.id, screenId))
    .limit(1);
  return row ? { ...row, floor: floorLevel(row.id) } : null;
}
