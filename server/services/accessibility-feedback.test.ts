// Feedback from the accessibility statement (issue #21): checked, limited per address, one e-mail to the contact.
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { translatorFor } from '#core/i18n/translator.ts';
import { ADDRESS_MAX_REQUESTS } from './auth/throttle.ts';
import { parseForm } from './admin/form-input.ts';
import { accessibilityFeedbackSchema, sendAccessibilityFeedback } from './accessibility-feedback.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('accessibility feedback', () => {
  it('mails what was reported, from which page and to whom to answer, to the accessibility contact', async () => {
    const feedback = accessibilityFeedbackSchema.parse({
      message: '  Knappen «Reserver» leses ikke opp.  ',
      page: '/verk/sult_1',
      email: 'kari@eksempel.no',
    });
    await sendAccessibilityFeedback(t.services, feedback, '198.51.100.7');
    const [mail] = await t.services.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail).toMatchObject({
      channel: 'email',
      recipient: t.services.config.ACCESSIBILITY_FEEDBACK_EMAIL,
      subject: 'Tilbakemelding om tilgjengelighet',
    });
    expect(mail.body).toContain('Side: /verk/sult_1');
    expect(mail.body).toContain('Svar til: kari@eksempel.no');
    expect(mail.body.endsWith('Knappen «Reserver» leses ikke opp.')).toBe(true);
  });

  it('says in Norwegian what is wrong with the form, and an empty e-mail means no answer wanted', () => {
    const refused = accessibilityFeedbackSchema.safeParse({ message: '   ', email: 'ikke-en-adresse' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['message', 'Skriv hva som var vanskelig.'],
      ['email', 'Skriv en gyldig e-postadresse, for eksempel navn@eksempel.no, eller la feltet stå tomt.'],
    ]);
    expect(accessibilityFeedbackSchema.parse({ message: 'Lav kontrast', email: '' })).toEqual({
      message: 'Lav kontrast',
      page: '',
      email: '',
    });
    expect(accessibilityFeedbackSchema.safeParse({ message: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('a page in English or nynorsk words the same errors in its language (validation:formField)', () => {
    const posted = { message: 'x'.repeat(2001), email: 'ikke-en-adresse' };
    expect(parseForm(accessibilityFeedbackSchema, posted, translatorFor('en'))).toMatchObject({
      ok: false,
      fieldErrors: {
        message: 'The message can have at most 2000 characters.',
        email: 'Enter a valid e-mail address, for example name@example.com, or leave the field empty.',
      },
    });
    expect(parseForm(accessibilityFeedbackSchema, { message: ' ' }, translatorFor('nn'))).toMatchObject({
      fieldErrors: { message: 'Skriv kva som var vanskeleg.' },
    });
  });

  it('refuses more than the limit from one address, so the form cannot flood the inbox', async () => {
    const feedback = accessibilityFeedbackSchema.parse({ message: 'Test' });
    for (let n = 0; n < ADDRESS_MAX_REQUESTS; n++)
      await sendAccessibilityFeedback(t.services, feedback, '198.51.100.99');
    await expect(sendAccessibilityFeedback(t.services, feedback, '198.51.100.99')).rejects.toMatchObject({
      kind: 'rate_limited',
      message: 'Du har sendt mange meldinger på kort tid. Vent litt før du prøver igjen.',
    });
    // Another address is not held back by it.
    await expect(sendAccessibilityFeedback(t.services, feedback, '198.51.100.100')).resolves.toBeUndefined();
  });
});
