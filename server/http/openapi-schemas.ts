// Schemas shared by every router's OpenAPI description.
import { z } from '@hono/zod-openapi';

export const ErrorResponse = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'invalid_request' }),
      message: z.string().openapi({ example: 'Ugyldig forespørsel' }),
    }),
  })
  .openapi('Error');
