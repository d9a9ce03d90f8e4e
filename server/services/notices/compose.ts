// Every patron notice, written in one place (issue #20, docs/decisions/033): by kind and language, the e-mail's subject,
// plain-text body and accessible HTML body, and the short SMS — all from the `notices` namespace of the catalogue.
import { OPTIONAL_NOTICE_KINDS, type OptionalNoticeKind } from '#core/contracts/account.ts';
import { formatDate, formatTime } from '#core/dates.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#core/i18n/languages.ts';
import { translatorFor } from '#core/i18n/translator.ts';
import { formatKroner } from '#core/payments.ts';

// The kinds are a contract (the profile page lists them); re-exported for the notice code.
export { OPTIONAL_NOTICE_KINDS, type OptionalNoticeKind };

export function isOptionalNoticeKind(value: unknown): value is OptionalNoticeKind {
  return typeof value === 'string' && (OPTIONAL_NOTICE_KINDS as readonly string[]).includes(value);
}

export interface Pickup {
  title: string;
  library: string;
  pickupNumber: string;
}

/** A notice's facts; dates are Oslo calendar days (yyyy-MM-dd). */
export type NoticeData =
  | ({ kind: 'ready_for_pickup'; name: string; pickupDeadline: string } & Pickup)
  | { kind: 'pickup_reminder'; name: string; pickupDeadline: string; pickups: Pickup[] }
  | { kind: 'due_in_3_days' | 'due_in_1_day' | 'overdue'; name: string; dueDate: string; titles: string[] }
  | {
      kind: 'fine_receipt';
      name: string;
      fines: { reason: string; amountOre: number }[];
      amountOre: number;
      paidAt: Date;
      transactionId: string;
      authorizationId: string | null;
    }
  | { kind: 'pin_reset'; link: string }
  | { kind: 'welcome'; name: string; cardNumber: string }
  /** A watched work has a copy on the shelf (docs/decisions/035): the branches where it is, and the work's page path. */
  | { kind: 'available_now'; name: string; title: string; branches: string[]; workPath: string }
  /**
   * New titles for a saved search (docs/decisions/036): the search's name and path (with its filters), the titles to
   * list with their work pages' paths, and how many more there are.
   */
  | {
      kind: 'saved_search_new_titles';
      name: string;
      search: string;
      searchPath: string;
      titles: { title: string; workPath: string }[];
      more: number;
    };

export interface ComposedNotice {
  subject: string;
  /** The e-mail's plain-text body. */
  text: string;
  /** The e-mail's HTML body: a whole document with `lang`, one h1, real lists and descriptive links, no images or layout tables. */
  html: string;
  /** One short text for SMS. */
  sms: string;
}

/** The parts of a body, rendered once as plain text and once as HTML so the two always say the same. */
type Block =
  | { type: 'p'; lines: string[] }
  | { type: 'list'; lead: string; items: string[]; after?: string[] }
  | { type: 'link'; text: string; href: string }
  /** A list whose every entry is a link (text, then address in plain text). */
  | { type: 'links'; lead: string; items: { text: string; href: string }[]; after?: string[] };

const KEY = {
  due_in_3_days: 'dueIn3Days',
  due_in_1_day: 'dueIn1Day',
  overdue: 'overdue',
} as const;

/**
 * The notice of `data` in `language` (anything but nb, nn or en reads as bokmål). `publicUrl` is the portal's public
 * origin (config.publicUrl), for links that must work from a mail program.
 */
export function composeNotice(data: NoticeData, language: Language | string, publicUrl: string): ComposedNotice {
  const lang: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const t = translatorFor(lang);
  const date = (day: string) => formatDate(day, lang);
  const reservationsUrl = `${publicUrl}/min-side/bestillinger`;
  const loansUrl = `${publicUrl}/min-side/laan`;
  const from = (text: string) => `${t('notices:smsFrom')}: ${text}`;
  const greeting = (name: string): Block => ({ type: 'p', lines: [t('notices:greeting', { name })] });
  let subject: string;
  let blocks: Block[];
  let sms: string;
  switch (data.kind) {
    case 'ready_for_pickup': {
      subject = t('notices:readyForPickup.subject');
      // SMS keeps the sentence the notice has always had (no sender prefix: it names the library).
      sms = t('notices:readyForPickup.body', {
        title: data.title,
        library: data.library,
        pickupNumber: data.pickupNumber,
        deadline: date(data.pickupDeadline),
      });
      blocks = [
        greeting(data.name),
        { type: 'p', lines: [sms] },
        { type: 'link', text: t('notices:readyForPickup.link'), href: reservationsUrl },
      ];
      break;
    }
    case 'pickup_reminder': {
      const count = data.pickups.length;
      const deadline = date(data.pickupDeadline);
      const first = data.pickups[0];
      subject = t('notices:pickupReminder.subject');
      // One pickup is named in the SMS; several are counted, with where to see them.
      sms = from(
        t('notices:pickupReminder.sms', {
          count,
          deadline,
          title: first?.title,
          library: first?.library,
          pickupNumber: first?.pickupNumber,
          url: reservationsUrl,
        }),
      );
      blocks = [
        greeting(data.name),
        {
          type: 'list',
          lead: t('notices:pickupReminder.lead', { count, deadline }),
          items: data.pickups.map((p) =>
            t('notices:pickupReminder.item', { title: p.title, library: p.library, pickupNumber: p.pickupNumber }),
          ),
        },
        { type: 'p', lines: [t('notices:pickupReminder.after')] },
        { type: 'link', text: t('notices:pickupReminder.link'), href: reservationsUrl },
      ];
      break;
    }
    case 'due_in_3_days':
    case 'due_in_1_day':
    case 'overdue': {
      const key = KEY[data.kind];
      const count = data.titles.length;
      const dueDate = date(data.dueDate);
      subject = t(`notices:${key}.subject`);
      sms = from(t(`notices:${key}.sms`, { count, title: data.titles[0], dueDate, url: loansUrl }));
      blocks = [
        greeting(data.name),
        {
          type: 'list',
          lead: t(`notices:${key}.lead`, { count, dueDate }),
          items: data.titles.map((title) => t('notices:title', { title })),
        },
        ...(data.kind === 'overdue' ? [{ type: 'p' as const, lines: [t('notices:overdue.after')] }] : []),
        { type: 'p', lines: [t('notices:renew.hint')] },
        { type: 'link', text: t('notices:renew.link'), href: loansUrl },
      ];
      break;
    }
    case 'available_now': {
      const workUrl = `${publicUrl}${data.workPath}`;
      const branches = data.branches.join(', ');
      subject = t('notices:availableNow.subject', { title: data.title });
      sms = from(t('notices:availableNow.sms', { title: data.title, branches, url: workUrl }));
      blocks = [
        greeting(data.name),
        { type: 'list', lead: t('notices:availableNow.lead', { title: data.title }), items: data.branches },
        { type: 'p', lines: [t('notices:availableNow.after')] },
        { type: 'link', text: t('notices:availableNow.link', { title: data.title }), href: workUrl },
      ];
      break;
    }
    case 'saved_search_new_titles': {
      const searchUrl = `${publicUrl}${data.searchPath}`;
      const count = data.titles.length + data.more;
      subject = t('notices:savedSearchNewTitles.subject', { search: data.search });
      sms = from(t('notices:savedSearchNewTitles.sms', { count, search: data.search, url: searchUrl }));
      blocks = [
        greeting(data.name),
        {
          type: 'links',
          lead: t('notices:savedSearchNewTitles.lead', { count, search: data.search }),
          items: data.titles.map((w) => ({
            text: t('notices:title', { title: w.title }),
            href: `${publicUrl}${w.workPath}`,
          })),
          ...(data.more > 0 ? { after: [t('notices:savedSearchNewTitles.more', { count: data.more })] } : {}),
        },
        { type: 'link', text: t('notices:savedSearchNewTitles.link', { search: data.search }), href: searchUrl },
        { type: 'p', lines: [t('notices:savedSearchNewTitles.stop')] },
      ];
      break;
    }
    case 'fine_receipt': {
      const amount = formatKroner(data.amountOre, lang);
      subject = t('notices:fineReceipt.subject');
      sms = t('notices:fineReceipt.sms', { amount, id: data.transactionId });
      blocks = [
        greeting(data.name),
        {
          type: 'list',
          lead: t('notices:fineReceipt.intro'),
          items: data.fines.map((f) =>
            t('notices:fineReceipt.line', { reason: f.reason, amount: formatKroner(f.amountOre, lang) }),
          ),
          after: [t('notices:fineReceipt.total', { amount })],
        },
        {
          type: 'p',
          lines: [
            t('notices:fineReceipt.paidAt', { date: formatDate(data.paidAt, lang), time: formatTime(data.paidAt) }),
            t('notices:fineReceipt.transaction', { id: data.transactionId }),
            ...(data.authorizationId ? [t('notices:fineReceipt.authorization', { id: data.authorizationId })] : []),
          ],
        },
      ];
      break;
    }
    case 'welcome': {
      subject = t('notices:welcome.subject');
      sms = t('notices:welcome.sms', { cardNumber: data.cardNumber });
      blocks = [
        greeting(data.name),
        { type: 'p', lines: [t('notices:welcome.lead', { cardNumber: data.cardNumber })] },
        { type: 'link', text: t('notices:welcome.link'), href: `${publicUrl}/logg-inn` },
      ];
      break;
    }
    case 'pin_reset': {
      subject = t('notices:pinReset.subject');
      sms = t('notices:pinReset.sms', { link: data.link });
      // The plain text keeps the link in its sentence, as the reset message always had it; HTML names the link.
      return {
        subject,
        sms,
        text: [t('notices:pinReset.body', { link: data.link }), t('notices:pinReset.ignore')].join('\n\n'),
        html: htmlDocument(lang, subject, [
          { type: 'p', lines: [t('notices:pinReset.lead')] },
          { type: 'link', text: t('notices:pinReset.link'), href: data.link },
          { type: 'p', lines: [t('notices:pinReset.ignore')] },
        ]),
      };
    }
  }
  const signed: Block[] = [...blocks, { type: 'p', lines: [t('notices:signature')] }];
  return { subject, sms, text: plainText(signed), html: htmlDocument(lang, subject, signed) };
}

function plainText(blocks: Block[]): string {
  return blocks
    .map((b) => {
      if (b.type === 'p') return b.lines.join('\n');
      if (b.type === 'link') return `${b.text}: ${b.href}`;
      if (b.type === 'links')
        return [b.lead, ...b.items.map((item) => `- ${item.text}: ${item.href}`), ...(b.after ?? [])].join('\n');
      return [b.lead, ...b.items.map((item) => `- ${item}`), ...(b.after ?? [])].join('\n');
    })
    .join('\n\n');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A small, whole HTML document: the language on <html>, the subject as <title> and <h1>, paragraphs, a real list,
 * links named by what they do. No images, no tables, one inline style on <body> (mail programs drop <style> blocks);
 * dark text on white at 16 px, links left underlined.
 */
function htmlDocument(language: Language, subject: string, blocks: Block[]): string {
  const p = (lines: string[]) => `<p>${lines.map(escapeHtml).join('<br>\n')}</p>`;
  const body = blocks.map((b) => {
    if (b.type === 'p') return p(b.lines);
    if (b.type === 'link') return `<p><a href="${escapeHtml(b.href)}">${escapeHtml(b.text)}</a></p>`;
    const items = b.items
      .map((item) =>
        typeof item === 'string'
          ? `<li>${escapeHtml(item)}</li>`
          : `<li><a href="${escapeHtml(item.href)}">${escapeHtml(item.text)}</a></li>`,
      )
      .join('\n');
    return [p([b.lead]), `<ul>\n${items}\n</ul>`, ...(b.after?.length ? [p(b.after)] : [])].join('\n');
  });
  return [
    '<!DOCTYPE html>',
    `<html lang="${language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title>`,
    '</head>',
    '<body style="margin:0 auto;padding:16px;max-width:40em;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#ffffff">',
    `<h1 style="font-size:24px;line-height:1.25">${escapeHtml(subject)}</h1>`,
    ...body,
    '</body>',
    '</html>',
  ].join('\n');
}
