// The Node server the portal listens on: plain HTTP/1.1, or HTTPS with HTTP/2 when the configuration names a
// certificate and key (docs/decisions/039). Browsers speak HTTP/2 only over TLS, and over it a page's stylesheets,
// scripts and pictures share one warm connection instead of opening up to six, each with its own handshake.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from 'node:http2';
import type { Config } from '#server/config.ts';

type Listener = (
  request: IncomingMessage | Http2ServerRequest,
  response: ServerResponse | Http2ServerResponse,
) => unknown;

export interface NodeServer {
  server: Server | Http2SecureServer;
  /** Stops taking connections and ends open ones once their requests are answered. */
  close(): Promise<void>;
}

function readPem(path: string, setting: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new Error(`${setting}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
}

export function createNodeServer(
  config: Pick<Config, 'TLS_CERT_FILE' | 'TLS_KEY_FILE'>,
  listener: Listener,
): NodeServer {
  if (!config.TLS_CERT_FILE || !config.TLS_KEY_FILE) {
    const server = createServer(listener);
    // Node closes idle keep-alive connections on close(); requests in flight are answered first.
    return { server, close: () => new Promise((done) => server.close(() => done())) };
  }
  const cert = readPem(config.TLS_CERT_FILE, 'TLS_CERT_FILE');
  const key = readPem(config.TLS_KEY_FILE, 'TLS_KEY_FILE');
  let server: Http2SecureServer;
  try {
    // HTTP/1.1 stays on for clients without HTTP/2 (curl without --http2, monitoring probes).
    server = createSecureServer({ cert, key, allowHTTP1: true }, listener);
  } catch (error) {
    throw new Error(`TLS_CERT_FILE/TLS_KEY_FILE: not a usable certificate and key (${(error as Error).message})`);
  }
  // A browser keeps its HTTP/2 session open for minutes, which would hold close() until it leaves: each session
  // is told to end (GOAWAY) once its streams are answered.
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session: ServerHttp2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  return {
    server,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        for (const session of sessions) session.close();
      }),
  };
}
