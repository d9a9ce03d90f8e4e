// The portal's Node server: plain HTTP without a certificate; with one, HTTPS that browsers reach over HTTP/2 and
// older clients over HTTP/1.1, and a close() that does not wait for a browser's idle HTTP/2 session to leave.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Server } from 'node:http';
import { connect, type Http2SecureServer } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeServer, type NodeServer } from './node-server.ts';

let dir: string;
let tls: { TLS_CERT_FILE: string; TLS_KEY_FILE: string };

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'node-server-'));
  tls = { TLS_CERT_FILE: join(dir, 'cert.pem'), TLS_KEY_FILE: join(dir, 'key.pem') };
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ...['-subj', '/CN=localhost', '-keyout', tls.TLS_KEY_FILE, '-out', tls.TLS_CERT_FILE],
    ],
    { stdio: 'ignore' },
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The whole body of an HTTP/1.1 response or an HTTP/2 stream, as text. */
async function text(readable: NodeJS.ReadableStream): Promise<string> {
  let body = '';
  readable.setEncoding('utf8');
  for await (const chunk of readable) body += chunk as string;
  return body;
}

const answer = (protocol: string) => (_: unknown, response: { end(body: string): void }) => response.end(protocol);

async function listening(nodeServer: NodeServer): Promise<number> {
  await new Promise<void>((done) => nodeServer.server.listen(0, '127.0.0.1', done));
  return (nodeServer.server.address() as AddressInfo).port;
}

describe('createNodeServer', () => {
  it('serves plain HTTP without a certificate', async () => {
    const nodeServer = createNodeServer({}, answer('http'));
    expect(nodeServer.server).toBeInstanceOf(Server);
    const port = await listening(nodeServer);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('http');
    await nodeServer.close();
  });

  it('serves HTTP/2 and HTTP/1.1 over TLS with a certificate, and closes with a session still open', async () => {
    const nodeServer = createNodeServer(tls, (request, response) =>
      response.end(`HTTP/${request.httpVersion} ${(request.socket as { encrypted?: boolean }).encrypted}`),
    );
    const port = await listening(nodeServer);

    const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    expect(await text(session.request({ ':path': '/' }))).toBe('HTTP/2.0 true');

    const overHttp1 = await new Promise<string>((done, fail) => {
      httpsRequest({ host: '127.0.0.1', port, path: '/', rejectUnauthorized: false }, (response) =>
        text(response).then(done, fail),
      )
        .on('error', fail)
        .end();
    });
    expect(overHttp1).toBe('HTTP/1.1 true');

    // The HTTP/2 session is idle but open, as a browser's would be: close() ends it rather than waiting for it.
    expect(session.closed).toBe(false);
    await nodeServer.close();
    expect((nodeServer.server as Http2SecureServer).listening).toBe(false);
    await new Promise((done) => (session.closed ? done(null) : session.once('close', done)));
  });

  it('carries a Hono app over HTTP/2: the address it sees is https, and a posted body arrives', async () => {
    const app = new Hono().post('/echo', async (c) => c.json({ url: c.req.url, body: await c.req.text() }));
    const nodeServer = createNodeServer(tls, getRequestListener(app.fetch));
    const port = await listening(nodeServer);
    const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    const stream = session.request({ ':method': 'POST', ':path': '/echo', 'content-type': 'text/plain' });
    stream.end('Kari Nordmann ønsker å fornye');
    const echoed = await text(stream);
    expect(JSON.parse(echoed)).toEqual({
      url: `https://127.0.0.1:${port}/echo`,
      body: 'Kari Nordmann ønsker å fornye',
    });
    session.close();
    await nodeServer.close();
  });

  it('says which setting is wrong when the files cannot be used', () => {
    expect(() => createNodeServer({ ...tls, TLS_CERT_FILE: join(dir, 'missing.pem') }, answer(''))).toThrow(
      /^TLS_CERT_FILE: cannot read .*missing\.pem \(ENOENT\)$/,
    );
    const notPem = join(dir, 'not.pem');
    writeFileSync(notPem, 'not a certificate');
    expect(() => createNodeServer({ ...tls, TLS_KEY_FILE: notPem }, answer(''))).toThrow(
      /^TLS_CERT_FILE\/TLS_KEY_FILE: not a usable certificate and key/,
    );
  });
});
