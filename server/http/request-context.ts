// Per-request correlation id (SPEC §7 correlation-id / X-RequestId), proxy-aware protocol, and the access log.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Log } from '#server/log.ts';

export interface RequestVariables {
  correlationId: string;
  /** 'https' behind a TLS-terminating proxy when TRUST_PROXY is on, else the socket's protocol. */
  protocol: string;
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
    const protocol = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : new URL(c.req.url).protocol.replace(':', '');
    c.set('correlationId', correlationId);
    c.set('protocol', protocol);
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
