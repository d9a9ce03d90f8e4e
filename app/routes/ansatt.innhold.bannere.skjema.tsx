// /ansatt/innhold/bannere/ny and /ansatt/innhold/bannere/{id} (issue #4): the banner form (message, link and link text, active).
import { useTranslation } from 'react-i18next';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import {
  bannerFormSchema,
  createBanner,
  getBannerForEdit,
  updateBanner,
} from './ansatt.innhold.bannere.skjema.server.ts';
import { AdminForm, AdminPage, StaffErrorBoundary } from '#app/features/content-admin/admin-page.tsx';
import { Checkbox, Field } from '#app/features/forms/bound-fields.tsx';
import {
  formItemId,
  requireContentStaff,
  rethrowAsStatus,
  saveStaffForm,
  type FormActionState,
} from '#app/features/content-admin/staff-access.server.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.bannere.skjema';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/bannere`;

export const handle = { translated: true, i18n: ['staffContent'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'banner');
  const id = formItemId(params.bannerId);
  const title = requestTranslator(request)(id === null ? 'staffContent:banners.new' : 'staffContent:bannerForm.edit');
  if (id === null) return { id: null, values: { active: 'on' } as Record<string, string>, title };
  try {
    return { id, values: await getBannerForEdit(context.services, actor, id), title };
  } catch (err) {
    rethrowAsStatus(err);
  }
}

export async function action({ context, request, params }: Route.ActionArgs): Promise<FormActionState> {
  return saveStaffForm(
    context,
    request,
    { type: 'banner', itemId: params.bannerId, schema: bannerFormSchema, listPath: BASE },
    {
      create: (actor, data) => createBanner(context.services, actor, data),
      update: (actor, id, data) => updateBanner(context.services, actor, id, data),
    },
  );
}

export default function BannerForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('staffContent');
  const { id } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const heading = id ? t('bannerForm.edit') : t('banners.new');
  const labels = { message: t('banners.message'), link: t('bannerForm.link'), linkText: t('bannerForm.linkText') };
  return (
    <AdminPage title={heading} trail={[{ to: BASE, label: t('types.banner.plural') }]}>
      <AdminForm
        heading={heading}
        errors={errors}
        labels={labels}
        formError={actionData?.formError}
        submit={id ? t('form.saveChanges') : t('bannerForm.create')}
        cancelTo={BASE}
      >
        <Field
          name="message"
          label={labels.message}
          values={values}
          errors={errors}
          required
          multiline
          rows={3}
          hint={t('bannerForm.messageHint')}
        />
        <Field name="link" label={labels.link} values={values} errors={errors} hint={t('bannerForm.linkHint')} />
        <Field
          name="linkText"
          label={labels.linkText}
          values={values}
          errors={errors}
          hint={t('bannerForm.linkTextHint')}
        />
        <Checkbox name="active" label={t('bannerForm.active')} values={values} />
        {id && (
          // Issue #18: a changed text is shown again to everyone who closed the banner, unless this is ticked.
          <Checkbox
            name="keepDismissed"
            label={t('bannerForm.keepDismissed')}
            hint={t('bannerForm.keepDismissedHint')}
            values={values}
          />
        )}
      </AdminForm>
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
