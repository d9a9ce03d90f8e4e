// The service forms of the library's offer (SPEC §2 serviceForm): their own module so the shell menu stays light.

/** The 9 serviceForm values (query param of /vi-tilbyr). SPEC §2. */
export const SERVICE_FORMS = [
  'Digital tjeneste',
  'Film og spill',
  'Formidling og fortelling',
  'Hjelp og veiledning',
  'Kurs og læring',
  'Lesesirkel',
  'Rom og utstyr',
  'Samlingen vår',
  'Verksted og kreativitet',
] as const;
export type ServiceForm = (typeof SERVICE_FORMS)[number];

export function isServiceForm(value: unknown): value is ServiceForm {
  return typeof value === 'string' && (SERVICE_FORMS as readonly string[]).includes(value);
}
