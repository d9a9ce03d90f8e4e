// Where the search index is built (docs/decisions/018). Reading a million works and sorting their postings takes
// tens of seconds of CPU; in the request thread every request would wait behind it (4–6 s at 1M publications). On
// PostgreSQL a process of its own, with its own connection, builds it and hands it over through a file, which this
// process reads into one buffer off its request thread (index-transfer.ts). A process rather than a thread: a thread's
// freed build garbage stays in this process's memory (≈140 MiB at 1M), a process's goes with it. The embedded
// database lives in this process and holds small catalogues: it builds here.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseTimeouts } from '#server/db/client.ts';
import type { ServiceContext } from '../context.ts';
import { FacetIndex, type FacetIndexData } from './facet-index.ts';
import { loadIndex, type LoadScope, type Loaded } from './index-loader.ts';
import { readOneBuffer, type Layout } from './index-transfer.ts';

export interface IndexBuilder {
  load(scope: LoadScope): Promise<Loaded>;
  close(): Promise<void>;
}

/** The build process's scheduling priority (nice: 0 is the default, 19 the lowest). */
const BUILD_NICENESS = 10;

/** The build process's settings (in its environment). */
export interface IndexWorkerSettings {
  url: string;
  timeouts?: DatabaseTimeouts;
}

/** The file a build process hands an index over in (its pid and the request's id). */
export const indexFileName = (pid: number, id: number): string => `bibliotek-search-index-${pid}-${id}.bin`;
const INDEX_FILE = /^bibliotek-search-index-(\d+)-\d+\.bin$/;

export type IndexWorkerRequest = { id: number; scope: LoadScope };
export type IndexWorkerReply =
  { id: number; file: string; layout: Layout; xmin: string } | { id: number; error: string };

/** Builds in this thread, on the service context's database. */
export function inThreadIndexBuilder(ctx: Pick<ServiceContext, 'db'>): IndexBuilder {
  return { load: (scope) => loadIndex(ctx, scope), close: async () => undefined };
}

/**
 * A child process's module (`index-build-worker`, `search-process-main`): beside this one when running from source
 * (tsx compiles it), the build's own entry (vite.config.ts) when running from build/server.
 */
export function childProcessModule(name: string): { file: string; execArgv: string[] } {
  const here = dirname(fileURLToPath(import.meta.url));
  if (import.meta.url.endsWith('.ts')) return { file: join(here, `${name}.ts`), execArgv: ['--import', 'tsx'] };
  const file = [join(here, `${name}.js`), join(here, '..', `${name}.js`)].find(existsSync);
  if (!file) throw new Error(`${name}.js not found beside ${here}`);
  return { file, execArgv: [] };
}

/** Index files a build process wrote for a server that died before reading them (they are large: 167 MiB at 1M). */
function removeOrphanedIndexFiles(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(INDEX_FILE.exec(name)?.[1] ?? NaN);
    if (Number.isInteger(pid) && !isRunning(pid)) rmSync(join(tmpdir(), name), { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Builds in a process of its own, one load at a time in arrival order. The process is started on demand and ended
 * after a full build (the changes read every poll between full builds reuse it).
 */
export class WorkerIndexBuilder implements IndexBuilder {
  private child: ChildProcess | null = null;
  private nextId = 1;
  /** Requests waiting for an answer, with the process each went to. */
  private readonly pending = new Map<
    number,
    { child: ChildProcess; resolve: (reply: IndexWorkerReply) => void; reject: (error: Error) => void }
  >();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly module = childProcessModule('index-build-worker');

  constructor(private readonly settings: IndexWorkerSettings) {
    removeOrphanedIndexFiles();
  }

  /** The build process's id while one runs (operators, tests). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  load(scope: LoadScope): Promise<Loaded> {
    const loaded = this.queue.then(() => this.request(scope));
    this.queue = loaded.catch(() => undefined);
    return loaded;
  }

  private async request(scope: LoadScope): Promise<Loaded> {
    const child = this.started();
    const id = this.nextId++;
    try {
      // The channel keeps this process alive only while it waits for an answer.
      child.channel?.ref();
      const reply = await new Promise<IndexWorkerReply>((resolve, reject) => {
        this.pending.set(id, { child, resolve, reject });
        child.send({ id, scope } satisfies IndexWorkerRequest);
      }).finally(() => child.channel?.unref());
      if ('error' in reply) throw new Error(reply.error);
      return { index: new FacetIndex(await readOneBuffer<FacetIndexData>(reply.layout, reply.file)), xmin: reply.xmin };
    } finally {
      if (scope.all) this.stop();
    }
  }

  private started(): ChildProcess {
    if (this.child) return this.child;
    const child = fork(this.module.file, [], {
      execArgv: this.module.execArgv,
      env: { ...process.env, INDEX_BUILD_SETTINGS: JSON.stringify(this.settings) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // Below the processes that answer requests: on a machine of two cores the build, PostgreSQL and the servers share them.
    if (child.pid !== undefined) setPriority(child.pid, BUILD_NICENESS);
    child.unref();
    child.channel?.unref();
    child.on('message', (reply: IndexWorkerReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      waiting?.resolve(reply);
    });
    // Only what was asked of this process: a full build ends its process, and that exit can come after the next load
    // has started a new one (a load failed with "ended (SIGTERM)" under load when every waiter was rejected here).
    const fail = (error: Error) => {
      if (this.child === child) this.child = null;
      for (const [id, waiting] of this.pending) {
        if (waiting.child !== child) continue;
        this.pending.delete(id);
        waiting.reject(error);
      }
    };
    child.on('error', fail);
    child.on('exit', (code, signal) =>
      fail(new Error(`the search index build process ended (${signal ?? `exit code ${code}`})`)),
    );
    this.child = child;
    return child;
  }

  private stop(): void {
    const child = this.child;
    this.child = null;
    child?.kill();
  }

  async close(): Promise<void> {
    await this.queue;
    this.stop();
  }
}
