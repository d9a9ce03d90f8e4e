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

/**
 * React Router preloads the page's modules at the browser's high priority, so on a slow link they share the bandwidth
 * with the stylesheets and the first picture, and the page paints only once most of the JavaScript is in. The page
 * works without it (every core action is a plain form), so it can wait: a low priority lets the browser fetch the
 * stylesheets and the pictures above the fold first. Lighthouse's phone profile on a throttled load: LCP 2.16 -> 1.54 s
 * on the home page (issue #18, README). Starting them only after the first paint was measured and rejected
 * (decision 037): it brought Lighthouse's simulated LCP under 2 s but hydrated a slow phone 0.7 s later.
 */
export function paintBeforeScripts(html: string): string {
  return html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchPriority="low" ');
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
      // Every part of the page in place, in document order: React would otherwise send a large part (the shell's
      // Suspense boundaries, decision 040) after the rest with a script that moves it in, and without JavaScript
      // it would never show.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
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
