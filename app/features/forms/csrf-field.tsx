// The CSRF token of a form posted to a route action, as the hidden field the auth middleware checks (docs/decisions/004).
import { useRootAuth } from '#app/lib/root-auth.ts';

/** The browser's CSRF token as the hidden field the auth middleware checks (docs/decisions/004). */
export function CsrfField() {
  const { csrfToken } = useRootAuth();
  return <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />;
}
