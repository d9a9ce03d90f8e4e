// Audit trail of content changes (issue #4): one audit_log row per change, written in the change's own transaction, and the log page's query.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { CONTENT_AUDIT_ACTIONS, CONTENT_TYPES, type ContentAuditAction, type ContentType } from '#core/content-admin.ts';
import { auditLog, users } from '#server/db/schema.ts';
import type { Db, Tx } from '#server/db/client.ts';
import type { ServiceContext } from '../context.ts';

/** Who makes a change: the logged-in staff user (users.id) and their roles from the session. */
export interface Actor {
  userId: number;
  roles: readonly string[];
}

export interface ContentChange {
  action: ContentAuditAction;
  entity: ContentType;
  entityId: string | number;
  /** What was changed: a title or name to recognise the item by, and the changed fields. Never personal data. */
  detail: { title: string; fields?: string[] };
}

/**
 * Same table as the accounts audit (server/services/auth/audit.ts), which only knows security
 * actions; content actions get their own writer here so that module stays untouched.
 */
export async function recordContentChange(ctx: ServiceContext, actor: Actor, change: ContentChange, tx: Db | Tx): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.userId,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    detail: change.detail,
    at: ctx.clock(),
  });
}

export interface ContentAuditRow {
  id: number;
  at: Date;
  action: string;
  entity: ContentType;
  entityId: string | null;
  title: string;
  fields: string[];
  actorName: string;
}

import { AUDIT_PAGE_SIZE } from '#core/content-admin.ts';

/** The newest content changes first, optionally of one content type. */
export async function listContentChanges(ctx: ServiceContext, filter: { entity?: ContentType | null } = {}): Promise<ContentAuditRow[]> {
  const rows = await ctx.db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      detail: auditLog.detail,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(inArray(auditLog.entity, filter.entity ? [filter.entity] : [...CONTENT_TYPES]), inArray(auditLog.action, [...CONTENT_AUDIT_ACTIONS])))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE);
  return rows.map((row) => {
    const detail = (row.detail ?? {}) as { title?: unknown; fields?: unknown };
    return {
      id: row.id,
      at: row.at,
      action: row.action,
      entity: row.entity as ContentType,
      entityId: row.entityId,
      title: typeof detail.title === 'string' ? detail.title : '',
      fields: Array.isArray(detail.fields) ? detail.fields.filter((f): f is string => typeof f === 'string') : [],
      actorName: row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : 'Ukjent',
    };
  });
}
