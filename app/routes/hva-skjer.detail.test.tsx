// Signing up on /hva-skjer/{id} without a card (issue #19 point 3, docs/decisions/026): the visitor's notices are in
// the language of the page the form was sent from, kept with the sign-up.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations, outbox } from '#server/db/schema.ts';
import { createRegistrationEvent } from '#server/testing/event-factory.ts';
import { routeArgs } from '#server/testing/route-args.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { action } from './hva-skjer.detail.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signUp = (eventId: number, email: string, cookie: string) =>
  action(
    routeArgs(
      t,
      null,
      `/hva-skjer/${eventId}`,
      { method: 'POST', headers: { cookie }, body: new URLSearchParams({ name: 'Jane', email }) },
      { eventId: String(eventId) },
    ),
  );

describe('a visitor signing up on the event page', () => {
  it('gets the confirmation in the page’s language, and bokmål from a bokmål page', async () => {
    const event = await createRegistrationEvent(t.services.db, t.now, { visitorsMayRegister: true });
    await signUp(event.id, 'jane.page@example.com', 'lang=en');
    await signUp(event.id, 'kari.page@eksempel.no', 'lang=nb');
    const mails = await t.services.db
      .select({ recipient: outbox.recipient, subject: outbox.subject })
      .from(outbox)
      .where(eq(outbox.subject, `Booked: ${event.title}`));
    expect(mails).toEqual([{ recipient: 'jane.page@example.com', subject: `Booked: ${event.title}` }]);
    const rows = await t.services.db
      .select({ email: eventRegistrations.email, language: eventRegistrations.noticeLanguage })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id))
      .orderBy(eventRegistrations.id);
    expect(rows).toEqual([
      { email: 'jane.page@example.com', language: 'en' },
      { email: 'kari.page@eksempel.no', language: 'nb' },
    ]);
    const [bokmål] = await t.services.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(eq(outbox.recipient, 'kari.page@eksempel.no'));
    expect(bokmål.subject).toBe(`Påmeldt: ${event.title}`);
  });
});
