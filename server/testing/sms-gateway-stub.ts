// A stand-in HTTP SMS gateway for tests: takes what the HTTP adapter posts, as a real gateway would (token, idempotency).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StubSms {
  to: string;
  text: string;
  reference: string;
  sender: string;
}

export interface SmsGatewayStub {
  url: string;
  token: string;
  /** Messages accepted, once per Idempotency-Key. */
  readonly accepted: StubSms[];
  /** Every POST that reached it. */
  readonly posts: number;
  close(): Promise<void>;
}

/** Refuses +4700000000 (400) and a wrong token (401); a repeated Idempotency-Key is answered 200 and not sent again. */
export async function startSmsGatewayStub(): Promise<SmsGatewayStub> {
  const token = `stub-${Math.random().toString(36).slice(2)}`;
  const accepted: StubSms[] = [];
  const seen = new Set<string>();
  let posts = 0;
  const server: Server = createServer((req, res) => {
    posts++;
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const answer = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (req.headers.authorization !== `Bearer ${token}`) return answer(401, { error: 'unauthorized' });
      const sms = JSON.parse(body) as StubSms;
      if (sms.to === '+4700000000') return answer(400, { error: 'invalid recipient' });
      const key = String(req.headers['idempotency-key'] ?? '');
      if (!seen.has(key)) {
        seen.add(key);
        accepted.push(sms);
      }
      answer(200, { id: key });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    token,
    accepted,
    get posts() {
      return posts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
