// Zod schemas of the search API (SPEC §7 /api/search…, §2 search filter URL parameters) and the staff check for showDebugInfo.
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { MAX_SEARCH_PAGE, MAX_YEAR, MIN_YEAR, parseFilters, type SearchFilters } from '#core/search-filters.ts';
import { FILTER_DEFINITIONS, type FilterId } from '#core/search-query.ts';
import type { AuthVariables } from './auth-middleware.ts';
import { booleanFlag, repeatable } from './query-params.ts';

export const pageParam = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_SEARCH_PAGE)
  .default(1)
  .openapi({ description: 'Page, from 1', example: 1 });
export const queryText = z.string().max(500).openapi({ example: 'hamsun' });
const yearParam = z.coerce.number().int().min(MIN_YEAR).max(MAX_YEAR).optional();
const gainParam = z.coerce.number().min(0).max(10).optional();
const filterIds = new Set<string>(FILTER_DEFINITIONS.map((f) => f.id));

/** GET /api/search: every SPEC §2 search parameter; filter values are checked with core/search-filters (Norwegian messages). */
export const searchQuerySchema = z
  .object({
    query: queryText.optional(),
    filter: repeatable(z.string().max(100)).openapi({
      description:
        'Repeatable: mediaType_Bok, languages_nob, format_Pocket, branch_{slug}, fictionNonfiction_fiction, audience_barn, category_{genre}, issuesByYear_{year}',
    }),
    yearFrom: yearParam,
    yearTo: yearParam,
    page: pageParam,
    pageSize: z.coerce.number().int().min(1).max(100).optional(),
    excludeUnavailable: booleanFlag,
    includeWithoutItems: booleanFlag,
    recommended: booleanFlag,
    liked: booleanFlag,
    showDebugInfo: booleanFlag,
    ageGain: gainParam,
    itemsGain: gainParam,
    expanded: z.string().max(300).optional().openapi({ description: 'Open filter groups, comma separated (UI state)' }),
  })
  .superRefine((value, ctx) => {
    const { errors } = parseFilters(value.filter ?? []);
    for (const message of errors) ctx.addIssue({ code: 'custom', path: ['filter'], message });
    if (value.yearFrom !== undefined && value.yearTo !== undefined && value.yearFrom > value.yearTo) {
      ctx.addIssue({ code: 'custom', path: ['yearFrom'], message: 'kan ikke være større enn «yearTo»' });
    }
    for (const id of (value.expanded ?? '').split(',').filter(Boolean)) {
      if (!filterIds.has(id))
        ctx.addIssue({ code: 'custom', path: ['expanded'], message: `ukjent filtergruppe «${id}»` });
    }
  });

export function filtersOf(value: readonly string[] | undefined): SearchFilters {
  return parseFilters(value ?? []).filters;
}

export function expandedOf(value: string | undefined): FilterId[] {
  return (value ?? '').split(',').filter((id): id is FilterId => filterIds.has(id));
}

/** Employee person uri (SPEC §7 createdBy). */
export const createdByParam = z
  .string()
  .min(1)
  .max(300)
  .optional()
  .openapi({ example: 'http://data.deichman.no/person/e1' });
/** SPEC §7, §9: pageSize up to 1000 for the employee contribution reads. */
export const contributionPageSize = z.coerce.number().int().min(1).max(1000).default(20).openapi({ example: 1000 });

/** True when the caller's session has a staff role (SPEC §6: EMPLOYEE, DEICH_ADMIN); showDebugInfo is for staff only. */
export async function viewerIsStaff(c: Context): Promise<boolean> {
  const auth = (c.var as Partial<AuthVariables>).auth;
  if (!auth) return false;
  const session = await auth.session();
  return session?.user.assignedRoles.some((role) => role === 'EMPLOYEE' || role === 'DEICH_ADMIN') ?? false;
}
