// What the catalogue's command-line tools share (import:marc, harvest:oai): argument errors, --branch-map, opening the portal's database, printing an import's counts, exit codes.
import { readFile, writeFile } from 'node:fs/promises';
import { AppError } from '#core/errors.ts';
import { DataFolderInUse } from '#server/db/folder-lock.ts';
import { loadConfig } from '#server/config.ts';
import type { AppContext } from '#server/context.ts';
import {
  describePosition,
  type MarcImportOptions,
  type MarcImportSummary,
} from '#server/services/catalogue/marc-import.ts';

/** A bad argument: the message on stderr and exit code 2. */
export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** «CPL=bjorvika,MPL=majorstuen», or a file of «KODE=slug» lines (# starts a comment). */
export async function readBranchMap(value: string): Promise<Record<string, string>> {
  let text = value;
  if (!value.includes('=')) {
    try {
      text = await readFile(value, 'utf8');
    } catch {
      fail(`--branch-map: fant ikke filen «${value}» (eller skriv kodene direkte: KODE=slug,KODE=slug).`);
    }
  }
  const map: Record<string, string> = {};
  for (const entry of text
    .split(/[,\n]/)
    .map((e) => e.replace(/#.*/, '').trim())
    .filter(Boolean)) {
    const [code, slug, extra] = entry.split('=').map((p) => p.trim());
    if (!code || !slug || extra !== undefined) fail(`--branch-map: «${entry}» er ikke på formen KODE=slug.`);
    map[code] = slug;
  }
  return map;
}

/**
 * Opens the database the portal uses, as the server starts (migrate, and seed the demo library into an empty
 * database unless NO_SEED), runs `work`, and closes it again; `where` names the database for the first message.
 */
export async function withPortalDatabase<T>(work: (app: AppContext, where: string) => Promise<T>): Promise<T> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  // Loaded only now: a bad argument is refused without loading the whole server.
  const { createAppContext } = await import('#server/context.ts');
  // No job queue here: the servers work the jobs, and a tool that ends mid-job would only hand it back.
  const app = await createAppContext(config, { jobs: false });
  try {
    return await work(app, config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite i ${config.DATA_DIR}`);
  } finally {
    // The search index's poll would otherwise read a closed database.
    await app.close();
  }
}

/** Rejected records on stderr as they happen, and warnings unless --quiet; `where` names a record's place in messages. */
export function importListeners(
  quiet: boolean,
  where: (position: string) => string = (p) => p,
): Pick<MarcImportOptions, 'onRejected' | 'onWarning'> {
  return {
    onRejected: (r) => console.error(`  AVVIST ${where(describePosition(r))}: ${r.message}`),
    onWarning: quiet
      ? undefined
      : (position, warning) => console.warn(`  advarsel ${where(describePosition(position))}: ${warning}`),
  };
}

/** '3 nye, 1 oppdatert, 2 trukket tilbake, 0 avvist, 82 utelatt; eksemplarer …; 5 advarsler.' */
export function describeImportCounts(summary: MarcImportSummary): string {
  return (
    `${summary.created} nye, ${summary.updated} oppdatert, ${summary.withdrawn} trukket tilbake, ${summary.rejected} avvist, ${summary.skipped} utelatt; ` +
    `eksemplarer ${summary.itemsCreated} nye, ${summary.itemsUpdated} oppdatert, ${summary.itemsDiscarded} kassert, ${summary.copiesSkipped} utelatt; ${summary.warnings} advarsler.`
  );
}

/** One line per rejection reason and per kind of record left out. */
export function printImportReasons(summary: MarcImportSummary): void {
  for (const [reason, count] of Object.entries(summary.rejectedByReason)) console.log(`  avvist: ${count} × ${reason}`);
  for (const [kind, count] of Object.entries(summary.skippedByKind)) console.log(`  utelatt: ${count} × ${kind}`);
}

/** --report: what was read (`about`), when it finished, and the summary, as JSON for other tools. */
export async function writeReport(file: string, about: object, summary: object): Promise<void> {
  await writeFile(file, `${JSON.stringify({ ...about, finishedAt: new Date().toISOString(), ...summary }, null, 2)}\n`);
  console.log(`Rapport skrevet til ${file}`);
}

/**
 * Runs a tool's main and exits with its code. Expected refusals (bad input, an outside service that failed, the
 * embedded database held by a running server) are one line, not a stack; bad input (AppError 'invalid') exits 2,
 * anything else 1.
 */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof AppError || error instanceof DataFolderInUse) console.error(error.message);
      else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(error instanceof AppError && error.kind === 'invalid' ? 2 : 1);
    },
  );
}
