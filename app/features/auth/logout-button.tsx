// 'Logg ut' (SPEC §2 Logout): a non-dismissable 'Vennligst vent' modal, the logout address, sign-out on the server, then navigation.
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useModal } from '#app/components/modal/modal-host.tsx';
import { apiFetch } from '#app/lib/api-fetch.ts';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { announceSessionChange } from '#app/lib/session-channel.ts';

/** Our own paths are navigated in the app; anything else (the identity provider's end-session page) is a full page load. */
function isOwnPath(address: string): boolean {
  return address.startsWith('/') && !address.startsWith('//');
}

export function LogoutButton({ className = 'button button--secondary' }: { className?: string }) {
  const { openModal } = useModal();
  const navigate = useNavigate();
  const { csrfToken } = useRootAuth();
  const { t } = useTranslation('shell', { keyPrefix: 'logout' });

  async function logOut(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wait = openModal({
      title: t('waitTitle'),
      content: <p>{t('waitText')}</p>,
      isDismissable: false,
      size: 'small',
    });
    // SPEC §7: the logout call returns the address to go to (the provider's end-session page for ID-porten/staff).
    const address = await apiFetch<{ redirect: string }>('/api/auth/logout');
    const target = address.ok ? address.data.redirect : '/';
    await apiFetch('/api/auth/signout', { method: 'POST', json: {} });
    announceSessionChange('logout');
    if (isOwnPath(target)) {
      await navigate(target);
      wait.close();
    } else {
      // The modal stays until the browser leaves for the provider, which sends the user back to '/'.
      window.location.assign(target);
    }
  }

  // Without JavaScript the form posts to the API, which signs out and redirects.
  return (
    <form method="post" action="/api/auth/signout" onSubmit={logOut} className="logout-form">
      <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
      <button type="submit" className={className}>
        {t('button')}
      </button>
    </form>
  );
}
