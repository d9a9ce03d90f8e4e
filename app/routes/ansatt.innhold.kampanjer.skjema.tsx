// /ansatt/innhold/kampanjer/ny and /ansatt/innhold/kampanjer/{id} (issue #4, SPEC §3 Campaign): type, pages and placement, screens, presentation, pictures, text and link, active.
import {
  CAMPAIGN_TYPE_LABELS,
  CAMPAIGN_TYPES,
  SCREEN_PRESENTATION_LABELS,
  SCREEN_PRESENTATION_TYPES,
  VERTICAL_PLACEMENT_LABELS,
  VERTICAL_PLACEMENTS,
} from '#core/campaign.ts';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import {
  campaignFormSchema,
  createCampaign,
  getCampaignForEdit,
  screenChoices,
  updateCampaign,
} from './ansatt.innhold.kampanjer.skjema.server.ts';
import { AdminForm, AdminPage } from '#app/features/content-admin/admin-page.tsx';
import { Checkbox, Choices, Field, StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import {
  formItemId,
  requireContentStaff,
  rethrowAsStatus,
  saveStaffForm,
  type FormActionState,
} from '#app/features/content-admin/staff-access.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.kampanjer.skjema';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/kampanjer`;
const LABELS: Record<string, string> = {
  title: 'Tittel',
  text: 'Tekst',
  link: 'Lenke',
  campaignType: 'Type',
  pages: 'Sider',
  verticalPlacement: 'Plassering',
  screens: 'Skjermer',
  screenPresentationType: 'Visning',
  imageUrl: 'Bilde',
  imageVerticalUrl: 'Stående bilde',
  imageHorizontalUrl: 'Liggende bilde',
};

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, text: labels[value] }));

export const meta = ({ data }: Route.MetaArgs) => [
  { title: pageTitle(data?.id ? `Endre kampanje – ${data.values.title}` : 'Ny kampanje') },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'campaign');
  const id = formItemId(params.campaignId);
  const screens = await screenChoices(context.services);
  if (id === null) {
    return {
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
    return { id, ...(await getCampaignForEdit(context.services, actor, id)), screens };
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
  const { id, version, screens } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const heading = id ? 'Endre kampanje' : 'Ny kampanje';
  return (
    <AdminPage title={heading} trail={[{ to: BASE, label: 'Kampanjer' }]}>
      <AdminForm
        heading={heading}
        errors={errors}
        labels={LABELS}
        formError={actionData?.formError}
        version={version}
        submit={id ? 'Lagre endringer' : 'Opprett kampanje'}
        cancelTo={BASE}
      >
        <Field name="title" label={LABELS.title} values={values} errors={errors} required />
        <Field name="text" label={LABELS.text} values={values} errors={errors} multiline rows={3} />
        <Field
          name="link"
          label={LABELS.link}
          values={values}
          errors={errors}
          hint="Valgfritt. En sti som /registrer-deg eller en hel adresse."
        />
        <Choices
          name="campaignType"
          legend={LABELS.campaignType}
          type="radio"
          options={options(CAMPAIGN_TYPES, CAMPAIGN_TYPE_LABELS)}
          values={values}
          errors={errors}
        />
        <fieldset className="form-fieldset admin-fieldset">
          <legend>Hvor kampanjen vises</legend>
          <Field
            name="pages"
            label={LABELS.pages}
            values={values}
            errors={errors}
            hint="Sidenavn skilt med komma. forside er forsiden. Gjelder topp- og stripekampanjer."
          />
          <Field
            name="verticalPlacement"
            label={LABELS.verticalPlacement}
            values={values}
            errors={errors}
            hint="Toppkampanjen på forsiden må ha plassering Øverst."
            options={[
              { value: '', label: 'Ingen bestemt plassering' },
              ...options(VERTICAL_PLACEMENTS, VERTICAL_PLACEMENT_LABELS).map((o) => ({
                value: o.value,
                label: o.text,
              })),
            ]}
          />
          <Field
            name="screens"
            label={LABELS.screens}
            values={values}
            errors={errors}
            list="campaign-screen-choices"
            hint="Skjerm-id-er skilt med komma, for eksempel bjorvika/0-1. Gjelder skjermkampanjer."
          />
          <datalist id="campaign-screen-choices">
            {screens.map((screen) => (
              <option key={screen} value={screen} />
            ))}
          </datalist>
        </fieldset>
        <fieldset className="form-fieldset admin-fieldset">
          <legend>Bilder</legend>
          <Choices
            name="screenPresentationType"
            legend={LABELS.screenPresentationType}
            type="radio"
            options={options(SCREEN_PRESENTATION_TYPES, SCREEN_PRESENTATION_LABELS)}
            values={values}
            errors={errors}
          />
          <Field
            name="imageUrl"
            label={LABELS.imageUrl}
            values={values}
            errors={errors}
            hint="Sti til bildet, for eksempel /images/campaigns/velkommen.jpg."
          />
          <Field
            name="imageVerticalUrl"
            label={LABELS.imageVerticalUrl}
            values={values}
            errors={errors}
            hint="Valgfritt. Brukes på stående skjermer."
          />
          <Field
            name="imageHorizontalUrl"
            label={LABELS.imageHorizontalUrl}
            values={values}
            errors={errors}
            hint="Valgfritt. Brukes på liggende skjermer og i kampanjestripen."
          />
        </fieldset>
        <Checkbox name="active" label="Aktiv (kan vises)" values={values} />
      </AdminForm>
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
