import { describe, expect, it } from 'vitest';
import { safeCallbackPath, sameOriginPath } from './callback-url.ts';

const ORIGINS = ['https://bibliotek.example.no'];

describe('sameOriginPath', () => {
  it('keeps relative paths with query and hash', () => {
    expect(sameOriginPath('/min-side/laan?sort=due#top')).toBe('/min-side/laan?sort=due#top');
    expect(sameOriginPath('/')).toBe('/');
  });

  it('accepts absolute URLs on our own origin and returns the path', () => {
    expect(sameOriginPath('https://bibliotek.example.no/min-side?x=1', ORIGINS)).toBe('/min-side?x=1');
  });

  it.each([
    'https://evil.example/min-side',
    'http://bibliotek.example.no/min-side', // other scheme = other origin
    'https://bibliotek.example.no.evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'data:text/html,hei',
    'min-side',
    '/min-side\n/x',
    '',
    '   ',
  ])('refuses %j', (value) => {
    expect(sameOriginPath(value, ORIGINS)).toBeNull();
  });

  it('refuses missing values', () => {
    expect(sameOriginPath(null)).toBeNull();
    expect(sameOriginPath(undefined)).toBeNull();
  });
});

describe('safeCallbackPath', () => {
  it('defaults to /min-side (SPEC §6)', () => {
    expect(safeCallbackPath(null)).toBe('/min-side');
    expect(safeCallbackPath('https://evil.example/')).toBe('/min-side');
  });

  it('keeps a safe path', () => {
    expect(safeCallbackPath('/bibliotekene')).toBe('/bibliotekene');
  });
});
