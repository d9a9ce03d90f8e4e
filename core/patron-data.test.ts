// The patron's own data (issue #20 point 7): refusal order and the loan-history CSV.
import { describe, expect, it } from 'vitest';
import { translatorFor } from './i18n/translator.ts';
import { deletionRefusals, loanHistoryCsv, refusalText } from './patron-data.ts';

const none = { openLoans: 0, assignedReservations: 0, unpaidFines: 0, unpaidFinesOre: 0, staff: false };

describe('deletionRefusals', () => {
  it('allows deletion when nothing is open', () => {
    expect(deletionRefusals(none)).toEqual([]);
  });

  it('names every open matter with its count, staff first', () => {
    expect(
      deletionRefusals({ openLoans: 2, assignedReservations: 1, unpaidFines: 3, unpaidFinesOre: 12_050, staff: true }),
    ).toEqual([
      { blocker: 'staff', count: 1 },
      { blocker: 'loans', count: 2 },
      { blocker: 'pickups', count: 1 },
      { blocker: 'fines', count: 3, amountOre: 12_050 },
    ]);
  });

  it('tells the reason in the patron’s language', () => {
    expect(refusalText(translatorFor('nb'), { blocker: 'fines', count: 1, amountOre: 12_050 }, 'nb')).toBe(
      'Du har ubetalte gebyrer på 120,50\u00a0kr. Betal dem først.',
    );
    expect(refusalText(translatorFor('en'), { blocker: 'loans', count: 2 }, 'en')).toBe(
      'You have loans that are not returned (2). Return them first.',
    );
    expect(refusalText(translatorFor('nn'), { blocker: 'pickups', count: 1 }, 'nn')).toContain('sett av til deg (1)');
  });
});

describe('loanHistoryCsv', () => {
  it('writes Norwegian headers, Oslo calendar days, readable media types, and defuses every formula lead', () => {
    const csv = loanHistoryCsv(translatorFor('nb'), [
      {
        title: '+47 SUM(A1)',
        author: '@Forfatter',
        mediaType: 'Bok',
        loanedAt: '2026-06-30T22:30:00Z',
        returnedAt: '2026-07-01T10:00:00Z',
      },
      {
        title: '-minus',
        author: null,
        mediaType: 'Film',
        loanedAt: '2026-01-01T12:00:00Z',
        returnedAt: '2026-01-02T12:00:00Z',
      },
    ]);
    expect(csv).toBe(
      '\uFEFFTittel;Forfatter;Medietype;Lånt;Levert\r\n' +
        "'+47 SUM(A1);'@Forfatter;Bok;01.07.2026;01.07.2026\r\n" +
        "'-minus;;Film;01.01.2026;02.01.2026\r\n",
    );
  });

  it("words the headers and media types in the reader's language", () => {
    const row = {
      title: 'Sult',
      author: null,
      mediaType: 'Lydbok',
      loanedAt: '2026-01-01T12:00:00Z',
      returnedAt: '2026-01-02T12:00:00Z',
    };
    expect(loanHistoryCsv(translatorFor('en'), [row])).toContain(';Audiobook;');
    expect(loanHistoryCsv(translatorFor('nn'), [{ ...row, mediaType: 'Tegneserie' }])).toContain(';Teikneserie;');
    // A code the vocabulary has no word for is written as stored.
    expect(loanHistoryCsv(translatorFor('en'), [{ ...row, mediaType: 'Spill' }])).toContain(';Spill;');
  });
});
