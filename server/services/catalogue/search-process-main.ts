// The machine's search process (search-process.ts): keeps the search index on its own connections, as a web process
// would, and answers the web processes' searches on a Unix socket, one JSON message a line, several at a time. Ends
// with the process that forked it (the IPC channel closes even on kill -9).
import { rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { AppError, appErrorData } from '#core/errors.ts';
import { createSearchContext } from '#server/context.ts';
import { recentEventLoopDelayMs, watchEventLoopDelay } from '#server/http/event-loop-delay.ts';
import { answerSearch } from './search-methods.ts';
import { lineReader, type SearchReply, type SearchRequest } from './search-process.ts';

const socketPath = process.env.SEARCH_PROCESS_SOCKET;
if (!socketPath || !process.send)
  throw new Error('search-process-main runs as a child process of server.js, with SEARCH_PROCESS_SOCKET');

const { services, keeper } = await createSearchContext();
// What a search waits behind in this process (the index's swaps and changes), reported with its status.
watchEventLoopDelay();
const connections = new Set<Socket>();

function send(socket: Socket, reply: SearchReply): void {
  if (!socket.destroyed) socket.write(`${JSON.stringify(reply)}\n`);
}

function status(): SearchReply {
  const summary = keeper.summary();
  return {
    status: { ready: keeper.ready(), summary: summary && { ...summary, eventLoopDelayMs: recentEventLoopDelayMs() } },
  };
}

async function answer(socket: Socket, { id, method, input }: SearchRequest): Promise<void> {
  try {
    send(socket, { id, result: await answerSearch(services, method, input) });
  } catch (error) {
    if (error instanceof AppError) send(socket, { id, error: appErrorData(error) });
    else {
      services.log.error({ err: error, method }, 'search failed in the search process');
      send(socket, { id, failed: error instanceof Error ? error.message : String(error) });
    }
  }
}

// A socket left by a search process that was killed would refuse the listen.
rmSync(socketPath, { force: true });
const server = createServer((socket) => {
  connections.add(socket);
  socket.on('close', () => connections.delete(socket));
  socket.on('error', () => undefined);
  socket.on(
    'data',
    lineReader((request: SearchRequest) => void answer(socket, request)),
  );
  send(socket, status());
});
server.listen(socketPath);

// Every second, as the keeper polls: whether the first build is done and what the index holds.
setInterval(() => {
  const reply = status();
  for (const socket of connections) send(socket, reply);
}, 1_000);

const end = () => {
  rmSync(socketPath, { force: true });
  process.exit(0);
};
process.on('disconnect', end);
process.on('SIGTERM', end);
