// Test helper for the content-admin services (issue #4): staff and a patron of the test's own (server/testing/factories.ts),
// as the Actors the services take, so a test does not depend on the demo's people.
import type { Actor } from '#server/services/admin/access.ts';
import { createEmployee, createPatron } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** An Actor with the name the services show for it (audit log, "created by"). */
export type NamedActor = Actor & { name: string };

const actorOf = (user: { id: number; roles: string[]; firstName: string; lastName: string }): NamedActor => ({
  userId: user.id,
  roles: user.roles,
  name: `${user.firstName} ${user.lastName}`,
});

/** A new employee with the EMPLOYEE role. */
export async function employeeActor(t: TestApp): Promise<NamedActor> {
  return actorOf(await createEmployee(t.services.db));
}

/** An admin (DEICH_ADMIN and EMPLOYEE, as the demo's Anders Moe), an employee (EMPLOYEE) and a patron, all new. */
export async function testActors(t: TestApp): Promise<{ admin: NamedActor; employee: NamedActor; patron: NamedActor }> {
  const admin = actorOf(await createEmployee(t.services.db, { roles: ['DEICH_ADMIN', 'EMPLOYEE'] }));
  const employee = await employeeActor(t);
  const patron = actorOf(await createPatron(t.services.db));
  return { admin, employee, patron };
}
