// Every route of SPEC §2. Pages inside the shell layout get header and footer; /skjerm/* renders bare.
import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

/** Content pages rendered from the pages table by their slug (legal pages and footer pages, SPEC §2). */
export const CONTENT_PAGE_SLUGS = [
  'personvern',
  'utlansreglement',
  'ordensreglement',
  'kontakt-oss',
  'for-media',
  'in-english',
  'ofte-stilte-sporsmal',
  'om-oss',
  'historien',
  'hvem-vi-er',
  'friby',
  'bruk-biblioteket',
  'samarbeid-med-oss',
] as const;

export default [
  route('skjerm/*', 'routes/skjerm.tsx'),
  // The language choice: sets the cookie and redirects back (decision 028).
  route('sprak/:language', 'routes/sprak.tsx'),
  // The patron's own data as downloads, and the offline card's service worker (issue #20, docs/decisions/031): resource routes.
  route('min-side/historikk.csv', 'routes/min-side.historikk-csv.ts'),
  route('min-side/mine-data.json', 'routes/min-side.mine-data.ts'),
  route('min-side/kort-sw.js', 'routes/min-side.kort-sw.ts'),
  layout('routes/shell-layout.tsx', [
    index('routes/home.tsx'),
    route('logg-inn', 'routes/logg-inn.tsx'),
    route('registrer-deg', 'routes/registrer-deg.tsx'),
    route('glemt-pin', 'routes/glemt-pin.tsx'),
    route('glemt-pin/:resetId', 'routes/glemt-pin.reset.tsx'),
    route('dev/utboks', 'routes/dev.utboks.tsx'),
    // Deleting one's account: outside the Min side layout, so an incomplete profile does not stand in the way (issue #20).
    route('min-side/slett-konto', 'routes/min-side.slett-konto.tsx'),
    route('konto-slettet', 'routes/konto-slettet.tsx'),
    // Personal pages: login required, invalid profiles forced to /min-side/profil (issue #6).
    layout(
      'routes/min-side.layout.tsx',
      prefix('min-side', [
        index('routes/min-side.tsx'),
        route('laan', 'routes/min-side.laan.tsx'),
        route('bestillinger', 'routes/min-side.bestillinger.tsx'),
        route('huskeliste', 'routes/min-side.huskeliste.tsx'),
        route('historikk', 'routes/min-side.historikk.tsx'),
        route('digitalt', 'routes/min-side.digitalt.tsx'),
        route('profil', 'routes/min-side.profil.tsx'),
        // The digital library card (issue #20).
        route('kort', 'routes/min-side.kort.tsx'),
        // Saved searches and availability watches, each deletable (issue #20 point 5, docs/decisions/036).
        route('varsler', 'routes/min-side.varsler.tsx'),
        // Fines and the payment terminal's return page (docs/decisions/011).
        route('gebyrer', 'routes/min-side.gebyrer.tsx'),
        route('betaling', 'routes/min-side.betaling.tsx'),
      ]),
    ),
    route('ansatt/plukklister', 'routes/ansatt.plukklister.tsx'),
    route('ansatt/skranke', 'routes/ansatt.skranke.tsx'),
    // Copy cataloguing by ISBN over SRU (issue #17, docs/decisions/019).
    route('ansatt/kopikatalogisering', 'routes/ansatt.kopikatalogisering.tsx'),
    // Content management for staff (issue #4, docs/decisions/008).
    ...prefix('ansatt/innhold', [
      index('routes/ansatt.innhold.tsx'),
      route('logg', 'routes/ansatt.innhold.logg.tsx'),
      route('arrangementer', 'routes/ansatt.innhold.arrangementer.tsx'),
      route('arrangementer/ny', 'routes/ansatt.innhold.arrangementer.skjema.tsx', { id: 'admin-event-new' }),
      route('arrangementer/:eventId', 'routes/ansatt.innhold.arrangementer.skjema.tsx', { id: 'admin-event-edit' }),
      // Attendees, waitlist, attendance and CSV of an event with sign-up (issue #21).
      route('arrangementer/:eventId/pameldte', 'routes/ansatt.innhold.arrangementer.pameldte.tsx'),
      route('arrangementer/:eventId/pameldte.csv', 'routes/ansatt.innhold.arrangementer.pameldte-csv.ts'),
      route('bannere', 'routes/ansatt.innhold.bannere.tsx'),
      route('bannere/ny', 'routes/ansatt.innhold.bannere.skjema.tsx', { id: 'admin-banner-new' }),
      route('bannere/:bannerId', 'routes/ansatt.innhold.bannere.skjema.tsx', { id: 'admin-banner-edit' }),
      route('apningstider', 'routes/ansatt.innhold.apningstider.tsx'),
      route('apningstider/ny', 'routes/ansatt.innhold.apningstider.skjema.tsx', { id: 'admin-hours-new' }),
      route('apningstider/:exceptionKey', 'routes/ansatt.innhold.apningstider.skjema.tsx', { id: 'admin-hours-edit' }),
      route('tjenester', 'routes/ansatt.innhold.tjenester.tsx'),
      route('tjenester/ny', 'routes/ansatt.innhold.tjenester.skjema.tsx', { id: 'admin-service-new' }),
      route('tjenester/:serviceId', 'routes/ansatt.innhold.tjenester.skjema.tsx', { id: 'admin-service-edit' }),
      route('sider', 'routes/ansatt.innhold.sider.tsx'),
      route('sider/:pageId', 'routes/ansatt.innhold.sider.skjema.tsx'),
      route('kampanjer', 'routes/ansatt.innhold.kampanjer.tsx'),
      route('kampanjer/ny', 'routes/ansatt.innhold.kampanjer.skjema.tsx', { id: 'admin-campaign-new' }),
      route('kampanjer/:campaignId', 'routes/ansatt.innhold.kampanjer.skjema.tsx', { id: 'admin-campaign-edit' }),
      route('lister', 'routes/ansatt.innhold.lister.tsx'),
      route('lister/ny', 'routes/ansatt.innhold.lister.skjema.tsx', { id: 'admin-list-new' }),
      route('lister/:listId', 'routes/ansatt.innhold.lister.skjema.tsx', { id: 'admin-list-edit' }),
      // Information-screen layouts (issue #8, docs/decisions/010).
      route('skjermer', 'routes/ansatt.innhold.skjermer.tsx'),
      route('skjermer/:layout', 'routes/ansatt.innhold.skjermer.skjema.tsx'),
      route(':section/:itemId/slett', 'routes/ansatt.innhold.slett.tsx'),
    ]),
    // The accessibility statement with its feedback form (issue #21).
    route('tilgjengelighet', 'routes/tilgjengelighet.tsx'),
    route('hva-skjer', 'routes/hva-skjer.tsx'),
    route('hva-skjer/:eventId', 'routes/hva-skjer.detail.tsx'),
    // A visitor's own cancel link from the sign-up (issue #21, docs/decisions/026).
    route('hva-skjer/avmelding/:token', 'routes/hva-skjer.avmelding.tsx'),
    route('litteratur', 'routes/litteratur.tsx'),
    route('lister/:listId', 'routes/lister.detail.tsx'),
    // Employee pages: not /ansatt/… (that is the staff area, /ansatt/plukklister).
    route('bibliotekar/:employeeId', 'routes/bibliotekar.tsx'),
    route('inspirasjon/:mediaType', 'routes/inspirasjon.tsx'),
    route('moterom-gratis', 'routes/rooms.tsx', { id: 'rooms-free' }),
    route('moterom-utleie', 'routes/rooms.tsx', { id: 'rooms-rent' }),
    route('event-og-konferanse', 'routes/rooms.tsx', { id: 'rooms-venue' }),
    route('vi-tilbyr', 'routes/vi-tilbyr.tsx'),
    route('vi-tilbyr/:serviceId', 'routes/vi-tilbyr.detail.tsx'),
    route('bibliotekene', 'routes/bibliotekene.tsx'),
    route('bibliotekene/:librarySlug', 'routes/bibliotekene.detail.tsx'),
    ...CONTENT_PAGE_SLUGS.map((slug) => route(slug, 'routes/content-page.tsx', { id: `page-${slug}` })),
    route('sok', 'routes/sok.redirect.tsx'),
    route('sok/:searchQuery', 'routes/sok.tsx', { id: 'search' }),
    route('sok-event/:searchQuery', 'routes/sok-event.tsx', { id: 'search-event' }),
    route('sok-person/:searchQuery', 'routes/sok.tsx', { id: 'search-person' }),
    route('sok-info/:searchQuery', 'routes/sok.tsx', { id: 'search-info' }),
    route('sok-anbefaling/:searchQuery', 'routes/sok.tsx', { id: 'search-recommendation' }),
    route('person/:slugId', 'routes/entity.tsx', { id: 'entity-person' }),
    route('korporasjon/:slugId', 'routes/entity.tsx', { id: 'entity-corporation' }),
    route('forlagsserie/:slugId', 'routes/entity.tsx', { id: 'entity-publisher-series' }),
    route('serie/:slugId', 'routes/entity.tsx', { id: 'entity-work-series' }),
    route('verk/:slugId', 'routes/verk.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
