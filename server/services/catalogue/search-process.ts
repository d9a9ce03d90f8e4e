// The search index once per machine (issue #16, docs/decisions/018): on PostgreSQL one search process holds the
// index and answers catalogue search, autocomplete and the person search for every web process over a Unix socket,
// so a web process holds no index (its memory is the requests'), and N web processes do not build and keep N copies.
// The same seam would carry the searches to OpenSearch. A web process answers by itself, in SQL, while the search
// process has no index (a small catalogue, the first build) or does not answer (restarted by the process that forked it).
import { fork, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { appErrorFromData, type AppErrorData } from '#core/errors.ts';
import type { Log } from '#server/log.ts';
import {
  SearchProcessUnavailable,
  type IndexSummary,
  type SearchIndexSource,
  type SearchMethod,
  type SearchProcess,
} from '#server/ports/search.ts';
import type { ServiceContext } from '../context.ts';
import { childProcessModule } from './index-build.ts';

export type SearchRequest = { id: number; method: SearchMethod; input: unknown };
export type SearchReply =
  | { id: number; result: unknown }
  | { id: number; error: AppErrorData }
  | { id: number; failed: string }
  /** Sent on connecting and every poll: whether the process is ready and what its index holds. */
  | { status: { ready: boolean; summary: IndexSummary | null } };

/**
 * One JSON message a line (JSON.stringify writes no raw line breaks). The decoder keeps a character split between
 * two chunks (æ, ø and å are two bytes) for the next.
 */
export function lineReader(onMessage: (message: never) => void): (chunk: Buffer) => void {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  return (chunk) => {
    const lines = (pending + decoder.write(chunk)).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line !== '') onMessage(JSON.parse(line) as never);
  };
}

/** A search that waits this long is answered here instead (the search process is stuck or overloaded). */
const REPLY_TIMEOUT_MS = 30_000;
/** After a failed connection, the next try waits this long (the process is being restarted). */
const RECONNECT_MS = 1_000;

/**
 * The web process's side: sends searches to the search process while it holds an index, and reports its readiness
 * to the health endpoint (so a load balancer waits for the first build). Never holds an index itself.
 */
export class SearchProcessClient implements SearchIndexSource, SearchProcess {
  private socket: Socket | null = null;
  private connecting = false;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }
  >();
  private status: { ready: boolean; summary: IndexSummary | null } = { ready: false, summary: null };
  /** Once the search process was ready, losing it does not make this process not ready: it answers in SQL meanwhile. */
  private everReady = false;
  private closed = false;

  constructor(
    private readonly socketPath: string,
    private readonly log: Log,
  ) {
    this.connect();
  }

  current(): null {
    return null;
  }

  ready(): boolean {
    return this.everReady;
  }

  summary(): IndexSummary | null {
    return this.socket ? this.status.summary : null;
  }

  /** True when the search process holds an index and is connected: searches go there. */
  answers(): boolean {
    return this.socket !== null && this.status.summary !== null;
  }

  call(method: SearchMethod, input: unknown): Promise<unknown> {
    const socket = this.socket;
    if (!socket) return Promise.reject(new SearchProcessUnavailable('the search process is not connected'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => this.settle(id, { id, failed: `no answer within ${REPLY_TIMEOUT_MS} ms` }),
        REPLY_TIMEOUT_MS,
      );
      this.pending.set(id, { resolve, reject, timer });
      socket.write(`${JSON.stringify({ id, method, input } satisfies SearchRequest)}\n`);
    });
  }

  stop(): Promise<void> {
    this.closed = true;
    this.socket?.destroy();
    return Promise.resolve();
  }

  /** Tries again every second while not connected (the search process starting, or started again). */
  private connect(): void {
    if (this.connecting || this.closed) return;
    this.connecting = true;
    const socket = connect(this.socketPath);
    socket.unref();
    socket.on('connect', () => {
      this.connecting = false;
      this.socket = socket;
    });
    socket.on(
      'data',
      lineReader((message: SearchReply) => this.receive(message)),
    );
    socket.on('error', () => undefined); // 'close' follows
    socket.on('close', () => {
      this.connecting = false;
      if (this.socket === socket) {
        this.socket = null;
        this.log.warn('the search process closed its connection; searches are answered here until it is back');
      }
      for (const id of [...this.pending.keys()])
        this.settle(id, { id, failed: 'the search process closed its connection' });
      setTimeout(() => this.connect(), RECONNECT_MS).unref();
    });
  }

  private receive(message: SearchReply): void {
    if ('status' in message) {
      this.status = message.status;
      this.everReady ||= message.status.ready;
      return;
    }
    this.settle(message.id, message);
  }

  private settle(id: number, reply: Exclude<SearchReply, { status: unknown }>): void {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    clearTimeout(waiting.timer);
    if ('result' in reply) waiting.resolve(reply.result);
    else if ('error' in reply) waiting.reject(appErrorFromData(reply.error));
    else waiting.reject(new SearchProcessUnavailable(reply.failed));
  }
}

/**
 * A search answered by the search process when this process has one that holds an index, else here (`here` is the
 * service itself, which in the search process is always called). A search the search process could not answer
 * (ended, stuck) is answered here, in SQL; its refusals (a bad filter: AppError) are the caller's.
 */
export async function answeredBySearchProcess<I, O>(
  ctx: ServiceContext,
  method: SearchMethod,
  input: I,
  here: (ctx: ServiceContext, input: I) => Promise<O>,
): Promise<O> {
  const client = ctx.searchProcess;
  if (!client?.answers()) return here(ctx, input);
  try {
    return (await client.call(method, input)) as O;
  } catch (error) {
    if (!(error instanceof SearchProcessUnavailable)) throw error;
    ctx.log.warn({ err: error, method }, 'the search process did not answer; answered here');
    return here(ctx, input);
  }
}

export interface RunningSearchProcess {
  socket: string;
  /** The current process's id (tests, operators). */
  pid(): number | undefined;
  stop(): void;
}

let nextSocket = 1;

/**
 * Forks the search process (with this process's environment, `env` over it, and its heap limit) and forks it again when it ends. It
 * ends with this process: its IPC channel closes even on kill -9.
 */
export function startSearchProcess(log: Log, env: Record<string, string> = {}): RunningSearchProcess {
  const socket = join(tmpdir(), `bibliotek-search-${process.pid}-${nextSocket++}.sock`);
  const module = childProcessModule('search-process-main');
  let child: ChildProcess | null = null;
  let stopping = false;
  const start = () => {
    child = fork(module.file, [], {
      execArgv: [...process.execArgv.filter((flag) => flag.startsWith('--max-old-space-size')), ...module.execArgv],
      env: { ...process.env, ...env, SEARCH_PROCESS_SOCKET: socket },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.unref();
    child.channel?.unref();
    child.on('exit', (code, signal) => {
      if (stopping) return;
      log.error({ code, signal }, 'the search process ended; starting a new one');
      setTimeout(start, RECONNECT_MS).unref();
    });
  };
  start();
  return {
    socket,
    pid: () => child?.pid,
    stop: () => {
      stopping = true;
      child?.kill();
    },
  };
}
