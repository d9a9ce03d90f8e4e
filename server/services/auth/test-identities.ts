// The people of the embedded test identity provider: test citizens (seeded patrons with national ids) and staff (staff subjects).
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { ROLES } from '#core/profile.ts';
import { users } from '#server/db/schema.ts';
import type { ServiceContext } from '../context.ts';

export interface TestCitizen {
  accountId: string;
  nationalId: string;
  name: string;
}

export interface TestStaff {
  accountId: string;
  subject: string;
  name: string;
  roles: string[];
}

const STAFF_ROLES: readonly string[] = [ROLES.employee, ROLES.admin];

const CITIZEN_PREFIX = 'idporten-';

/**
 * oidc-provider uses the account id as the token's sub. Like ID-porten, the sub must not be the
 * national id itself, so citizens get an opaque (but reversible, this is a test provider) id.
 */
export const citizenAccountId = (nationalId: string) =>
  `${CITIZEN_PREFIX}${Buffer.from(nationalId).toString('base64url')}`;
/** Staff keep their subject at the staff identity provider as the account id (sub). */
export const staffAccountId = (subject: string) => subject;
export const isCitizenAccountId = (accountId: string) => accountId.startsWith(CITIZEN_PREFIX);

export async function listTestCitizens(ctx: ServiceContext): Promise<TestCitizen[]> {
  const rows = await ctx.db
    .select({ nationalId: users.nationalId, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(isNotNull(users.nationalId))
    .orderBy(asc(users.id))
    .limit(50);
  return rows.map((r) => ({
    accountId: citizenAccountId(r.nationalId ?? ''),
    nationalId: r.nationalId ?? '',
    name: `${r.firstName} ${r.lastName}`,
  }));
}

export async function listTestStaff(ctx: ServiceContext): Promise<TestStaff[]> {
  const rows = await ctx.db
    .select({ subject: users.staffSubject, firstName: users.firstName, lastName: users.lastName, roles: users.roles })
    .from(users)
    .where(isNotNull(users.staffSubject))
    .orderBy(asc(users.id));
  return rows
    .map((r) => ({
      accountId: staffAccountId(r.subject ?? ''),
      subject: r.subject ?? '',
      name: `${r.firstName} ${r.lastName}`,
      roles: r.roles.filter((role) => STAFF_ROLES.includes(role)),
    }))
    .filter((s) => s.roles.length > 0);
}

/** Claims the test provider issues for an account id (citizens: pid only, like ID-porten; staff: profile and roles). */
export async function testAccountClaims(
  ctx: ServiceContext,
  accountId: string,
): Promise<Record<string, unknown> | null> {
  if (isCitizenAccountId(accountId)) {
    const nationalId = Buffer.from(accountId.slice(CITIZEN_PREFIX.length), 'base64url').toString();
    if (!/^\d{11}$/.test(nationalId)) return null;
    return { sub: accountId, pid: nationalId, locale: 'nb' };
  }
  {
    const subject = accountId;
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.staffSubject, subject), isNotNull(users.staffSubject)))
      .limit(1);
    if (!row) return null;
    return {
      sub: subject,
      name: `${row.firstName} ${row.lastName}`,
      given_name: row.firstName,
      family_name: row.lastName,
      email: row.email,
      roles: row.roles.filter((role) => STAFF_ROLES.includes(role)),
    };
  }
  return null;
}
