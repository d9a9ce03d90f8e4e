// /ansatt/innhold/kampanjer/ny and /ansatt/innhold/kampanjer/{id} (issue #4, SPEC §3 Campaign): type, pages and placement, screens, presentation, pictures, text and link, active.
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_TYPES, SCREEN_PRESENTATION_TYPES, VERTICAL_PLACEMENTS } from '#core/campaign.ts';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import {
  campaignFormSchema,
  createCampaign,
  getCampaignForEdit,
  screenChoices,
  updateCampaign,
} from './ansatt.innhold.kampanjer.skjema.server.ts';
import { AdminForm, AdminPage, StaffErrorBoundary } from '#app/features/content-admin/admin-page.tsx';
import { Checkbox, Choices, Field } from '#app/features/forms/bound-fields.tsx';
import {
  formItemId,
  requireContentStaff,
  rethrowAsStatus,
  saveStaffForm,
  type FormActionState,
} from '#app/features/content-admin/staff-access.server.ts';
import { requestTranslator } from '#app/i18n/request-translator.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.kampanjer.skjema';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/kampanjer`;

const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, text: label(value) }));

export const handle = { translated: true, i18n: ['staffContent'] };

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'campaign');
  const id = formItemId(params.campaignId);
  const screens = await screenChoices(context.services);
  const t = requestTranslator(request);
  if (id === null) {
    return {
      title: t('staffContent:campaigns.new'),
      id,
      version: '',
      values: {
        campaignType: 'hero',
        pages: 'forside',
        verticalPlacement: 'top',
        screenPresentationType: 'image',
        active: 'on',
      } as Record<string, string>,
      screens,
    };
  }
  try {
    const campaign = await getCampaignForEdit(context.services, actor, id);
    return {
      id,
      ...campaign,
      screens,
      title: t('staffContent:campaignForm.editTitle', { title: campaign.values.title }),
    };
  } catch (err) {
    rethrowAsStatus(err);
  }
}

export async function action({ context, request, params }: Route.ActionArgs): Promise<FormActionState> {
  return saveStaffForm(
    context,
    request,
    { type: 'campaign', itemId: params.campaignId, schema: campaignFormSchema, listPath: BASE },
    {
      create: (actor, data) => createCampaign(context.services, actor, data),
      update: (actor, id, data, version) => updateCampaign(context.services, actor, id, data, version),
    },
  );
}

export default function CampaignForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('staffContent');
  const { id, version, screens } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const heading = id ? t('campaignForm.edit') : t('campaigns.new');
  const labels: Record<string, string> = {
    title: t('column.title'),
    text: t('campaignForm.text'),
    link: t('campaignForm.link'),
    campaignType: t('campaigns.type'),
    pages: t('campaignForm.pages'),
    verticalPlacement: t('campaignForm.verticalPlacement'),
    screens: t('campaignForm.screens'),
    screenPresentationType: t('campaignForm.screenPresentationType'),
    imageUrl: t('campaignForm.imageUrl'),
    imageVerticalUrl: t('campaignForm.imageVerticalUrl'),
    imageHorizontalUrl: t('campaignForm.imageHorizontalUrl'),
  };
  return (
    <AdminPage title={heading} trail={[{ to: BASE, label: t('types.campaign.plural') }]}>
      <AdminForm
        heading={heading}
        errors={errors}
        labels={labels}
        formError={actionData?.formError}
        version={version}
        submit={id ? t('form.saveChanges') : t('campaignForm.create')}
        cancelTo={BASE}
      >
        <Field name="title" label={labels.title} values={values} errors={errors} required />
        <Field name="text" label={labels.text} values={values} errors={errors} multiline rows={3} />
        <Field name="link" label={labels.link} values={values} errors={errors} hint={t('campaignForm.linkHint')} />
        <Choices
          name="campaignType"
          legend={labels.campaignType}
          type="radio"
          options={options(CAMPAIGN_TYPES, (type) => t(`campaigns.types.${type}`))}
          values={values}
          errors={errors}
        />
        <fieldset className="form-fieldset admin-fieldset">
          <legend>{t('campaignForm.where')}</legend>
          <Field name="pages" label={labels.pages} values={values} errors={errors} hint={t('campaignForm.pagesHint')} />
          <Field
            name="verticalPlacement"
            label={labels.verticalPlacement}
            values={values}
            errors={errors}
            hint={t('campaignForm.placementHint')}
            options={[
              { value: '', label: t('campaignForm.noPlacement') },
              ...options(VERTICAL_PLACEMENTS, (placement) => t(`campaigns.placements.${placement}`)).map((o) => ({
                value: o.value,
                label: o.text,
              })),
            ]}
          />
          <Field
            name="screens"
            label={labels.screens}
            values={values}
            errors={errors}
            list="campaign-screen-choices"
            hint={t('campaignForm.screensHint')}
          />
          <datalist id="campaign-screen-choices">
            {screens.map((screen) => (
              <option key={screen} value={screen} />
            ))}
          </datalist>
        </fieldset>
        <fieldset className="form-fieldset admin-fieldset">
          <legend>{t('campaignForm.images')}</legend>
          <Choices
            name="screenPresentationType"
            legend={labels.screenPresentationType}
            type="radio"
            options={options(SCREEN_PRESENTATION_TYPES, (type) => t(`campaigns.presentations.${type}`))}
            values={values}
            errors={errors}
          />
          <Field
            name="imageUrl"
            label={labels.imageUrl}
            values={values}
            errors={errors}
            hint={t('campaignForm.imageUrlHint')}
          />
          <Field
            name="imageVerticalUrl"
            label={labels.imageVerticalUrl}
            values={values}
            errors={errors}
            hint={t('campaignForm.verticalHint')}
          />
          <Field
            name="imageHorizontalUrl"
            label={labels.imageHorizontalUrl}
            values={values}
            errors={errors}
            hint={t('campaignForm.horizontalHint')}
          />
        </fieldset>
        <Checkbox name="active" label={t('campaignForm.active')} values={values} />
      </AdminForm>
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
