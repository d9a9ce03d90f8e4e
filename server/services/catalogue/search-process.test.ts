import { expect, it } from 'vitest';
import { lineReader } from './search-process.ts';

it('reads one message a line, whatever the chunks: a line split anywhere, even inside a two-byte letter', () => {
  const messages = [{ id: 1, result: { title: 'Blåbærsommer på Ørland' } }, { status: { ready: true, summary: null } }];
  const bytes = Buffer.from(messages.map((m) => `${JSON.stringify(m)}\n`).join(''));
  for (let cut = 1; cut < bytes.length; cut++) {
    const read: unknown[] = [];
    const feed = lineReader((message) => read.push(message));
    feed(bytes.subarray(0, cut));
    feed(bytes.subarray(cut));
    expect(read, `cut at ${cut}`).toEqual(messages);
  }
});
