// Mounts the embedded test identity provider under /test-idp inside our server, with its own Norwegian login page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context, Handler } from 'hono';
import {
  citizenAccountId,
  isCitizenAccountId,
  listTestCitizens,
  listTestStaff,
  staffAccountId,
  testAccountClaims,
} from '#server/services/auth/test-identities.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { getTestIdp, ID_PORTEN_ACR_VALUES, TEST_IDP_PATH } from '#server/integrations/identity/test-idp.ts';

interface NodeBindings {
  incoming: IncomingMessage & { originalUrl?: string };
  outgoing: ServerResponse;
}

function nodeBindings(c: Context): NodeBindings | null {
  const env = c.env as Partial<NodeBindings> | undefined;
  return env?.incoming && env.outgoing ? (env as NodeBindings) : null;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f1ea;color:#1d1d1b}
main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px}
.tag{display:inline-block;background:#7a1f1f;color:#fff;padding:.2rem .5rem;border-radius:4px;font-size:.85rem}
fieldset{border:1px solid #6b6b6b;border-radius:6px;margin:1rem 0;padding:.75rem 1rem}
label{display:block;margin:.4rem 0}input[type=text]{font:inherit;padding:.4rem;border:1px solid #555;border-radius:4px;width:100%;box-sizing:border-box}
button{font:inherit;padding:.55rem 1.1rem;border-radius:6px;border:2px solid #0b5d55;background:#0b5d55;color:#fff;margin-right:.5rem;cursor:pointer}
button.secondary{background:#fff;color:#0b5d55}:focus-visible{outline:3px solid #b35c00;outline-offset:2px}.hint{color:#4a4a4a;font-size:.9rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main><p class="tag">Testmiljø – ingen ekte innlogging</p><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

/**
 * The handler for /test-idp/*: our login page for interactions, everything else to oidc-provider
 * (a Koa app that writes to the Node response itself).
 */
export function testIdpHandler(ctx: ServiceContext): Handler {
  const deps = {
    findClaims: (accountId: string) => testAccountClaims(ctx, accountId),
    renderError: (title: string, text: string) =>
      page(
        title,
        `<p>${escape(text)}</p><p><a href="${escape(ctx.config.publicUrl)}/">Tilbake til biblioteket</a></p>`,
      ),
    onError: (message: string, err: unknown) => ctx.log.warn({ err }, `test identity provider: ${message}`),
  };
  return async (c) => {
    const node = nodeBindings(c);
    if (!node) return c.text('The test identity provider needs the Node HTTP server.', 501);
    const provider = await getTestIdp(ctx.config, deps);
    const match = /^\/test-idp\/interaction\/([A-Za-z0-9_-]+)$/.exec(c.req.path);
    if (match) {
      const details = await provider.interactionDetails(node.incoming, node.outgoing);
      const isStaff = details.params.client_id === ctx.config.STAFF_CLIENT_ID;
      if (c.req.method === 'POST') {
        const form = await c.req.parseBody();
        if (form.action === 'avbryt') {
          await provider.interactionFinished(
            node.incoming,
            node.outgoing,
            { error: 'access_denied', error_description: 'Innloggingen ble avbrutt' },
            { mergeWithLastSubmission: false },
          );
          return RESPONSE_ALREADY_SENT;
        }
        const typed = typeof form.pid === 'string' ? form.pid.replace(/\s/g, '') : '';
        const chosen = typeof form.account === 'string' ? form.account : '';
        const accountId = !isStaff && /^\d{11}$/.test(typed) ? citizenAccountId(typed) : chosen;
        const claims = accountId ? await testAccountClaims(ctx, accountId) : null;
        if (!claims || isStaff === isCitizenAccountId(accountId)) {
          return c.html(
            await loginPage(details.uid, isStaff, 'Velg en testperson, eller skriv inn et fødselsnummer med 11 sifre.'),
            400,
          );
        }
        const requested = typeof details.params.acr_values === 'string' ? details.params.acr_values.split(' ') : [];
        const acr = isStaff
          ? undefined
          : (requested.find((v) => ID_PORTEN_ACR_VALUES.includes(v)) ?? ID_PORTEN_ACR_VALUES[0]);
        await provider.interactionFinished(
          node.incoming,
          node.outgoing,
          { login: { accountId, ...(acr ? { acr } : {}) } },
          { mergeWithLastSubmission: false },
        );
        return RESPONSE_ALREADY_SENT;
      }
      return c.html(await loginPage(details.uid, isStaff, null), 200, { 'Cache-Control': 'no-store' });
    }
    // Express-style mounting: oidc-provider reads the mount path from originalUrl.
    node.incoming.originalUrl = node.incoming.url;
    node.incoming.url = (node.incoming.url ?? '/').slice(TEST_IDP_PATH.length) || '/';
    await provider.callback()(node.incoming, node.outgoing);
    return RESPONSE_ALREADY_SENT;
  };

  async function loginPage(uid: string, isStaff: boolean, error: string | null): Promise<string> {
    const action = `${TEST_IDP_PATH}/interaction/${escape(uid)}`;
    const errorHtml = error ? `<p role="alert" style="color:#8b1a1a;font-weight:600">${escape(error)}</p>` : '';
    if (isStaff) {
      const staff = await listTestStaff(ctx);
      const options = staff
        .map(
          (s, i) =>
            `<label><input type="radio" name="account" value="${escape(staffAccountId(s.subject))}"${i === 0 ? ' checked' : ''}> ${escape(s.name)} (${escape(s.subject)}: ${escape(s.roles.join(', '))})</label>`,
        )
        .join('');
      return page(
        'Testinnlogging for ansatte',
        `${errorHtml}<form method="post" action="${action}"><fieldset><legend>Velg ansatt</legend>${options}</fieldset><button type="submit" name="action" value="logg-inn">Logg inn</button><button class="secondary" type="submit" name="action" value="avbryt">Avbryt</button></form>`,
      );
    }
    const citizens = await listTestCitizens(ctx);
    const options = citizens
      .map(
        (p, i) =>
          `<label><input type="radio" name="account" value="${escape(p.accountId)}"${i === 0 ? ' checked' : ''}> ${escape(p.name)} (${escape(p.nationalId)})</label>`,
      )
      .join('');
    return page(
      'Test-ID-porten',
      `${errorHtml}<form method="post" action="${action}"><fieldset><legend>Velg testperson</legend>${options}</fieldset><label for="pid">Eller skriv inn et fødselsnummer (11 sifre)</label><input id="pid" name="pid" type="text" inputmode="numeric" autocomplete="off" aria-describedby="pid-hint"><p id="pid-hint" class="hint">Et fødselsnummer uten låner gir «ingen låner funnet».</p><p><button type="submit" name="action" value="logg-inn">Logg inn</button><button class="secondary" type="submit" name="action" value="avbryt">Avbryt</button></p></form>`,
    );
  }
}
