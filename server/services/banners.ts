// The site-wide banner (SPEC §3 Banner): the newest active one, if any.
import { desc, eq } from 'drizzle-orm';
import type { BannerDto } from '#core/contracts/shell.ts';
import { banners } from '#server/db/schema.ts';
import type { ServiceContext } from './context.ts';

export async function getActiveBanner(ctx: ServiceContext): Promise<BannerDto | null> {
  const [row] = await ctx.db
    .select({
      id: banners.id,
      active: banners.active,
      message: banners.message,
      link: banners.link,
      linkText: banners.linkText,
      revision: banners.revision,
    })
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(desc(banners.createdAt), desc(banners.id))
    .limit(1);
  return row ?? null;
}
