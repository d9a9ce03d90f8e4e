// `npm run harvest:oai` as an operator runs it: exit codes, progress lines and the summary, against an OAI-PMH repository started inside the test.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import {
  readRealMarc,
  realMarcPresent,
  recordedOaiRecords,
  startOaiFixture,
  type OaiFixture,
} from '#server/testing/oai-sru-fixtures.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'harvest-cli-'));
/** Embedded PGlite in a folder of the test's own, whatever the shell running the tests points at. */
const { DATABASE_URL: _server, ...environment } = process.env;

/** The CLI in a child process (asynchronously: the repository answers from this one), on an empty database of its own. */
async function harvestCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/harvest-oai.ts', ...args], {
      env: { ...environment, DATA_DIR: dataDir, NO_SEED: 'true', LOG_LEVEL: 'silent' },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run harvest:oai', () => {
  it('refuses bad arguments with exit code 2 before opening anything', async () => {
    expect(await harvestCli('ftp://example.no/oai')).toMatchObject({
      code: 2,
      stderr: '«ftp://example.no/oai» er ikke en http- eller https-adresse.\n',
    });
    expect(await harvestCli('https://example.no/oai', '--from', '12.07.2015')).toMatchObject({
      code: 2,
      stderr: '--from må være en dato på formen ÅÅÅÅ-MM-DD eller ÅÅÅÅ-MM-DDTtt:mm:ssZ, ikke «12.07.2015».\n',
    });
  });

  it.runIf(realMarcPresent())(
    'harvests with progress per page and a summary, and a failed harvest exits 1',
    { timeout: 120_000 },
    async () => {
      let repository: OaiFixture | null = null;
      try {
        repository = await startOaiFixture({
          records: recordedOaiRecords(readRealMarc('phpmarc_oaipmh-bibsys.xml')),
          pageSize: 2,
        });
        const base = `${repository.url}/oai`;
        const report = join(dataDir, 'rapport.json');
        const first = await harvestCli(base, '--metadata-prefix', 'marcxchange', '--quiet', '--report', report);
        expect(first.code, first.stderr).toBe(0);
        expect(first.stdout).toContain('  henter poster endret fra begynnelsen til nå (tjenestens datoer: sekunder)');
        expect(first.stdout).toMatch(
          / {2}side 4: 7 av 7 poster \(0 slettet\): 7 nye, 0 oppdatert, 0 trukket tilbake, 0 avvist, 82 utelatt \([\d.]+ poster\/s\)/,
        );
        expect(first.stdout).toContain('Alt til og med 2015-07-12T21:59:02Z er høstet; neste høsting begynner der.');
        expect(JSON.parse(readFileSync(report, 'utf8'))).toMatchObject({
          baseUrl: base,
          metadataPrefix: 'marcxchange',
          pages: 4,
          records: 7,
          harvestedUntil: '2015-07-12T21:59:02Z',
        });

        const wrongFormat = await harvestCli(base);
        expect(wrongFormat.code).toBe(1);
        expect(wrongFormat.stderr).toContain('OAI-PMH-tjenesten svarte med feilen «cannotDisseminateFormat»');
      } finally {
        await repository?.close();
      }
    },
  );
});
