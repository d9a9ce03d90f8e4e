// Integration tests of /api/employee/{id} and the employee page's four parallel reads (SPEC §7, §4 failure → empty).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defaultContributionReads, loadEmployeeContributions } from '#server/services/employees.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/employee/{id}', () => {
  it('gives the employee with the uri that createdBy filters take', async () => {
    const response = await t.request('/api/employee/1');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: 1,
      uri: 'http://data.deichman.no/person/e1',
      name: 'Nora Lie',
      title: 'Litteraturformidler',
      bio: expect.stringContaining('lesesirkelen'),
      image: { url: '/images/employees/e1.jpg' },
      library: { id: expect.any(Number), name: 'Bjørvika', slug: 'bjorvika' },
    });
  });

  it('answers 404 with the JSON error shape for unknown and non-numeric ids', async () => {
    for (const id of ['999', 'nora', 'http%3A%2F%2Fdata.deichman.no%2Fperson%2Fe1']) {
      const response = await t.request(`/api/employee/${id}`);
      expect(response.status, id).toBe(404);
      expect(await response.json(), id).toEqual({ error: { code: 'not_found', message: 'Fant ikke den ansatte' } });
    }
  });
});

describe('employee contributions (four parallel reads)', () => {
  it('gathers the employee, published lists, published recommendations and reviews, and likes', async () => {
    const result = await loadEmployeeContributions(t.services, '1');
    expect(result?.failed).toEqual([]);
    expect(result?.employee?.name).toBe('Nora Lie');
    expect(result?.lists.map((l) => l.title)).toEqual(['Nordiske perler', 'Krim til påske']);
    const recommendations = result?.recommendations ?? [];
    expect(recommendations.length).toBeGreaterThanOrEqual(5);
    expect(recommendations.every((r) => r.createdBy.id === 'http://data.deichman.no/person/e1')).toBe(true);
    expect(recommendations.map((r) => r.kind)).toContain('review');
    expect(recommendations.map((r) => r.title)).not.toContain('Oslo på 60-tallet'); // a draft
    expect(recommendations.every((r) => r.work !== null)).toBe(true);
    const likes = result?.likes ?? [];
    expect(likes.length).toBeGreaterThan(0);
    expect(likes[0]).toMatchObject({
      recordId: expect.any(String),
      title: expect.any(String),
      work: { uri: expect.any(String) },
    });
  });

  it('is null for an unknown or non-numeric employee (a 404 page)', async () => {
    expect(await loadEmployeeContributions(t.services, '999')).toBeNull();
    expect(await loadEmployeeContributions(t.services, 'abc')).toBeNull();
  });

  it('logs a failed read and leaves that part empty while the others still show (SPEC §4, §8)', async () => {
    const error = vi.fn();
    const ctx = { ...t.services, log: { ...t.services.log, error } as unknown as typeof t.services.log };
    const boom = new Error('search index down');
    const result = await loadEmployeeContributions(ctx, '1', {
      ...defaultContributionReads,
      recommendations: () => Promise.reject(boom),
      likes: () => Promise.reject(boom),
    });
    expect(result?.failed).toEqual(['recommendations', 'likes']);
    expect(result?.recommendations).toEqual([]);
    expect(result?.likes).toEqual([]);
    expect(result?.lists).toHaveLength(2);
    expect(result?.employee?.name).toBe('Nora Lie');
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ err: boom, employeeId: 1, part: 'likes' }),
      'employee contribution read failed',
    );
  });

  it('still answers when the employee read itself fails', async () => {
    const ctx = { ...t.services, log: { ...t.services.log, error: vi.fn() } as unknown as typeof t.services.log };
    const result = await loadEmployeeContributions(ctx, '1', {
      ...defaultContributionReads,
      employee: () => Promise.reject(new Error('db')),
    });
    expect(result).toMatchObject({ employee: null, failed: ['employee'] });
    expect(result?.lists).toHaveLength(2);
  });
});
