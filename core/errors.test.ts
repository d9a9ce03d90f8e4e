import { describe, it, expect } from 'vitest';
import { AppError, ERROR_KINDS, httpStatusForKind, isAppError, isErrorKind } from './errors.ts';

describe('httpStatusForKind', () => {
  it('maps each kind', () => {
    expect(httpStatusForKind('not_found')).toBe(404);
    expect(httpStatusForKind('forbidden')).toBe(403);
    expect(httpStatusForKind('conflict')).toBe(409);
    expect(httpStatusForKind('invalid')).toBe(400);
    expect(httpStatusForKind('unavailable')).toBe(503);
    expect(httpStatusForKind('unauthenticated')).toBe(401);
    expect(httpStatusForKind('rate_limited')).toBe(429);
    expect(ERROR_KINDS).toHaveLength(7);
  });

  it('recognises kinds', () => {
    expect(isErrorKind('conflict')).toBe(true);
    expect(isErrorKind('teapot')).toBe(false);
  });
});

describe('AppError', () => {
  it('carries kind, code, message and status', () => {
    const e = new AppError('not_found', 'libraryServiceNotFound', 'Fant ikke tjenesten');
    expect(e).toBeInstanceOf(Error);
    expect(isAppError(e)).toBe(true);
    expect(e.name).toBe('AppError');
    expect(e.kind).toBe('not_found');
    expect(e.code).toBe('libraryServiceNotFound');
    expect(e.message).toBe('Fant ikke tjenesten');
    expect(e.status).toBe(404);
  });

  it('defaults the message to the code', () => {
    expect(new AppError('invalid', 'missingName').message).toBe('missingName');
  });

  it('is distinguishable from plain errors', () => {
    expect(isAppError(new Error('x'))).toBe(false);
    expect(isAppError(null)).toBe(false);
  });
});
