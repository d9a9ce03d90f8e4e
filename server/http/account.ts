// /api/authorized/cicero profile calls (SPEC §7): info, settings and PIN — always the logged-in patron's own account.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { validationTexts } from '#core/account-validation-text.ts';
import { DEFAULT_LANGUAGE } from '#core/i18n/languages.ts';
import { translatorFor } from '#core/i18n/translator.ts';
import { changePin, getProfileInfo, SettingsRejected, updateSettings } from '#server/services/accounts.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { requireSession, type AuthEnv } from './auth-middleware.ts';
import { apiTranslator } from './errors.ts';
import { FieldErrorResponse, ProfileInfoSchema } from './auth-schemas.ts';
import { ErrorResponse, json, jsonBody } from './openapi-schemas.ts';
import { validationHook } from './validation.ts';

const unauthenticated = json(ErrorResponse, 'Not logged in (SPEC §8: 403 means unauthenticated → /logg-inn)');

const infoRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'get',
  path: '/info',
  summary: "The logged-in patron's profile state (SPEC §3), with no-cache headers",
  responses: { 200: json(ProfileInfoSchema, 'Profile'), 403: unauthenticated },
});

/** Fields left out keep their value; unknown fields (e.g. a user id) are refused. */
const Settings = z
  .object({
    receiveEmail: z.boolean().optional(),
    receiveSms: z.boolean().optional(),
    email: z.string().max(254).nullable().optional(),
    phoneNumber: z.string().max(30).nullable().optional(),
    preferredPickupBranch: z.string().max(50).nullable().optional(),
    keepLoanHistory: z.boolean().optional(),
  })
  .strict()
  .openapi('Settings');
const settingsRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'put',
  path: '/settings',
  summary:
    'Save contact settings and preferred pickup branch (SPEC §4 Settings save); the result must be a valid profile (SPEC §5)',
  request: jsonBody(Settings),
  responses: {
    200: json(ProfileInfoSchema, 'Saved; the new profile (callers reload info)'),
    400: json(FieldErrorResponse, 'Invalid settings, with a message per field'),
    403: unauthenticated,
  },
});

/** SPEC §7 says {newPin}; the current PIN is required too (our choice, docs/decisions/004): field currentPin. */
const PinChange = z
  .object({
    currentPin: z.string().min(1, translatorFor(DEFAULT_LANGUAGE)('login:pinRequired')).max(64),
    newPin: z.string().max(64),
  })
  .strict()
  .openapi('PinChange');
const pinRoute = createRoute({
  middleware: [requireSession()] as const,
  method: 'put',
  path: '/pin',
  summary: 'Change PIN (SPEC §4 Change PIN: success only on 200)',
  request: jsonBody(PinChange),
  responses: {
    200: json(z.object({ ok: z.literal(true) }), 'Changed'),
    400: json(ErrorResponse, 'current_pin_incorrect or invalid_pin'),
    403: unauthenticated,
    429: json(ErrorResponse, 'Too many wrong current PINs'),
  },
});

export function accountRouter(ctx: ServiceContext) {
  // requireSession sits on each route (not use('*')), so other routers under /authorized keep their own rules.
  const app = new OpenAPIHono<AuthEnv>({ defaultHook: validationHook });

  app.openapi(infoRoute, async (c) => c.json(await getProfileInfo(ctx, c.get('session').userId), 200));

  app.openapi(settingsRoute, async (c) => {
    try {
      return c.json(await updateSettings(ctx, c.get('session').userId, c.req.valid('json')), 200);
    } catch (err) {
      if (err instanceof SettingsRejected) {
        // Each field's message in the language asked for (account:validation), and the message they make together.
        const fields = validationTexts(apiTranslator(c).t, err.fields) as Record<string, string>;
        return c.json({ error: { code: err.code, message: Object.values(fields).join(' '), fields } }, 400);
      }
      throw err;
    }
  });

  app.openapi(pinRoute, async (c) => {
    const auth = c.get('auth');
    await changePin(ctx, c.get('session').userId, c.req.valid('json'), {
      clientAddress: auth.clientAddress,
      currentSessionToken: auth.sessionToken ?? '',
    });
    return c.json({ ok: true as const }, 200);
  });

  return app;
}
