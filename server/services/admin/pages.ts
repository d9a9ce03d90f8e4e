// Staff area, content pages (issue #4, SPEC §3 Page): title, lead, tags, publish state and every text of the page's sections and blocks, with optimistic concurrency on updated_at and an audit row in the same transaction.
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ALWAYS_PUBLISHED_PAGE_SLUGS } from '#core/content-admin.ts';
import type { PageSlot, PageSlotGroup, PageSlotName } from '#core/contracts/staff.ts';
import type { CatalogueT } from '#core/i18n/translator.ts';
import { codedError } from '#server/services/coded-error.ts';
import { pages } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import type { StoredPageBlock } from '../pages.ts';
import { assertCanManage, conflictError, notFoundError, type Actor } from './access.ts';
import { changedFields, recordContentChange } from './audit.ts';
import {
  checkbox,
  commaList,
  FieldValidationError,
  FormValidationError,
  optionalLink,
  optionalText,
  requiredText,
} from './fields.ts';
import {
  fieldErrorsOf,
  fieldText,
  wordFieldErrors,
  type FieldErrors,
  type FieldMessageKey,
  type FormValues,
} from './form-input.ts';
import { nextUpdatedAt, updatedAtVersion } from './versions.ts';

interface StoredSection {
  order: number;
  heading?: string;
  anchor?: string;
  blocks: StoredPageBlock[];
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

function sortedSections(sections: unknown): StoredSection[] {
  return [...(sections as StoredSection[])]
    .sort(byOrder)
    .map((section) => ({ ...section, blocks: [...section.blocks].sort(byOrder) }));
}

/** The editable texts of a page body, grouped by section. */
export function pageBodySlots(sections: unknown): PageSlotGroup[] {
  return sortedSections(sections).map((section, si) => {
    const s = `s${si}`;
    const part = si + 1;
    const group: PageSlotGroup = { part, heading: section.heading ?? null, notes: [], slots: [] };
    const add = (
      key: string,
      label: [PageSlotName, number?],
      kind: PageSlot['kind'],
      required: boolean,
      value: string,
    ) => group.slots.push({ key, label: { part, name: label[0], n: label[1] }, kind, required, value });
    add(`${s}-heading`, ['heading'], 'line', false, section.heading ?? '');
    section.blocks.forEach((block, bi) => {
      const b = `${s}-b${bi}`;
      switch (block.type) {
        case 'text':
          add(`${b}-text`, ['text', bi + 1], 'text', true, block.text);
          break;
        case 'faq':
          block.items.forEach((item, n) => {
            add(`${b}-q${n}`, ['question', n + 1], 'line', true, item.question);
            add(`${b}-a${n}`, ['answer', n + 1], 'text', true, item.answer);
          });
          break;
        case 'links':
          block.links.forEach((link, n) => {
            add(`${b}-l${n}-text`, ['linkText', n + 1], 'line', true, link.text);
            add(`${b}-l${n}-href`, ['link', n + 1], 'link', true, link.href);
          });
          break;
        case 'image':
          add(`${b}-alt`, ['imageAlt'], 'line', true, block.alt);
          add(`${b}-caption`, ['imageCaption'], 'line', false, block.caption ?? '');
          break;
        case 'works':
          group.notes.push({ kind: 'list', listId: block.listId });
          add(`${b}-heading`, ['listHeading'], 'line', false, block.heading ?? '');
          break;
        case 'events':
          group.notes.push({ kind: 'events' });
          add(`${b}-heading`, ['eventsHeading'], 'line', false, block.heading ?? '');
          break;
      }
    });
    return group;
  });
}

const MISSING: Record<PageSlot['kind'], FieldMessageKey> = {
  line: 'lineMissing',
  text: 'textMissing',
  link: 'linkMissing',
};

function slotSchema(slot: PageSlot) {
  if (slot.kind === 'link') {
    return optionalLink('linkForm').refine((v) => v !== null, fieldText(MISSING.link));
  }
  const max = slot.kind === 'text' ? 20_000 : 300;
  return slot.required ? requiredText(max, MISSING[slot.kind], 'fieldTooLong') : optionalText(max, 'fieldTooLong');
}

/** The page form's own fields; the body's fields depend on the page (pageFormSchema). */
const pageFieldsSchema = z.object({
  title: requiredText(200, 'titleMissing', 'titleTooLong'),
  lead: optionalText(500, 'leadTooLong'),
  tags: commaList('tagsWordTooLong'),
  published: checkbox,
});

/** The whole form of one page: its fields and the texts of its body as they are stored now. */
function pageFormSchema(sections: unknown) {
  const slots = pageBodySlots(sections).flatMap((group) => group.slots);
  return pageFieldsSchema.extend({
    body: z.object(Object.fromEntries(slots.map((slot) => [slot.key, slotSchema(slot)]))),
  });
}
export type PageInput = z.output<typeof pageFieldsSchema> & { body: Record<string, string | null> };

/**
 * Parses the flat form (body texts are top-level fields) into fields + body; errors are per form field, in bokmål or,
 * for an action, in its page's language (`t`).
 */
export function parsePageForm(
  sections: unknown,
  values: FormValues,
  t?: CatalogueT,
): { ok: true; data: PageInput } | { ok: false; fieldErrors: FieldErrors } {
  const { title, lead, tags, published, ...body } = values;
  const parsed = pageFormSchema(sections).safeParse({ title, lead, tags, published, body });
  if (parsed.success) return { ok: true, data: parsed.data as PageInput };
  // Body issues have the path ['body', key]: report them on the field itself.
  const flat = parsed.error.issues.map((issue) =>
    issue.path[0] === 'body' ? { ...issue, path: issue.path.slice(1) } : issue,
  );
  const fieldErrors = fieldErrorsOf(new z.ZodError(flat));
  return { ok: false, fieldErrors: t ? wordFieldErrors(fieldErrors, t) : fieldErrors };
}

/** The stored sections with the body's texts put in (empty optional texts remove the heading or caption). */
export function applyPageBody(sections: unknown, body: Record<string, string | null>): StoredSection[] {
  const text = (key: string) => body[key] ?? '';
  const optional = <K extends string>(name: K, key: string) =>
    text(key) === '' ? {} : ({ [name]: text(key) } as Record<K, string>);
  return sortedSections(sections).map((section, si) => {
    const { heading: _heading, ...rest } = section;
    const s = `s${si}`;
    return {
      ...rest,
      ...optional('heading', `${s}-heading`),
      blocks: section.blocks.map((block, bi): StoredPageBlock => {
        const b = `${s}-b${bi}`;
        switch (block.type) {
          case 'text':
            return { ...block, text: text(`${b}-text`) };
          case 'faq':
            return {
              ...block,
              items: block.items.map((_, n) => ({ question: text(`${b}-q${n}`), answer: text(`${b}-a${n}`) })),
            };
          case 'links':
            return {
              ...block,
              links: block.links.map((_, n) => ({ text: text(`${b}-l${n}-text`), href: text(`${b}-l${n}-href`) })),
            };
          case 'image': {
            const { caption: _caption, ...image } = block;
            return { ...image, alt: text(`${b}-alt`), ...optional('caption', `${b}-caption`) };
          }
          case 'works':
          case 'events': {
            const { heading: _blockHeading, ...embedded } = block;
            return { ...embedded, ...optional('heading', `${b}-heading`) } as StoredPageBlock;
          }
        }
      }),
    };
  });
}

export interface AdminPageRow {
  id: number;
  slug: string;
  title: string;
  published: boolean;
  updatedAt: Date;
  alwaysPublished: boolean;
}

export async function listPagesForAdmin(ctx: ServiceContext, actor: Actor): Promise<AdminPageRow[]> {
  assertCanManage(actor, 'page');
  const rows = await ctx.db
    .select({
      id: pages.id,
      slug: pages.slug,
      title: pages.title,
      published: pages.published,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .orderBy(asc(pages.title), asc(pages.id));
  return rows.map((row) => ({ ...row, alwaysPublished: ALWAYS_PUBLISHED_PAGE_SLUGS.includes(row.slug) }));
}

export interface PageForEdit {
  id: number;
  slug: string;
  version: string;
  alwaysPublished: boolean;
  values: FormValues;
  groups: PageSlotGroup[];
  /** The stored sections, for parsing the form in the action (not sent to the browser). */
  sections: unknown;
}

const version = updatedAtVersion(pages.updatedAt);

export async function getPageForEdit(ctx: ServiceContext, actor: Actor, id: number): Promise<PageForEdit> {
  assertCanManage(actor, 'page');
  const [row] = await ctx.db.select({ page: pages, version }).from(pages).where(eq(pages.id, id)).limit(1);
  if (!row) throw notFoundError('page');
  const { page } = row;
  const groups = pageBodySlots(page.sections);
  const values: FormValues = {
    title: page.title,
    lead: page.lead,
    tags: page.tags.join(', '),
    published: page.published ? 'on' : '',
  };
  for (const slot of groups.flatMap((g) => g.slots)) values[slot.key] = slot.value;
  return {
    id: page.id,
    slug: page.slug,
    version: row.version,
    alwaysPublished: ALWAYS_PUBLISHED_PAGE_SLUGS.includes(page.slug),
    values,
    groups,
    sections: page.sections,
  };
}

/**
 * Saves an edit when the page still has the version the form was opened with. The form values are
 * parsed again here against the page as stored (its body fields follow its sections).
 * @throws AppError not_found, conflict 'edit_conflict'; FormValidationError 'page_form_invalid'
 */
export async function updatePage(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  values: FormValues,
  expectedVersion: string,
): Promise<void> {
  assertCanManage(actor, 'page');
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ page: pages, version }).from(pages).where(eq(pages.id, id)).for('update');
    if (!current) throw notFoundError('page');
    if (current.version !== expectedVersion) throw conflictError();
    const parsed = parsePageForm(current.page.sections, values);
    if (!parsed.ok) throw new FormValidationError(parsed.fieldErrors, 'page_form_invalid');
    const input = parsed.data;
    const alwaysPublished = ALWAYS_PUBLISHED_PAGE_SLUGS.includes(current.page.slug);
    if (alwaysPublished && !input.published)
      throw new FieldValidationError('published', 'page_always_published', 'alwaysPublished');
    const next = {
      title: input.title,
      lead: input.lead,
      tags: input.tags,
      published: input.published,
      sections: applyPageBody(current.page.sections, input.body),
    };
    const fields = changedFields({ ...current.page, sections: sortedSections(current.page.sections) }, next);
    await tx
      .update(pages)
      .set({ ...next, updatedAt: nextUpdatedAt(ctx, pages.updatedAt) })
      .where(eq(pages.id, id));
    await recordContentChange(
      ctx,
      actor,
      { action: 'content_updated', entity: 'page', entityId: id, detail: { title: input.title, fields } },
      tx,
    );
  });
}

/** Publish or unpublish a page (its address answers 404 while unpublished); the legal pages stay published. */
export async function setPagePublished(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  published: boolean,
): Promise<void> {
  assertCanManage(actor, 'page');
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ slug: pages.slug, title: pages.title })
      .from(pages)
      .where(eq(pages.id, id))
      .for('update');
    if (!row) throw notFoundError('page');
    if (!published && ALWAYS_PUBLISHED_PAGE_SLUGS.includes(row.slug))
      throw codedError('invalid', 'page_always_published');
    await tx
      .update(pages)
      .set({ published, updatedAt: nextUpdatedAt(ctx, pages.updatedAt) })
      .where(eq(pages.id, id));
    await recordContentChange(
      ctx,
      actor,
      {
        action: published ? 'content_published' : 'content_unpublished',
        entity: 'page',
        entityId: id,
        detail: { title: row.title, fields: ['published'] },
      },
      tx,
    );
  });
}
