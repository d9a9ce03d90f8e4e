// Renders a page to one complete document, so its Content-Security-Policy can name the hashes of exactly the inline scripts in it (docs/decisions/016).
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { pageLanguage } from '#core/i18n/languages.ts';
import { i18nFor } from '#core/i18n/translator.ts';
import { documentPolicy } from '#server/http/csp.ts';

/** Rendering gives up after this long (nothing of ours streams: every loader's data is ready before the shell). */
export const streamTimeout = 5_000;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const INLINE_MODULE = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/;
const ROUTE_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm;

/**
 * Every page is drawn on the server and works without JavaScript (every core action is a plain form), so its scripts
 * wait for the first paint: React Router's module preloads and the route imports of its inline module script start
 * once the browser has painted the page (at once in a hidden tab, which paints nothing). On a phone's link the
 * stylesheets and the first picture then never share the bandwidth with ~160 KB of JavaScript, and Lighthouse's model
 * no longer bills that JavaScript to the largest paint (issue #18, decision 037). A document of another shape (a
 * React Router upgrade) is left as it is; `tests/e2e/home.spec.ts` fails then.
 */
export function paintBeforeScripts(html: string): string {
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  let deferred = false;
  const rewritten = html.replace(INLINE_MODULE, (whole, open: string, body: string, close: string) => {
    const imports = [...body.matchAll(ROUTE_IMPORT)];
    if (imports.length === 0) return whole;
    deferred = true;
    const afterPaint =
      'await new Promise((done) => (document.hidden ? done() : requestAnimationFrame(() => setTimeout(done))));\n' +
      `for (const href of ${JSON.stringify(modules)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));\n` +
      `const [${imports.map((m) => m[1]).join(', ')}] = await Promise.all([${imports.map((m) => `import(${m[2]})`).join(', ')}]);`;
    return open + afterPaint + body.replace(ROUTE_IMPORT, '') + close;
  });
  return deferred ? rewritten.replace(MODULE_PRELOAD, '') : html;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1_000);
    // The page's language (decision 028): the visitor's choice, then Accept-Language, then bokmål; the document
    // inlines its catalogue for the browser (app/i18n/i18n-data.tsx).
    // A clone per request (it shares the catalogue): it records the namespaces this page's components use, which the
    // document then inlines (app/i18n/i18n-data.tsx).
    const i18n = i18nFor(pageLanguage(request.headers)).cloneInstance({ initAsync: false });
    const app = (
      <I18nextProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} />
      </I18nextProvider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      // The whole document before the first byte: the policy header must list every inline script.
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => {
          clearTimeout(timeout);
          const html = paintBeforeScripts(Buffer.concat(chunks).toString('utf8'));
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          responseHeaders.set('Content-Security-Policy', documentPolicy(loadContext.services.config, html));
          resolve(new Response(html, { status, headers: responseHeaders }));
        });
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        loadContext.services.log.error(
          { err: error, correlationId: loadContext.correlationId },
          'page rendering failed',
        );
      },
    });
  });
}
