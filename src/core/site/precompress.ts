// The pipeline's last step: a Brotli and a gzip copy next to every text file of the build, for hosts
// that serve precompressed files (nginx's brotli_static and gzip_static). A copy that would not be
// smaller is not written.
//
// Most of the copies are made earlier, in the background, one file at a time on libuv's pool while
// the steps run on the main thread: the build machine's other cores are idle then (issue #41). A
// file written again after its copies were made is compressed again at the end, so what runs in
// the background changes the build's time, never its output.
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {olderReleaseBase} from '../sections';

export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|md|yaml|map)$/;
/** Smaller files gain nothing. */
export const MIN_COMPRESSIBLE_BYTES = 512;

/**
 * Brotli's quality for a file: 11, the smallest, for the hashed scripts and stylesheets every reader
 * downloads; 10 for the rest, whose number grows with every page, as it takes a fifth of the time;
 * 8 for an older release's files, most of the pages and more with every release: 8 times as fast
 * as 10, for 7 % more bytes (issue #41).
 */
export const brotliQuality = (file: string) =>
  file.startsWith('assets/') ? 11 : olderReleaseBase(`/${file}`) === undefined ? 10 : 8;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Totals = {files: number; bytes: number; brotliBytes: number; gzipBytes: number};
type Sizes = {bytes: number; brotliBytes: number; gzipBytes: number};
/** The build's files, as the model gives them; `remove` deletes one if it is there. */
type Files = {
  read(file: string): Promise<Buffer>;
  write(file: string, body: string | Uint8Array): Promise<void>;
  remove?(file: string): Promise<void>;
};

/**
 * Compresses one file and writes its smaller copies; undefined when it is too small to gain, null
 * when `isCurrent` says it was written meanwhile. `again`: copies of an older version may be there,
 * and one not made now is removed. `oneByOne`: Brotli, then gzip, one thread of the pool at a time.
 */
async function compressFile(
  file: string,
  body: Buffer,
  {write, remove}: Files,
  {
    isCurrent = () => true,
    again = false,
    oneByOne = false,
  }: {isCurrent?: () => boolean; again?: boolean; oneByOne?: boolean} = {},
): Promise<Sizes | undefined | null> {
  const removeStale = async (...copies: string[]) => {
    if (again) for (const copy of copies) await remove?.(copy);
  };
  if (body.length < MIN_COMPRESSIBLE_BYTES) {
    await removeStale(`${file}.br`, `${file}.gz`);
    return undefined;
  }
  const makeBrotli = () =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  const makeGzip = () => gzip(body, {level: 9});
  const [br, gz] = oneByOne ? [await makeBrotli(), await makeGzip()] : await Promise.all([makeBrotli(), makeGzip()]);
  if (!isCurrent()) return null;
  if (br.length < body.length) await write(`${file}.br`, br);
  else await removeStale(`${file}.br`);
  if (gz.length < body.length) await write(`${file}.gz`, gz);
  else await removeStale(`${file}.gz`);
  return {
    bytes: body.length,
    brotliBytes: Math.min(br.length, body.length),
    gzipBytes: Math.min(gz.length, body.length),
  };
}

const sum = (sizes: Iterable<Sizes>): Totals => {
  const totals = {files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0};
  for (const each of sizes) {
    totals.files++;
    totals.bytes += each.bytes;
    totals.brotliBytes += each.brotliBytes;
    totals.gzipBytes += each.gzipBytes;
  }
  return totals;
};

/** Runs `work` on every item of `queue` (which may grow meanwhile), `concurrency` at a time. */
async function drain(queue: string[], concurrency: number, work: (file: string) => Promise<void>) {
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) await work(file);
  };
  await Promise.all(Array.from({length: concurrency}, worker));
}

/** The copies of the given files, four at a time: zlib's asynchronous calls use every core. */
export async function compressFiles(files: Iterable<string>, site: Files): Promise<Totals> {
  const sizes: Sizes[] = [];
  await drain(
    [...files].filter((file) => COMPRESSIBLE.test(file)),
    4,
    async (file) => {
      const made = await compressFile(file, await site.read(file), site);
      if (made) sizes.push(made);
    },
  );
  return sum(sizes);
}

/**
 * The build's compressor: `early` makes copies in the background, one file at a time, `finish`
 * waits for it and makes every copy still missing or older than its file, four at a time. A file's
 * version (SiteModel.version) says whether its copies are of what it now holds.
 */
export function precompressor(site: Files & {version(file: string): number}) {
  /** The version of each file its copies were made from, and their sizes (null: too small to copy). */
  const made = new Map<string, {version: number; sizes: Sizes | null}>();
  const queued = new Set<string>();
  const queue: string[] = [];
  let background: Promise<void> | undefined;
  let running = false;
  let stopped = false;
  /** The background's first failure: thrown by `finish`, never left unhandled meanwhile. */
  let failure: unknown;
  const counts = {early: 0, again: 0};

  const upToDate = (file: string) => made.get(file)?.version === site.version(file);
  const compress = async (file: string) => {
    const version = site.version(file);
    // An odd version is a write under way: in the background, its file is read when it is done.
    if (version % 2 === 1) {
      if (stopped)
        throw new Error(`${file} was still being written when the last step ended: a step did not await it.`);
      return;
    }
    if (upToDate(file)) return;
    const again = made.has(file);
    const sizes = await compressFile(file, await site.read(file), site, {
      isCurrent: () => site.version(file) === version,
      again,
      oneByOne: !stopped,
    });
    if (sizes === null) return; // written meanwhile: made again from the new version
    made.set(file, {version, sizes: sizes ?? null});
    if (!sizes) return;
    if (stopped) counts.again += again ? 1 : 0;
    else counts.early++;
  };
  const stop = async () => {
    stopped = true;
    queue.length = 0;
    await background;
  };

  return {
    /** Queues files for the background: those compressible and not queued before. */
    early(files: Iterable<string>): void {
      for (const file of files) {
        if (stopped || queued.has(file) || !COMPRESSIBLE.test(file)) continue;
        queued.add(file);
        queue.push(file);
      }
      // One file at a time, one thread at a time: the pipeline's main thread keeps a core of its own.
      if (!running && queue.length > 0) {
        running = true;
        background = drain(queue, 1, compress)
          .catch((error: unknown) => {
            failure ??= error;
            queue.length = 0;
          })
          .finally(() => (running = false));
      }
    },
    /** Stops the background and waits for the file it is on (a failed step's pipeline calls it). */
    stop,
    /** Stops the background, then copies every compressible file of `files` whose copies are missing or stale. */
    async finish(files: Iterable<string>): Promise<Totals & {early: number; again: number}> {
      await stop();
      if (failure) throw failure;
      const all = [...files].filter((file) => COMPRESSIBLE.test(file));
      await drain(
        all.filter((file) => !upToDate(file)),
        4,
        compress,
      );
      const sizes = all.flatMap((file) => made.get(file)?.sizes ?? []);
      return {...sum(sizes), ...counts};
    },
  };
}

export type Precompressor = ReturnType<typeof precompressor>;

export async function precompress(site: {files: Set<string>; precompressor: Precompressor}): Promise<string> {
  const totals = await site.precompressor.finish(site.files);
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  return (
    `${totals.files} files (${mb(totals.bytes)} MB → ${mb(totals.brotliBytes)} MB brotli), ` +
    `${totals.early} compressed while the steps ran, ${totals.again} again after a later write`
  );
}
