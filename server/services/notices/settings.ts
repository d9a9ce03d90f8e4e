// The patron's notice choices (issue #20, docs/decisions/033): the language notices are written in, and which of the
// optional notices they get. The channels themselves (receiveEmail/receiveSms, SPEC §3) stay with the contact settings.
import { eq } from 'drizzle-orm';
import type { NoticeSettings } from '#core/contracts/account.ts';
import { codedError } from '#server/services/coded-error.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#core/i18n/languages.ts';
import { users } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { isOptionalNoticeKind, OPTIONAL_NOTICE_KINDS } from './compose.ts';

function present(row: { noticeLanguage: string; noticeOptOuts: string[] }): NoticeSettings {
  return {
    language: isLanguage(row.noticeLanguage) ? row.noticeLanguage : DEFAULT_LANGUAGE,
    kinds: OPTIONAL_NOTICE_KINDS.map((kind) => ({ kind, on: !row.noticeOptOuts.includes(kind) })),
  };
}

/** @throws AppError unauthenticated — no such patron. */
export async function getNoticeSettings(ctx: ServiceContext, userId: number): Promise<NoticeSettings> {
  const [row] = await ctx.db
    .select({ noticeLanguage: users.noticeLanguage, noticeOptOuts: users.noticeOptOuts })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw codedError('unauthenticated', 'unauthenticated');
  return present(row);
}

/**
 * Saves the notice language and the kinds the patron wants (a plain form post sends only the ticked ones); a kind
 * left out is turned off. Unknown kinds are ignored.
 * @throws AppError invalid/unknown_language — not nb, nn or en.
 */
export async function updateNoticeSettings(
  ctx: ServiceContext,
  userId: number,
  input: { language: string; kinds: readonly string[] },
): Promise<NoticeSettings> {
  if (!isLanguage(input.language)) throw codedError('invalid', 'unknown_language');
  const wanted = new Set(input.kinds.filter(isOptionalNoticeKind));
  const [row] = await ctx.db
    .update(users)
    .set({
      noticeLanguage: input.language,
      noticeOptOuts: OPTIONAL_NOTICE_KINDS.filter((kind) => !wanted.has(kind)),
      updatedAt: ctx.clock(),
    })
    .where(eq(users.id, userId))
    .returning({ noticeLanguage: users.noticeLanguage, noticeOptOuts: users.noticeOptOuts });
  if (!row) throw codedError('unauthenticated', 'unauthenticated');
  return present(row);
}

/** A logged-in patron chose the page's language (/sprak/{language}): their notices follow it. */
export async function setNoticeLanguage(ctx: ServiceContext, userId: number, language: Language): Promise<void> {
  await ctx.db.update(users).set({ noticeLanguage: language }).where(eq(users.id, userId));
}
