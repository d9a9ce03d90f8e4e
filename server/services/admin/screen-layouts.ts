// Staff area, information-screen layouts (issue #8, SPEC §2/§3/§5): list the eleven layouts and edit a layout's ordered slide list, with its audit row in the same transaction.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { AppError } from '#core/errors.ts';
import { codedError } from '#server/services/coded-error.ts';
import type { CatalogueT } from '#core/i18n/translator.ts';
import { ROLES } from '#core/profile.ts';
import type { ScreenSlide } from '#core/screen-rotation.ts';
import {
  isScreenLayout,
  SCREEN_LAYOUTS,
  SLIDE_EVENT_DATES,
  SLIDE_PRESENTATION_MODES,
  SLIDE_THEMES,
  SLIDE_TYPES,
  validateSlides,
  type ScreenLayout,
} from '#core/screens.ts';
import { RANDOM_VIDEO_EVERY_NTH } from '#core/constants.ts';
import { auditLog, libraries, screenLayouts, screens } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { readSlides, slideSchema } from '../screens.ts';
import type { Actor } from './access.ts';
import { fieldText, wordFieldErrors, type FieldErrors, type FormValues } from './form-input.ts';

/** The audit-log entity of a layout change (the layout's name is the entity id). */
const SCREEN_LAYOUT_ENTITY = 'screen_layout';

/**
 * Screens hang in every branch, so their layouts are site-wide content: administrators only, like
 * campaigns (docs/decisions/008, 010).
 */
export function canManageScreens(roles: readonly string[] | null | undefined): boolean {
  return (roles ?? []).includes(ROLES.admin);
}

/** @throws AppError forbidden 'content_forbidden' */
function assertCanManageScreens(actor: Actor): void {
  if (!canManageScreens(actor.roles)) throw codedError('forbidden', 'content_forbidden', { context: 'screens' });
}

function layoutNotFound(): AppError {
  return codedError('not_found', 'screen_layout_not_found');
}

export interface AdminLayoutRow {
  name: ScreenLayout;
  slideTypes: string[];
  screens: { id: string; name: string; libraryName: string }[];
}

/** The eleven layouts in SPEC §2 order, with their slides' types and the screens that use them. */
export async function listScreenLayoutsForAdmin(ctx: ServiceContext, actor: Actor): Promise<AdminLayoutRow[]> {
  assertCanManageScreens(actor);
  const [layouts, screenRows] = await Promise.all([
    ctx.db.select().from(screenLayouts),
    ctx.db
      .select({ id: screens.id, name: screens.name, layout: screens.layout, libraryName: libraries.name })
      .from(screens)
      .innerJoin(libraries, eq(libraries.id, screens.libraryId))
      .orderBy(asc(screens.id)),
  ]);
  return SCREEN_LAYOUTS.filter((name) => layouts.some((l) => l.name === name)).map((name) => ({
    name,
    slideTypes: readSlides(ctx, name, layouts.find((l) => l.name === name)?.slides).map((s) => s.type),
    screens: screenRows
      .filter((s) => s.layout === name)
      .map(({ id, name: screenName, libraryName }) => ({ id, name: screenName, libraryName })),
  }));
}

export async function getScreenLayoutForEdit(ctx: ServiceContext, actor: Actor, name: string): Promise<ScreenSlide[]> {
  assertCanManageScreens(actor);
  if (!isScreenLayout(name)) throw layoutNotFound();
  const [row] = await ctx.db.select().from(screenLayouts).where(eq(screenLayouts.name, name)).limit(1);
  if (!row) throw layoutNotFound();
  return readSlides(ctx, name, row.slides);
}

/** A layout's slides as the form's flat values: `{field}-{row}`, plus the row count. */
export function slidesToFormValues(slides: readonly ScreenSlide[]): FormValues {
  const values: FormValues = { rows: String(slides.length) };
  slides.forEach((slide, i) => {
    values[`type-${i}`] = slide.type;
    values[`duration-${i}`] = slide.duration > 0 ? String(slide.duration) : '';
    values[`theme-${i}`] = slide.theme;
    values[`eventDate-${i}`] = slide.eventDate ?? '';
    values[`presentationMode-${i}`] = slide.presentationMode ?? '';
    values[`videoUrl-${i}`] = slide.videoUrl ?? '';
    values[`sources-${i}`] = (slide.sources ?? []).map((s) => `${s.videoUrl} ${s.duration}`).join('\n');
    values[`every-${i}`] = slide.showEveryNthIteration ? String(slide.showEveryNthIteration) : '';
    values[`position-${i}`] = String(i + 1);
    values[`slideKey-${i}`] = slide.slideKey;
  });
  return values;
}

const VIDEO_URL = /^(\/[^\s]*|https:\/\/[^\s]+)$/;
const MAX_ROWS = 40;

/**
 * The form's rows back to an ordered slide list. A row without a type (the empty "new slide" row)
 * or marked for removal is left out; rows are ordered by their position field. A message per field,
 * in bokmål or, for an action, in its page's language (`t`); SPEC §5: a second RandomVideo is refused
 * here, so a screen never meets one.
 */
export function parseSlideForm(
  layout: ScreenLayout,
  values: FormValues,
  t?: CatalogueT,
): { ok: true; slides: ScreenSlide[] } | { ok: false; fieldErrors: FieldErrors } {
  const errors: FieldErrors = {};
  const rows = Math.min(MAX_ROWS, Math.max(0, Number.parseInt(values.rows ?? '0', 10) || 0));
  const kept: { position: number; index: number; slide: ScreenSlide }[] = [];
  // One more than the stored rows: the empty row for a new slide.
  for (let i = 0; i <= rows; i++) {
    const type = (values[`type-${i}`] ?? '').trim();
    if (type === '' || values[`remove-${i}`] === 'on') continue;
    const field = (name: string) => `${name}-${i}`;
    if (!(SLIDE_TYPES as readonly string[]).includes(type)) {
      errors[field('type')] = fieldText('slideTypeChoose');
      continue;
    }
    const slideType = type as ScreenSlide['type'];
    const durationRaw = (values[field('duration')] ?? '').trim();
    const duration = durationRaw === '' ? 0 : Number(durationRaw);
    if (!Number.isInteger(duration) || duration < 0 || duration > 3600)
      errors[field('duration')] = fieldText('slideDurationRange');
    const theme = values[field('theme')] ?? 'dark';
    if (!(SLIDE_THEMES as readonly string[]).includes(theme)) errors[field('theme')] = fieldText('slideThemeChoose');
    const slide: ScreenSlide = {
      type: slideType,
      duration: Number.isInteger(duration) ? duration : 0,
      slideKey: (values[field('slideKey')] ?? '').trim() || `${layout}-${randomUUID().slice(0, 8)}`,
      theme: theme === 'light' ? 'light' : 'dark',
    };
    if (slideType === 'Event' || slideType === 'EventList') {
      const eventDate = values[field('eventDate')] ?? '';
      if (!(SLIDE_EVENT_DATES as readonly string[]).includes(eventDate))
        errors[field('eventDate')] = fieldText('slideEventDateChoose');
      else slide.eventDate = eventDate as ScreenSlide['eventDate'];
    }
    if (slideType === 'EventList') {
      const mode = values[field('presentationMode')] || 'stand-alone';
      if (!(SLIDE_PRESENTATION_MODES as readonly string[]).includes(mode))
        errors[field('presentationMode')] = fieldText('slidePresentationChoose');
      else slide.presentationMode = mode as ScreenSlide['presentationMode'];
    }
    if (slideType === 'Video') {
      const url = (values[field('videoUrl')] ?? '').trim();
      if (!VIDEO_URL.test(url) || url.length > 500) errors[field('videoUrl')] = fieldText('slideVideoUrlForm');
      else slide.videoUrl = url;
    }
    if (slideType === 'RandomVideo') {
      const lines = (values[field('sources')] ?? '')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      const sources = lines.map((line) => {
        const [url = '', seconds = ''] = line.split(/\s+/);
        return { videoUrl: url, duration: Number(seconds) };
      });
      if (
        sources.length === 0 ||
        sources.some(
          (s) => !VIDEO_URL.test(s.videoUrl) || !Number.isInteger(s.duration) || s.duration < 1 || s.duration > 3600,
        )
      ) {
        errors[field('sources')] = fieldText('slideSourcesForm');
      } else slide.sources = sources;
      const everyRaw = (values[field('every')] ?? '').trim();
      const every = everyRaw === '' ? RANDOM_VIDEO_EVERY_NTH : Number(everyRaw);
      if (!Number.isInteger(every) || every < 1 || every > 100) errors[field('every')] = fieldText('slideEveryRange');
      else slide.showEveryNthIteration = every;
      if (!errors[field('duration')] && slide.duration === 0 && slide.sources)
        slide.duration = Math.max(...slide.sources.map((s) => s.duration));
    }
    const positionRaw = (values[field('position')] ?? '').trim();
    const position = positionRaw === '' ? Number.NaN : Number(positionRaw);
    kept.push({ position: Number.isFinite(position) ? position : i + 1, index: i, slide });
  }
  const slides = kept.sort((a, b) => a.position - b.position || a.index - b.index).map((k) => k.slide);
  if (!validateSlides(slides).ok) {
    const second = kept.filter((k) => k.slide.type === 'RandomVideo')[1];
    errors[`type-${second?.index ?? 0}`] = fieldText('slideRandomVideoOnce');
  }
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: t ? wordFieldErrors(errors, t) : errors };
  // The same schema the screens read with: nothing a screen cannot show is stored.
  for (const slide of slides) slideSchema.parse(slide);
  return { ok: true, slides };
}

/** Replaces a layout's slide list; the audit row is written in the same transaction. */
export async function updateScreenLayout(
  ctx: ServiceContext,
  actor: Actor,
  name: string,
  slides: readonly ScreenSlide[],
): Promise<void> {
  assertCanManageScreens(actor);
  if (!isScreenLayout(name)) throw layoutNotFound();
  const checked = slides.map((s) => slideSchema.parse(s));
  if (!validateSlides(checked).ok) throw codedError('invalid', 'duplicate_random_video');
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(screenLayouts).where(eq(screenLayouts.name, name)).for('update');
    if (!current) throw layoutNotFound();
    await tx.update(screenLayouts).set({ slides: checked }).where(eq(screenLayouts.name, name));
    await tx.insert(auditLog).values({
      actorId: actor.userId,
      action: 'content_updated',
      entity: SCREEN_LAYOUT_ENTITY,
      entityId: name,
      detail: { title: name, fields: ['slides'], slides: checked.length },
      at: ctx.clock(),
    });
  });
}
