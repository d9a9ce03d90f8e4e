// The work page's "Reserver første ledige" form (decision 034), as its action reads it with or without JavaScript: no box
// ticked, one (an ordinary reservation), two (one group); the answer names the form by the media type it was opened for.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraries } from '#server/db/schema.ts';
import { createPatron, createPublication } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { answerReserveForm } from './reserve-actions.server.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the first-available form', () => {
  it('asks for an edition, reserves one ticked box as usual, and two as one group', async () => {
    const [pickup] = await t.services.db
      .select({ ciceroId: libraries.ciceroId })
      .from(libraries)
      .where(and(eq(libraries.isPickupBranch, true), isNotNull(libraries.ciceroId)))
      .orderBy(asc(libraries.id))
      .limit(1);
    const out = [{ status: 'on_loan' }];
    const hardback = await createPublication(t.services.db, { format: 'Innbundet', copies: out });
    const pocket = await createPublication(t.services.db, { work: hardback.work, format: 'Pocket', copies: out });
    const [one, both] = await Promise.all([createPatron(t.services.db), createPatron(t.services.db)]);
    const post = (userId: number, recordIds: string[], language: 'nb' | 'en' = 'nb') => {
      const form = new FormData();
      for (const [k, v] of [
        ['intent', 'reserveFirstAvailable'],
        ['slot', 'Bok'],
        ['libraryId', pickup.ciceroId ?? ''],
      ])
        form.set(k, v);
      for (const id of recordIds) form.append('recordId', id);
      return answerReserveForm(t.services, language, userId, form);
    };
    expect(await post(one.id, [])).toEqual({
      kind: 'failed',
      intent: 'reserveFirstAvailable',
      recordId: 'Bok',
      text: 'Velg minst én utgave',
    });
    expect(await post(one.id, [pocket.recordId])).toEqual({
      kind: 'reserved',
      intent: 'reserveFirstAvailable',
      recordId: 'Bok',
      text: 'Reservert! Du er nummer 1 i køen.',
    });
    expect(await post(both.id, [hardback.recordId, pocket.recordId])).toEqual({
      kind: 'reserved',
      intent: 'reserveFirstAvailable',
      recordId: 'Bok',
      text: 'Reservert! Du står i kø for 2 utgaver og får den første som blir ledig.',
    });
    expect(await post(both.id, [hardback.recordId, pocket.recordId])).toMatchObject({
      kind: 'failed',
      text: 'Du har allerede reservert dette materialet.',
    });
    // The answer is in the page's language.
    expect(await post(both.id, [], 'en')).toMatchObject({ kind: 'failed', text: 'Choose at least one edition' });
    expect(await post(both.id, [hardback.recordId], 'en')).toMatchObject({
      kind: 'failed',
      text: 'You have already reserved this item.',
    });
  });
});
