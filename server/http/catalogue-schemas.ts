// OpenAPI schemas of the catalogue's JSON (works, publications, availability, agents, search results).
import { z } from '@hono/zod-openapi';

const BranchAvailability = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    availableCount: z.number().int(),
    totalCount: z.number().int(),
    earliestDueDate: z.string().nullable().openapi({ description: 'yyyy-MM-dd of the first copy due back here' }),
  })
  .openapi('BranchAvailability');

const Availability = z
  .object({
    available: z.boolean(),
    availableCount: z.number().int(),
    totalCount: z.number().int(),
    branches: z.array(BranchAvailability),
  })
  .openapi('Availability');

const Creator = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(['person', 'corporation']),
    role: z.string(),
    roleLabel: z.string(),
    path: z.string(),
  })
  .openapi('Creator');

export const Publication = z
  .object({
    id: z.number().int(),
    recordId: z.string(),
    workId: z.number().int(),
    title: z.string(),
    mediaType: z.string(),
    mediaTypeLabel: z.string(),
    format: z.string(),
    language: z.string(),
    languageName: z.string(),
    publicationYear: z.number().int().nullable(),
    publisher: z.string().nullable(),
    isbn: z.string().nullable(),
    ean: z.string().nullable(),
    isbns: z.array(z.string()).openapi({ description: 'Every ISBN-13/EAN of the record (MARC 020, 024)' }),
    edition: z
      .string()
      .nullable()
      .openapi({ description: 'The edition statement as written (MARC 250), e.g. "2. utg."' }),
    links: z
      .array(z.object({ url: z.string(), label: z.string(), kind: z.enum(['read', 'listen', 'watch', 'info']) }))
      .openapi({
        description:
          'Online access (MARC 856), http(s) only: read (e-book), listen (audiobook), watch (film), info (contents, description)',
      }),
    withdrawn: z.boolean().openapi({ description: 'The source system withdrew the record: out of the collection' }),
    extent: z.string().nullable(),
    ageLimit: z.number().int().nullable(),
    coverUrl: z
      .string()
      .nullable()
      .openapi({ description: 'Image path; show it through /api/images/resize/{width}{path}' }),
    publisherSeries: z
      .object({ id: z.number().int(), name: z.string(), number: z.number().int().nullable(), path: z.string() })
      .nullable(),
    serial: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    issueLabel: z.string().nullable(),
    remoteReservable: z.boolean(),
    createdAt: z.string(),
    availability: Availability,
  })
  .openapi('Publication');

const WorkFields = {
  id: z.number().int(),
  uri: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  originalTitle: z.string().nullable(),
  slug: z.string(),
  path: z.string(),
  description: z.string(),
  variantTitles: z.array(z.string()).openapi({ description: 'Other titles the work is known by (MARC 246, 740)' }),
  contents: z.array(z.string()).openapi({ description: 'The stories, songs or chapters it contains (MARC 505)' }),
  withdrawn: z
    .boolean()
    .openapi({ description: 'Every edition has been withdrawn: the title is no longer in the collection' }),
  creators: z.array(Creator).openapi({ description: "In the record's order: the main creator's role first" }),
  mainCreator: z.object({ id: z.number().int(), name: z.string(), path: z.string() }).nullable(),
  mediaType: z.string().nullable(),
  mediaTypes: z.array(z.string()),
  genres: z.array(z.string()),
  subjects: z.array(z.string()),
  compositionTypes: z.array(z.string()),
  publicationYear: z.number().int().nullable(),
  fiction: z.boolean(),
  audience: z.string(),
  audienceLabel: z.string(),
  languages: z.array(z.string()),
  workSeries: z
    .object({ id: z.number().int(), name: z.string(), position: z.number().int().nullable(), path: z.string() })
    .nullable(),
  coverUrl: z.string().nullable(),
  createdAt: z.string(),
};

const WorkWithoutEditions = z.object(WorkFields).openapi('WorkSummaryWithCreators');

export const Work = z
  .object({ ...WorkFields, publications: z.array(Publication), availability: Availability })
  .openapi('Work');

export const PublicationWithWork = Publication.extend({ work: WorkWithoutEditions }).openapi('PublicationWithWork');

const FacetOption = z
  .object({ value: z.string(), text: z.string(), count: z.number().int(), active: z.boolean() })
  .openapi('FilterOption');
const Facet = z
  .object({
    id: z.string(),
    label: z.string(),
    type: z.enum(['checkbox', 'list', 'date']),
    options: z.array(FacetOption),
  })
  .openapi('Filter');

const SearchHit = z
  .object({
    work: Work,
    score: z.number(),
    debug: z
      .object({
        score: z.number(),
        exactTitle: z.boolean(),
        titleOrCreatorMatch: z.boolean(),
        textRank: z.number(),
        branchesWithCopies: z.number(),
      })
      .optional(),
  })
  .openapi('SearchHit');

export const SearchResult = z
  .object({
    query: z.string(),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
    hits: z.array(SearchHit),
    filters: z.array(Facet),
    correctedQuery: z.string().nullable(),
    yearFrom: z.number().int().nullable(),
    yearTo: z.number().int().nullable(),
    excludeUnavailable: z.boolean(),
    includeWithoutItems: z.boolean(),
    debug: z.object({ tsquery: z.string(), clauses: z.array(z.record(z.string(), z.unknown())) }).optional(),
  })
  .openapi('SearchResult');

const AgentSummary = z
  .object({
    id: z.number().int(),
    kind: z.enum(['person', 'corporation']),
    name: z.string(),
    slug: z.string(),
    path: z.string(),
    birthYear: z.number().int().nullable(),
    deathYear: z.number().int().nullable(),
    nationality: z.string().nullable(),
    description: z.string(),
    workCount: z.number().int(),
    roles: z.array(z.object({ role: z.string(), roleLabel: z.string() })),
  })
  .openapi('Agent');

export const AgentDetail = AgentSummary.extend({
  works: z.array(z.object({ role: z.string(), roleLabel: z.string(), works: z.array(Work) })),
}).openapi('AgentDetail');

const paging = {
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
};

export const AgentSearchResult = z
  .object({ query: z.string(), ...paging, hits: z.array(AgentSummary) })
  .openapi('AgentSearchResult');

export const InfoSearchResult = z
  .object({
    q: z.string(),
    ...paging,
    hits: z.array(
      z.object({
        type: z.enum(['library', 'service', 'page']),
        typeLabel: z.string(),
        id: z.number().int(),
        title: z.string(),
        lead: z.string(),
        path: z.string(),
      }),
    ),
  })
  .openapi('InfoSearchResult');

const StaffCreatedBy = z
  .object({
    id: z.string().openapi({ description: 'Employee person uri' }),
    employeeId: z.number().int(),
    name: z.string(),
    title: z.string(),
  })
  .openapi('RecommendationCreatedBy');

export const RecommendationSearchResult = z
  .object({
    query: z.string(),
    ...paging,
    hits: z.array(
      z.object({
        id: z.number().int(),
        kind: z.enum(['recommendation', 'review']),
        title: z.string(),
        text: z.string(),
        created: z.string(),
        createdBy: StaffCreatedBy,
        work: Work.nullable(),
      }),
    ),
  })
  .openapi('RecommendationSearchResult');

export const LikeSearchResult = z
  .object({
    query: z.string(),
    ...paging,
    hits: z.array(
      z.object({ recordId: z.string(), liked: z.string(), createdBy: StaffCreatedBy, work: Work.nullable() }),
    ),
  })
  .openapi('LikeSearchResult');

const LabelPart = z.object({ text: z.string(), highlighted: z.boolean() }).openapi('LabelPart');

export const AutocompleteResult = z
  .object({
    query: z.string(),
    items: z.array(
      z.object({
        type: z.enum(['work', 'person', 'corporation', 'workSeries', 'publisherSeries', 'library']),
        id: z.string(),
        label: z.string(),
        typeLabel: z
          .string()
          .openapi({ description: 'The kind in the language of Accept-Language (bokmål by default)' }),
        mediaType: z
          .string()
          .nullable()
          .openapi({ description: "A work's main media type code; null for other kinds" }),
        slug: z.string(),
        path: z.string(),
        description: z.string().nullable(),
        highlightedLabelParts: z.array(LabelPart),
      }),
    ),
  })
  .openapi('AutocompleteResult');

const Item = z
  .object({
    barcode: z.string(),
    branch: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    shelfLocation: z.string(),
    status: z.string(),
    loanable: z.boolean(),
    reservable: z.boolean(),
    dueDate: z.string().nullable(),
  })
  .openapi('Item');

const Recommendation = z
  .object({
    id: z.number().int(),
    kind: z.enum(['recommendation', 'review']),
    status: z.string(),
    title: z.string(),
    text: z.string(),
    created: z.string(),
    createdBy: StaffCreatedBy,
  })
  .openapi('Recommendation');

export const PublicationDetail = z
  .object({
    publication: Publication,
    work: Work,
    withdrawnEditions: z
      .array(Publication)
      .openapi({ description: 'Editions withdrawn from the collection (not among work.publications)' }),
    items: z.record(z.string(), z.array(Item)).openapi({ description: 'Copies per publication id' }),
    recommendations: z.array(Recommendation),
    seriesWorks: z.array(
      z.object({ id: z.number().int(), title: z.string(), position: z.number().int().nullable(), path: z.string() }),
    ),
  })
  .openapi('PublicationDetail');

export const SeriesDetail = z
  .object({
    id: z.number().int(),
    kind: z.enum(['workSeries', 'publisherSeries']),
    name: z.string(),
    description: z.string(),
    publisher: z.string().nullable(),
    path: z.string(),
    works: z.array(Work.extend({ seriesPosition: z.number().int().nullable() })),
  })
  .openapi('Series');

export const Serial = z
  .object({
    id: z.number().int(),
    title: z.string(),
    issn: z.string().nullable(),
    publisher: z.string(),
    description: z.string(),
    workId: z.number().int().nullable(),
    issuesByYear: z.array(z.object({ year: z.number().int(), count: z.number().int() })),
  })
  .openapi('Serial');
