// /min-side/profil (SPEC §2, §4, §5): personal information, contact settings, preferred pickup branch and PIN change; where an invalid profile is fixed.
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import { formatDate } from '#core/dates.ts';
import { isAppError } from '#core/errors.ts';
import { LANGUAGE_NAMES, LANGUAGES, pageLanguage } from '#core/i18n/languages.ts';
import type { CatalogueT } from '#core/i18n/translator.ts';
import { checkNewPin } from '#core/pin.ts';
import {
  changePin,
  getNoticeSettings,
  getProfileInfo,
  listPickupBranches,
  SettingsRejected,
  updateNoticeSettings,
  updateSettings,
} from './min-side.profil.server.ts';
import type { NoticeSettings, SettingsField } from '#core/contracts/account.ts';
import { validationTexts } from '#core/account-validation-text.ts';
import { requestErrorMessage, requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useLanguage } from '#app/i18n/use-language.ts';
import { useToast } from '#app/components/toast/toast-provider.tsx';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { pageTitle } from '#app/lib/site.ts';
import { requirePersonalPage } from '#app/session.server.ts';
import type { Route } from './+types/min-side.profil';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('account');

/** The page's texts come from the catalogue (decision 028); the SPEC §8 change-PIN error and the service's PIN refusals are still bokmål. */
export const handle = { translated: true, i18n: ['account', 'mydata'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: pageTitle(loaderData?.title) }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requirePersonalPage(context, request);
  const [info, branches, noticeSettings] = await Promise.all([
    getProfileInfo(context.services, session.userId),
    listPickupBranches(context.services),
    getNoticeSettings(context.services, session.userId),
  ]);
  // The notices' texts are a server-only namespace (docs/decisions/033): the section's labels come with the data.
  const notices = {
    ...noticeSettings,
    texts: noticeChoiceTexts(requestTranslator(request)),
    pageLanguage: pageLanguage(request.headers),
  };
  return { info, branches, notices, title: requestTranslator(request)('account:profile.title') };
}

function noticeChoiceTexts(t: CatalogueT) {
  return {
    heading: t('notices:settings.heading'),
    lead: t('notices:settings.lead'),
    language: t('notices:settings.language'),
    kindsLegend: t('notices:settings.kindsLegend'),
    always: t('notices:settings.always'),
    save: t('notices:settings.save'),
    kinds: {
      ready_for_pickup: t('notices:settings.kind.ready_for_pickup'),
      pickup_reminder: t('notices:settings.kind.pickup_reminder'),
      due_in_3_days: t('notices:settings.kind.due_in_3_days'),
      due_in_1_day: t('notices:settings.kind.due_in_1_day'),
      overdue: t('notices:settings.kind.overdue'),
      available_now: t('notices:settings.kind.available_now'),
      saved_search_new_titles: t('notices:settings.kind.saved_search_new_titles'),
    } satisfies Record<NoticeSettings['kinds'][number]['kind'], string>,
  };
}

type PinField = 'currentPin' | 'newPin' | 'repeatPin';
export type ProfileActionResult =
  | { intent: 'settings'; ok: true; message: string }
  | {
      intent: 'settings';
      ok: false;
      fieldErrors: Partial<Record<SettingsField, string>>;
      formError: string;
      values: Record<string, string | boolean>;
    }
  | { intent: 'pin'; ok: true; message: string }
  | { intent: 'pin'; ok: false; fieldErrors: Partial<Record<PinField, string>>; formError: string }
  | { intent: 'notices'; ok: true; message: string }
  | { intent: 'notices'; ok: false; formError: string };

/** Field errors come back as data with status 200 (see logg-inn.tsx); the API answers 400 for the same rules. */
export async function action({ context, request }: Route.ActionArgs) {
  const session = await requirePersonalPage(context, request);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  const tr = requestTranslator(request);
  if (text('intent') === 'notices') {
    // A plain form post: the ticked boxes come as `notice` values, an unticked one not at all (docs/decisions/033).
    const t = requestTranslator(request);
    try {
      await updateNoticeSettings(context.services, session.userId, {
        language: text('noticeLanguage'),
        kinds: form.getAll('notice').map(String),
      });
      return data<ProfileActionResult>({ intent: 'notices', ok: true, message: t('notices:settings.saved') });
    } catch (err) {
      if (isAppError(err) && err.code === 'unknown_language')
        return data<ProfileActionResult>({
          intent: 'notices',
          ok: false,
          formError: t('notices:settings.unknownLanguage'),
        });
      throw err;
    }
  }
  if (text('intent') === 'pin') {
    const currentPin = text('currentPin');
    const newPin = text('newPin');
    if (!currentPin)
      return data<ProfileActionResult>({
        intent: 'pin',
        ok: false,
        fieldErrors: { currentPin: tr('account:profile.pinRequired') },
        formError: tr('account:profile.fixErrors'),
      });
    const verdict = checkNewPin(newPin, { repeat: text('repeatPin'), current: currentPin });
    if (!verdict.ok)
      return data<ProfileActionResult>({
        intent: 'pin',
        ok: false,
        fieldErrors: { [verdict.field]: tr(`account:validation.${verdict.problem}`) },
        formError: tr('account:profile.fixErrors'),
      });
    try {
      await changePin(
        context.services,
        session.userId,
        { currentPin, newPin },
        { clientAddress: context.auth.clientAddress, currentSessionToken: context.auth.sessionToken ?? '' },
      );
      return data<ProfileActionResult>({ intent: 'pin', ok: true, message: tr('account:profile.pinChanged') });
    } catch (err) {
      if (isAppError(err) && err.code === 'current_pin_incorrect') {
        return data<ProfileActionResult>({
          intent: 'pin',
          ok: false,
          fieldErrors: { currentPin: requestErrorMessage(request, err) },
          formError: requestErrorMessage(request, err),
        });
      }
      if (isAppError(err) && (err.code === 'too_many_attempts' || err.code === 'invalid_pin')) {
        return data<ProfileActionResult>({
          intent: 'pin',
          ok: false,
          fieldErrors: {},
          formError: requestErrorMessage(request, err),
        });
      }
      context.services.log.error({ err, correlationId: context.correlationId }, 'PIN change failed');
      // SPEC §8: the generic change-PIN error.
      return data<ProfileActionResult>({
        intent: 'pin',
        ok: false,
        fieldErrors: {},
        formError: requestTranslator(request)('messages:profile.changePinError'),
      });
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
    return data<ProfileActionResult>({ intent: 'settings', ok: true, message: tr('account:profile.settingsSaved') });
  } catch (err) {
    if (err instanceof SettingsRejected) {
      return data<ProfileActionResult>({
        intent: 'settings',
        ok: false,
        fieldErrors: validationTexts(tr, err.fields),
        formError: tr('account:profile.fixErrors'),
        values,
      });
    }
    context.services.log.error({ err, correlationId: context.correlationId }, 'settings save failed');
    return data<ProfileActionResult>({
      intent: 'settings',
      ok: false,
      fieldErrors: {},
      formError: tr('account:profile.settingsError'),
      values,
    });
  }
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t: p } = useTranslation('account', { keyPrefix: 'profile' });
  const language = useLanguage();
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
  const noticesResult = actionData?.intent === 'notices' ? actionData : null;
  const settingsErrors = settingsResult && !settingsResult.ok ? settingsResult.fieldErrors : {};
  const pinErrors = pinResult && !pinResult.ok ? pinResult.fieldErrors : {};
  const sent = settingsResult && !settingsResult.ok ? settingsResult.values : null;
  const s = info.settings;
  const person = info.personalInformation;
  const address = [person.address, [person.postalCode, person.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

  return (
    <div className="page profile-page">
      <h1 className="page-heading">{p('title')}</h1>
      {info.invalidProfile && (
        <div className="notice profile-page__invalid" role="alert">
          <h2>{p('invalidTitle')}</h2>
          <p>{p('invalidText')}</p>
        </div>
      )}

      <section aria-labelledby="profile-personal" className="profile-section">
        <h2 id="profile-personal">{p('personalHeading')}</h2>
        <dl className="profile-facts">
          <dt>{p('name')}</dt>
          <dd>{person.name}</dd>
          <dt>{p('birthDate')}</dt>
          <dd>{person.birthDate ? formatDate(person.birthDate, language) : p('missing')}</dd>
          <dt>{p('address')}</dt>
          <dd>{address || p('missing')}</dd>
          <dt>{p('cardNumber')}</dt>
          <dd>{person.cardNumber ?? p('missing')}</dd>
        </dl>
      </section>

      <section aria-labelledby="profile-contact" className="profile-section">
        <h2 id="profile-contact">{p('contactHeading')}</h2>
        <p className="muted">{p('contactLead')}</p>
        <Form method="post" noValidate className="profile-form" key={`settings-${JSON.stringify(s)}`}>
          <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
          <input type="hidden" name="intent" value="settings" />
          <FormStatus result={settingsResult} />
          <fieldset
            className="form-fieldset"
            aria-describedby={settingsErrors.receiveEmail ? 'receive-error' : undefined}
          >
            <legend>{p('channelsLegend')}</legend>
            {settingsErrors.receiveEmail && (
              <p id="receive-error" className="form-field__error">
                {settingsErrors.receiveEmail}
              </p>
            )}
            <label className="form-check">
              <input
                type="checkbox"
                name="receiveEmail"
                defaultChecked={sent ? sent.receiveEmail === true : s.receiveEmail}
              />
              {p('receiveEmail')}
            </label>
            <label className="form-check">
              <input
                type="checkbox"
                name="receiveSms"
                defaultChecked={sent ? sent.receiveSms === true : s.receiveSms}
              />
              {p('receiveSms')}
            </label>
          </fieldset>
          <TextField
            name="email"
            label={p('email')}
            type="email"
            autoComplete="email"
            defaultValue={sent ? String(sent.email) : (s.email ?? '')}
            error={settingsErrors.email}
          />
          <TextField
            name="phoneNumber"
            label={p('phoneNumber')}
            type="tel"
            autoComplete="tel-national"
            defaultValue={sent ? String(sent.phoneNumber) : (s.phoneNumber ?? '')}
            error={settingsErrors.phoneNumber}
          />
          <SelectField
            name="preferredPickupBranch"
            label={p('preferredPickupBranch')}
            defaultValue={sent ? String(sent.preferredPickupBranch) : (s.preferredPickupBranch ?? '')}
            options={branches}
            error={settingsErrors.preferredPickupBranch}
          />
          <button type="submit" className="button button--primary" disabled={busy === 'settings'}>
            {p('saveSettings')}
          </button>
        </Form>
      </section>

      <NoticeChoices
        notices={loaderData.notices}
        result={noticesResult}
        csrfToken={csrfToken ?? ''}
        busy={busy === 'notices'}
      />

      <section aria-labelledby="profile-pin" className="profile-section">
        <h2 id="profile-pin">{p('pinHeading')}</h2>
        <Form method="post" noValidate className="profile-form" key={pinResult?.ok ? 'pin-done' : 'pin'}>
          <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
          <input type="hidden" name="intent" value="pin" />
          <FormStatus result={pinResult} />
          <TextField
            name="currentPin"
            label={p('currentPin')}
            type="password"
            inputMode="numeric"
            autoComplete="current-password"
            error={pinErrors.currentPin}
          />
          <TextField
            name="newPin"
            label={p('newPin')}
            hint={p('pinHint')}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            error={pinErrors.newPin}
          />
          <TextField
            name="repeatPin"
            label={p('repeatPin')}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            error={pinErrors.repeatPin}
          />
          <button type="submit" className="button button--primary" disabled={busy === 'pin'}>
            {p('changePin')}
          </button>
        </Form>
      </section>

      <MyData />
    </div>
  );
}

/**
 * Which notices the patron gets and in which language (issue #20, docs/decisions/033): a plain form post, so it works
 * without JavaScript. The labels are in the page's language, which the section says with `lang` (the rest of the
 * page is bokmål so far).
 */
function NoticeChoices({
  notices,
  result,
  csrfToken,
  busy,
}: {
  notices: Route.ComponentProps['loaderData']['notices'];
  result: ProfileActionResult | null;
  csrfToken: string;
  busy: boolean;
}) {
  const { texts } = notices;
  const languageId = useId();
  return (
    <section aria-labelledby="profile-notices" className="profile-section" lang={notices.pageLanguage}>
      <h2 id="profile-notices">{texts.heading}</h2>
      <p className="muted">{texts.lead}</p>
      <Form
        method="post"
        noValidate
        className="profile-form"
        key={`notices-${notices.language}-${notices.kinds.map((k) => Number(k.on)).join('')}`}
      >
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <input type="hidden" name="intent" value="notices" />
        <FormStatus result={result} />
        <div className="form-field">
          <label htmlFor={languageId}>{texts.language}</label>
          <select id={languageId} name="noticeLanguage" defaultValue={notices.language}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="form-fieldset">
          <legend>{texts.kindsLegend}</legend>
          {notices.kinds.map(({ kind, on }) => (
            <label className="form-check" key={kind}>
              <input type="checkbox" name="notice" value={kind} defaultChecked={on} />
              {texts.kinds[kind]}
            </label>
          ))}
        </fieldset>
        <p className="muted">{texts.always}</p>
        <button type="submit" className="button button--primary" disabled={busy}>
          {texts.save}
        </button>
      </Form>
    </section>
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
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}

function SelectField({
  name,
  label,
  defaultValue,
  options,
  error,
}: {
  name: string;
  label: string;
  defaultValue: string;
  options: { value: string; text: string }[];
  error?: string;
}) {
  const { t: p } = useTranslation('account', { keyPrefix: 'profile' });
  const id = `${useId()}-${name}`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{p('noPreferredBranch')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </div>
  );
}
