// Database notifications that start a job at once (JobDefinition.wakeOn): the embedded database's own LISTEN, or one
// connection of this process to PostgreSQL that listens, connected again after a loss. A lost notification costs only
// time: the job's schedule still runs it.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Log } from '#server/log.ts';

/** Where the queue keeps its tables (schema `pgboss`): a PostgreSQL server (its own small pool) or the embedded database. */
export type JobStore = { url: string } | { pglite: PGlite };

const RECONNECT_MS = 5_000;

/** Calls `onWake(channel)` for each committed notification on `channels` until the returned stop is called. */
export async function listenForWakes(
  store: JobStore,
  channels: readonly string[],
  onWake: (channel: string) => void,
  log: Log,
): Promise<() => Promise<void>> {
  if ('pglite' in store) {
    const unlisten = await Promise.all(channels.map((channel) => store.pglite.listen(channel, () => onWake(channel))));
    return async () => {
      await Promise.all(unlisten.map((stop) => stop()));
    };
  }
  let stopped = false;
  let client: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: store.url, application_name: 'bibliotek-wake' });
    next.on('notification', (message) => onWake(message.channel));
    next.on('error', (err) => {
      if (stopped) return;
      log.warn({ err }, 'job wake-ups: the listening connection was lost; it connects again');
      client = null;
      next.end().catch(() => undefined);
      setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS).unref();
    });
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
      if (stopped) return void next.end().catch(() => undefined);
      client = next;
    } catch (err) {
      next.end().catch(() => undefined);
      if (stopped) return;
      log.warn({ err }, 'job wake-ups: could not listen; tried again shortly');
      setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS).unref();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await (client as pg.Client | null)?.end().catch(() => undefined);
  };
}
