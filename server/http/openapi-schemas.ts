// Schemas and helpers shared by every router's OpenAPI description.
import { z } from '@hono/zod-openapi';

/** A JSON response for `createRoute({ responses })`. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A required JSON request body for `createRoute({ request })`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

export const ErrorResponse = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'invalid_request' }),
      message: z.string().openapi({ example: 'Ugyldig forespørsel' }),
    }),
  })
  .openapi('Error');

/** Row ids are PostgreSQL integers: anything above this cannot exist, and is refused before SQL sees it. */
const MAX_ROW_ID = 2_147_483_647;

/** A row id in a JSON body. */
export const rowId = (message = 'Ugyldig id') =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message);

/** A row id in a path or query string. */
export const rowIdParam = (message = 'Ugyldig id') =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message);
