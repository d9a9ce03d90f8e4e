// Public JSON of the catalogue (SPEC §3 publication search hit, work metadata): works, creators, publications, availability.
import {
  ADDITIONAL_MEDIA_TYPES,
  agentPath,
  audienceLabel,
  catalogueEntityPath,
  languageName,
  mediaTypeLabel,
  roleLabel,
  workPath,
  type CatalogueMediaType,
} from '#core/catalogue.ts';
import { entitySlug } from '#core/entity-slug.ts';
import { onlineLinks } from '#core/online-links.ts';
import type { Branches } from './branches.ts';

/** A copy as the availability rules need it: [libraryId, status, dueDate of the open loan]. */
type ItemTuple = [number, string, string | null];

interface BranchAvailability {
  id: number;
  slug: string;
  name: string;
  availableCount: number;
  totalCount: number;
  /** Earliest due date of the copies on loan here (yyyy-MM-dd), or null. */
  earliestDueDate: string | null;
}

export interface Availability {
  /** At least one copy is on the shelf somewhere. */
  available: boolean;
  availableCount: number;
  /** Copies held (lost and discarded copies do not count). */
  totalCount: number;
  branches: BranchAvailability[];
}

/** Copies per branch: on the shelf (status available) against all held copies. */
function computeAvailability(items: readonly ItemTuple[], branches: Branches): Availability {
  const per = new Map<number, BranchAvailability>();
  let availableCount = 0;
  let totalCount = 0;
  for (const [libraryId, status, dueDate] of items) {
    if (status === 'lost' || status === 'discarded') continue;
    const branch = branches.byId.get(libraryId);
    if (!branch) continue;
    let row = per.get(libraryId);
    if (!row) {
      row = {
        id: branch.id,
        slug: branch.slug,
        name: branch.name,
        availableCount: 0,
        totalCount: 0,
        earliestDueDate: null,
      };
      per.set(libraryId, row);
    }
    row.totalCount += 1;
    totalCount += 1;
    if (status === 'available') {
      row.availableCount += 1;
      availableCount += 1;
    }
    if (dueDate && (row.earliestDueDate === null || dueDate < row.earliestDueDate)) row.earliestDueDate = dueDate;
  }
  const list = [...per.values()].sort(
    (a, b) => b.availableCount - a.availableCount || a.name.localeCompare(b.name, 'nb'),
  );
  return { available: availableCount > 0, availableCount, totalCount, branches: list };
}

interface CreatorRow {
  id: number;
  name: string;
  kind: 'person' | 'corporation';
  role: string;
  /** The creator's role holds the work's lowest position: the record's main creator (creator-order.ts). */
  lead: boolean;
}

function presentCreator(c: CreatorRow) {
  return {
    id: c.id,
    name: c.name,
    kind: c.kind,
    role: c.role,
    roleLabel: roleLabel(c.role),
    path: agentPath(c.kind, c.name, c.id),
  };
}
export type CreatorDto = ReturnType<typeof presentCreator>;

export interface PublicationRow {
  id: number;
  recordId: string;
  workId: number;
  title: string;
  mediaType: string;
  format: string;
  language: string;
  publicationYear: number | null;
  publisher: string | null;
  isbn: string | null;
  ean: string | null;
  /** Every ISBN-13/EAN of the record (MARC import; the seed leaves it empty). */
  isbns: string[];
  /** The edition statement as written (MARC 250: '2. utg.'). */
  edition: string | null;
  /** Online access as stored (MARC 856); checked again by presentPublication. */
  links: unknown;
  /** The source system withdrew the record: out of the collection, kept for loans, likes and lists. */
  withdrawn: boolean;
  extent: string | null;
  ageLimit: number | null;
  coverUrl: string | null;
  publisherSeriesId: number | null;
  publisherSeriesName: string | null;
  publisherSeriesNumber: number | null;
  serialId: number | null;
  serialTitle: string | null;
  issueLabel: string | null;
  remoteReservable: boolean;
  createdAt: string;
  items: ItemTuple[];
}

export function presentPublication(p: PublicationRow, branches: Branches) {
  return {
    id: p.id,
    recordId: p.recordId,
    workId: p.workId,
    title: p.title,
    mediaType: p.mediaType,
    mediaTypeLabel: mediaTypeLabel(p.mediaType),
    format: p.format,
    language: p.language,
    languageName: languageName(p.language),
    publicationYear: p.publicationYear,
    publisher: p.publisher,
    isbn: p.isbn,
    ean: p.ean,
    isbns: p.isbns,
    edition: p.edition,
    links: onlineLinks(p.links),
    withdrawn: p.withdrawn,
    extent: p.extent,
    ageLimit: p.ageLimit,
    coverUrl: p.coverUrl,
    publisherSeries:
      p.publisherSeriesId !== null && p.publisherSeriesName !== null
        ? {
            id: p.publisherSeriesId,
            name: p.publisherSeriesName,
            number: p.publisherSeriesNumber,
            path: catalogueEntityPath('forlagsserie', p.publisherSeriesName, p.publisherSeriesId),
          }
        : null,
    serial: p.serialId !== null && p.serialTitle !== null ? { id: p.serialId, title: p.serialTitle } : null,
    issueLabel: p.issueLabel,
    remoteReservable: p.remoteReservable,
    createdAt: p.createdAt,
    availability: computeAvailability(p.items, branches),
  };
}
export type PublicationDto = ReturnType<typeof presentPublication>;

export interface WorkRow {
  id: number;
  uri: string;
  title: string;
  subtitle: string | null;
  originalTitle: string | null;
  description: string;
  firstPublicationYear: number | null;
  fiction: boolean;
  audience: string;
  genres: string[];
  subjects: string[];
  compositionTypes: string[];
  workSeriesId: number | null;
  workSeriesName: string | null;
  workSeriesPosition: number | null;
  createdAt: string;
  /** Other titles the work is known by (MARC 246, 740). */
  variantTitles: string[];
  /** The stories, songs or chapters it contains (MARC 505). */
  contents: string[];
  /** Every edition has been withdrawn: the work is out of the collection, and kept for what points to it. */
  withdrawn: boolean;
  creators: CreatorRow[];
  publications: PublicationRow[];
}

/** The work's main media type: its first main (not audio/e-book) edition's type, else the first edition's. */
export function mainMediaType(mediaTypes: readonly string[]): string | null {
  return mediaTypes.find((m) => !ADDITIONAL_MEDIA_TYPES.includes(m as CatalogueMediaType)) ?? mediaTypes[0] ?? null;
}

/** The creator named beside a title: an author, else a director, performer or composer, else the first one. */
function pickMainCreator(creators: readonly CreatorDto[]): CreatorDto | null {
  return (
    creators.find((c) => c.role === 'author') ??
    creators.find((c) => c.role === 'director' || c.role === 'performer' || c.role === 'composer') ??
    creators[0] ??
    null
  );
}

/** A work with its creators and (some of) its editions. SPEC §3: work.uri; mediaType, genres, compositionTypes, publicationYear. */
export function presentWork(w: WorkRow, branches: Branches) {
  const publications = w.publications.map((p) => presentPublication(p, branches));
  const mediaTypes = [...new Set(publications.map((p) => p.mediaType))];
  const creators = w.creators.map(presentCreator);
  // The main creator among the record's lead role first (a music record's performer from its 100), else among all.
  const lead = creators.filter((_, i) => w.creators[i].lead);
  const main = pickMainCreator(lead) ?? pickMainCreator(creators);
  const cover = publications.find((p) => p.coverUrl)?.coverUrl ?? null;
  const allItems = w.publications.flatMap((p) => p.items);
  return {
    id: w.id,
    uri: w.uri,
    title: w.title,
    subtitle: w.subtitle,
    originalTitle: w.originalTitle,
    slug: entitySlug(w.title),
    path: workPath(w.title, w.id),
    description: w.description,
    variantTitles: w.variantTitles,
    contents: w.contents,
    withdrawn: w.withdrawn,
    creators,
    mainCreator: main ? { id: main.id, name: main.name, path: main.path } : null,
    mediaType: mainMediaType(mediaTypes),
    mediaTypes,
    genres: w.genres,
    subjects: w.subjects,
    compositionTypes: w.compositionTypes,
    publicationYear: w.firstPublicationYear,
    fiction: w.fiction,
    audience: w.audience,
    audienceLabel: audienceLabel(w.audience),
    languages: [...new Set(publications.map((p) => p.language))],
    workSeries:
      w.workSeriesId !== null && w.workSeriesName !== null
        ? {
            id: w.workSeriesId,
            name: w.workSeriesName,
            position: w.workSeriesPosition,
            path: catalogueEntityPath('serie', w.workSeriesName, w.workSeriesId),
          }
        : null,
    coverUrl: cover,
    createdAt: w.createdAt,
    publications,
    availability: computeAvailability(allItems, branches),
  };
}
export type WorkDto = ReturnType<typeof presentWork>;
