// scripts/check-client-bundle.mjs fails on a client bundle that carries server code and passes a clean one.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A client folder with these chunks under assets/, checked by the script as `npm test` runs it (BUILD_DIR). */
function check(chunks: Record<string, string>): { status: number | null; output: string } {
  const buildDir = mkdtempSync(join(tmpdir(), 'client-bundle-'));
  folders.push(buildDir);
  mkdirSync(join(buildDir, 'client', 'assets'), { recursive: true });
  for (const [name, text] of Object.entries(chunks)) writeFileSync(join(buildDir, 'client', 'assets', name), text);
  const result = spawnSync(process.execPath, ['scripts/check-client-bundle.mjs'], {
    encoding: 'utf8',
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

const clean =
  'import{j as e}from"./framework-a1.js";function t(){return e.jsx("p",{children:"Stengt"})}export{t as default};';

describe('check-client-bundle', () => {
  it('passes a bundle without server code', () => {
    expect(check({ 'home-a1.js': clean }).status).toBe(0);
  });

  it.each([
    [
      'Drizzle and the schema (the desk page before issue #19)',
      'var d=Symbol.for(`drizzle:entityKind`);const u={pinHash:R(`pin_hash`),nationalId:R(`national_id`)};',
      'Drizzle ORM',
    ],
    ['a node: module', 'import{readFileSync as r}from"node:fs";export{r};', 'a node: module'],
    ['an external server package', 'import e from"pino";export{e};', 'a server package import'],
    [
      'zod (the work page before issue #18)',
      'const o=r(`ZodError`,a);export{o};',
      'zod (validate forms in the route action, a *.server.ts module)',
    ],
  ])('fails on %s', (_name, chunk, what) => {
    const { status, output } = check({ 'home-a1.js': clean, 'ansatt.skranke-b2.js': chunk });
    expect(status).toBe(1);
    expect(output).toContain(`ansatt.skranke-b2.js: ${what}`);
    expect(output).not.toContain('home-a1.js');
  });
});
