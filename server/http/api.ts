// The JSON API under /api (SPEC §7): one router per resource group, plus the generated OpenAPI document.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { ServiceContext } from '#server/services/context.ts';
import { applicationRouter } from './application.ts';
import { accountRouter } from './account.ts';
import { circulationRouter } from './circulation.ts';
import { staffCirculationRouter } from './staff-circulation.ts';
import { favouritesRouter, likesRouter } from './favourites.ts';
import { authRouter } from './auth.ts';
import { bannerRouter } from './banners.ts';
import { campaignsRouter } from './campaigns.ts';
import { apiErrorResponse } from './errors.ts';
import { imagesRouter } from './images.ts';
import { librariesRouter } from './libraries.ts';
import { libraryEventsRouter } from './library-events.ts';
import { loanCalendarRouter } from './loan-calendar.ts';
import { audioVideoRouter } from './audiovideo.ts';
import { employeesRouter } from './employees.ts';
import { libraryServicesRouter } from './library-services.ts';
import { listsRouter } from './lists.ts';
import { pagesRouter } from './pages.ts';
import { paymentsRouter } from './payments.ts';
import { patronDataRouter } from './patron-data.ts';
import { validationHook } from './validation.ts';
import { searchRouter } from './search.ts';
import { autocompleteRouter } from './autocomplete.ts';
import { resourcesRouter } from './resources.ts';
import { agentRouter } from './agents.ts';
import { screensRouter } from './screens.ts';
import { cspReportRouter } from './csp-report.ts';

export function createApi(ctx: ServiceContext) {
  const api = new OpenAPIHono({ defaultHook: validationHook });
  api.route('/libraries', librariesRouter(ctx));
  api.route('/library-events', libraryEventsRouter(ctx));
  api.route('/audiovideo', audioVideoRouter(ctx));
  api.route('/loan-calendar', loanCalendarRouter(ctx));
  api.route('/application', applicationRouter(ctx));
  api.route('/auth', authRouter(ctx));
  api.route('/authorized/cicero', accountRouter(ctx));
  api.route('/authorized/cicero', circulationRouter(ctx));
  api.route('/staff/circulation', staffCirculationRouter(ctx));
  api.route('/authorized/cicero', paymentsRouter(ctx));
  api.route('/authorized/cicero', favouritesRouter(ctx));
  api.route('/authorized/likes', likesRouter(ctx));
  // The patron's own data: CSV, JSON export, account deletion (issue #20, docs/decisions/031).
  api.route('/authorized/patron-data', patronDataRouter(ctx));
  api.route('/campaign', campaignsRouter(ctx));
  api.route('/banner', bannerRouter(ctx));
  api.route('/images', imagesRouter(ctx));
  api.route('/library-services', libraryServicesRouter(ctx));
  api.route('/pages', pagesRouter(ctx));
  api.route('/lists', listsRouter(ctx));
  api.route('/employee', employeesRouter(ctx));
  api.route('/search', searchRouter(ctx));
  api.route('/autocomplete', autocompleteRouter(ctx));
  api.route('/resources', resourcesRouter(ctx));
  api.route('/agent', agentRouter(ctx));
  api.route('/screens', screensRouter(ctx));
  api.route('/csp-report', cspReportRouter(ctx.log));

  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Bibliotekportalen API',
      version: '1.0.0',
      description: 'JSON API of the library portal (SPEC §7).',
    },
    servers: [{ url: '/api' }],
  });
  api.onError((err, c) => apiErrorResponse(c, err, ctx.log));
  return api;
}
