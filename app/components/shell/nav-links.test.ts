import { describe, expect, it } from 'vitest';
import { HEADER_LIBRARIES } from '#core/libraries.ts';
import { SERVICE_FORMS } from '#core/service-forms.ts';
import { translatorFor } from '#core/i18n/translator.ts';
import { currentLinkHref, footerGroups, headerNavGroups, labelLang, legalLinks, serviceFormHref } from './nav-links.ts';

const t = translatorFor('nb');
const HEADER_NAV_GROUPS = headerNavGroups(t);
const group = (id: string) => HEADER_NAV_GROUPS.find((g) => g.id === id)!;

describe('header menu groups', () => {
  it('has the four menus of SPEC §2 in order', () => {
    expect(HEADER_NAV_GROUPS.map((g) => g.label)).toEqual([
      'Vi anbefaler',
      'Bibliotekene',
      'Vi tilbyr',
      'Møterom og konferanse',
    ]);
  });

  it('speaks the page language, and marks the labels that stay bokmål', () => {
    const english = headerNavGroups(translatorFor('en'));
    expect(english.map((g) => g.label)).toEqual([
      'We recommend',
      'Libraries',
      'What we offer',
      'Meeting rooms and conferences',
    ]);
    const serviceForm = english.find((g) => g.id === 'vi-tilbyr')!.links[1]!;
    expect(labelLang(serviceForm, 'en')).toBe('nb');
    expect(labelLang(serviceForm, 'nb')).toBeUndefined();
  });

  it('lists all 25 header libraries plus the overview', () => {
    const links = group('bibliotekene').links;
    expect(links).toHaveLength(HEADER_LIBRARIES.length + 1);
    expect(HEADER_LIBRARIES).toHaveLength(25);
    expect(links[0]).toEqual({ href: '/bibliotekene', label: 'Alle bibliotekene' });
    expect(links).toContainEqual({ href: '/bibliotekene/st-hanshaugen', label: 'St.Hanshaugen' });
  });

  it('links every service form to /vi-tilbyr with serviceForm', () => {
    const links = group('vi-tilbyr').links;
    expect(links).toHaveLength(SERVICE_FORMS.length + 1);
    expect(serviceFormHref('Kurs og læring')).toBe('/vi-tilbyr?serviceForm=Kurs+og+l%C3%A6ring');
    expect(new URLSearchParams(serviceFormHref('Samlingen vår').split('?')[1]).get('serviceForm')).toBe(
      'Samlingen vår',
    );
  });

  it('recommends literature, the four inspiration pages and events', () => {
    expect(group('vi-anbefaler').links.map((l) => l.href)).toEqual([
      '/litteratur',
      '/inspirasjon/bøker',
      '/inspirasjon/tegneserier',
      '/inspirasjon/film',
      '/inspirasjon/musikk',
      '/hva-skjer',
    ]);
  });

  it('has the three room pages', () => {
    expect(group('moterom').links.map((l) => l.href)).toEqual([
      '/moterom-gratis',
      '/moterom-utleie',
      '/event-og-konferanse',
    ]);
  });
});

describe('footer', () => {
  const config = {
    shopUrl: 'https://shop.example.no/',
    newsletterUrl: 'https://news.example.no/',
    jobsUrl: 'https://jobb.example.no/',
  };

  it('has every footer link of SPEC §2', () => {
    const hrefs = footerGroups(config, t).flatMap((g) => g.links.map((l) => l.href));
    for (const href of [
      '/kontakt-oss',
      '/for-media',
      '/in-english',
      '/bibliotekene/bjorvika',
      '/ofte-stilte-sporsmal#om-søk-og-min-side',
      '/om-oss',
      '/historien',
      '/hvem-vi-er',
      '/friby',
      '/bruk-biblioteket',
      '/samarbeid-med-oss',
      config.shopUrl,
      config.newsletterUrl,
      config.jobsUrl,
    ]) {
      expect(hrefs).toContain(href);
    }
    // SPEC §2's three legal pages, then the accessibility statement Norwegian rules ask for (issue #21).
    expect(legalLinks(t).map((l) => l.href)).toEqual([
      '/personvern',
      '/utlansreglement',
      '/ordensreglement',
      '/tilgjengelighet',
    ]);
  });

  it('marks the configured links as external and leaves them out without configuration', () => {
    const more = footerGroups(config, t).find((g) => g.id === 'mer')!;
    expect(more.links.every((l) => l.external)).toBe(true);
    expect(footerGroups(null, t).find((g) => g.id === 'mer')).toBeUndefined();
  });
});

describe('currentLinkHref', () => {
  const links = group('vi-tilbyr').links;

  it('prefers the link whose query matches', () => {
    expect(currentLinkHref(links, { pathname: '/vi-tilbyr', search: '?serviceForm=Lesesirkel' })).toBe(
      serviceFormHref('Lesesirkel'),
    );
    expect(currentLinkHref(links, { pathname: '/vi-tilbyr', search: '?branch=Toyen&serviceForm=Lesesirkel' })).toBe(
      serviceFormHref('Lesesirkel'),
    );
  });

  it('falls back to the link without a query', () => {
    expect(currentLinkHref(links, { pathname: '/vi-tilbyr', search: '' })).toBe('/vi-tilbyr');
    expect(currentLinkHref(links, { pathname: '/vi-tilbyr/', search: '?page=2' })).toBe('/vi-tilbyr');
  });

  it('matches encoded paths', () => {
    expect(currentLinkHref(group('vi-anbefaler').links, { pathname: '/inspirasjon/b%C3%B8ker', search: '' })).toBe(
      '/inspirasjon/bøker',
    );
  });

  it('returns null elsewhere', () => {
    expect(currentLinkHref(links, { pathname: '/hva-skjer', search: '' })).toBeNull();
  });
});
