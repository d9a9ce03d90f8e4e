// Whether the database answers: a failure or a slow request raises a suspicion, a fresh probe decides, and while it is down a probe runs every second until it answers again.

/** How long a probe (a fresh `select 1`) may take before the database counts as away. */
export const PROBE_TIMEOUT_MS = 1_000;
/** While down, how often to look again (the database is back within about this long of answering). */
export const RECOVERY_PROBE_MS = 1_000;

export interface AvailabilityLog {
  warn: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
}

/** A promise with its resolve function (Promise.withResolvers needs Node 22). */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * One per process. Requests consult it before they touch the database (503 at once while down) and race
 * against `whenDown()`, so a request stuck on a hung database is answered as soon as a probe has failed.
 */
export class DatabaseAvailability {
  #down = false;
  #probing: Promise<boolean> | null = null;
  #recovery: ReturnType<typeof setTimeout> | null = null;
  #signal = signal();
  #closed = false;

  /** `probe` resolves when the database answered and rejects (or does not settle in time) when not. */
  constructor(
    private readonly probe: () => Promise<void>,
    private readonly log: AvailabilityLog,
  ) {}

  isDown(): boolean {
    return this.#down;
  }

  /** Settles when the database is found down (a new promise after each recovery). */
  whenDown(): Promise<void> {
    return this.#signal.promise;
  }

  /** Something looked wrong (a connection error, a request that takes long): probe now, once at a time. Resolves true when down. */
  suspect(): Promise<boolean> {
    if (this.#down) return Promise.resolve(true);
    this.#probing ??= this.#answers()
      .then((ok) => {
        if (!ok) this.#markDown();
        return !ok;
      })
      .finally(() => {
        this.#probing = null;
      });
    return this.#probing;
  }

  /** For readiness: a fresh probe, also while up. Resolves true when the database answers. */
  async check(): Promise<boolean> {
    if (this.#down) return false;
    return !(await this.suspect());
  }

  /** Stops the recovery probes (server shutdown, tests). */
  close(): void {
    this.#closed = true;
    if (this.#recovery) clearTimeout(this.#recovery);
  }

  async #answers(): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database probe timed out')), PROBE_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.probe(), timeout]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  #markDown(): void {
    if (this.#down) return;
    this.#down = true;
    this.log.warn({}, 'database unavailable: answering 503 until it is back');
    this.#signal.resolve();
    this.#scheduleRecovery();
  }

  #scheduleRecovery(): void {
    if (this.#closed) return;
    this.#recovery = setTimeout(async () => {
      if (await this.#answers()) {
        this.#down = false;
        this.#signal = signal();
        this.log.info({}, 'database available again');
      } else {
        this.#scheduleRecovery();
      }
    }, RECOVERY_PROBE_MS);
    this.#recovery.unref();
  }
}
