// /ansatt/innhold/bannere/ny and /ansatt/innhold/bannere/{id} (issue #4): the banner form (message, link and link text, active).
import { Form, Link, redirect } from 'react-router';
import { CONTENT_AREA_PATH } from '#core/content-admin.ts';
import { parseId } from '#server/services/admin/access.ts';
import { bannerFormSchema, createBanner, getBannerForEdit, updateBanner } from '#server/services/admin/banners.ts';
import { parseForm } from '#server/services/admin/form-input.ts';
import { AdminTrail, Checkbox, CsrfField, ErrorSummary, Field, StaffErrorBoundary } from '#app/features/content-admin/form-fields.tsx';
import { requireContentStaff, rethrowAsStatus, runFormAction, type FormActionState } from '#app/features/content-admin/staff-access.server.ts';
import { notFound } from '#app/lib/responses.ts';
import { pageTitle } from '#app/lib/site.ts';
import type { Route } from './+types/ansatt.innhold.bannere.skjema';

const BASE = `${CONTENT_AREA_PATH}/bannere`;
const LABELS: Record<string, string> = { message: 'Melding', link: 'Lenke', linkText: 'Lenketekst' };

export const meta = ({ data }: Route.MetaArgs) => [{ title: pageTitle(data?.id ? 'Endre banner' : 'Nytt banner') }, { name: 'robots', content: 'noindex' }];

function idParam(params: { bannerId?: string }): number | null | 'invalid' {
  if (params.bannerId === undefined) return null;
  return parseId(params.bannerId) ?? 'invalid';
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = await requireContentStaff(context, request, 'banner');
  const id = idParam(params);
  if (id === 'invalid') notFound();
  if (id === null) return { id: null, values: { active: 'on' } as Record<string, string> };
  try {
    return { id, values: await getBannerForEdit(context.services, actor, id) };
  } catch (err) {
    rethrowAsStatus(err);
  }
}

export async function action({ context, request, params }: Route.ActionArgs): Promise<FormActionState> {
  const actor = await requireContentStaff(context, request, 'banner');
  const id = idParam(params);
  if (id === 'invalid') notFound();
  const parsed = parseForm(bannerFormSchema, await request.formData());
  if (!parsed.ok) return { values: parsed.values, fieldErrors: parsed.fieldErrors };
  return runFormAction(context, parsed.values, async () => {
    if (id === null) await createBanner(context.services, actor, parsed.data);
    else await updateBanner(context.services, actor, id, parsed.data);
    throw redirect(`${BASE}?ok=${id === null ? 'created' : 'updated'}`);
  });
}

export default function BannerForm({ loaderData, actionData }: Route.ComponentProps) {
  const { id } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const heading = id ? 'Endre banner' : 'Nytt banner';
  return (
    <div className="page admin-page">
      <AdminTrail
        items={[
          { to: CONTENT_AREA_PATH, label: 'Innhold' },
          { to: BASE, label: 'Bannere' },
        ]}
      />
      <h1 className="page-heading">{heading}</h1>
      <ErrorSummary errors={errors} labels={LABELS} formError={actionData?.formError} />
      <Form method="post" noValidate className="admin-form" aria-label={heading}>
        <CsrfField />
        <Field name="message" label={LABELS.message} values={values} errors={errors} required multiline rows={3} hint="Kort melding, høyst 300 tegn." />
        <Field name="link" label={LABELS.link} values={values} errors={errors} hint="Valgfritt. En sti som /bibliotekene eller en hel adresse." />
        <Field name="linkText" label={LABELS.linkText} values={values} errors={errors} hint="Må fylles ut når banneret har en lenke." />
        <Checkbox name="active" label="Aktivt (vises på nettsidene)" values={values} />
        <div className="admin-form__buttons">
          <button type="submit" className="button button--primary">
            {id ? 'Lagre endringer' : 'Opprett banner'}
          </button>
          <Link to={BASE} className="button button--secondary">
            Avbryt
          </Link>
        </div>
      </Form>
    </div>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
