// /konto-slettet (issue #20 point 7): where the patron lands after deleting their account — logged out, told what was kept.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/konto-slettet';

export const handle = { translated: true, i18n: ['mydata'] };
export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title) },
  { name: 'robots', content: 'noindex' },
];

export function loader({ request }: Route.LoaderArgs) {
  return { title: requestTranslator(request)('mydata:deleted.title') };
}

export default function AccountDeletedPage() {
  const { t } = useTranslation('mydata');
  return (
    <div className="page">
      <h1 className="page-heading">{t('deleted.title')}</h1>
      <p className="lead">{t('deleted.text')}</p>
      <p>{t('deleted.again')}</p>
      <p>
        <Link to="/" className="button button--primary">
          {t('deleted.home')}
        </Link>
      </p>
    </div>
  );
}
