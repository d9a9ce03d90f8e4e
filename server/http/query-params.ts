// Zod helpers for query strings: repeatable parameters, paging (from/size) and boolean flags.
import { z } from '@hono/zod-openapi';

/**
 * A parameter that may be given once or repeated (?a=1&a=2): Hono hands over a string or an array;
 * both become an array of trimmed, non-empty values.
 */
export function repeatable<T extends z.ZodType<string>>(item: T) {
  return z
    .preprocess(
      (value) =>
        value === undefined
          ? undefined
          : (Array.isArray(value) ? value : [value])
              .map((v) => (typeof v === 'string' ? v.trim() : v))
              .filter((v) => v !== ''),
      z.array(item).max(50).optional(),
    )
    .openapi({ type: 'array', items: { type: 'string' } });
}

/** Offset of the first hit. */
export const fromParam = z.coerce
  .number()
  .int()
  .min(0)
  .max(100_000)
  .default(0)
  .openapi({ description: 'Offset of the first hit', example: 0 });

/** Page size: 24 per page (SPEC §9) and up to 1000 (employee contribution reads, SPEC §7). */
export const sizeParam = z.coerce
  .number()
  .int()
  .min(1)
  .max(1000)
  .default(24)
  .openapi({ description: 'Number of hits (24 × page)', example: 24 });

/** 'true' or 'false' (SPEC §2: hasAudioVideo=false is sent when unchecked). */
export const booleanFlag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');
