// What the notices' tests read back: the outbox rows written to one patron's e-mail address, oldest first.
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { outbox } from '#server/db/schema.ts';

export function emailsTo(db: Db, patron: { email: string | null }) {
  return db
    .select({ subject: outbox.subject, body: outbox.body, html: outbox.html })
    .from(outbox)
    .where(eq(outbox.recipient, patron.email ?? ''))
    .orderBy(outbox.id);
}
