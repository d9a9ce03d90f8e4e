// MARC-8 records (the character set of most MARC exports before UTF-8; leader/09 blank) converted to UTF-8 by YAZ's
// yaz-marcdump (Debian package `yaz`), the converter Koha and VuFind's tool chains use: ANSEL with its combining marks
// before the letter, and the escape sequences to Greek, Cyrillic, Hebrew, Arabic and the East Asian character sets.
// Records are converted in batches, one process a batch; yaz passes a record whose leader says UTF-8 through unchanged.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const RECORD_TERMINATOR = 0x1d;

/** yaz-marcdump is not installed: MARC-8 records cannot be read. */
export const MARC8_UNAVAILABLE = 'unavailable';

/** What a MARC-8 record gets when yaz is missing (the import says how to get it). */
export const MARC8_UNAVAILABLE_MESSAGE =
  'posten er kodet i MARC-8 (leader posisjon 9 er ikke «a»), og konvertereren yaz-marcdump er ikke installert (apt-get install yaz); installer den, eller eksporter postene som UTF-8';

/** True when the bytes are UTF-8 (a record whose leader says MARC-8 but that was written in UTF-8, as many exports do). */
export function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** yaz-marcdump reads a file, not a socket (Node's pipes): the batch goes through a temporary file. */
async function runYaz(input: Buffer): Promise<Buffer | typeof MARC8_UNAVAILABLE> {
  const folder = await mkdtemp(join(tmpdir(), 'bibliotek-marc8-'));
  try {
    const file = join(folder, 'batch.mrc');
    await writeFile(file, input);
    // -l 9=97: the converted record says UTF-8 in leader/09.
    const { stdout } = await run(
      'yaz-marcdump',
      ['-i', 'marc', '-o', 'marc', '-f', 'MARC-8', '-t', 'UTF-8', '-l', '9=97', file],
      {
        encoding: 'buffer',
        maxBuffer: 4 * input.length + 1_048_576,
      },
    );
    return stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return MARC8_UNAVAILABLE;
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function splitRecords(bytes: Buffer): Buffer[] {
  const records: Buffer[] = [];
  for (let from = 0; from < bytes.length;) {
    const end = bytes.indexOf(RECORD_TERMINATOR, from);
    if (end === -1) break;
    records.push(bytes.subarray(from, end + 1));
    from = end + 1;
  }
  return records;
}

/**
 * The records in UTF-8, in the same order; null for a record yaz could not convert. When one record of a batch does
 * not come out, each is converted on its own to find it.
 */
export async function convertMarc8(records: readonly Buffer[]): Promise<(Buffer | null)[] | typeof MARC8_UNAVAILABLE> {
  if (records.length === 0) return [];
  const converted = await runYaz(Buffer.concat(records)).catch(() => null);
  if (converted === MARC8_UNAVAILABLE) return MARC8_UNAVAILABLE;
  const out = converted ? splitRecords(converted) : [];
  if (out.length === records.length) return out;
  if (records.length === 1) return [null];
  const one: (Buffer | null)[] = [];
  for (const record of records) {
    const [result] = (await convertMarc8([record])) as (Buffer | null)[];
    one.push(result);
  }
  return one;
}
