// /api/autocomplete?query&size&fuzziness (SPEC §7): suggestions for the header search field.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { AUTOCOMPLETE_SIZE } from '#core/constants.ts';
import { DEFAULT_LANGUAGE } from '#core/i18n/languages.ts';
import type { CatalogueT } from '#core/i18n/translator.ts';
import { shouldAutocomplete } from '#core/search-query.ts';
import { autocomplete } from '#server/services/catalogue/autocomplete.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { AutocompleteResult } from './catalogue-schemas.ts';
import { apiTranslator } from './errors.ts';
import { ErrorResponse, json } from './openapi-schemas.ts';
import { booleanFlag } from './query-params.ts';
import { validationHook } from './validation.ts';

const autocompleteRoute = createRoute({
  method: 'get',
  path: '/',
  summary:
    'Up to `size` suggestions (works, people, series, libraries); input of 2 characters or fewer gives none (SPEC §5)',
  request: {
    query: z.object({
      query: z.string().max(200).openapi({ example: 'hams' }),
      size: z.coerce.number().int().min(1).max(20).default(AUTOCOMPLETE_SIZE).openapi({ example: AUTOCOMPLETE_SIZE }),
      fuzziness: booleanFlag.openapi({ description: 'true also suggests similarly spelt names and titles' }),
    }),
  },
  responses: {
    200: json(AutocompleteResult, 'Suggestions'),
    400: json(ErrorResponse, 'Invalid parameter'),
  },
});

export function autocompleteRouter(ctx: ServiceContext) {
  return new OpenAPIHono({ defaultHook: validationHook }).openapi(autocompleteRoute, async (c) => {
    const { query, size, fuzziness } = c.req.valid('query');
    if (!shouldAutocomplete(query)) return c.json({ query: query.trim(), items: [] }, 200);
    const result = await autocomplete(ctx, { query, size, fuzziness });
    // The search process words each kind in bokmål; the header's field asks in its page's language (apiFetch).
    c.header('Vary', 'Accept-Language', { append: true });
    const { language, t } = apiTranslator(c);
    if (language === DEFAULT_LANGUAGE) return c.json(result, 200);
    return c.json({ ...result, items: result.items.map((item) => ({ ...item, typeLabel: kindIn(item, t) })) }, 200);
  });
}

/** A suggestion's kind in the language of `t`: a work's media type (vocabulary:mediaType), else its kind. */
function kindIn(item: { type: string; mediaType: string | null }, t: CatalogueT): string {
  const kind = t(`vocabulary:suggestionType.${item.type}` as 'vocabulary:suggestionType.work');
  return item.mediaType
    ? t(`vocabulary:mediaType.${item.mediaType}` as 'vocabulary:mediaType.Bok', { defaultValue: kind })
    : kind;
}
