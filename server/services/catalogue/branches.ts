// The library branches as the catalogue needs them: id ↔ slug ↔ name, read once per request (25 rows).
import { asc } from 'drizzle-orm';
import { libraries } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';

interface Branch {
  id: number;
  slug: string;
  name: string;
  ciceroId: string | null;
}

export interface Branches {
  list: Branch[];
  byId: Map<number, Branch>;
  bySlug: Map<string, Branch>;
}

export async function loadBranches(ctx: ServiceContext): Promise<Branches> {
  const list = await ctx.db
    .select({ id: libraries.id, slug: libraries.slug, name: libraries.name, ciceroId: libraries.ciceroId })
    .from(libraries)
    .orderBy(asc(libraries.name));
  return { list, byId: new Map(list.map((b) => [b.id, b])), bySlug: new Map(list.map((b) => [b.slug, b])) };
}
