// Every route of the OpenAPI document against hostile input (issue #15): NUL bytes, integers past 2^31 and 2^63, and other junk never give a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookieClient } from '#server/testing/cookie-client.ts';
import { createEmployee, createPatron } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

interface Schema {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
}
interface Operation {
  parameters?: { in: 'path' | 'query'; name: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

let t: TestApp;
let doc: Document;
let patron: CookieClient;
let staff: CookieClient;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await (await t.request('/api/openapi.json')).json()) as Document;
  const borrower = await createPatron(t.services.db);
  patron = await t.loggedIn(borrower.cardNumber, borrower.pin);
  // An administrator, so the probes reach past the role checks into every staff route's own validation.
  const admin = await createEmployee(t.services.db, { roles: ['DEICH_ADMIN', 'EMPLOYEE'] });
  staff = await t.loggedIn(admin.cardNumber, admin.pin);
});
afterAll(async () => {
  await t.close();
});

/** Text that breaks naive code: NUL, integers past int4 and int8, a number JSON cannot hold, junk. */
const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '2147483648',
  '9223372036854775808',
  '-1',
  '1e309',
  'abc',
  '%',
  '..',
  'x'.repeat(3000),
];
/** The same as JSON values (raw JSON text, so 1e309 arrives as Infinity). */
const HOSTILE_JSON = [
  '"\\u0000"',
  '"a\\u0000b"',
  '2147483648',
  '9223372036854775808',
  '-1',
  '1e309',
  '-1e309',
  '1.5',
  '"abc"',
  'null',
  '[]',
  '{}',
];

const ENGLISH = /\b(string|number|integer|boolean|array|object|undefined|expected|received|Invalid|Required)\b/i;

const resolve = (schema: Schema): Schema => {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').at(-1)!;
  return doc.components?.schemas?.[name] ?? {};
};
const typeOf = (schema: Schema): string => {
  const s = resolve(schema);
  const alternative = s.anyOf?.[0] ?? s.oneOf?.[0];
  if (alternative) return typeOf(alternative);
  return (Array.isArray(s.type) ? s.type[0] : s.type) ?? 'string';
};
/** A harmless JSON value of a schema's type, so other fields pass and the hostile one reaches the code. */
function plain(schema: Schema): string {
  const s = resolve(schema);
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return '1';
    case 'boolean':
      return 'true';
    case 'array':
      return `[${plain(s.items ?? {})}]`;
    case 'object':
      return `{${Object.entries(s.properties ?? {})
        .map(([k, v]) => `${JSON.stringify(k)}:${plain(v)}`)
        .join(',')}}`;
    default:
      return '"a"';
  }
}
/** JSON bodies with one hostile value at a time: in each property, in an array's items, or as the whole body. */
function hostileBodies(schema: Schema): string[] {
  const s = resolve(schema);
  const type = typeOf(s);
  if (type === 'array') return [...HOSTILE_JSON.map((v) => `[${v}]`), ...HOSTILE_JSON];
  if (type !== 'object') return HOSTILE_JSON;
  const entries = Object.entries(s.properties ?? {});
  return entries.flatMap(([name, property]) =>
    [...HOSTILE_JSON, ...(typeOf(property) === 'array' ? HOSTILE_JSON.map((v) => `[${v}]`) : [])].map(
      (value) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${k === name ? value : plain(v)}`).join(',')}}`,
    ),
  );
}

interface Probe {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
}

function probes(): Probe[] {
  const out: Probe[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const params = operation.parameters ?? [];
      const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
      const fill = (hostile: string | null, which: string | null) =>
        '/api' +
        template.replace(/\{(\w+)\}/g, (_, name: string) =>
          encodeURIComponent(name === which && hostile !== null ? hostile : '1'),
        );
      const json = operation.requestBody?.content['application/json'];
      const form = operation.requestBody?.content['application/x-www-form-urlencoded'];
      const defaultBody = json ? plain(json.schema) : undefined;
      const withBody = (path: string, body = defaultBody): Probe => ({
        method,
        path,
        ...(body !== undefined ? { body, contentType: 'application/json' } : {}),
      });
      for (const value of HOSTILE_TEXT) {
        for (const name of pathParams) out.push(withBody(fill(value, name)));
        for (const p of params.filter((p) => p.in === 'query'))
          out.push(withBody(`${fill(null, null)}?${encodeURIComponent(p.name)}=${encodeURIComponent(value)}`));
        if (form)
          out.push({
            method,
            path: fill(null, null),
            body: `logout_token=${encodeURIComponent(value)}`,
            contentType: 'application/x-www-form-urlencoded',
          });
      }
      if (json) for (const body of hostileBodies(json.schema)) out.push(withBody(fill(null, null), body));
    }
  }
  return out;
}

describe('hostile input on every route of the OpenAPI document', () => {
  it('never answers 5xx, and every refusal is {error:{code,message}} in Norwegian', async () => {
    const all = probes();
    expect(all.length).toBeGreaterThan(1000);
    const failures: string[] = [];
    for (const probe of all) {
      const client = probe.path.startsWith('/api/staff/') ? staff : patron;
      const response = await client.request(probe.path, {
        method: probe.method.toUpperCase(),
        headers: {
          ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
          accept: 'application/json',
          'x-csrf-token': await client.csrfToken(),
        },
        body: probe.body,
      });
      const label = `${probe.method.toUpperCase()} ${probe.path.slice(0, 120)} ${probe.body?.slice(0, 80) ?? ''} → ${response.status}`;
      if (response.status >= 500) failures.push(label);
      else if (response.status >= 400 && response.headers.get('content-type')?.includes('json')) {
        const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
        const message = body.error?.message;
        if (typeof body.error?.code !== 'string' || typeof message !== 'string')
          failures.push(`${label}: ${JSON.stringify(body).slice(0, 100)}`);
        // Norwegian: no English words from the validation library (field names in «» aside).
        else if (ENGLISH.test(message.replace(/«[^»]*»/g, ''))) failures.push(`${label}: ${message.slice(0, 160)}`);
      } else await response.body?.cancel();
    }
    expect(failures).toEqual([]);
  });
});

describe('NUL bytes on pages', () => {
  it('answer the plain 400 page before any page code runs, in the address and in a form', async () => {
    for (const path of ['/bibliotekene/%00', '/hva-skjer?q=%00', '/sok/a%00b']) {
      const response = await t.request(path);
      expect(response.status, path).toBe(400);
      const html = await response.text();
      expect(html).toContain('<html lang="nb">');
      expect(html).toContain('<h1>Ugyldig adresse</h1>');
    }
    const form = await patron.request('/logg-inn', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `identifier=1%00&pin=1111&csrfToken=${await patron.csrfToken()}`,
    });
    expect(form.status).toBe(400);
  });
});
