// /ansatt/innhold/bannere/ny and /ansatt/innhold/bannere/{id} (issue #4): the banner form (message, link and link text, active).
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import {
  bannerFormSchema,
  createBanner,
  getBannerForEdit,
  updateBanner,
} from './ansatt.innhold.bannere.skjema.server.ts';
import { AdminForm, AdminPage } from '#app/features/content-admin/admin-page.tsx';
import { Checkbox, Field, StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import {
  formItemId,
  requireContentStaff,
  rethrowAsStatus,
  saveStaffForm,
  type FormActionState,
} from '#app/features/content-admin/staff-access.server.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.bannere.skjema';
import { stylesheets } from '#app/styles/sheets.ts';

export const links = () => stylesheets('staff');

const BASE = `${CONTENT_AREA_PATH}/bannere`;
const LABELS: Record<string, string> = { message: 'Melding', link: 'Lenke', linkText: 'Lenketekst' };

export const meta = ({ data }: Route.MetaArgs) => [
  { title: pageTitle(data?.id ? 'Endre banner' : 'Nytt banner') },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'banner');
  const id = formItemId(params.bannerId);
  if (id === null) return { id: null, values: { active: 'on' } as Record<string, string> };
  try {
    return { id, values: await getBannerForEdit(context.services, actor, id) };
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
  const { id } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const heading = id ? 'Endre banner' : 'Nytt banner';
  return (
    <AdminPage title={heading} trail={[{ to: BASE, label: 'Bannere' }]}>
      <AdminForm
        heading={heading}
        errors={errors}
        labels={LABELS}
        formError={actionData?.formError}
        submit={id ? 'Lagre endringer' : 'Opprett banner'}
        cancelTo={BASE}
      >
        <Field
          name="message"
          label={LABELS.message}
          values={values}
          errors={errors}
          required
          multiline
          rows={3}
          hint="Kort melding, høyst 300 tegn."
        />
        <Field
          name="link"
          label={LABELS.link}
          values={values}
          errors={errors}
          hint="Valgfritt. En sti som /bibliotekene eller en hel adresse."
        />
        <Field
          name="linkText"
          label={LABELS.linkText}
          values={values}
          errors={errors}
          hint="Må fylles ut når banneret har en lenke."
        />
        <Checkbox name="active" label="Aktivt (vises på nettsidene)" values={values} />
        {id && (
          // Issue #18: a changed text is shown again to everyone who closed the banner, unless this is ticked.
          <Checkbox
            name="keepDismissed"
            label="Liten rettelse: ikke vis banneret på nytt for dem som har lukket det"
            hint="Kryss av for små rettelser, som en skrivefeil. Ellers får alle se banneret igjen når teksten eller lenken endres."
            values={values}
          />
        )}
      </AdminForm>
    </AdminPage>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
