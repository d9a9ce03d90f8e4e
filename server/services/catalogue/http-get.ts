// HTTP GET for the catalogue's outside sources (OAI-PMH, SRU): a timeout per attempt, retries with exponential backoff and jitter, Retry-After honoured.
import { setTimeout as delay } from 'node:timers/promises';

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The wait before the second attempt; it doubles for every further one (with jitter). */
  baseDelayMs: number;
  /** No single wait is longer, a server's Retry-After included. */
  maxDelayMs: number;
  /** One attempt (connect, headers and the whole body) is given up after this long. */
  timeoutMs: number;
  /** Tests replace the waiting (and record it); the default sleeps, and stops early when `signal` aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** 0 ≤ x < 1; tests pin the jitter. */
  random?: () => number;
  /** Told before each wait: which attempt failed, why, and how long the wait is. */
  onRetry?: (retry: { attempt: number; delayMs: number; reason: string }) => void;
}

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 6,
  baseDelayMs: 2_000,
  maxDelayMs: 5 * 60_000,
  timeoutMs: 120_000,
};

export type HttpFailure = 'timeout' | 'network' | 'status';

/** The last attempt failed, or one that is not worth repeating (a 404): `reason` says which kind, `detail` what happened. */
export class HttpGetError extends Error {
  constructor(
    readonly reason: HttpFailure,
    readonly detail: string,
    readonly attempts: number,
    readonly status: number | null = null,
    /** A timeout's limit, for a message that words it in the reader's language. */
    readonly timeoutMs: number | null = null,
  ) {
    super(detail);
    this.name = 'HttpGetError';
  }
}

export interface HttpGetResult {
  status: number;
  body: Buffer;
  text: string;
}

/** Statuses a later attempt may cure: the server is busy, restarting or behind a proxy that timed out. */
const RETRYABLE = new Set([408, 425, 429, 500, 502, 503, 504]);

/**
 * Retry-After as milliseconds: delta seconds, or an HTTP date (measured against the wall clock, which is what the
 * server means); null when absent or unreadable.
 */
function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The wait after failed attempt `attempt` (1-based): base·2^(attempt−1), capped, of which the upper half is random ("equal jitter"). */
function backoffMs(policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs' | 'random'>, attempt: number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (policy.random ?? Math.random)() * (ceiling / 2));
}

function isTimeout(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'TimeoutError' || (error.cause instanceof Error && error.cause.name === 'TimeoutError'))
  );
}

/** What a failed fetch was, in words for the log and the messages ('ECONNREFUSED 127.0.0.1:1'). */
function networkDetail(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error)
    return 'code' in cause && typeof cause.code === 'string' ? `${cause.code} ${cause.message}`.trim() : cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * GETs `url` and reads the whole body within the timeout. Timeouts, network errors and the statuses in RETRYABLE are
 * tried again after a backoff (a 503's or 429's Retry-After replaces it, capped at maxDelayMs) until `attempts` are
 * spent; any other status fails at once. Throws HttpGetError, or the abort reason when `signal` aborts.
 */
export async function httpGet(
  url: string,
  policy: RetryPolicy,
  options: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<HttpGetResult> {
  const sleep = policy.sleep ?? ((ms: number, signal?: AbortSignal) => delay(ms, undefined, { signal }));
  for (let attempt = 1; ; attempt++) {
    options.signal?.throwIfAborted();
    let failure: HttpGetError;
    let wait: number | null = null;
    const timeout = AbortSignal.timeout(policy.timeoutMs);
    try {
      const response = await fetch(url, {
        headers: { 'user-agent': 'bibliotek-portal (OAI-PMH/SRU)', ...options.headers },
        signal: options.signal ? AbortSignal.any([timeout, options.signal]) : timeout,
        redirect: 'follow',
      });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.ok) return { status: response.status, body, text: body.toString('utf8') };
      failure = new HttpGetError(
        'status',
        `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
        attempt,
        response.status,
      );
      if (!RETRYABLE.has(response.status)) throw failure;
      if (response.status === 503 || response.status === 429) wait = retryAfterMs(response.headers.get('retry-after'));
    } catch (error) {
      if (error instanceof HttpGetError) throw error;
      if (options.signal?.aborted) throw options.signal.reason;
      failure = isTimeout(error)
        ? new HttpGetError(
            'timeout',
            `ingen svar innen ${formatSeconds(policy.timeoutMs)}`,
            attempt,
            null,
            policy.timeoutMs,
          )
        : new HttpGetError('network', networkDetail(error), attempt);
    }
    if (attempt >= policy.attempts) throw failure;
    const ms = Math.min(policy.maxDelayMs, wait ?? backoffMs(policy, attempt));
    policy.onRetry?.({ attempt, delayMs: ms, reason: failure.detail });
    await sleep(ms, options.signal);
  }
}

/** 1500 → '1,5 s', 60000 → '60 s' (Norwegian decimal comma). */
export function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1).replace('.', ',')} s`;
}
