import { describe, expect, it } from 'vitest';
import { SERVICE_FORMS, isServiceForm } from './service-forms.ts';

describe('service forms', () => {
  it('has the 9 service forms of SPEC §2, matched exactly', () => {
    expect(SERVICE_FORMS).toHaveLength(9);
    expect(isServiceForm('Kurs og læring')).toBe(true);
    expect(isServiceForm('kurs og læring')).toBe(false);
    expect(isServiceForm(undefined)).toBe(false);
  });
});
