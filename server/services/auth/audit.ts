// Audit log rows for security events (logins, logouts, failed attempts, PIN and settings changes) — issue #6.
import { auditLog } from '#server/db/schema.ts';
import type { Db, Tx } from '#server/db/client.ts';
import type { ServiceContext } from '../context.ts';

type AuditAction =
  | 'login'
  | 'login_failed'
  | 'login_throttled'
  | 'logout'
  | 'pin_changed'
  | 'pin_change_failed'
  | 'pin_reset_requested'
  // A reset asked for an unknown card or a missing address: recorded so both cost the same write.
  | 'pin_reset_ignored'
  | 'pin_reset'
  | 'settings_changed'
  | 'patron_registered'
  // The patron deleted their account (issue #20, docs/decisions/031); the row is anonymised.
  | 'account_deleted'
  | 'personal_data_exported';

export interface AuditEntry {
  action: AuditAction;
  actorId?: number | null;
  entity?: string;
  entityId?: string | number;
  /** Never PINs, tokens or national ids. */
  detail?: Record<string, unknown>;
}

export async function recordAudit(ctx: ServiceContext, entry: AuditEntry, db: Db | Tx = ctx.db): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId ?? null,
    action: entry.action,
    entity: entry.entity ?? (entry.actorId ? 'user' : null),
    entityId: entry.entityId !== undefined ? String(entry.entityId) : entry.actorId ? String(entry.actorId) : null,
    detail: entry.detail ?? null,
    at: ctx.clock(),
  });
}
