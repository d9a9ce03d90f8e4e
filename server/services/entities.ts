// Looks up the named entities behind /person, /korporasjon, /forlagsserie and /serie pages.
import { and, eq } from 'drizzle-orm';
import { agents, publisherSeries, workSeries } from '#server/db/schema.ts';
import type { ServiceContext } from './context.ts';

export type EntityPageKind = 'person' | 'korporasjon' | 'forlagsserie' | 'serie';

export interface EntitySummary {
  kind: EntityPageKind;
  id: number;
  name: string;
  description: string;
}

/** The entity with this id, or null when the id is unknown or not a number. */
export async function findEntity(ctx: ServiceContext, kind: EntityPageKind, rawId: string): Promise<EntitySummary | null> {
  if (!/^\d{1,9}$/.test(rawId)) return null;
  const id = Number(rawId);
  if (kind === 'person' || kind === 'korporasjon') {
    const [row] = await ctx.db
      .select()
      .from(agents)
      .where(and(eq(agents.id, id), eq(agents.kind, kind === 'person' ? 'person' : 'corporation')))
      .limit(1);
    return row ? { kind, id, name: row.name, description: row.description } : null;
  }
  if (kind === 'forlagsserie') {
    const [row] = await ctx.db.select().from(publisherSeries).where(eq(publisherSeries.id, id)).limit(1);
    return row ? { kind, id, name: row.name, description: `Forlagsserie fra ${row.publisher}` } : null;
  }
  const [row] = await ctx.db.select().from(workSeries).where(eq(workSeries.id, id)).limit(1);
  return row ? { kind, id, name: row.name, description: row.description } : null;
}
