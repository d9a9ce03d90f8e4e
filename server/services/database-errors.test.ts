import { describe, expect, it } from 'vitest';
import { databaseErrorKind } from './database-errors.ts';

const wrapped = (cause: object) => Object.assign(new Error('Failed query: select …'), { cause });

describe('databaseErrorKind', () => {
  it('tells input the database cannot take, through the wrapper', () => {
    expect(
      databaseErrorKind(wrapped({ code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' })),
    ).toBe('invalid');
    expect(
      databaseErrorKind(wrapped({ code: '22003', message: 'value "2147483648" is out of range for type integer' })),
    ).toBe('invalid');
  });

  it('tells a database that is away or too slow', () => {
    expect(databaseErrorKind(wrapped({ code: 'ECONNREFUSED' }))).toBe('unavailable');
    expect(databaseErrorKind(wrapped({ code: '57P01' }))).toBe('unavailable');
    expect(databaseErrorKind(wrapped({ code: '08006' }))).toBe('unavailable');
    expect(databaseErrorKind(new Error('timeout exceeded when trying to connect'))).toBe('unavailable');
    expect(databaseErrorKind(new Error('Query read timeout'))).toBe('unavailable');
  });

  it('leaves everything else to be a bug', () => {
    expect(databaseErrorKind(wrapped({ code: '42P01', message: 'relation does not exist' }))).toBeNull();
    expect(databaseErrorKind(new TypeError('x is undefined'))).toBeNull();
    expect(databaseErrorKind(null)).toBeNull();
  });
});
