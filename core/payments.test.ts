import { describe, expect, it } from 'vitest';
import { chosenFineIds, formatKroner, parseTerminalStatus, paymentOutcome, sumOre } from './payments.ts';

describe('formatKroner', () => {
  it('writes øre as Norwegian kroner with two decimals', () => {
    expect(formatKroner(25000)).toBe('250,00\u00a0kr');
    expect(formatKroner(3000)).toBe('30,00\u00a0kr');
    expect(formatKroner(5)).toBe('0,05\u00a0kr');
    expect(formatKroner(0)).toBe('0,00\u00a0kr');
  });
  it('groups thousands with a space', () => {
    expect(formatKroner(123456).replace(/\s/g, ' ')).toBe('1 234,56 kr');
  });
  it('writes nynorsk as bokmål and English with the currency code first', () => {
    expect(formatKroner(123456, 'nn').replace(/\s/g, ' ')).toBe('1 234,56 kr');
    expect(formatKroner(123456, 'en')).toBe('NOK\u00a01,234.56');
    expect(formatKroner(5, 'en')).toBe('NOK\u00a00.05');
    expect(formatKroner(25000, 'en')).toBe('NOK\u00a0250.00');
  });
  it('refuses amounts that are not integer øre', () => {
    expect(() => formatKroner(12.5)).toThrow(RangeError);
    expect(() => formatKroner(12.5, 'en')).toThrow(RangeError);
  });
});

describe('sumOre', () => {
  it('adds øre exactly', () => {
    expect(sumOre([3000, 25000])).toBe(28000);
    expect(sumOre([])).toBe(0);
    expect(sumOre([10, 20, 70])).toBe(100);
  });
});

describe('chosenFineIds', () => {
  it('takes the single fineId of SPEC §7 or the fineIds list, without duplicates', () => {
    expect(chosenFineIds({ fineId: 7 })).toEqual([7]);
    expect(chosenFineIds({ fineIds: [3, 1, 3] })).toEqual([3, 1]);
    expect(chosenFineIds({})).toEqual([]);
  });
});

describe('parseTerminalStatus', () => {
  it('knows OK and Cancel exactly', () => {
    expect(parseTerminalStatus('OK')).toBe('OK');
    expect(parseTerminalStatus('Cancel')).toBe('Cancel');
    expect(parseTerminalStatus('ok')).toBe('unknown');
    expect(parseTerminalStatus(null)).toBe('unknown');
  });
});

describe('paymentOutcome (SPEC §4 Fine payment)', () => {
  it("shows '98' as done and other successes as saved", () => {
    expect(paymentOutcome('OK', { ok: true, responseCode: '98' })).toBe('done');
    expect(paymentOutcome('OK', { ok: true, responseCode: 'OK' })).toBe('saved');
  });
  it('treats Cancel as cancelled, whatever else happened', () => {
    expect(paymentOutcome('Cancel', null)).toBe('cancelled');
  });
  it('fails on a failed process call, a missing call or an unknown status', () => {
    expect(paymentOutcome('OK', { ok: false })).toBe('failed');
    expect(paymentOutcome('OK', null)).toBe('failed');
    expect(paymentOutcome('unknown', { ok: true, responseCode: 'OK' })).toBe('failed');
  });
});
