// The event sign-up notices (docs/decisions/026): confirmation, waitlist place, a seat that became free, a cancelled
// event and the reminder the day before, in the recipient's language from the catalogue's `notices` namespace.
import { formatDate, formatTime } from '#core/dates.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#core/i18n/languages.ts';
import { translatorFor, type CatalogueT } from '#core/i18n/translator.ts';

/** What a notice says, by kind; `visitor` and `cancelToken` decide how it tells the person to cancel. */
export type EventNoticeData =
  | { kind: 'confirmed'; visitor: boolean; cancelToken: string | null }
  | { kind: 'waitlisted'; visitor: boolean; cancelToken: string | null; position: number | null }
  | { kind: 'promoted'; visitor: boolean }
  | { kind: 'cancelled' }
  | { kind: 'reminder'; visitor: boolean; place: string };

export interface EventNoticeEvent {
  id: number;
  title: string;
  startAt: Date;
}

/**
 * The subject and body of one notice to `name` about `event`, in `language` (anything but nb, nn or en reads as
 * bokmål, as do visitors' sign-ups from before the language was kept). `publicUrl` is config.publicUrl: links must
 * work from a mail program or a phone.
 */
export function composeEventNotice(
  data: EventNoticeData,
  event: EventNoticeEvent,
  name: string,
  language: Language | string | null,
  publicUrl: string,
): { subject: string; body: string } {
  const lang: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const t = translatorFor(lang);
  const facts = {
    name,
    title: event.title,
    when: t('notices:event.when', { date: formatDate(event.startAt, lang), time: formatTime(event.startAt) }),
  };
  const cancel = (visitor: boolean, token: string | null) => howToCancel(t, publicUrl, event.id, token, visitor);
  switch (data.kind) {
    case 'confirmed':
      return {
        subject: t('notices:event.confirmed.subject', facts),
        body: t('notices:event.confirmed.body', { ...facts, howToCancel: cancel(data.visitor, data.cancelToken) }),
      };
    case 'waitlisted':
      return {
        subject: t('notices:event.waitlisted.subject', facts),
        body: t('notices:event.waitlisted.body', {
          ...facts,
          position: data.position,
          howToCancel: cancel(data.visitor, data.cancelToken),
        }),
      };
    case 'promoted':
      return {
        subject: t('notices:event.promoted.subject', facts),
        body: t('notices:event.promoted.body', { ...facts, howToCancel: cancel(data.visitor, null) }),
      };
    case 'cancelled':
      return { subject: t('notices:event.cancelled.subject', facts), body: t('notices:event.cancelled.body', facts) };
    case 'reminder': {
      const howTo = cancel(data.visitor, null);
      return {
        subject: t('notices:event.reminder.subject', facts),
        body: data.place
          ? t('notices:event.reminder.bodyAt', { ...facts, place: data.place, howToCancel: howTo })
          : t('notices:event.reminder.body', { ...facts, howToCancel: howTo }),
      };
    }
  }
}

/**
 * How a person cancels: a visitor through the link in this very notice (only the confirmation has the token; later
 * notices point back to it, since only its hash is stored), a patron on the event page when logged in.
 */
function howToCancel(
  t: CatalogueT,
  publicUrl: string,
  eventId: number,
  token: string | null,
  visitor: boolean,
): string {
  if (token) return t('notices:event.howToCancel.link', { url: `${publicUrl}/hva-skjer/avmelding/${token}` });
  if (visitor) return t('notices:event.howToCancel.visitor');
  return t('notices:event.howToCancel.patron', { url: `${publicUrl}/hva-skjer/${eventId}` });
}
