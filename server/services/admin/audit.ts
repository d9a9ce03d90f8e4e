// Audit trail of content changes (issue #4): one audit_log row per change, written in the change's own transaction, and the log page's query.
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  CONTENT_AUDIT_ACTIONS,
  LOGGED_ENTITIES,
  type ContentAuditAction,
  type ContentType,
  type LoggedEntity,
} from '#core/content-admin.ts';
import { auditLog, users } from '#server/db/schema.ts';
import type { Db, Tx } from '#server/db/client.ts';
import type { ServiceContext } from '../context.ts';
import { notFoundError, type Actor } from './access.ts';

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
export async function recordContentChange(
  ctx: ServiceContext,
  actor: Actor,
  change: ContentChange,
  tx: Db | Tx,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.userId,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    detail: change.detail,
    at: ctx.clock(),
  });
}

/**
 * A one-row change (publish, unpublish, delete …) and its audit row in one transaction. `write`
 * changes the row and returns its title (none: the id is unknown → not_found).
 */
export async function auditedRowChange(
  ctx: ServiceContext,
  actor: Actor,
  change: { action: ContentAuditAction; entity: ContentType; entityId: number | string; fields?: string[] },
  write: (tx: Tx) => Promise<{ title: string }[]>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await write(tx);
    if (!row) throw notFoundError(change.entity);
    const { fields, ...rest } = change;
    await recordContentChange(
      ctx,
      actor,
      { ...rest, detail: fields ? { title: row.title, fields } : { title: row.title } },
      tx,
    );
  });
}

/** Publish or unpublish (activate or deactivate) one row, audited. */
export function auditedPublish(
  ctx: ServiceContext,
  actor: Actor,
  target: { entity: ContentType; entityId: number; published: boolean; field: string },
  write: (tx: Tx) => Promise<{ title: string }[]>,
): Promise<void> {
  const action = target.published ? 'content_published' : 'content_unpublished';
  return auditedRowChange(
    ctx,
    actor,
    { action, entity: target.entity, entityId: target.entityId, fields: [target.field] },
    write,
  );
}

const comparable = (value: unknown) => JSON.stringify(value instanceof Date ? value.toISOString() : value);

/** The names of the fields whose value differs between the stored row and what is saved (for the audit detail). */
export function changedFields<T extends Record<string, unknown>>(
  current: Partial<Record<keyof T, unknown>>,
  next: T,
): string[] {
  return Object.keys(next).filter((key) => comparable(current[key]) !== comparable(next[key]));
}

export interface ContentAuditRow {
  id: number;
  at: Date;
  action: string;
  entity: LoggedEntity;
  entityId: string | null;
  title: string;
  fields: string[];
  actorName: string;
}

import { AUDIT_PAGE_SIZE } from '#core/content-admin.ts';

/** The newest content changes first, optionally of one content type. */
export async function listContentChanges(
  ctx: ServiceContext,
  filter: { entity?: LoggedEntity | null } = {},
): Promise<ContentAuditRow[]> {
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
    .where(
      and(
        inArray(auditLog.entity, filter.entity ? [filter.entity] : [...LOGGED_ENTITIES]),
        inArray(auditLog.action, [...CONTENT_AUDIT_ACTIONS]),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE);
  return rows.map((row) => {
    const detail = (row.detail ?? {}) as { title?: unknown; fields?: unknown };
    return {
      id: row.id,
      at: row.at,
      action: row.action,
      entity: row.entity as LoggedEntity,
      entityId: row.entityId,
      title: typeof detail.title === 'string' ? detail.title : '',
      fields: Array.isArray(detail.fields) ? detail.fields.filter((f): f is string => typeof f === 'string') : [],
      actorName: row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : 'Ukjent',
    };
  });
}
