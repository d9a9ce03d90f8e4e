// /ansatt/innhold/sider/{id} (issue #4, SPEC §3 Page): one content page's title, lead, tags, publish state and every text of its sections, with optimistic concurrency.
import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { formValues, getPageForEdit, parsePageForm, updatePage } from './ansatt.innhold.sider.skjema.server.ts';
import type { PageSlot } from '#core/contracts/staff.ts';
import { AdminForm, AdminPage, StaffErrorBoundary } from '#app/features/content-admin/admin-page.tsx';
import { Checkbox, Field, type Errors, type Values } from '#app/features/forms/bound-fields.tsx';
import {
  formItemId,
  requireContentStaff,
  rethrowAsStatus,
  runFormAction,
  type FormActionState,
} from '#app/features/content-admin/staff-access.server.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { useDataLang } from '#app/i18n/use-data-lang.ts';
import { notFound } from '#app/lib/responses.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.sider.skjema';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/sider`;

export const handle = { translated: true, i18n: ['staffContent'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title) },
  { name: 'robots', content: 'noindex' },
];

async function loadPage(context: Route.LoaderArgs['context'], request: Request, rawId: string) {
  const actor = await requireContentStaff(context, request, 'page');
  const id = formItemId(rawId) ?? notFound();
  try {
    return { actor, id, page: await getPageForEdit(context.services, actor, id) };
  } catch (err) {
    rethrowAsStatus(err);
  }
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { sections: _sections, ...page } = (await loadPage(context, request, params.pageId)).page;
  return { page, title: requestTranslator(request)('staffContent:pageForm.metaTitle', { title: page.values.title }) };
}

export async function action({ context, request, params }: Route.ActionArgs): Promise<FormActionState> {
  const { actor, id, page } = await loadPage(context, request, params.pageId);
  const form = await request.formData();
  const version = String(form.get('version') ?? '');
  const values = formValues(form);
  delete values.version;
  // The body's fields follow the page's sections: parsed here against the page as loaded, and again by the service against the page as stored.
  const parsed = parsePageForm(page.sections, values, requestTranslator(request));
  if (!parsed.ok) return { values, fieldErrors: parsed.fieldErrors };
  return runFormAction(context, request, values, async () => {
    await updatePage(context.services, actor, id, values, version);
    throw redirect(`${BASE}?ok=updated`);
  });
}

/** A body text's label: "Del 2: tekst 1", "Part 2: text 1". */
function useSlotLabel(): (slot: PageSlot) => string {
  const { t } = useTranslation('staffContent', { keyPrefix: 'pageForm' });
  return ({ label }) => t('slotLabel', { number: label.part, name: t(`slots.${label.name}`, { n: label.n ?? 1 }) });
}

function SlotField({ slot, values, errors }: { slot: PageSlot; values: Values; errors: Errors }) {
  const { t } = useTranslation('staffContent');
  const slotLabel = useSlotLabel();
  return (
    <Field
      name={slot.key}
      label={slotLabel(slot)}
      values={values}
      errors={errors}
      required={slot.required}
      multiline={slot.kind === 'text'}
      rows={slot.kind === 'text' ? 4 : undefined}
      hint={slot.kind === 'link' ? t('form.linkHint') : undefined}
    />
  );
}

export default function PageForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('staffContent');
  // A part's heading is the page's own (bokmål) text.
  const dataLang = useDataLang();
  const slotLabel = useSlotLabel();
  const { page } = loaderData;
  const values = actionData?.values ?? page.values;
  const errors = actionData?.fieldErrors ?? {};
  const own = {
    title: t('column.title'),
    lead: t('pageForm.lead'),
    tags: t('pageForm.tags'),
    published: t('pageForm.published'),
  };
  const labels = {
    ...own,
    ...Object.fromEntries(page.groups.flatMap((g) => g.slots.map((slot) => [slot.key, slotLabel(slot)]))),
  };
  const heading = t('pageForm.heading', { title: page.values.title });
  return (
    <AdminPage title={heading} trail={[{ to: BASE, label: t('types.page.plural') }]}>
      <p>
        {t('pageForm.address')} <Link to={`/${page.slug}`}>/{page.slug}</Link> {t('pageForm.whenPublished')}
      </p>
      <AdminForm
        heading={heading}
        errors={errors}
        labels={labels}
        formError={actionData?.formError}
        version={page.version}
        submit={t('form.saveChanges')}
        cancelTo={BASE}
      >
        <Field name="title" label={own.title} values={values} errors={errors} required />
        <Field
          name="lead"
          label={own.lead}
          values={values}
          errors={errors}
          multiline
          rows={2}
          hint={t('pageForm.leadHint')}
        />
        <Field name="tags" label={own.tags} values={values} errors={errors} hint={t('pageForm.tagsHint')} />
        {page.alwaysPublished ? (
          <p className="muted">{t('pageForm.legal')}</p>
        ) : (
          <Checkbox name="published" label={t('pageForm.publishedLabel')} values={values} errors={errors} />
        )}
        {page.alwaysPublished && <input type="hidden" name="published" value="on" />}
        <h2>{t('pageForm.content')}</h2>
        <p className="muted">{t('pageForm.contentHint')}</p>
        {page.groups.map((group) => (
          <fieldset key={group.part} className="form-fieldset admin-fieldset">
            <legend>
              {t('pageForm.part', { number: group.part })} (
              {group.heading ? (
                <span lang={dataLang}>{t('pageForm.partHeading', { heading: group.heading })}</span>
              ) : (
                t('pageForm.noHeading')
              )}
              )
            </legend>
            {group.notes.map((note) => (
              <p key={note.kind === 'list' ? `list-${note.listId}` : 'events'} className="muted">
                {note.kind === 'list' ? t('pageForm.listNote', { id: note.listId }) : t('pageForm.eventsNote')}
              </p>
            ))}
            {group.slots.map((slot) => (
              <SlotField key={slot.key} slot={slot} values={values} errors={errors} />
            ))}
          </fieldset>
        ))}
      </AdminForm>
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
