// Staff area, staff lists (issue #4): employees manage their own lists, administrators every list — title, description, works in order, published or draft; list, items and audit row in one transaction.
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { parseWorkRefs, STAFF_LIST_MAX_ITEMS } from '#core/content-admin.ts';
import { codedError } from '#server/services/coded-error.ts';
import { ROLES } from '#core/profile.ts';
import { employees, staffListItems, staffLists, works } from '#server/db/schema.ts';
import type { Tx } from '#server/db/client.ts';
import type { ServiceContext } from '../context.ts';
import { forgetHomePage } from '../home-page.ts';
import { loadWorkSummaries, type WorkSummaryDto } from '../staff-lists.ts';
import { assertCanManage, conflictError, notFoundError, type Actor } from './access.ts';
import { changedFields, recordContentChange } from './audit.ts';
import { checkbox, FieldValidationError, fieldIssue, optionalText, requiredText } from './fields.ts';
import type { FormValues } from './form-input.ts';
import { valuesVersion } from './versions.ts';

/** The list form's fields; the same schema checks the page's form and the service's input. */
export const staffListFormSchema = z.object({
  title: requiredText(200, 'titleMissing', 'titleTooLong'),
  description: optionalText(2000, 'descriptionTooLong'),
  items: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const { ids, invalid } = parseWorkRefs(text);
      if (invalid.length > 0) {
        // Up to three of the lines as typed, each in «» whatever the page's language.
        const refs = invalid
          .slice(0, 3)
          .map((v) => `«${v}»`)
          .join(', ');
        ctx.addIssue(fieldIssue(null, 'notAWork', { refs }));
      } else if (ids.length > STAFF_LIST_MAX_ITEMS) {
        ctx.addIssue(fieldIssue(null, 'tooManyWorks', { max: STAFF_LIST_MAX_ITEMS }));
      }
      return ids;
    }),
  published: checkbox,
});
export type StaffListInput = z.output<typeof staffListFormSchema>;

const STATUS = { published: 'published', draft: 'draft' } as const;

type Reader = Pick<ServiceContext['db'], 'select'>;

/** The employee profile (public author of lists) of a staff user; null when they have none. */
async function employeeOf(db: Reader, actor: Actor): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(eq(employees.userId, actor.userId))
    .limit(1);
  return row ?? null;
}

const isAdmin = (actor: Actor) => actor.roles.includes(ROLES.admin);

/** docs/decisions/008: an employee may change only the lists they made; an administrator every list. */
async function assertOwnsList(db: Reader, actor: Actor, createdById: number): Promise<void> {
  if (isAdmin(actor)) return;
  const me = await employeeOf(db, actor);
  if (me?.id !== createdById) throw codedError('forbidden', 'content_forbidden', { context: 'ownLists' });
}

export interface AdminStaffListRow {
  id: number;
  title: string;
  status: string;
  createdAt: Date;
  authorName: string;
  itemCount: number;
}

/** An employee's own lists, or for an administrator every list; newest first. */
export async function listStaffListsForAdmin(ctx: ServiceContext, actor: Actor): Promise<AdminStaffListRow[]> {
  assertCanManage(actor, 'staff_list');
  const me = isAdmin(actor) ? null : await employeeOf(ctx.db, actor);
  if (!isAdmin(actor) && !me) return [];
  const rows = await ctx.db
    .select({
      id: staffLists.id,
      title: staffLists.title,
      status: staffLists.status,
      createdAt: staffLists.createdAt,
      authorName: employees.name,
    })
    .from(staffLists)
    .innerJoin(employees, eq(employees.id, staffLists.createdById))
    .where(me ? eq(staffLists.createdById, me.id) : undefined)
    .orderBy(desc(staffLists.createdAt), desc(staffLists.id));
  const counts =
    rows.length === 0
      ? []
      : await ctx.db
          .select({ listId: staffListItems.listId, n: count() })
          .from(staffListItems)
          .where(
            inArray(
              staffListItems.listId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(staffListItems.listId);
  const byList = new Map(counts.map((c) => [c.listId, c.n]));
  return rows.map((row) => ({ ...row, itemCount: byList.get(row.id) ?? 0 }));
}

/** Whether this staff member has an employee profile to sign new lists with. */
export async function canCreateStaffList(ctx: ServiceContext, actor: Actor): Promise<boolean> {
  assertCanManage(actor, 'staff_list');
  return (await employeeOf(ctx.db, actor)) !== null;
}

async function workIdsOf(db: Reader, listId: number): Promise<number[]> {
  const rows = await db
    .select({ workId: staffListItems.workId })
    .from(staffListItems)
    .where(eq(staffListItems.listId, listId))
    .orderBy(asc(staffListItems.position));
  return rows.map((r) => r.workId);
}

function formValuesOf(row: typeof staffLists.$inferSelect, workIds: number[]): FormValues {
  return {
    title: row.title,
    description: row.description,
    items: workIds.join('\n'),
    published: row.status === STATUS.published ? 'on' : '',
  };
}

export interface StaffListForEdit {
  version: string;
  values: FormValues;
  authorName: string;
  /** The list's works as the public page shows them (titles to check the numbers against). */
  works: WorkSummaryDto[];
}

/** Inside a transaction, pass it as `db`: PGlite has one connection, so a read outside the transaction would wait for it. */
async function loadList(ctx: ServiceContext, actor: Actor, id: number, db: Reader = ctx.db) {
  const [row] = await db
    .select({ list: staffLists, authorName: employees.name })
    .from(staffLists)
    .innerJoin(employees, eq(employees.id, staffLists.createdById))
    .where(eq(staffLists.id, id))
    .limit(1);
  if (!row) throw notFoundError('staff_list');
  await assertOwnsList(db, actor, row.list.createdById);
  return row;
}

export async function getStaffListForEdit(ctx: ServiceContext, actor: Actor, id: number): Promise<StaffListForEdit> {
  assertCanManage(actor, 'staff_list');
  const { list, authorName } = await loadList(ctx, actor, id);
  const workIds = await workIdsOf(ctx.db, id);
  const values = formValuesOf(list, workIds);
  return { version: valuesVersion(values), values, authorName, works: await loadWorkSummaries(ctx, workIds) };
}

function validated(input: StaffListInput | FormValues): StaffListInput {
  return typeof input.published === 'boolean' ? (input as StaffListInput) : staffListFormSchema.parse(input);
}

/** Checks that every work exists and gives the list's media types (from each work's first publication, as the public list shows them). */
async function checkedWorks(ctx: ServiceContext, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = new Set(
    (await ctx.db.select({ id: works.id }).from(works).where(inArray(works.id, ids))).map((r) => r.id),
  );
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0)
    throw new FieldValidationError('items', 'work_not_found', 'workNotFound', {
      numbers: unknown.slice(0, 5).join(', '),
    });
  const summaries = await loadWorkSummaries(ctx, ids);
  return [...new Set(summaries.flatMap((w) => (w.mediaType ? [w.mediaType] : [])))];
}

async function writeItems(tx: Tx, listId: number, ids: number[]): Promise<void> {
  await tx.delete(staffListItems).where(eq(staffListItems.listId, listId));
  if (ids.length > 0)
    await tx.insert(staffListItems).values(ids.map((workId, index) => ({ listId, workId, position: index + 1 })));
}

/** A new list signed by the staff member's employee profile. @throws AppError invalid 'no_employee_profile' */
export async function createStaffList(
  ctx: ServiceContext,
  actor: Actor,
  raw: StaffListInput | FormValues,
): Promise<{ id: number }> {
  assertCanManage(actor, 'staff_list');
  const input = validated(raw);
  const me = await employeeOf(ctx.db, actor);
  if (!me) throw codedError('invalid', 'no_employee_profile');
  const mediaTypes = await checkedWorks(ctx, input.items);
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffLists)
      .values({
        title: input.title,
        description: input.description,
        mediaTypes,
        status: input.published ? STATUS.published : STATUS.draft,
        createdById: me.id,
        createdAt: ctx.clock(),
      })
      .returning({ id: staffLists.id });
    await writeItems(tx, row.id, input.items);
    await recordContentChange(
      ctx,
      actor,
      { action: 'content_created', entity: 'staff_list', entityId: row.id, detail: { title: input.title } },
      tx,
    );
    return { id: row.id };
  });
  forgetHomePage(ctx);
  return created;
}

/** @throws AppError not_found, forbidden (someone else's list), conflict 'edit_conflict'; FieldValidationError */
export async function updateStaffList(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  raw: StaffListInput | FormValues,
  expectedVersion: string,
): Promise<void> {
  assertCanManage(actor, 'staff_list');
  const input = validated(raw);
  const mediaTypes = await checkedWorks(ctx, input.items);
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(staffLists).where(eq(staffLists.id, id)).for('update');
    if (!current) throw notFoundError('staff_list');
    await assertOwnsList(tx, actor, current.createdById);
    const currentItems = await workIdsOf(tx, id);
    if (valuesVersion(formValuesOf(current, currentItems)) !== expectedVersion) throw conflictError();
    const next = {
      title: input.title,
      description: input.description,
      status: input.published ? STATUS.published : STATUS.draft,
      mediaTypes,
    };
    const fields = changedFields({ ...current, items: currentItems }, { ...next, items: input.items });
    await tx.update(staffLists).set(next).where(eq(staffLists.id, id));
    await writeItems(tx, id, input.items);
    await recordContentChange(
      ctx,
      actor,
      { action: 'content_updated', entity: 'staff_list', entityId: id, detail: { title: input.title, fields } },
      tx,
    );
  });
  forgetHomePage(ctx);
}

/** Publish (on /litteratur, /lister/{id}, the employee page and the home page) or set back to draft. */
export async function setStaffListPublished(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  published: boolean,
): Promise<void> {
  assertCanManage(actor, 'staff_list');
  await ctx.db.transaction(async (tx) => {
    const { list } = await loadList(ctx, actor, id, tx);
    await tx
      .update(staffLists)
      .set({ status: published ? STATUS.published : STATUS.draft })
      .where(eq(staffLists.id, id));
    await recordContentChange(
      ctx,
      actor,
      {
        action: published ? 'content_published' : 'content_unpublished',
        entity: 'staff_list',
        entityId: id,
        detail: { title: list.title, fields: ['status'] },
      },
      tx,
    );
  });
  forgetHomePage(ctx);
}

export async function deleteStaffList(ctx: ServiceContext, actor: Actor, id: number): Promise<void> {
  assertCanManage(actor, 'staff_list');
  await ctx.db.transaction(async (tx) => {
    const { list } = await loadList(ctx, actor, id, tx);
    await tx.delete(staffLists).where(eq(staffLists.id, id));
    await recordContentChange(
      ctx,
      actor,
      { action: 'content_deleted', entity: 'staff_list', entityId: id, detail: { title: list.title } },
      tx,
    );
  });
  forgetHomePage(ctx);
}

export async function staffListTitle(ctx: ServiceContext, actor: Actor, id: number): Promise<string> {
  assertCanManage(actor, 'staff_list');
  return (await loadList(ctx, actor, id)).list.title;
}
