// /min-side/digitalt (SPEC §2 Digital; issue #7): the patron's e-book and e-audiobook loans and the library's digital services.
import { useTranslation } from 'react-i18next';
import { formatDate } from '#core/dates.ts';
import { listDigitalLoans } from './min-side.digitalt.server.ts';
import { Icon } from '#app/components/icon.tsx';
import { EAUDIO_SERVICE, EBOOK_SERVICE } from '#app/features/my-circulation/digital-services.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { pageTitle } from '#app/lib/site.ts';
import { requirePersonalPage } from '#app/session.server.ts';
import type { Route } from './+types/min-side.digitalt';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('account');

/** The page's texts come from the catalogue (decision 028). */
export const handle = { translated: true, i18n: ['account'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: pageTitle(loaderData?.title) }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requirePersonalPage(context, request);
  return {
    loans: await listDigitalLoans(context.services, session.userId),
    title: requestTranslator(request)('account:digital.title'),
  };
}

export default function DigitalPage({ loaderData }: Route.ComponentProps) {
  const { loans } = loaderData;
  const { t } = useTranslation('account', { keyPrefix: 'digital' });
  const { t: tLoans } = useTranslation('account', { keyPrefix: 'loans' });
  const language = useLanguage();
  return (
    <div className="page circulation-page">
      <h1 className="page-heading">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>

      <section aria-labelledby="digital-loans-heading" className="circulation-section">
        <h2 id="digital-loans-heading">{t('loansHeading')}</h2>
        {loans.length === 0 ? (
          <p className="muted">{t('none')}</p>
        ) : (
          <ul className="circulation-list">
            {loans.map((loan) => {
              const verb = loan.format === 'e-lydbok' ? t('listen') : t('read');
              return (
                <li key={loan.id} className="circulation-item" aria-labelledby={`digital-${loan.id}`}>
                  <div className="circulation-item__main">
                    <h3 id={`digital-${loan.id}`} className="circulation-item__title">
                      {loan.title}
                    </h3>
                    {loan.author && <p className="circulation-item__author">{tLoans('by', { author: loan.author })}</p>}
                    <p>
                      <span className="circulation-badge">
                        {t(loan.format === 'e-lydbok' ? 'format.eaudio' : 'format.ebook')}
                      </span>
                    </p>
                    <p className="muted circulation-item__meta">
                      {t('expires', { date: formatDate(loan.expiresAt, language) })}
                    </p>
                  </div>
                  <div className="circulation-item__actions">
                    <a
                      className="button button--primary"
                      href={loan.url}
                      aria-label={t('openNamed', { verb, title: loan.title, provider: loan.provider })}
                    >
                      {verb}
                      <Icon name="external" size={18} />
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="digital-services-heading" className="circulation-section">
        <h2 id="digital-services-heading">{t('servicesHeading')}</h2>
        <p>{t('servicesText', { provider: EBOOK_SERVICE.provider })}</p>
        <ul className="card-list digital-services">
          {[EBOOK_SERVICE, EAUDIO_SERVICE].map((service) => (
            <li key={service.url} className="card">
              <h3>
                <a href={service.url}>{service.label}</a>
              </h3>
              <p className="muted">{t('opensProvider', { provider: service.provider })}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
