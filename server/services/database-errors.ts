// What a database error means for the caller: input the database cannot take (400), the database away (503), or neither (a bug: 500).

/** SQLSTATEs of values PostgreSQL refuses: NUL and bad bytes in text, numbers out of range, malformed numbers and dates. */
const INVALID_INPUT = new Set(['22021', '22P05', '22003', '22P02', '22007', '22008', '2201B']);
/** Connection exceptions (class 08), shutdowns, too many connections, a statement cancelled by its timeout. */
const UNAVAILABLE = /^(08...|57P0[123]|53300|57014)$/;
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres says these in words only. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Connection ended/i;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** Drizzle wraps the driver's error in `cause`; look through the chain. */
function* chain(err: unknown): Generator<ErrorLike> {
  for (
    let current = err, depth = 0;
    current && typeof current === 'object' && depth < 5;
    current = (current as ErrorLike).cause, depth++
  ) {
    yield current as ErrorLike;
  }
}

export type DatabaseErrorKind = 'invalid' | 'unavailable';

export function databaseErrorKind(err: unknown): DatabaseErrorKind | null {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (INVALID_INPUT.has(code)) return 'invalid';
    if (UNAVAILABLE.test(code) || UNAVAILABLE_NODE_CODES.has(code)) return 'unavailable';
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return 'unavailable';
  }
  return null;
}
