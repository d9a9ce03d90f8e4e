// OpenAPI/zod schemas of the accounts API (SPEC §3 Session user, Profile state; §7 auth and profile calls).
import { z } from '@hono/zod-openapi';

const SessionUserSchema = z
  .object({
    name: z.string().openapi({ example: 'Kari Nordmann' }),
    given_name: z.string().openapi({ example: 'Kari' }),
    assignedRoles: z.array(z.string()).openapi({ example: ['DEICH_BORROWER'] }),
    illLibrary: z.boolean(),
    blockStatuses: z.array(z.string()),
    preferredPickupBranch: z.string().nullable(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    receiveEmail: z.boolean(),
    receiveSms: z.boolean(),
    invalidProfile: z.boolean(),
  })
  .openapi('SessionUser');

export const SessionSchema = z
  .object({
    user: SessionUserSchema.nullable(),
    valid: z.boolean(),
    timeRemainingMSec: z.number().int(),
    expires: z.string().nullable(),
  })
  .openapi('Session');

const Summary = z.object({
  loans: z.number().int(),
  remoteLoans: z.number().int(),
  overdueLoans: z.number().int(),
  reservations: z.number().int(),
  remoteReservations: z.number().int(),
  pickups: z.number().int(),
  unpaidFines: z.number().int(),
  unpaidFinesOre: z.number().int(),
});

export const ProfileInfoSchema = z
  .object({
    borrowerName: z.string(),
    firstName: z.string(),
    category: z.string(),
    personalInformation: z.object({
      name: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      birthDate: z.string().nullable(),
      address: z.string().nullable(),
      postalCode: z.string().nullable(),
      city: z.string().nullable(),
      email: z.string().nullable(),
      phoneNumber: z.string().nullable(),
      cardNumber: z.string().nullable(),
    }),
    settings: z.object({
      receiveEmail: z.boolean(),
      receiveSms: z.boolean(),
      email: z.string().nullable(),
      phoneNumber: z.string().nullable(),
      preferredPickupBranch: z.string().nullable(),
      keepLoanHistory: z.boolean(),
    }),
    blockStatuses: z.array(z.string()),
    invalidProfile: z.boolean(),
    summary: Summary,
  })
  .openapi('ProfileInfo');

export const FieldErrorResponse = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi('FieldError');
