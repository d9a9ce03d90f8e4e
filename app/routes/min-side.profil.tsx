// /min-side/profil (SPEC §2, §4, §5): personal information, contact settings, preferred pickup branch and PIN change; where an invalid profile is fixed.
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import { formatDate } from '#core/dates.ts';
import { isAppError } from '#core/errors.ts';
import { messages } from '#core/messages.ts';
import { checkNewPin } from '#core/pin.ts';
import { changePin, getProfileInfo, listPickupBranches, SettingsRejected, updateSettings } from './min-side.profil.server.ts';
import type { SettingsField } from '#server/services/accounts.ts';
import { useToast } from '#app/components/toast/toast-provider.tsx';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { pageTitle } from '#app/lib/site.ts';
import { requirePersonalPage } from '#app/session.server.ts';
import type { Route } from './+types/min-side.profil';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('account');

const p = messages.account.profile;

export const meta = () => [{ title: pageTitle(p.title) }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requirePersonalPage(context, request);
  const [info, branches] = await Promise.all([getProfileInfo(context.services, session.userId), listPickupBranches(context.services)]);
  return { info, branches };
}

type PinField = 'currentPin' | 'newPin' | 'repeatPin';
export type ProfileActionResult =
  | { intent: 'settings'; ok: true; message: string }
  | { intent: 'settings'; ok: false; fieldErrors: Partial<Record<SettingsField, string>>; formError: string; values: Record<string, string | boolean> }
  | { intent: 'pin'; ok: true; message: string }
  | { intent: 'pin'; ok: false; fieldErrors: Partial<Record<PinField, string>>; formError: string };

/** Field errors come back as data with status 200 (see logg-inn.tsx); the API answers 400 for the same rules. */
export async function action({ context, request }: Route.ActionArgs) {
  const session = await requirePersonalPage(context, request);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  if (text('intent') === 'pin') {
    const currentPin = text('currentPin');
    const newPin = text('newPin');
    if (!currentPin) return data<ProfileActionResult>({ intent: 'pin', ok: false, fieldErrors: { currentPin: messages.account.login.pinRequired }, formError: p.fixErrors });
    const verdict = checkNewPin(newPin, { repeat: text('repeatPin'), current: currentPin });
    if (!verdict.ok) return data<ProfileActionResult>({ intent: 'pin', ok: false, fieldErrors: { [verdict.field]: verdict.message }, formError: p.fixErrors });
    try {
      await changePin(context.services, session.userId, { currentPin, newPin }, { clientAddress: context.auth.clientAddress, currentSessionToken: context.auth.sessionToken ?? '' });
      return data<ProfileActionResult>({ intent: 'pin', ok: true, message: p.pinChanged });
    } catch (err) {
      if (isAppError(err) && err.code === 'current_pin_incorrect') {
        return data<ProfileActionResult>({ intent: 'pin', ok: false, fieldErrors: { currentPin: err.message }, formError: err.message });
      }
      if (isAppError(err) && (err.code === 'too_many_attempts' || err.code === 'invalid_pin')) {
        return data<ProfileActionResult>({ intent: 'pin', ok: false, fieldErrors: {}, formError: err.message });
      }
      context.services.log.error({ err, correlationId: context.correlationId }, 'PIN change failed');
      // SPEC §8: the generic change-PIN error.
      return data<ProfileActionResult>({ intent: 'pin', ok: false, fieldErrors: {}, formError: messages.profile.changePinError });
    }
  }
  const values = {
    email: text('email'),
    phoneNumber: text('phoneNumber'),
    receiveEmail: form.has('receiveEmail'),
    receiveSms: form.has('receiveSms'),
    preferredPickupBranch: text('preferredPickupBranch'),
  };
  try {
    await updateSettings(context.services, session.userId, values);
    return data<ProfileActionResult>({ intent: 'settings', ok: true, message: p.settingsSaved });
  } catch (err) {
    if (err instanceof SettingsRejected) {
      return data<ProfileActionResult>({ intent: 'settings', ok: false, fieldErrors: err.fields, formError: p.fixErrors, values });
    }
    context.services.log.error({ err, correlationId: context.correlationId }, 'settings save failed');
    return data<ProfileActionResult>({ intent: 'settings', ok: false, fieldErrors: {}, formError: p.settingsError, values });
  }
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { info, branches } = loaderData;
  const { csrfToken } = useRootAuth();
  const { showToast } = useToast();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' ? String(navigation.formData?.get('intent') ?? '') : '';

  // Success shows as a toast with JavaScript; the inline status below covers visits without it.
  useEffect(() => {
    if (actionData?.ok) showToast({ text: actionData.message, type: 'success' });
  }, [actionData, showToast]);

  const settingsResult = actionData?.intent === 'settings' ? actionData : null;
  const pinResult = actionData?.intent === 'pin' ? actionData : null;
  const settingsErrors = settingsResult && !settingsResult.ok ? settingsResult.fieldErrors : {};
  const pinErrors = pinResult && !pinResult.ok ? pinResult.fieldErrors : {};
  const sent = settingsResult && !settingsResult.ok ? settingsResult.values : null;
  const s = info.settings;
  const person = info.personalInformation;
  const address = [person.address, [person.postalCode, person.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

  return (
    <div className="page profile-page">
      <h1 className="page-heading">{p.title}</h1>
      {info.invalidProfile && (
        <div className="notice profile-page__invalid" role="alert">
          <h2>{p.invalidTitle}</h2>
          <p>{p.invalidText}</p>
        </div>
      )}

      <section aria-labelledby="profile-personal" className="profile-section">
        <h2 id="profile-personal">{p.personalHeading}</h2>
        <dl className="profile-facts">
          <dt>{p.name}</dt>
          <dd>{person.name}</dd>
          <dt>{p.birthDate}</dt>
          <dd>{person.birthDate ? formatDate(person.birthDate) : p.missing}</dd>
          <dt>{p.address}</dt>
          <dd>{address || p.missing}</dd>
          <dt>{p.cardNumber}</dt>
          <dd>{person.cardNumber ?? p.missing}</dd>
        </dl>
      </section>

      <section aria-labelledby="profile-contact" className="profile-section">
        <h2 id="profile-contact">{p.contactHeading}</h2>
        <p className="muted">{p.contactLead}</p>
        <Form method="post" noValidate className="profile-form" key={`settings-${JSON.stringify(s)}`}>
          <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
          <input type="hidden" name="intent" value="settings" />
          <FormStatus result={settingsResult} />
          <fieldset className="form-fieldset" aria-describedby={settingsErrors.receiveEmail ? 'receive-error' : undefined}>
            <legend>{p.channelsLegend}</legend>
            {settingsErrors.receiveEmail && (
              <p id="receive-error" className="form-field__error">
                {settingsErrors.receiveEmail}
              </p>
            )}
            <label className="form-check">
              <input type="checkbox" name="receiveEmail" defaultChecked={sent ? sent.receiveEmail === true : s.receiveEmail} />
              {p.receiveEmail}
            </label>
            <label className="form-check">
              <input type="checkbox" name="receiveSms" defaultChecked={sent ? sent.receiveSms === true : s.receiveSms} />
              {p.receiveSms}
            </label>
          </fieldset>
          <TextField name="email" label={p.email} type="email" autoComplete="email" defaultValue={sent ? String(sent.email) : (s.email ?? '')} error={settingsErrors.email} />
          <TextField
            name="phoneNumber"
            label={p.phoneNumber}
            type="tel"
            autoComplete="tel-national"
            defaultValue={sent ? String(sent.phoneNumber) : (s.phoneNumber ?? '')}
            error={settingsErrors.phoneNumber}
          />
          <SelectField
            name="preferredPickupBranch"
            label={p.preferredPickupBranch}
            defaultValue={sent ? String(sent.preferredPickupBranch) : (s.preferredPickupBranch ?? '')}
            options={branches}
            error={settingsErrors.preferredPickupBranch}
          />
          <button type="submit" className="button button--primary" disabled={busy === 'settings'}>
            {p.saveSettings}
          </button>
        </Form>
      </section>

      <section aria-labelledby="profile-pin" className="profile-section">
        <h2 id="profile-pin">{p.pinHeading}</h2>
        <Form method="post" noValidate className="profile-form" key={pinResult?.ok ? 'pin-done' : 'pin'}>
          <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
          <input type="hidden" name="intent" value="pin" />
          <FormStatus result={pinResult} />
          <TextField name="currentPin" label={p.currentPin} type="password" inputMode="numeric" autoComplete="current-password" error={pinErrors.currentPin} />
          <TextField name="newPin" label={p.newPin} hint={p.pinHint} type="password" inputMode="numeric" autoComplete="new-password" error={pinErrors.newPin} />
          <TextField name="repeatPin" label={p.repeatPin} type="password" inputMode="numeric" autoComplete="new-password" error={pinErrors.repeatPin} />
          <button type="submit" className="button button--primary" disabled={busy === 'pin'}>
            {p.changePin}
          </button>
        </Form>
      </section>

      <MyData />
    </div>
  );
}

/** Downloads of what the library holds and the way to delete the account (issue #20): plain links, work without JavaScript. */
function MyData() {
  const { t } = useTranslation('mydata');
  return (
    <section aria-labelledby="profile-data" className="profile-section">
      <h2 id="profile-data">{t('data.heading')}</h2>
      <p className="muted">{t('data.lead')}</p>
      <ul className="my-data__links">
        <li>
          <a href="/min-side/mine-data.json" download className="button button--secondary">
            {t('data.export')}
          </a>
        </li>
        <li>
          <a href="/min-side/historikk.csv" download className="button button--secondary">
            {t('data.history')}
          </a>
        </li>
        <li>
          <Link to="/min-side/slett-konto" className="button button--danger">
            {t('data.delete')}
          </Link>
        </li>
      </ul>
    </section>
  );
}

function FormStatus({ result }: { result: ProfileActionResult | null }) {
  if (!result) return null;
  return result.ok ? (
    <p className="form-success" role="status">
      {result.message}
    </p>
  ) : (
    <p className="form-error" role="alert">
      {result.formError}
    </p>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string;
  defaultValue?: string;
  error?: string;
  hint?: string;
  inputMode?: 'numeric';
}

function TextField({ name, label, type, autoComplete, defaultValue, error, hint, inputMode }: TextFieldProps) {
  const id = `${useId()}-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
      <input id={id} name={name} type={type} autoComplete={autoComplete} inputMode={inputMode} defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
    </div>
  );
}

function SelectField({ name, label, defaultValue, options, error }: { name: string; label: string; defaultValue: string; options: { value: string; text: string }[]; error?: string }) {
  const id = `${useId()}-${name}`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
      <select id={id} name={name} defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="">{p.noPreferredBranch}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </div>
  );
}
