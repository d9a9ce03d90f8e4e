// The process of index-build.ts that builds the search index: loads it on its own PostgreSQL connection and hands it
// back through a file (index-transfer.ts). Ends with its parent (the IPC channel closes even on kill -9).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import {
  indexFileName,
  type IndexWorkerReply,
  type IndexWorkerRequest,
  type IndexWorkerSettings,
} from './index-build.ts';
import { loadIndex } from './index-loader.ts';
import { writeOneBuffer } from './index-transfer.ts';

const send = process.send?.bind(process);
if (!send) throw new Error('index-build-worker runs as a child process with an IPC channel');
const settings = JSON.parse(process.env.INDEX_BUILD_SETTINGS ?? '{}') as IndexWorkerSettings;
const database = await openDatabase({ url: settings.url, timeouts: settings.timeouts });

process.on('disconnect', () => process.exit(0));
process.on('message', ({ id, scope }: IndexWorkerRequest) => {
  const file = join(tmpdir(), indexFileName(process.pid, id));
  loadIndex(database, scope)
    .then(async ({ index, xmin }) =>
      send({ id, file, layout: await writeOneBuffer(index.data, file), xmin } satisfies IndexWorkerReply),
    )
    .catch((error: unknown) =>
      send({ id, error: error instanceof Error ? error.message : String(error) } satisfies IndexWorkerReply),
    );
});
