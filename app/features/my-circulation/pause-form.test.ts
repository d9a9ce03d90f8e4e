// The "pause all" forms of /min-side/bestillinger (issue #20): the route action's Norwegian answers to a missing, past or too
// distant date, and to a patron with nothing to pause or resume; a pause planned from a later day (decision 034).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#core/circulation.ts';
import { formatDate, formatIsoDate } from '#core/dates.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { answerReservationForm } from './reservation-actions.server.ts';

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  // A generated patron without any reservation.
  const rows = await t.services.db.execute<{ id: number }>(sql`
    select u.id from users u where u.card_number like '300%' and not exists (select 1 from reservations r where r.user_id = u.id) order by u.id limit 1`);
  userId = Number(rows.rows[0].id);
});
afterAll(async () => {
  await t.close();
});

const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return answerReservationForm(t.services, userId, form);
};

describe('pause all reservations: the form', () => {
  it('answers in Norwegian: no date, a date not after today, more than a year on', async () => {
    const today = formatIsoDate(t.services.clock());
    expect(await post({ intent: 'pauseAll', until: '' })).toMatchObject({
      kind: 'failed',
      intent: 'pauseAll',
      text: 'Velg datoen pausen skal vare til',
    });
    expect(await post({ intent: 'pauseAll', until: '1.1.2027' })).toMatchObject({
      kind: 'failed',
      text: 'Datoen må skrives som åååå-mm-dd',
    });
    expect(await post({ intent: 'pauseAll', until: today })).toMatchObject({
      kind: 'failed',
      text: 'Pausen må vare til en dato fram i tid.',
    });
    expect(await post({ intent: 'pauseAll', until: addDays(today, 366) })).toMatchObject({
      kind: 'failed',
      text: expect.stringMatching(/^Pausen kan vare høyst ett år, til \d{2}\.\d{2}\.\d{4}\.$/),
    });
  });

  it('with nothing waiting in a queue, says so instead of failing', async () => {
    const today = formatIsoDate(t.services.clock());
    expect(await post({ intent: 'pauseAll', until: addDays(today, 7) })).toMatchObject({
      kind: 'done',
      tone: 'info',
      text: 'Du har ingen bestillinger som venter i kø.',
    });
    expect(await post({ intent: 'resumeAll' })).toMatchObject({
      kind: 'done',
      tone: 'info',
      text: 'Ingen av bestillingene dine er på pause.',
    });
  });

  it('plans a pause from a later day and drops it; a start in the past or an end before the start is refused', async () => {
    const today = formatIsoDate(t.services.clock());
    const [from, until] = [addDays(today, 3), addDays(today, 10)];
    expect(await post({ intent: 'pauseAll', from: addDays(today, -1), until })).toMatchObject({
      kind: 'failed',
      text: 'Pausen kan ikke begynne tilbake i tid.',
    });
    expect(await post({ intent: 'pauseAll', from, until: from })).toMatchObject({
      kind: 'failed',
      text: 'Pausen må slutte etter at den begynner.',
    });
    expect(await post({ intent: 'pauseAll', from, until })).toMatchObject({
      kind: 'done',
      tone: 'success',
      text: `OK. Pausen er planlagt fra ${formatDate(from)} til ${formatDate(until)}.`,
    });
    expect(await post({ intent: 'cancelPlannedPause' })).toMatchObject({
      kind: 'done',
      tone: 'success',
      text: 'OK. Den planlagte pausen er avlyst.',
    });
    expect(await post({ intent: 'cancelPlannedPause' })).toMatchObject({
      kind: 'done',
      tone: 'info',
      text: 'Du har ingen planlagt pause.',
    });
  });
});
