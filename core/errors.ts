// The single error type of the services (AppError) and the mapping of error kinds to HTTP statuses.

/** Error kinds. CONVENTIONS Layering. */
export const ERROR_KINDS = [
  'not_found',
  'forbidden',
  'conflict',
  'invalid',
  'unavailable',
  'unauthenticated',
  'rate_limited',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

const HTTP_STATUS: Readonly<Record<ErrorKind, number>> = {
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  invalid: 400,
  unavailable: 503,
  // SPEC §8: a 403 from personal-data calls is treated as unauthenticated; our own API answers 401.
  unauthenticated: 401,
  // Login throttling (SPEC §8 'too many failed attempts').
  rate_limited: 429,
};

/** HTTP status for an error kind (API responses and route ErrorBoundary). */
export function httpStatusForKind(kind: ErrorKind): number {
  return HTTP_STATUS[kind];
}

export function isErrorKind(value: unknown): value is ErrorKind {
  return typeof value === 'string' && (ERROR_KINDS as readonly string[]).includes(value);
}

/** Values a catalogued message puts in its placeholders ('Fant ikke eksemplaret med strekkode {{barcode}}.'). */
export type ErrorParams = Readonly<Record<string, string | number>>;

/**
 * The one error type services throw; `code` is a stable id. The API answers with the catalogue's text for the code
 * (errors:code.<code>, in the language asked for) filled with `params`; `message` is the bokmål text for codes not in
 * the catalogue yet, and for logs (decision 028).
 */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly code: string;
  readonly params: ErrorParams;

  constructor(kind: ErrorKind, code: string, message?: string, params: ErrorParams = {}) {
    super(message ?? code);
    this.name = 'AppError';
    this.kind = kind;
    this.code = code;
    this.params = params;
  }

  get status(): number {
    return httpStatusForKind(this.kind);
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** An AppError as plain data, for a refusal that crosses a process boundary (the search process's socket). */
export interface AppErrorData {
  kind: ErrorKind;
  code: string;
  message: string;
  params: ErrorParams;
}

export function appErrorData(err: AppError): AppErrorData {
  return { kind: err.kind, code: err.code, message: err.message, params: err.params };
}

/** The AppError again on this side, params and all, so the API still words it in the language asked for. */
export function appErrorFromData(data: AppErrorData): AppError {
  return new AppError(data.kind, data.code, data.message, data.params);
}
