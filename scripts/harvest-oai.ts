// `npm run harvest:oai -- <base URL> [--set S] [--from DATE] …`: incremental OAI-PMH harvest into the catalogue, resumable after a crash (docs/decisions/019).
import { parseArgs } from 'node:util';
import { AppError } from '#core/errors.ts';
import { formatSeconds } from '#server/services/catalogue/http-get.ts';
import { codedError } from '#server/services/coded-error.ts';
import {
  DEFAULT_METADATA_PREFIX,
  harvestOai,
  isOaiDate,
  normaliseBaseUrl,
} from '#server/services/catalogue/oai-harvest.ts';
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

const USAGE = `Bruk: npm run harvest:oai -- <base-URL> [--set <sett>] [--from <dato>] [--until <dato>] [--metadata-prefix <format>] [--branch-map <koder>] [--library <slug>] [--report <fil.json>] [--quiet]

  <base-URL>         OAI-PMH-tjenestens adresse, for eksempel https://oai.example.no/request
  --set              høst bare dette settet (setSpec)
  --from             høst poster endret fra og med denne datoen (ÅÅÅÅ-MM-DD eller ÅÅÅÅ-MM-DDTtt:mm:ssZ);
                     uten: fra der forrige høsting av samme kilde, sett og format sluttet (første gang: alt)
  --until            høst bare poster endret til og med denne datoen (uten: til nå)
  --metadata-prefix  formatet som hentes (standard ${DEFAULT_METADATA_PREFIX}; BIBSYS: marcxchange)
  --branch-map       filialkoder fra et annet system: «CPL=bjorvika,MPL=majorstuen», eller en fil med én «KODE=slug» per linje
  --library          slug til biblioteket som får eksemplarer med ukjent filialkode (uten: eksemplaret utelates med en advarsel)
  --report           skriv oppsummeringen som JSON til filen
  --quiet            ikke skriv advarsler for enkeltposter

Hver side lagres før neste hentes. Stopper høstingen (feil, Ctrl+C, krasj), fortsetter samme kommando der den
slapp. Slettede poster i kilden trekkes tilbake fra katalogen. Databasen er den portalen bruker (DATABASE_URL,
ellers PGlite i DATA_DIR; med PGlite må serveren være stoppet).`;

async function main(): Promise<number> {
  const { values, positionals } = (() => {
    try {
      return parseArgs({
        allowPositionals: true,
        options: {
          set: { type: 'string' },
          from: { type: 'string' },
          until: { type: 'string' },
          'metadata-prefix': { type: 'string' },
          library: { type: 'string' },
          'branch-map': { type: 'string' },
          report: { type: 'string' },
          quiet: { type: 'boolean', default: false },
          help: { type: 'boolean', short: 'h', default: false },
        },
      });
    } catch (error) {
      return fail(`${(error as Error).message}\n\n${USAGE}`);
    }
  })();
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length !== 1) fail(`Oppgi nøyaktig én base-URL.\n\n${USAGE}`);
  let baseUrl: string;
  try {
    baseUrl = normaliseBaseUrl(positionals[0]);
  } catch (error) {
    return fail((error as Error).message);
  }
  for (const [name, value] of [
    ['--from', values.from],
    ['--until', values.until],
  ] as const) {
    if (value !== undefined && !isOaiDate(value))
      fail(`${name} må være en dato på formen ÅÅÅÅ-MM-DD eller ÅÅÅÅ-MM-DDTtt:mm:ssZ, ikke «${value}».`);
  }
  const branchMap = values['branch-map'] === undefined ? undefined : await readBranchMap(values['branch-map']);

  // Ctrl+C: the page being imported is finished and saved, then the harvest stops (the same command goes on from there).
  const stop = new AbortController();
  process.once('SIGINT', () => {
    console.error('\nAvbryter etter siden som importeres nå …');
    stop.abort(codedError('unavailable', 'oai_aborted'));
  });

  return withPortalDatabase(async (app, where) => {
    const set = values.set ? ` (sett ${values.set})` : '';
    console.log(`Høster ${baseUrl}${set} til ${where} …`);
    /** Whether this run has pages in the database (imported now, or by the run it goes on with). */
    let kept = false;
    const summary = await harvestOai(app.services, {
      baseUrl,
      set: values.set,
      metadataPrefix: values['metadata-prefix'],
      from: values.from,
      until: values.until,
      defaultLibrary: values.library ?? null,
      branchMap,
      signal: stop.signal,
      retry: {
        onRetry: (r) =>
          console.warn(`  forsøk ${r.attempt} feilet (${r.reason}); prøver igjen om ${formatSeconds(r.delayMs)}`),
      },
      onStart: (s) => {
        kept = s.resumed;
        console.log(
          s.resumed
            ? `  fortsetter en høsting som stoppet etter ${s.recordsBefore} poster (fra ${s.from ?? 'begynnelsen'} til ${s.until ?? 'nå'})`
            : `  henter poster endret ${s.from ? `fra ${s.from}` : 'fra begynnelsen'}${s.until ? ` til ${s.until}` : ' til nå'} (tjenestens datoer: ${s.granularity === 'YYYY-MM-DD' ? 'dager' : 'sekunder'})`,
        );
      },
      onRestart: (r) =>
        console.warn(
          `  tjenesten kjente ikke igjen fortsettelsesnøkkelen; begynner på nytt fra ${r.from ?? 'begynnelsen'}`,
        ),
      onProgress: (p) => {
        kept = true;
        const of = p.completeListSize !== null ? ` av ${p.completeListSize}` : '';
        console.log(
          `  side ${p.pages}: ${p.records}${of} poster (${p.deleted} slettet): ${p.created} nye, ${p.updated} oppdatert, ${p.withdrawn} trukket tilbake, ` +
            `${p.rejected} avvist, ${p.skipped} utelatt (${p.recordsPerSecond} poster/s)`,
        );
      },
      ...importListeners(values.quiet, (position) => `${position} på siden`),
    }).catch((error: unknown) => {
      // What was harvested is kept, and the run's place with it.
      if (kept && error instanceof AppError && error.kind !== 'invalid')
        error.message +=
          ' Det som er høstet, er lagret: kjør samme kommando igjen for å fortsette der høstingen slapp.';
      throw error;
    });
    if (summary.pages === 0) console.log(`Ingenting nytt siden ${summary.from ?? 'begynnelsen'}.`);
    console.log(
      `Ferdig: ${summary.records} poster på ${summary.pages} sider på ${summary.seconds.toFixed(1)} s (${summary.recordsPerSecond} poster/s), ` +
        `${summary.deleted} slettemeldinger, ${summary.withdrawn} trukket tilbake; MARC-poster: ${describeImportCounts(summary.import)}`,
    );
    printImportReasons(summary.import);
    console.log(`Alt til og med ${summary.harvestedUntil} er høstet; neste høsting begynner der.`);
    if (values.report) {
      await writeReport(
        values.report,
        { baseUrl, set: values.set ?? '', metadataPrefix: values['metadata-prefix'] ?? DEFAULT_METADATA_PREFIX },
        summary,
      );
    }
    return 0;
  });
}

runCli(main);
