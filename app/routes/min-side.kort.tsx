// /min-side/kort (issue #20 point 8): the digital library card — name, card number as text and as a Code 128 barcode drawn on the
// server (no script needed to show it), how to get a new PIN, a print layout, and a copy kept for offline use once opened.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { keepOfflineCard } from '#app/features/library-card/offline-card.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import { requirePersonalPage } from '#app/session.server.ts';
import { stylesheets } from '#app/styles/sheets.ts';
import { getLibraryCard } from './min-side.data.server.ts';
import type { Route } from './+types/min-side.kort';

export const links = () => stylesheets('account');
export const handle = { translated: true, i18n: ['mydata'] };
export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: pageTitle(loaderData?.title) }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requirePersonalPage(context, request);
  const card = await getLibraryCard(context.services, session.userId);
  return { card, title: requestTranslator(request)('mydata:card.title') };
}

export default function LibraryCardPage({ loaderData }: Route.ComponentProps) {
  const { card } = loaderData;
  const { t } = useTranslation('mydata');
  // Printing needs script; the button appears once it runs (the browser's own print works either way).
  const [canPrint, setCanPrint] = useState(false);
  useEffect(() => {
    setCanPrint(true);
    if (card.cardNumber) keepOfflineCard();
  }, [card.cardNumber]);

  return (
    <div className="page library-card-page">
      <h1 className="page-heading">{t('card.title')}</h1>
      {card.cardNumber && card.barcodeSvg ? (
        <>
          <p className="lead library-card-page__lead">{t('card.lead')}</p>
          <section className="library-card" aria-label={t('card.title')}>
            <div
              className="library-card__barcode"
              role="img"
              aria-label={t('card.barcode', { cardNumber: card.cardNumber })}
              dangerouslySetInnerHTML={{ __html: card.barcodeSvg }}
            />
            <dl className="library-card__facts">
              <dt>{t('card.name')}</dt>
              <dd>{card.name}</dd>
              <dt>{t('card.cardNumber')}</dt>
              <dd className="library-card__number">{card.cardNumber}</dd>
            </dl>
          </section>
          {canPrint && (
            <p className="library-card-page__print">
              <button type="button" className="button button--secondary" onClick={() => window.print()}>
                {t('card.print')}
              </button>
            </p>
          )}
          <p className="muted library-card-page__offline">{t('card.offline')}</p>
        </>
      ) : (
        <p className="notice">{t('card.noCard')}</p>
      )}
      <section aria-labelledby="card-pin" className="library-card-page__pin">
        <h2 id="card-pin">{t('card.pinHeading')}</h2>
        <p>{t('card.pinText')}</p>
        <ul className="library-card-page__links">
          <li>
            <Link to="/glemt-pin">{t('card.pinLink')}</Link>
          </li>
          <li>
            <Link to="/min-side/profil#profile-pin">{t('card.pinChange')}</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
