import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './csp.ts';
import { deferBoot } from './deferred-boot.ts';

// What React Router's <Scripts> renders, shortened: the preloads React hoists into <head> and the module script that boots the page.
const BOOT = 'import * as route0 from "/assets/root-A.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-B.js");';
const rendered =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-B.js"/><link rel="modulepreload" href="/assets/framework-C.js"/>' +
  '<link rel="stylesheet" href="/assets/shell-D.css"/></head><body><main>Innhold $& $1</main>' +
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">${BOOT}</script></body></html>`;

describe('the page JavaScript starts with the first paint', () => {
  const html = deferBoot(rendered);

  it('holds back the preloads and the module script, and keeps the rest of the document as it was', () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell-D.css"/>');
    // `$&` in the page is text, not a replacement pattern.
    expect(html).toContain('<main>Innhold $& $1</main>');
    expect(html).toContain(`<script type="text/x-deferred-module" id="deferred-boot">${BOOT}</script>`);
  });

  it('adds the preloads and then the module script, with its text, once: in the first animation frame or at load', () => {
    const loader = /<script>(\(function bootAfterFirstPaint[\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(loader).toBeDefined();
    const appended: { tag: string; rel?: string; href?: string; type?: string; textContent?: string }[] = [];
    const frames: (() => void)[] = [];
    const document = {
      createElement: (tag: string) => ({ tag }),
      getElementById: (id: string) => (id === 'deferred-boot' ? { textContent: BOOT } : null),
      head: { append: (el: (typeof appended)[number]) => appended.push(el) },
      body: { append: (el: (typeof appended)[number]) => appended.push(el) },
    };
    const loaded: (() => void)[] = [];
    new Function('document', 'requestAnimationFrame', 'addEventListener', loader!)(
      document,
      (fn: () => void) => frames.push(fn),
      (event: string, fn: () => void) => event === 'load' && loaded.push(fn),
    );
    expect(appended).toEqual([]);
    frames.forEach((fn) => fn());
    // The load event after the frame changes nothing: the scripts are added once.
    loaded.forEach((fn) => fn());
    expect(appended).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-B.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/framework-C.js' },
      { tag: 'script', type: 'module', textContent: BOOT },
    ]);
  });

  it('keeps the held-back script allowed by the page policy: the running copy has the same text, so the same hash', () => {
    const hashOfBoot = inlineScriptHashes(`<script type="module">${BOOT}</script>`)[0];
    expect(inlineScriptHashes(html)).toContain(hashOfBoot);
  });

  it('leaves a document without the boot script (a plain error page) as it is', () => {
    const plain = '<!DOCTYPE html><html><body><p>Noe gikk galt</p></body></html>';
    expect(deferBoot(plain)).toBe(plain);
  });
});
