// Demo mode only (docs/decisions/021): the seeded test accounts on /logg-inn, so a newcomer can try each journey without the README.
import { messages } from '#core/messages.ts';

const a = messages.account.login;

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
  return (
    <details className="demo-logins">
      <summary>{a.demoLoginsTitle}</summary>
      <p>
        {a.demoLoginsLead}
        {testIdporten && ` ${a.demoLoginsIdporten}`}
        {testStaff && ` ${a.demoLoginsStaff}`}
      </p>
      <ul className="demo-logins__list">
        {accounts.map((login) => (
          <li key={login.cardNumber}>
            <strong>{login.name}</strong>: {a.demoLoginCard(login.cardNumber, login.pin)}. <span className="muted">{login.description}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
