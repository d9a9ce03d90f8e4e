// Library services (SPEC §3 Library services, §7 /api/library-services): the filtered list with facet counts,
// the highlighted block, and one service with the libraries that offer it.
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { LibraryServiceQuery } from '#core/contracts/offers.ts';
import { codedError } from '#server/services/coded-error.ts';
import {
  TARGET_AUDIENCES,
  countFacet,
  matchesServiceFilter,
  type FilterableService,
  type ServiceFilter,
} from '#core/library-service-filters.ts';
import { messages } from '#core/messages.ts';
import { SERVICE_FORMS } from '#core/service-forms.ts';
import { audioVideos, events, libraries, libraryServiceLibraries, libraryServices } from '#server/db/schema.ts';
import type { ServiceContext } from './context.ts';

type ServiceRow = typeof libraryServices.$inferSelect;

interface ServiceLibraryDto {
  id: number;
  name: string;
  slug: string;
}

export interface LibraryServiceDto {
  id: number;
  title: string;
  lead: string;
  description: string;
  serviceForm: string;
  targetAudience: string[];
  highlighted: boolean;
  /** SPEC §3 images are objects with a url. */
  image: { url: string } | null;
  /** The libraries that offer the service, alphabetically (SPEC §3 currentItem "with libraries list"). */
  libraries: ServiceLibraryDto[];
}

/** Public JSON of a service. */
function presentLibraryService(row: ServiceRow, offeredAt: ServiceLibraryDto[]): LibraryServiceDto {
  return {
    id: row.id,
    title: row.title,
    lead: row.lead,
    description: row.description,
    serviceForm: row.serviceForm,
    targetAudience: row.targetAudience,
    highlighted: row.highlighted,
    image: row.imageUrl ? { url: row.imageUrl } : null,
    libraries: offeredAt,
  };
}

interface FilterOption {
  value: string;
  text: string;
  count: number;
  selected: boolean;
}

/** SPEC §2 filter definitions: a label, a type (checkbox, list or date) and options with text. */
interface ServiceFilterDto {
  name: 'serviceForm' | 'targetAudience' | 'branch';
  label: string;
  type: 'checkbox' | 'list';
  options: FilterOption[];
}

export interface LibraryServiceListDto {
  items: LibraryServiceDto[];
  total: number;
  filters: ServiceFilterDto[];
}

export interface HighlightedServicesDto {
  services: LibraryServiceDto[];
  title: string;
  active: boolean;
}

const FILTER_LABELS = { serviceForm: 'Tjenesteform', targetAudience: 'Målgruppe', branch: 'Bibliotek' } as const;

// Norwegian alphabetical order (æ, ø, å last), which the database's collation does not promise.
const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title, 'nb');
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'nb');

/** Every published service with its libraries: two queries; the whole offer is a few hundred rows at most. */
async function loadPublishedServices(ctx: ServiceContext): Promise<LibraryServiceDto[]> {
  const [rows, links] = await Promise.all([
    ctx.db.select().from(libraryServices).where(eq(libraryServices.published, true)),
    ctx.db
      .select({
        serviceId: libraryServiceLibraries.serviceId,
        id: libraries.id,
        name: libraries.name,
        slug: libraries.slug,
      })
      .from(libraryServiceLibraries)
      .innerJoin(libraries, eq(libraries.id, libraryServiceLibraries.libraryId)),
  ]);
  const byService = new Map<number, ServiceLibraryDto[]>();
  for (const { serviceId, ...library } of links) {
    const list = byService.get(serviceId) ?? [];
    list.push(library);
    byService.set(serviceId, list);
  }
  return rows.map((row) => presentLibraryService(row, (byService.get(row.id) ?? []).sort(byName))).sort(byTitle);
}

/**
 * The services matching the SPEC §2 events/services parameters, with counts per filter option.
 * @throws AppError invalid/unknown_branch when a branch names no library.
 */
export async function listLibraryServices(
  ctx: ServiceContext,
  query: LibraryServiceQuery = {},
): Promise<LibraryServiceListDto> {
  const [services, allLibraries, withRecordings] = await Promise.all([
    loadPublishedServices(ctx),
    ctx.db
      .select({ name: libraries.name, slug: libraries.slug })
      .from(libraries)
      .then((rows) => rows.sort(byName)),
    // Recordings of private or hidden events do not count, as /api/audiovideo hides them.
    ctx.db
      .selectDistinct({ serviceId: audioVideos.serviceId })
      .from(audioVideos)
      .leftJoin(events, eq(events.id, audioVideos.eventId))
      .where(
        and(
          isNotNull(audioVideos.serviceId),
          or(isNull(audioVideos.eventId), and(eq(events.privateEvent, false), eq(events.dontShowOnWeb, false))),
        ),
      ),
  ]);
  const branchSlugs = (query.branch ?? []).map((branch) => {
    const wanted = branch.trim().toLocaleLowerCase('nb');
    const library = allLibraries.find((l) => l.slug === wanted || l.name.toLocaleLowerCase('nb') === wanted);
    if (!library) throw codedError('invalid', 'unknown_branch', { branch });
    return library.slug;
  });
  const filter: ServiceFilter = {
    serviceForm: query.serviceForm ?? [],
    targetAudience: query.targetAudience ?? [],
    branch: branchSlugs,
    q: query.q ?? '',
    hasAudioVideo: query.hasAudioVideo ?? false,
  };
  const recorded = new Set(withRecordings.map((r) => r.serviceId));
  const filterable = services.map((service): FilterableService & { service: LibraryServiceDto } => ({
    service,
    serviceForm: service.serviceForm,
    targetAudience: service.targetAudience,
    branches: service.libraries.map((l) => l.slug),
    searchText: [service.title, service.lead, service.description, service.serviceForm, ...service.targetAudience].join(
      ' ',
    ),
    hasAudioVideo: recorded.has(service.id),
  }));
  const items = filterable.filter((item) => matchesServiceFilter(item, filter)).map((item) => item.service);

  const options = (
    facet: 'serviceForm' | 'targetAudience' | 'branch',
    values: readonly { value: string; text: string }[],
  ) => {
    const counts = countFacet(filterable, filter, facet);
    return values.map(({ value, text }) => ({
      value,
      text,
      count: counts.get(value) ?? 0,
      selected: filter[facet].includes(value),
    }));
  };
  // Only libraries that offer something are worth offering as a filter.
  const offering = new Set(services.flatMap((s) => s.libraries.map((l) => l.slug)));
  const filters: ServiceFilterDto[] = [
    {
      name: 'serviceForm',
      label: FILTER_LABELS.serviceForm,
      type: 'checkbox',
      options: options(
        'serviceForm',
        SERVICE_FORMS.map((v) => ({ value: v, text: v })),
      ),
    },
    {
      name: 'targetAudience',
      label: FILTER_LABELS.targetAudience,
      type: 'checkbox',
      options: options(
        'targetAudience',
        TARGET_AUDIENCES.map((v) => ({ value: v, text: v })),
      ),
    },
    {
      name: 'branch',
      label: FILTER_LABELS.branch,
      type: 'list',
      options: options(
        'branch',
        allLibraries.filter((l) => offering.has(l.slug)).map((l) => ({ value: l.slug, text: l.name })),
      ),
    },
  ];
  return { items, total: items.length, filters };
}

/**
 * The highlighted services block (SPEC §3: highlighted from `services`, highlightedTitle from `title`,
 * highlightedActive from `active`). Decision: the title is fixed, and the block is active when any
 * service is highlighted (there is no editorial setting for it yet).
 */
export async function listHighlightedServices(ctx: ServiceContext): Promise<HighlightedServicesDto> {
  const services = (await loadPublishedServices(ctx)).filter((service) => service.highlighted);
  return { services, title: messages.content.highlightedServicesTitle, active: services.length > 0 };
}

/** One published service with its libraries, or null for an unknown or non-numeric id (SPEC §4: not found). */
export async function getLibraryService(ctx: ServiceContext, rawId: string): Promise<LibraryServiceDto | null> {
  if (!/^\d{1,9}$/.test(rawId)) return null;
  const [service] = await ctx.db
    .select()
    .from(libraryServices)
    .where(and(eq(libraryServices.id, Number(rawId)), eq(libraryServices.published, true)))
    .limit(1);
  if (!service) return null;
  const offeredAt = await ctx.db
    .select({ id: libraries.id, name: libraries.name, slug: libraries.slug })
    .from(libraryServiceLibraries)
    .innerJoin(libraries, eq(libraries.id, libraryServiceLibraries.libraryId))
    .where(eq(libraryServiceLibraries.serviceId, service.id));
  return presentLibraryService(service, offeredAt.sort(byName));
}

/** Other published services of the same form, for "more like this" on the detail page. */
export async function listRelatedServices(
  ctx: ServiceContext,
  service: Pick<LibraryServiceDto, 'id' | 'serviceForm'>,
  limit = 4,
) {
  const rows = await ctx.db
    .select()
    .from(libraryServices)
    .where(and(eq(libraryServices.serviceForm, service.serviceForm), eq(libraryServices.published, true)));
  return rows
    .sort(byTitle)
    .filter((row) => row.id !== service.id)
    .slice(0, limit)
    .map((row) => ({ id: row.id, title: row.title, lead: row.lead }));
}
