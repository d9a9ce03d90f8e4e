// /ansatt/kopikatalogisering (issue #17, staff): fetch a record by ISBN from a national or union catalogue over SRU, preview the candidates, import one (docs/decisions/019).
import { data, Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAppError } from '#core/errors.ts';
import { pageLanguage, type Language } from '#core/i18n/languages.ts';
import { translatorFor } from '#core/i18n/translator.ts';
import {
  appErrorMessage,
  importCopyCandidate,
  searchCopyCandidates,
  sruSettings,
} from './ansatt.kopikatalogisering.server.ts';
import type { CopySearch } from '#core/contracts/staff.ts';
import { staffErrorBoundary } from '#app/components/shell/staff-error-boundary.tsx';
import { requireContentStaff } from '#app/features/content-admin/staff-access.server.ts';
import { TextField } from '#app/features/forms/fields.tsx';
import { StaffNav } from '#app/features/staff/staff-nav.tsx';
import { useRootAuth } from '#app/lib/root-auth.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.kopikatalogisering';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

export const handle = { translated: true, i18n: ['staff'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title) },
  { name: 'robots', content: 'noindex' },
];

const COPY_CATALOGUING_PATH = '/ansatt/kopikatalogisering';

/** A recording may name dozens of performers; the preview names the first few. */
const SHOWN_CREATORS = 6;

/** A calm message instead of the error page: bad input under the field, an outside service's trouble above the results. */
type Problem = { message: string; field: boolean };

function problemOf(err: unknown, language: Language): Problem {
  if (isAppError(err) && err.kind !== 'forbidden' && err.kind !== 'unauthenticated')
    return { message: appErrorMessage(err, language), field: err.code === 'invalid_isbn' };
  throw err;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireContentStaff(context, request);
  const language = pageLanguage(request.headers);
  const title = translatorFor(language)('staff:copy.title');
  const settings = sruSettings(context.services.config);
  if (!settings) return { title, configured: false as const };
  const isbn = (new URL(request.url).searchParams.get('isbn') ?? '').trim();
  let search: CopySearch | null = null;
  let problem: Problem | null = null;
  if (isbn) {
    try {
      search = await searchCopyCandidates(context.services, isbn);
    } catch (err) {
      problem = problemOf(err, language);
    }
  }
  return { title, configured: true as const, host: settings.host, isbn, search, problem };
}

type ImportResult = { ok: true; title: string; workPath: string; created: boolean } | { ok: false; message: string };

export async function action({ context, request }: Route.ActionArgs) {
  await requireContentStaff(context, request);
  const form = await request.formData();
  const isbn = String(form.get('isbn') ?? '');
  const recordId = String(form.get('recordId') ?? '');
  try {
    const imported = await importCopyCandidate(context.services, isbn, recordId);
    return data<ImportResult>({ ok: true, ...imported });
  } catch (err) {
    const problem = problemOf(err, pageLanguage(request.headers));
    return data<ImportResult>({ ok: false, message: problem.message }, { status: isAppError(err) ? err.status : 500 });
  }
}

function Outcome({ result }: { result: ImportResult | undefined }) {
  const { t } = useTranslation('staff', { keyPrefix: 'copy' });
  if (!result) return null;
  if (!result.ok) {
    return (
      <p className="form-error" role="alert">
        {result.message}
      </p>
    );
  }
  return (
    <div className="form-success" role="status">
      <p>{t(result.created ? 'imported' : 'updated', { title: result.title })}</p>
      <p>
        <Link to={result.workPath}>{t('toWork')}</Link>
      </p>
    </div>
  );
}

function Candidates({ search }: { search: CopySearch }) {
  const { csrfToken } = useRootAuth();
  const { t } = useTranslation('staff', { keyPrefix: 'copy' });
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('recordId') : null;
  return (
    <section aria-labelledby="copy-results" className="copy-results">
      <h2 id="copy-results">{t('resultsHeading', { isbn: search.isbn })}</h2>
      {search.candidates.length === 0 ? (
        <p>{t('noHits', { isbn: search.isbn, host: search.host })}</p>
      ) : (
        <p className="muted">
          {search.candidates.length < search.total
            ? t('shownOf', { shown: search.candidates.length, total: search.total })
            : t('hits', { count: search.total })}{' '}
          {t('copiesNote')}
        </p>
      )}
      <ul className="card-list copy-results__list">
        {search.candidates.map((c, i) => (
          <li key={c.recordId} className="card copy-candidate">
            <h3 id={`kandidat-${i}`} className="card__title">
              {c.title}
              {c.subtitle ? ` : ${c.subtitle}` : ''}
            </h3>
            <dl className="copy-candidate__facts">
              {c.creators.length > 0 && (
                <>
                  <dt>{t('creators')}</dt>
                  <dd>
                    {c.creators
                      .slice(0, SHOWN_CREATORS)
                      .map((p) => `${p.name} (${p.role.toLowerCase()})`)
                      .join(', ')}
                    {c.creators.length > SHOWN_CREATORS
                      ? ` ${t('moreCreators', { count: c.creators.length - SHOWN_CREATORS })}`
                      : ''}
                  </dd>
                </>
              )}
              {(c.year !== null || c.publisher) && (
                <>
                  <dt>{t('year')}</dt>
                  <dd>{[c.publisher, c.year].filter((v) => v !== null && v !== '').join(', ')}</dd>
                </>
              )}
              <dt>{t('mediaType')}</dt>
              <dd>
                {c.format && c.format !== c.mediaType ? `${c.mediaType}, ${c.format.toLowerCase()}` : c.mediaType}
              </dd>
              {c.isbn && (
                <>
                  <dt>{t('isbnLabel')}</dt>
                  <dd>{c.isbn}</dd>
                </>
              )}
              {c.extent && (
                <>
                  <dt>{t('extent')}</dt>
                  <dd>{c.extent}</dd>
                </>
              )}
              <dt>{t('recordId')}</dt>
              <dd>{c.recordId}</dd>
            </dl>
            {c.existingWorkPath && (
              <p>
                {t('existing')} <Link to={c.existingWorkPath}>{t('existingLink')}</Link>
              </p>
            )}
            <Form method="post" action={`${COPY_CATALOGUING_PATH}?isbn=${encodeURIComponent(search.isbn)}`}>
              <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
              <input type="hidden" name="isbn" value={search.isbn} />
              <input type="hidden" name="recordId" value={c.recordId} />
              <button
                type="submit"
                className={c.existingWorkPath ? 'button button--secondary' : 'button button--primary'}
                aria-describedby={`kandidat-${i}`}
                disabled={busy === c.recordId}
              >
                {t(c.existingWorkPath ? 'importAgain' : 'importNew')}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      {search.unusable.length > 0 && (
        <div className="copy-results__unusable">
          <p>{t('unusable', { count: search.unusable.length })}</p>
          <ul>
            {search.unusable.map((why, i) => (
              <li key={i}>{why}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

export default function CopyCataloguing({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('staff', { keyPrefix: 'copy' });
  const searching = useNavigation().state === 'loading';
  if (!loaderData.configured) {
    return (
      <div className="page copy-page">
        <StaffNav />
        <h1 className="page-heading">{t('title')}</h1>
        <section className="notice" aria-labelledby="copy-not-configured">
          <h2 id="copy-not-configured">{t('notConfiguredHeading')}</h2>
          <p>{t('notConfigured')}</p>
        </section>
      </div>
    );
  }
  const { host, isbn, search, problem } = loaderData;
  return (
    <div className="page copy-page">
      <StaffNav />
      <h1 className="page-heading">{t('title')}</h1>
      <p className="lead">{t('lead', { host })}</p>
      <Form method="get" className="copy-page__search">
        <TextField
          key={isbn}
          name="isbn"
          label={t('isbn')}
          hint={t('isbnHint')}
          defaultValue={isbn}
          inputMode="text"
          autoComplete="off"
          error={problem?.field ? problem.message : undefined}
          required
        />
        <button type="submit" className="button button--primary" disabled={searching}>
          {t('search')}
        </button>
      </Form>
      <Outcome result={actionData} />
      {problem && !problem.field && (
        <p className="form-error" role="alert">
          {problem.message}
        </p>
      )}
      {search && <Candidates search={search} />}
    </div>
  );
}

export const ErrorBoundary = staffErrorBoundary('staff');
