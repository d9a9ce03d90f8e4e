import { describe, expect, it } from 'vitest';
import { paintBeforeScripts } from './entry.server.tsx';

// The shape React Router 7 renders (<Scripts/> with module preloads and the route modules' inline import).
const document = (script: string) =>
  '<html><head><link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
  '<link rel="modulepreload" href="/assets/framework-2.js"/></head><body><main>Side</main>' +
  `<script type="module" async="">${script}</script></body></html>`;
const routerScript =
  ';\nimport * as route0 from "/assets/root-3.js";\nimport * as route1 from "/assets/home-4.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\nimport("/assets/entry.client-1.js");';

describe('paintBeforeScripts', () => {
  it('starts the modules only after the first paint: no preload in the document, the imports behind the wait', () => {
    const html = paintBeforeScripts(document(routerScript));
    expect(html).not.toContain('<link rel="modulepreload"');
    const script = html.match(/<script type="module" async="">([\s\S]*)<\/script>/)![1];
    expect(script.indexOf('requestAnimationFrame')).toBeLessThan(script.indexOf('import('));
    expect(script).not.toMatch(/^import /m);
    expect(script).toContain('["/assets/entry.client-1.js","/assets/framework-2.js"]');
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-3.js"), import("/assets/home-4.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
  });

  it('leaves a document of another shape as it is, preloads included', () => {
    const other = document('import("/assets/entry.client-1.js");');
    expect(paintBeforeScripts(other)).toBe(other);
  });
});
