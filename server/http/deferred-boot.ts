// The browser starts the page's JavaScript with its first paint, not beside the stylesheets it waits for (issue #18). React Router's <Scripts>
// asks for every module at once (a modulepreload link each, and a module script at the end of <body>); on a phone's
// slow link those ~180 KB share the bandwidth with the HTML's stylesheets and the cover picture, and the first paint
// waits for all of it. Everything on the portal works without JavaScript (forms post, links navigate), so the page can
// be shown first and made interactive right after: the links and the module script are held back in the document and
// added by a small script when the browser paints its first frame.

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
/** The held-back module script keeps its text, so its hash in the Content-Security-Policy allows the copy that runs. */
const HELD_BACK_TYPE = 'text/x-deferred-module';
const HELD_BACK_ID = 'deferred-boot';

/** Runs in the browser: with the first frame, the preloads and then the module script. */
function bootAfterFirstPaint(hrefs: string[], id: string) {
  let booted = false;
  const boot = () => {
    if (booted) return;
    booted = true;
    for (const href of hrefs) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.textContent = document.getElementById(id)?.textContent ?? '';
    document.body.append(script);
  };
  // The first animation frame comes once the stylesheets are in and the page is about to be painted: the scripts are
  // asked for then, so the paint does not wait for them. A tab opened in the background paints nothing until it is
  // shown (and a test's fake clock holds frames back): there the load event starts them.
  requestAnimationFrame(boot);
  addEventListener('load', boot);
}

/** The rendered document with its JavaScript started at the first paint; a document without React Router's boot script is left as it is. */
export function deferBoot(html: string): string {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return html;
  const hrefs = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const loader = `(${bootAfterFirstPaint.toString()})(${JSON.stringify(hrefs)},${JSON.stringify(HELD_BACK_ID)})`;
  const heldBack = `<script type="${HELD_BACK_TYPE}" id="${HELD_BACK_ID}">${boot[1]}</script><script>${loader}</script>`;
  return html.replace(MODULE_PRELOAD, '').replace(boot[0], () => heldBack);
}
