// /ansatt/innhold/lister/ny and /ansatt/innhold/lister/{id} (issue #4): a staff list's title, description, works (numbers or work page addresses, in order) and published state.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_AREA_PATH, STAFF_LIST_MAX_ITEMS } from '#core/content-admin.ts';
import {
  createStaffList,
  getStaffListForEdit,
  staffListFormSchema,
  updateStaffList,
} from './ansatt.innhold.lister.skjema.server.ts';
import { AdminForm, AdminPage, StaffErrorBoundary } from '#app/features/content-admin/admin-page.tsx';
import { Checkbox, Field } from '#app/features/forms/bound-fields.tsx';
import {
  formItemId,
  requireContentStaff,
  rethrowAsStatus,
  saveStaffForm,
  type FormActionState,
} from '#app/features/content-admin/staff-access.server.ts';
import { workHref } from '#app/features/content/work-list.tsx';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.lister.skjema';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('content', 'staff');

const BASE = `${CONTENT_AREA_PATH}/lister`;

export const handle = { translated: true, i18n: ['staffContent'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'staff_list');
  const id = formItemId(params.listId);
  const t = requestTranslator(request);
  if (id === null) {
    const title = t('staffContent:lists.new');
    return { id, version: '', values: {} as Record<string, string>, authorName: actor.name, works: [], title };
  }
  try {
    const list = await getStaffListForEdit(context.services, actor, id);
    return { id, ...list, title: t('staffContent:listForm.editTitle', { title: list.values.title }) };
  } catch (err) {
    rethrowAsStatus(err);
  }
}

export async function action({ context, request, params }: Route.ActionArgs): Promise<FormActionState> {
  return saveStaffForm(
    context,
    request,
    { type: 'staff_list', itemId: params.listId, schema: staffListFormSchema, listPath: BASE },
    {
      create: (actor, data) => createStaffList(context.services, actor, data),
      update: (actor, id, data, version) => updateStaffList(context.services, actor, id, data, version),
    },
  );
}

export default function StaffListForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('staffContent');
  const { id, version, authorName, works } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const heading = id ? t('listForm.edit') : t('lists.new');
  const labels = { title: t('column.title'), description: t('listForm.description'), items: t('listForm.items') };
  return (
    <AdminPage title={heading} trail={[{ to: BASE, label: t('types.staff_list.plural') }]}>
      <p>
        {t('listForm.by', { name: authorName })}
        {id ? ' ' : ''}
        {id && <Link to={`/lister/${id}`}>{t('listForm.seeOnSite')}</Link>}
        {id && ` ${t('listForm.whenPublished')}`}
      </p>
      <AdminForm
        heading={heading}
        errors={errors}
        labels={labels}
        formError={actionData?.formError}
        version={version}
        submit={id ? t('form.saveChanges') : t('listForm.create')}
        cancelTo={BASE}
      >
        <Field name="title" label={labels.title} values={values} errors={errors} required />
        <Field
          name="description"
          label={labels.description}
          values={values}
          errors={errors}
          multiline
          rows={3}
          hint={t('listForm.descriptionHint')}
        />
        <Field
          name="items"
          label={labels.items}
          values={values}
          errors={errors}
          multiline
          rows={8}
          hint={t('listForm.itemsHint', { max: STAFF_LIST_MAX_ITEMS })}
        />
        <Checkbox name="published" label={t('listForm.published')} values={values} />
      </AdminForm>
      {works.length > 0 && (
        <section className="admin-section" aria-labelledby="list-works-heading">
          <h2 id="list-works-heading">{t('listForm.worksNow')}</h2>
          <ol className="admin-work-list">
            {works.map((work) => (
              <li key={work.id}>
                <Link to={workHref(work)}>{work.title}</Link>{' '}
                <span className="muted">
                  {t('listForm.work', { creators: work.creators || t('listForm.unknownCreator'), id: work.id })}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
