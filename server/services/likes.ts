// A patron's likes (SPEC §3 Likes: a list of item ids; §7 GET/POST/DELETE /api/authorized/likes): publication record ids, newest first.
import { and, desc, eq } from 'drizzle-orm';
import { codedError } from '#server/services/coded-error.ts';
import { likes, publications } from '#server/db/schema.ts';
import type { ServiceContext } from './context.ts';

/** The record ids the patron likes, newest first (SPEC §7: "the answer is a list of ids"). */
export async function listLikes(ctx: ServiceContext, userId: number): Promise<string[]> {
  const found = await ctx.db
    .select({ recordId: likes.recordId })
    .from(likes)
    .where(eq(likes.userId, userId))
    .orderBy(desc(likes.createdAt), desc(likes.recordId));
  return found.map((r) => r.recordId);
}

/**
 * POST /api/authorized/likes {id}: likes a record; liking it again changes nothing.
 * Throws AppError not_found `unknown_record` when the record is not in the catalogue.
 */
export async function addLike(ctx: ServiceContext, userId: number, recordId: string): Promise<string[]> {
  const [known] = await ctx.db
    .select({ id: publications.id })
    .from(publications)
    .where(eq(publications.recordId, recordId))
    .limit(1);
  if (!known) throw codedError('not_found', 'unknown_record', { id: recordId });
  await ctx.db.insert(likes).values({ userId, recordId, createdAt: ctx.clock() }).onConflictDoNothing();
  return listLikes(ctx, userId);
}

/** DELETE /api/authorized/likes/{id}. Throws AppError not_found `like_not_found` when the patron does not like it. */
export async function removeLike(ctx: ServiceContext, userId: number, recordId: string): Promise<string[]> {
  const removed = await ctx.db
    .delete(likes)
    .where(and(eq(likes.userId, userId), eq(likes.recordId, recordId)))
    .returning({ recordId: likes.recordId });
  if (removed.length === 0) throw codedError('not_found', 'like_not_found');
  return listLikes(ctx, userId);
}
