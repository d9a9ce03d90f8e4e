// The built-in test bank terminal's hosted page under /test-terminal/{transactionId}: OK or Cancel, then back to the portal (SPEC §2 Payment return).
import { Hono } from 'hono';
import { pageLanguage, type Language } from '#core/i18n/languages.ts';
import { translatorFor } from '#core/i18n/translator.ts';
import { formatKroner } from '#core/payments.ts';
import type { ServiceContext } from '#server/services/context.ts';
import {
  answerTerminal,
  findTerminalTransaction,
  returnAddress,
  type TestTerminalTransaction,
} from '#server/services/payments/test-terminal.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

// A bank's own look, deliberately unlike the library's pages, so it reads as a different site.
const STYLE = `*{box-sizing:border-box}body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;background:#e8edf3;color:#14213d}
header{background:#14213d;color:#fff;padding:.9rem 1.25rem;font-weight:700;letter-spacing:.02em}header span{font-weight:400;opacity:.9}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:10px;box-shadow:0 2px 10px rgba(20,33,61,.15)}
h1{font-size:1.4rem;margin:0 0 .75rem}.tag{display:inline-block;background:#8a1c1c;color:#fff;padding:.2rem .55rem;border-radius:4px;font-size:.85rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:1rem 0 1.5rem}dt{font-weight:600}dd{margin:0}
.amount{font-size:1.3rem;font-weight:700}.actions{display:flex;flex-wrap:wrap;gap:.75rem}
button,a.button{font:inherit;font-weight:600;padding:.7rem 1.3rem;border-radius:6px;border:2px solid #1f4e8c;cursor:pointer;text-decoration:none;display:inline-block}
button.ok{background:#1f4e8c;color:#fff}button.cancel{background:#fff;color:#1f4e8c}a.button{background:#1f4e8c;color:#fff}
:focus-visible{outline:3px solid #c25e00;outline-offset:2px}footer{text-align:center;font-size:.85rem;color:#3d4a5c;padding:1rem}`;

// The terminal's words are the terminal namespace's, in the page's language (pageLanguage: the visitor's choice on the
// portal, then the browser's), so a patron paying from an English page is not met by a bokmål bank.

function page(language: Language, title: string, body: string): string {
  const m = translatorFor(language);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head><body><header>${escape(m('terminal:header'))} <span>· ${escape(m('terminal:headerNote'))}</span></header><main><p class="tag">${escape(m('terminal:banner'))}</p><h1>${escape(title)}</h1>${body}</main><footer>${escape(m('terminal:footer'))}</footer></body></html>`;
}

function terminalPage(language: Language, row: TestTerminalTransaction): string {
  const m = translatorFor(language);
  const amount = formatKroner(row.amountOre, language);
  const action = `/test-terminal/${encodeURIComponent(row.transactionId)}`;
  return page(
    language,
    m('terminal:title'),
    `<p>${escape(m('terminal:lead'))}</p>
<dl><dt>${escape(m('terminal:merchant'))}</dt><dd>${escape(row.merchantId)}</dd><dt>${escape(m('terminal:description'))}</dt><dd>${escape(row.description)}</dd><dt>${escape(m('terminal:amount'))}</dt><dd class="amount">${escape(amount)}</dd></dl>
<form method="post" action="${escape(action)}" class="actions"><button type="submit" name="answer" value="OK" class="ok">${escape(`${m('terminal:ok')} ${amount}`)}</button><button type="submit" name="answer" value="Cancel" class="cancel">${escape(m('terminal:cancel'))}</button></form>`,
  );
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/** GET shows the terminal; POST takes the answer and redirects back with status and transactionId, like Netaxept. */
export function testTerminalRouter(ctx: ServiceContext) {
  const app = new Hono();
  const unknown = (language: Language) => {
    const m = translatorFor(language);
    return page(
      language,
      m('terminal:unknownTitle'),
      `<p>${escape(m('terminal:unknown'))}</p><p><a class="button" href="${escape(ctx.config.publicUrl)}/">${escape(m('terminal:backToShop'))}</a></p>`,
    );
  };

  app.get('/:transactionId', async (c) => {
    const language = pageLanguage(c.req.raw.headers);
    const row = await findTerminalTransaction(ctx, c.req.param('transactionId'));
    if (!row) return c.html(unknown(language), 404, NO_STORE);
    if (row.status !== 'registered') {
      const m = translatorFor(language);
      const back = `<p>${escape(m('terminal:done'))}</p><p><a class="button" href="${escape(returnAddress(row))}">${escape(m('terminal:backToShop'))}</a></p>`;
      return c.html(page(language, m('terminal:doneTitle'), back), 200, NO_STORE);
    }
    return c.html(terminalPage(language, row), 200, NO_STORE);
  });

  app.post('/:transactionId', async (c) => {
    const form = await c.req.parseBody();
    const answer = form.answer === 'OK' ? 'OK' : form.answer === 'Cancel' ? 'Cancel' : null;
    const language = pageLanguage(c.req.raw.headers);
    const existing = await findTerminalTransaction(ctx, c.req.param('transactionId'));
    if (!existing) return c.html(unknown(language), 404, NO_STORE);
    if (!answer) return c.html(terminalPage(language, existing), 400, NO_STORE);
    const row = await answerTerminal(ctx, existing.transactionId, answer);
    return c.redirect(returnAddress(row ?? existing), 303);
  });

  return app;
}
