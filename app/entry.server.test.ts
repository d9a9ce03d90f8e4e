import { describe, expect, it } from 'vitest';
import { paintBeforeScripts } from './entry.server.tsx';

describe('paintBeforeScripts', () => {
  it('gives every module preload of the document the low priority, and changes nothing else', () => {
    const html =
      '<html><head><link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
      '<link rel="modulepreload" href="/assets/framework-2.js"/><link rel="stylesheet" href="/assets/shell.css"/>' +
      '</head><body><main>Side</main><script type="module" async="">import("/assets/entry.client-1.js");</script></body></html>';
    expect(paintBeforeScripts(html)).toBe(
      html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchPriority="low" '),
    );
    expect(paintBeforeScripts(html).match(/fetchPriority="low"/g)).toHaveLength(2);
  });
});
