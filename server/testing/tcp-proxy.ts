// A TCP proxy for fault tests: forwards to a server, or refuses connections (the database is down), or swallows all traffic (the database hangs).
import { connect, createServer, type Socket } from 'node:net';

type ProxyMode = 'forward' | 'refuse' | 'hang';

export interface TcpProxy {
  port: number;
  setMode: (mode: ProxyMode) => void;
  close: () => Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let mode: ProxyMode = 'forward';
  const open = new Set<Socket>();
  const server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => undefined);
    if (mode === 'refuse') return client.destroy();
    if (mode === 'hang') return; // accepted, never answered
    const upstream = connect(targetPort, targetHost);
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    // Data flows only while forwarding: in 'hang' both directions go silent, sockets stay open.
    client.on('data', (chunk) => mode === 'forward' && upstream.write(chunk));
    upstream.on('data', (chunk) => mode === 'forward' && client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const dropAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    port,
    setMode: (next) => {
      // Leaving 'hang' breaks the connections whose traffic was swallowed, as a restarted server would.
      if (next === 'refuse' || mode === 'hang') dropAll();
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}
