// GET/PUT /api/authorized/cicero/favourites (SPEC §3 Favourites list, §5, §7) and GET/POST/DELETE /api/authorized/likes (SPEC §3 Likes, §7, §8).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { LIST_NAME_MAX_LENGTH, MAX_LIST_ITEMS, MAX_LISTS } from '#core/favourites.ts';
import { getFavourites, replaceFavourites } from '#server/services/favourites.ts';
import { addLike, listLikes, removeLike } from '#server/services/likes.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { noStore, requireSession, type AuthEnv } from './auth-middleware.ts';
import { apiTranslator, errorBody } from './errors.ts';
import { ErrorResponse, json, jsonBody } from './openapi-schemas.ts';
import { validationHook } from './validation.ts';

/** Publication record ids (SPEC §3 bibliographicRecordId / recordId). */
const RecordId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w.:-]+$/, 'Ugyldig post-id');

// Raw name limit: room for a URI-encoded name; the decoded name is held to LIST_NAME_MAX_LENGTH by core/favourites.ts.
const FavouritesBody = z
  .object({
    data: z
      .array(
        z
          .object({
            name: z.string().max(LIST_NAME_MAX_LENGTH * 9),
            favorites: z.array(z.object({ bibliographicRecordId: RecordId }).strict()).max(MAX_LIST_ITEMS * 2),
          })
          .strict(),
      )
      .max(MAX_LISTS),
  })
  .strict()
  .openapi('FavouritesBody');

const FavouriteItem = z.object({
  recordId: z.string(),
  mainTitle: z.string(),
  tag: z.string(),
  creators: z.string(),
  mediaType: z.string(),
  mediaTypeLabel: z.string(),
  publicationYear: z.number().int().nullable(),
  coverUrl: z.string().nullable(),
  workPath: z.string(),
  addedAt: z.string(),
});
const Favourites = z
  .object({
    data: z.array(
      z.object({
        name: z.string(),
        tag: z.string().openapi({ description: 'The name decoded from URI form (SPEC §3)' }),
        favorites: z.array(z.object({ bibliographicRecordId: z.string() })),
        items: z.array(FavouriteItem),
      }),
    ),
  })
  .openapi('Favourites');

const unauthenticated = json(ErrorResponse, 'Not logged in (SPEC §8: 403 means unauthenticated → /logg-inn)');

const getFavouritesRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'get',
  path: '/favourites',
  summary:
    "The patron's favourites lists: the PUT shape plus tag and items (recordId, mainTitle, tag) for the UI (SPEC §3)",
  responses: { 200: json(Favourites, 'Lists'), 403: unauthenticated },
});

const putFavouritesRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'put',
  path: '/favourites',
  summary:
    "Replace all of the patron's lists (SPEC §7); names must be non-empty ('Mangler navn', SPEC §5) and unique; a repeated work counts once, at its last place",
  request: jsonBody(FavouritesBody),
  responses: {
    200: json(Favourites, 'Saved; the lists as GET gives them'),
    400: json(
      ErrorResponse,
      'missing_name, duplicate_name, name_too_long, too_many, unknown_record or invalid_request',
    ),
    403: unauthenticated,
  },
});

/** Favourites live under /api/authorized/cicero like the other library-system calls. */
export function favouritesRouter(ctx: ServiceContext) {
  const app = new OpenAPIHono<AuthEnv>({ defaultHook: validationHook });
  app.openapi(getFavouritesRoute, async (c) => c.json(await getFavourites(ctx, c.get('session').userId), 200));
  app.openapi(putFavouritesRoute, async (c) =>
    c.json(await replaceFavourites(ctx, c.get('session').userId, c.req.valid('json').data), 200),
  );
  return app;
}

/**
 * Likes answer 401 without a session (SPEC §7, §8 "Likes 401: empty list"; docs/decisions/012): the client
 * reads a 401 on GET as an empty list, and apiFetch does not send the visitor to /logg-inn for it.
 */
function requireLikesSession(): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    noStore(c);
    const session = await c.get('auth').session();
    if (!session)
      return c.json(errorBody('unauthenticated', apiTranslator(c).t('errors:kind.unauthenticated')), 401, {
        'Cache-Control': 'no-store, private',
      });
    c.set('session', session);
    c.set('user', session.user);
    await next();
  };
}

const LikeIds = z.array(z.string()).openapi('LikeIds');
const likesUnauthenticated = json(
  ErrorResponse,
  'Not logged in: 401, which the client reads as an empty list (SPEC §8)',
);

const listLikesRoute = createRoute({
  middleware: [requireLikesSession()] as const,
  method: 'get',
  path: '/',
  summary: 'The record ids the patron likes, newest first (SPEC §7: a list of ids)',
  responses: { 200: json(LikeIds, 'Liked record ids'), 401: likesUnauthenticated },
});

const addLikeRoute = createRoute({
  middleware: [requireLikesSession()] as const,
  method: 'post',
  path: '/',
  summary: 'Like a record (SPEC §7 body {id}); liking it again changes nothing',
  request: jsonBody(z.object({ id: RecordId }).strict().openapi('LikeBody')),
  responses: {
    200: json(LikeIds, 'The liked record ids after the change'),
    400: json(ErrorResponse, 'invalid_request'),
    401: likesUnauthenticated,
    404: json(ErrorResponse, 'unknown_record: no such record in the catalogue'),
  },
});

const removeLikeRoute = createRoute({
  middleware: [requireLikesSession()] as const,
  method: 'delete',
  path: '/{id}',
  summary: 'Stop liking a record (SPEC §7)',
  request: { params: z.object({ id: RecordId }) },
  responses: {
    200: json(LikeIds, 'The liked record ids after the change'),
    400: json(ErrorResponse, 'invalid_request'),
    401: likesUnauthenticated,
    404: json(ErrorResponse, 'like_not_found: the patron does not like this record'),
  },
});

export function likesRouter(ctx: ServiceContext) {
  const app = new OpenAPIHono<AuthEnv>({ defaultHook: validationHook });
  app.openapi(listLikesRoute, async (c) => c.json(await listLikes(ctx, c.get('session').userId), 200));
  app.openapi(addLikeRoute, async (c) =>
    c.json(await addLike(ctx, c.get('session').userId, c.req.valid('json').id), 200),
  );
  app.openapi(removeLikeRoute, async (c) =>
    c.json(await removeLike(ctx, c.get('session').userId, c.req.valid('param').id), 200),
  );
  return app;
}
