// Session roles and the borrower profile-validity rule that forces /min-side/profil.

/** Role names from the session. SPEC §6. */
export const ROLES = {
  employee: 'EMPLOYEE',
  admin: 'DEICH_ADMIN',
  borrower: 'DEICH_BORROWER',
} as const;

/** Where a borrower with an invalid profile is sent. SPEC §2, §5. */
export const PROFILE_FIX_PATH = '/min-side/profil';

export interface ContactPreferences {
  receiveEmail?: boolean | null;
  receiveSms?: boolean | null;
  email?: string | null;
  phoneNumber?: string | null;
}

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/**
 * Invalid when neither e-mail nor SMS contact is accepted, or when both e-mail and phone
 * number are empty (null, undefined and whitespace count as empty). SPEC §5.
 */
export function isProfileInvalid(profile: ContactPreferences): boolean {
  const acceptsContact = profile.receiveEmail === true || profile.receiveSms === true;
  if (!acceptsContact) return true;
  return isBlank(profile.email) && isBlank(profile.phoneNumber);
}

export interface RoleHolder extends ContactPreferences {
  assignedRoles?: readonly string[] | null;
}

/** The profile check applies only to DEICH_BORROWER users. SPEC §5, §6. */
export function needsProfileFix(user: RoleHolder | null | undefined): boolean {
  if (!user) return false;
  const roles = user.assignedRoles ?? [];
  return roles.includes(ROLES.borrower) && isProfileInvalid(user);
}

/** Staff are EMPLOYEE or DEICH_ADMIN. SPEC §6. */
export function isStaff(roles: readonly string[] | null | undefined): boolean {
  return (roles ?? []).some((r) => r === ROLES.employee || r === ROLES.admin);
}
