import { describe, expect, it } from 'vitest';
import { safeCallbackPath, sameOriginPath } from './callback-url.ts';

const ORIGINS = ['https://bibliotek.example.no'];

describe('sameOriginPath', () => {
  it('keeps relative paths with query and hash', () => {
    expect(sameOriginPath('/min-side/laan?sort=due#top')).toBe('/min-side/laan?sort=due#top');
    expect(sameOriginPath('/')).toBe('/');
  });

  it('keeps what normalises to a path on our own site', () => {
    expect(sameOriginPath('/a/../min-side')).toBe('/min-side');
    expect(sameOriginPath('/%2F/evil.example')).toBe('/%2F/evil.example');
    expect(sameOriginPath('/min-side?next=//evil.example')).toBe('/min-side?next=//evil.example');
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
    // Dot segments and encoded dots that the URL parser normalises into '//evil.example' (issue #15).
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/a/b/../..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/././/evil.example',
    '/.//evil.example/min-side?x=1#y',
    'https://bibliotek.example.no//evil.example',
    'https://bibliotek.example.no/.//evil.example',
    '/\t/evil.example',
    '/\u0000//evil.example',
    '/./\\evil.example',
    '\t//evil.example',
    'https:evil.example',
    'https:/evil.example',
    '///evil.example',
    ' //evil.example',
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
