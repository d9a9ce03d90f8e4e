import { describe, it, expect } from 'vitest';
import { ROLES, isProfileInvalid, isStaff, needsProfileFix } from './profile.ts';

describe('isProfileInvalid', () => {
  it('is valid with a contact channel accepted and an address', () => {
    expect(isProfileInvalid({ receiveEmail: true, receiveSms: false, email: 'a@b.no', phoneNumber: null })).toBe(false);
    expect(isProfileInvalid({ receiveEmail: false, receiveSms: true, email: '', phoneNumber: '99999999' })).toBe(false);
  });

  it('is invalid when neither e-mail nor SMS is accepted', () => {
    expect(isProfileInvalid({ receiveEmail: false, receiveSms: false, email: 'a@b.no', phoneNumber: '1' })).toBe(true);
    expect(isProfileInvalid({ email: 'a@b.no', phoneNumber: '1' })).toBe(true);
    expect(isProfileInvalid({ receiveEmail: null, receiveSms: null, email: 'a@b.no' })).toBe(true);
  });

  it('is invalid when both e-mail and phone are empty', () => {
    expect(isProfileInvalid({ receiveEmail: true, receiveSms: true, email: '', phoneNumber: '' })).toBe(true);
    expect(isProfileInvalid({ receiveEmail: true, receiveSms: true, email: '  ', phoneNumber: null })).toBe(true);
    expect(isProfileInvalid({ receiveEmail: true, receiveSms: true })).toBe(true);
  });

  it('follows the spec literally: an accepted channel without its own address is still valid', () => {
    // SPEC §5 only requires one accepted channel and one non-empty address.
    expect(isProfileInvalid({ receiveEmail: true, receiveSms: false, email: null, phoneNumber: '12345678' })).toBe(
      false,
    );
  });
});

describe('needsProfileFix', () => {
  const invalid = { receiveEmail: false, receiveSms: false, email: 'a@b.no', phoneNumber: null };
  it('applies only to borrowers', () => {
    expect(needsProfileFix({ ...invalid, assignedRoles: [ROLES.borrower] })).toBe(true);
    expect(needsProfileFix({ ...invalid, assignedRoles: [ROLES.employee] })).toBe(false);
    expect(needsProfileFix({ ...invalid, assignedRoles: [] })).toBe(false);
    expect(needsProfileFix({ ...invalid })).toBe(false);
    expect(needsProfileFix(null)).toBe(false);
  });

  it('is false for a valid borrower', () => {
    expect(needsProfileFix({ assignedRoles: ['DEICH_BORROWER'], receiveEmail: true, email: 'x@y.no' })).toBe(false);
  });
});

describe('roles', () => {
  it('has the three role names', () => {
    expect(ROLES).toEqual({ employee: 'EMPLOYEE', admin: 'DEICH_ADMIN', borrower: 'DEICH_BORROWER' });
  });

  it('isStaff for EMPLOYEE or DEICH_ADMIN', () => {
    expect(isStaff(['EMPLOYEE'])).toBe(true);
    expect(isStaff(['DEICH_BORROWER', 'DEICH_ADMIN'])).toBe(true);
    expect(isStaff(['DEICH_BORROWER'])).toBe(false);
    expect(isStaff(['employee'])).toBe(false);
    expect(isStaff([])).toBe(false);
    expect(isStaff(undefined)).toBe(false);
  });
});
