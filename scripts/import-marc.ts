// `npm run import:marc -- <file> [--format iso2709|marcxml] [--library <slug>] [--progress <n>]`: loads MARC 21 records into the catalogue.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { importMarc } from '#server/services/catalogue/marc-import.ts';
import {
  describeImportCounts,
  fail,
  importListeners,
  printImportReasons,
  readBranchMap,
  runCli,
  withPortalDatabase,
  writeReport,
} from './cli-common.ts';

const USAGE = `Bruk: npm run import:marc -- <fil|-> [--format iso2709|marcxml] [--branch-map <koder>] [--library <slug>] [--progress <antall>] [--report <fil.json>] [--quiet]

  <fil>            MARC 21-fil (ISO 2709 eller MARCXML); «-» leser fra standard inn
  --format         iso2709 eller marcxml (uten: avgjøres av filens første bytes)
  --branch-map     filialkoder fra et annet system: «CPL=bjorvika,MPL=majorstuen», eller en fil med én «KODE=slug» per linje
  --library        slug til biblioteket som får eksemplarer med ukjent filialkode (uten: eksemplaret utelates med en advarsel)
  --progress       skriv fremdrift for hver N poster (standard 1000)
  --report         skriv oppsummeringen som JSON til filen (antall per utfall, avvisninger per årsak, de første 1000 avviste)
  --quiet          ikke skriv advarsler for enkeltposter

Databasen er den portalen bruker (DATABASE_URL, ellers PGlite i DATA_DIR). Med innebygd PGlite må
serveren være stoppet under importen: bare én prosess kan ha databasen åpen.`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      format: { type: 'string' },
      library: { type: 'string' },
      'branch-map': { type: 'string' },
      report: { type: 'string' },
      progress: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length !== 1) fail(`Oppgi nøyaktig én fil.\n\n${USAGE}`);
  const file = positionals[0];
  const format = values.format?.toLowerCase();
  if (format !== undefined && format !== 'iso2709' && format !== 'marcxml')
    fail(`--format må være iso2709 eller marcxml, ikke «${values.format}».`);
  const branchMap = values['branch-map'] === undefined ? undefined : await readBranchMap(values['branch-map']);
  const progressEvery = values.progress === undefined ? 1000 : Number(values.progress);
  if (!Number.isInteger(progressEvery) || progressEvery < 1)
    fail(`--progress må være et positivt heltall, ikke «${values.progress}».`);
  let size: number | null = null;
  if (file !== '-') {
    try {
      size = (await stat(file)).size;
    } catch {
      fail(`Fant ikke filen «${file}».`);
    }
  }

  // The same start-up as the server: migrate, and seed the demo library into an empty database unless NO_SEED.
  return withPortalDatabase(async (app, where) => {
    console.log(
      `Importerer ${file === '-' ? 'standard inn' : file}${size !== null ? ` (${(size / 1024).toFixed(0)} KiB)` : ''} til ${where} …`,
    );
    const input = file === '-' ? process.stdin : createReadStream(file);
    const summary = await importMarc(app.services, input, {
      format: format as 'iso2709' | 'marcxml' | undefined,
      defaultLibrary: values.library ?? null,
      branchMap,
      progressEvery,
      onProgress: (p) =>
        console.log(
          `  ${p.records} poster: ${p.created} nye, ${p.updated} oppdatert, ${p.rejected} avvist (${p.recordsPerSecond} poster/s)`,
        ),
      ...importListeners(values.quiet),
    });
    console.log(
      `Ferdig: ${summary.records} poster på ${summary.seconds.toFixed(1)} s (${summary.recordsPerSecond} poster/s): ${describeImportCounts(summary)}`,
    );
    printImportReasons(summary);
    if (values.report) await writeReport(values.report, { file }, summary);
    // Rejected records are listed above; the import itself succeeded (docs/decisions/009-marc-import.md).
    return 0;
  });
}

runCli(main);
