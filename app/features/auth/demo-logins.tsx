// Demo mode only (docs/decisions/021): the seeded test accounts on /logg-inn, so a newcomer can try each journey without the README.
import { useTranslation } from 'react-i18next';

interface DemoLoginEntry {
  name: string;
  cardNumber: string;
  pin: string;
  description: string;
}

/** Closed by default: the login form stays the first thing on the page. */
export interface DemoLoginsProps {
  accounts: readonly DemoLoginEntry[];
  /** Whether the test identity provider stands in for ID-porten / the staff login (a real issuer has its own people). */
  testIdporten: boolean;
  testStaff: boolean;
}

export function DemoLogins({ accounts, testIdporten, testStaff }: DemoLoginsProps) {
  const { t, i18n } = useTranslation('login');
  return (
    <details className="demo-logins">
      <summary>{t('demoLoginsTitle')}</summary>
      <p>
        {t('demoLoginsLead')}
        {testIdporten && ` ${t('demoLoginsIdporten')}`}
        {testStaff && ` ${t('demoLoginsStaff')}`}
      </p>
      <ul className="demo-logins__list">
        {accounts.map((login) => (
          <li key={login.cardNumber}>
            <strong>{login.name}</strong>: {t('demoLoginCard', { card: login.cardNumber, pin: login.pin })}.{' '}
            {/* The seed's descriptions are bokmål data. */}
            <span className="muted" lang={i18n.language === 'nb' ? undefined : 'nb'}>
              {login.description}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
