// Integration test of the home page's data on the seeded library: sections, limits, public-only events and the short reuse.
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDate } from '#core/dates.ts';
import { events as eventsTable } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { getHomePage, HOME_LIBRARY_SLUGS, HOME_LIMITS, loadHomePage } from './home-page.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('loadHomePage', () => {
  it('chooses the hero and teaser campaigns for the page slug forside (SPEC §4)', async () => {
    const data = await loadHomePage(t.services);
    expect(data.today).toBe(formatIsoDate(t.now));
    expect(data.hero && data.hero.title).toBe('Bli låner – det er gratis');
    expect(data.teaser && data.teaser.title).toBe('Nye tegneserier hver uke');
  });

  it('shows up to four highlighted, public events that have not ended, soonest first', async () => {
    const { events } = await loadHomePage(t.services);
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThanOrEqual(HOME_LIMITS.events);
    expect(events.every((e) => e.highlight && new Date(e.endAt) > t.now)).toBe(true);
    expect(events.map((e) => e.startAt)).toEqual([...events.map((e) => e.startAt)].sort());
    // The same four, computed straight from the table (the seed is relative to now, so no fixed titles).
    const expected = await t.services.db
      .select({ id: eventsTable.id })
      .from(eventsTable)
      .where(
        and(
          eq(eventsTable.highlight, true),
          eq(eventsTable.privateEvent, false),
          eq(eventsTable.dontShowOnWeb, false),
          gt(eventsTable.endAt, t.now),
        ),
      )
      .orderBy(asc(eventsTable.startAt), asc(eventsTable.id))
      .limit(HOME_LIMITS.events);
    expect(events.map((e) => e.id)).toEqual(expected.map((e) => e.id));
  });

  it('has published recommendations and lists with their librarians, and highlighted services', async () => {
    const data = await loadHomePage(t.services);
    expect(data.recommendations).toHaveLength(HOME_LIMITS.recommendations);
    expect(data.recommendations.every((r) => r.kind === 'recommendation' && r.createdBy.name && r.work?.recordId)).toBe(
      true,
    );
    expect(data.lists).toHaveLength(HOME_LIMITS.lists);
    expect(data.lists.every((l) => l.status === 'published' && l.itemCount > 0)).toBe(true);
    expect(data.services.active).toBe(true);
    expect(data.services.services).toHaveLength(HOME_LIMITS.services);
    expect(data.services.services.every((s) => s.highlighted)).toBe(true);
  });

  it("lists today's hours of the main branches, a preferred branch first", async () => {
    const data = await loadHomePage(t.services);
    expect(data.libraries.map((l) => l.slug)).toEqual([...HOME_LIBRARY_SLUGS]);
    expect(data.libraries.every((l) => l.today?.date === data.today)).toBe(true);
    const preferred = await loadHomePage(t.services, { preferredLibrarySlugs: ['nydalen', 'torshov'] });
    expect(preferred.libraries.map((l) => l.slug).slice(0, 3)).toEqual(['nydalen', 'torshov', 'bjorvika']);
    expect(preferred.libraries).toHaveLength(HOME_LIBRARY_SLUGS.length + 1);
  });
});

describe('getHomePage', () => {
  it('reuses one read for concurrent and quick repeat requests', async () => {
    const first = getHomePage(t.services);
    expect(getHomePage(t.services)).toBe(first);
    await first;
    expect(getHomePage(t.services)).toBe(first);
    expect(getHomePage(t.services, { preferredLibrarySlugs: ['nydalen'] })).not.toBe(first);
  });
});
