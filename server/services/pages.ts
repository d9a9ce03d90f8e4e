// Editorial content pages (SPEC §3 Page: sections with ordered blocks, tags).
import { and, eq } from 'drizzle-orm';
import { pages } from '#server/db/schema.ts';
import type { ServiceContext } from './context.ts';

export type PageBlock =
  | { order: number; type: 'text'; text: string }
  | { order: number; type: 'faq'; items: { question: string; answer: string }[] }
  | { order: number; type: 'links'; links: { text: string; href: string }[] };

export interface PageSection {
  order: number;
  heading?: string;
  anchor?: string;
  blocks: PageBlock[];
}

export interface PageDto {
  id: number;
  slug: string;
  title: string;
  lead: string;
  sections: PageSection[];
  tags: string[];
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** A published page with its sections and blocks in display order, or null. */
export async function getPublishedPage(ctx: ServiceContext, slug: string): Promise<PageDto | null> {
  const [row] = await ctx.db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.published, true)))
    .limit(1);
  if (!row) return null;
  const sections = (row.sections as PageSection[])
    .map((section) => ({ ...section, blocks: [...section.blocks].sort(byOrder) }))
    .sort(byOrder);
  return { id: row.id, slug: row.slug, title: row.title, lead: row.lead, sections, tags: row.tags };
}
