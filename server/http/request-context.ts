// Per-request correlation id (SPEC §7 correlation-id / X-RequestId), proxy-aware protocol, and the access log.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Log } from '#server/log.ts';

export interface RequestVariables {
  correlationId: string;
  /** 'https' behind a TLS-terminating proxy when TRUST_PROXY is on, else the socket's protocol. */
  protocol: string;
  /** The client's address: what our proxy put last in X-Forwarded-For when TRUST_PROXY is on, else the socket's peer. */
  clientAddress: string;
}

/** The Node request behind a Hono context, when there is one (tests call the app without a socket). */
type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } } | undefined;

/**
 * The address attempt limits count under. Behind a trusted proxy the last X-Forwarded-For entry is the
 * one the proxy itself added (entries before it are whatever the client chose to send).
 */
function clientAddressOf(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustProxy: boolean,
): string {
  const forwarded = trustProxy ? forwardedFor?.split(',').at(-1)?.trim() : undefined;
  return (forwarded || socketAddress || 'unknown').replace(/^::ffff:/, '');
}

const uuidLike = /^[0-9a-zA-Z-]{8,64}$/;

/** Accept a caller's id only when it looks like one, so logs cannot be forged with arbitrary text. */
export function pickCorrelationId(...candidates: (string | undefined)[]): string {
  return candidates.find((value) => value !== undefined && uuidLike.test(value)) ?? randomUUID();
}

export function requestContext(log: Log, trustProxy: boolean): MiddlewareHandler<{ Variables: RequestVariables }> {
  return async (c, next) => {
    const correlationId = pickCorrelationId(c.req.header('correlation-id'), c.req.header('x-requestid'));
    const forwardedProto = trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
    const protocol =
      forwardedProto === 'https' || forwardedProto === 'http'
        ? forwardedProto
        : new URL(c.req.url).protocol.replace(':', '');
    c.set('correlationId', correlationId);
    c.set('protocol', protocol);
    c.set(
      'clientAddress',
      clientAddressOf(
        c.req.header('x-forwarded-for'),
        (c.env as NodeBindings)?.incoming?.socket?.remoteAddress,
        trustProxy,
      ),
    );
    const started = performance.now();
    await next();
    c.res.headers.set('correlation-id', correlationId);
    const isAsset = c.req.path.startsWith('/assets/');
    log[isAsset ? 'debug' : 'info']({
      correlationId,
      requestId: c.req.header('x-requestid'),
      method: c.req.method,
      proto: protocol,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
