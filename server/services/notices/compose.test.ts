// The notice composer (docs/decisions/033): every kind in every language has a subject, a plain text, an accessible
// HTML document and a short SMS; the bokmål wording of the notices that existed before is kept.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#core/i18n/languages.ts';
import { composeNotice, type NoticeData } from './compose.ts';

const URL = 'https://bibliotek.example';
const paidAt = new Date('2026-03-10T13:05:00Z');
const EXAMPLES: NoticeData[] = [
  {
    kind: 'ready_for_pickup',
    name: 'Kari',
    title: 'Sult',
    library: 'Tøyen',
    pickupNumber: '12',
    pickupDeadline: '2026-03-17',
  },
  {
    kind: 'pickup_reminder',
    name: 'Kari',
    pickupDeadline: '2026-03-11',
    pickups: [{ title: 'Sult', library: 'Tøyen', pickupNumber: '12' }],
  },
  { kind: 'due_in_3_days', name: 'Kari', dueDate: '2026-03-13', titles: ['Sult', 'Markens grøde'] },
  { kind: 'due_in_1_day', name: 'Kari', dueDate: '2026-03-11', titles: ['Sult'] },
  { kind: 'overdue', name: 'Kari', dueDate: '2026-03-09', titles: ['Sult'] },
  {
    kind: 'fine_receipt',
    name: 'Lars',
    fines: [{ reason: 'Gebyr for for sen levering', amountOre: 3000 }],
    amountOre: 3000,
    paidAt,
    transactionId: 'T-1',
    authorizationId: 'A-9',
  },
  { kind: 'pin_reset', link: `${URL}/glemt-pin/abc` },
  {
    kind: 'available_now',
    name: 'Kari',
    title: 'Min kamp 1',
    branches: ['Bjørvika', 'Grünerløkka'],
    workPath: '/verk/min-kamp-1_9',
  },
  {
    kind: 'saved_search_new_titles',
    name: 'Kari',
    search: 'krim · Bok',
    searchPath: '/sok/krim?filter=mediaType_Bok',
    titles: [
      { title: 'Sult', workPath: '/verk/sult_1' },
      { title: 'A & B', workPath: '/verk/a-b_2' },
    ],
    more: 3,
  },
];

describe('composeNotice', () => {
  for (const language of LANGUAGES) {
    it(`writes every kind in ${language} as text, accessible HTML and a short SMS`, () => {
      for (const data of EXAMPLES) {
        const n = composeNotice(data, language, URL);
        expect(n.html).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html lang="${language}">`));
        expect(n.html).toContain(`<title>${n.subject}</title>`);
        expect(n.html.match(/<h1[ >]/g)).toHaveLength(1);
        expect(n.html).not.toMatch(/<(img|table)\b/);
        // Links are named by what they do, never by their address, and the plain text carries the address.
        for (const [, href, text] of n.html.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)) {
          expect(text).not.toContain('http');
          expect(n.text).toContain(href);
        }
        expect(n.sms).not.toContain('\n');
        expect(n.sms.length).toBeLessThan(170);
      }
    });
  }

  it('speaks the language asked for, and bokmål for anything else', () => {
    const due = EXAMPLES[3];
    expect(['nb', 'nn', 'en', 'de'].map((l) => composeNotice(due, l, URL).subject)).toEqual([
      'Lånetiden går ut i morgen',
      'Lånetida går ut i morgon',
      'Your loan is due tomorrow',
      'Lånetiden går ut i morgen',
    ]);
  });

  it('keeps the bokmål wording of the ready, receipt and PIN-reset notices', () => {
    expect(composeNotice(EXAMPLES[0], 'nb', URL).sms).toBe(
      '«Sult» er klar til henting på Tøyen. Hentenummer 12. Hentes innen 17.03.2026.',
    );
    expect(composeNotice(EXAMPLES[5], 'nb', URL).text).toBe(
      [
        'Hei Lars!',
        '',
        'Takk for betalingen. Dette har du betalt:',
        '- Gebyr for for sen levering: 30,00\u00a0kr',
        'Sum: 30,00\u00a0kr',
        '',
        'Betalt 10.03.2026 kl. 14:05',
        'Transaksjonsnummer: T-1',
        'Autorisasjonskode: A-9',
        '',
        'Hilsen Oslo bibliotek',
      ].join('\n'),
    );
    expect(composeNotice(EXAMPLES[6], 'nb', URL).text).toBe(
      `Du har bedt om å velge ny PIN-kode hos Oslo bibliotek. Åpne lenken innen 30 minutter: ${URL}/glemt-pin/abc\n\nHar du ikke bedt om dette, kan du se bort fra meldingen.`,
    );
  });

  it('lists a saved search’s new titles as links to their work pages, counts the rest and links to the search', () => {
    const n = composeNotice(EXAMPLES[8], 'nb', URL);
    expect(n.subject).toBe('Nye titler for søket «krim · Bok»');
    expect(n.html).toContain(`<li><a href="${URL}/verk/a-b_2">«A &amp; B»</a></li>`);
    expect(n.text).toContain(
      `Disse 5 titlene er nye i biblioteket og passer til søket ditt «krim · Bok»:\n- «Sult»: ${URL}/verk/sult_1\n- «A & B»: ${URL}/verk/a-b_2\n… og 3 til.`,
    );
    expect(n.text).toContain(`Se alle treff for «krim · Bok»: ${URL}/sok/krim?filter=mediaType_Bok`);
    expect(n.sms).toBe(`Oslo bibliotek: 5 nye titler for søket «krim · Bok»: ${URL}/sok/krim?filter=mediaType_Bok`);
  });

  it('escapes what it is told in HTML and counts several loans', () => {
    const n = composeNotice(
      { kind: 'due_in_3_days', name: '<Kari>', dueDate: '2026-03-13', titles: ['A & B', '<script>x</script>'] },
      'nb',
      URL,
    );
    expect(n.html).toContain('<li>«A &amp; B»</li>');
    expect(n.html).toContain('<p>Hei &lt;Kari&gt;!</p>');
    expect(n.html).not.toContain('<script>');
    expect(n.sms).toBe(`Oslo bibliotek: 2 lån må leveres innen 13.03.2026. Forny på ${URL}/min-side/laan`);
    expect(n.text).toContain(
      'Disse 2 lånene må leveres eller fornyes innen 13.03.2026:\n- «A & B»\n- «<script>x</script>»',
    );
  });
});
