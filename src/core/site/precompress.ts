// The pipeline's last step: a Brotli and a gzip copy next to every text file of the build, for hosts
// that serve precompressed files (nginx's brotli_static and gzip_static). A copy that would not be
// smaller is not written.
//
// Most of the copies are made earlier, in the background, by worker threads at the lowest priority
// while the steps run on the main thread: they take what CPU the steps leave (issue #41). A file
// written again after its copies were made is compressed again at the end, so what runs in the
// background changes the build's time, never its output.
import {promisify} from 'node:util';
import {Worker} from 'node:worker_threads';
import zlib from 'node:zlib';
import {olderReleaseBase} from '../sections';

export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|md|yaml|map)$/;
/** Smaller files gain nothing. */
export const MIN_COMPRESSIBLE_BYTES = 512;

/**
 * Brotli's quality for a file: 11, the smallest, for the hashed scripts and stylesheets every reader
 * downloads; 10 for the rest, whose number grows with every page, as it takes a fifth of the time;
 * 8 for an older release's files, most of the pages and more with every release: 8 times as fast
 * as 10, for 7 % more bytes (issue #41). `olderAssets`: the scripts only an older release's pages
 * load, which are an older release's files too (at the growth fixture, 15 of the 24 MB of scripts).
 */
export function brotliQuality(file: string, olderAssets: () => ReadonlySet<string> = () => new Set()): number {
  if (olderReleaseBase(`/${file}`) !== undefined) return 8;
  // The set is made from the chunk graph when the first script asks (SiteModel.olderAssets).
  if (file.startsWith('assets/')) return olderAssets().has(file) ? 8 : 11;
  return 10;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Both copies' settings: the pool and the background workers compress alike. */
const settings = (body: Uint8Array, quality: number) => ({
  brotli: {
    params: {[zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length},
  },
  gzip: {level: 9},
});

/** Makes a file's Brotli and gzip copies. */
type Copies = (body: Buffer, quality: number) => Promise<[Uint8Array, Uint8Array]>;

/** Both at once on libuv's pool, at the build's priority: the end of the pipeline, when nothing else runs. */
const onThePool: Copies = (body, quality) => {
  const each = settings(body, quality);
  return Promise.all([brotli(body, each.brotli), gzip(body, each.gzip)]);
};

// A background worker: at nice 19 (a thread's own on Linux), it runs when the steps' threads, Pagefind
// and the card drawing leave a core free, and never slows them; synchronous zlib, so a file's copies
// never wait for the main thread's loop. Hand-written: no kept library runs zlib on a niced thread.
const WORKER_SOURCE = `
const {parentPort} = require('node:worker_threads');
const zlib = require('node:zlib');
try { require('node:os').setPriority(19); } catch {}
parentPort.on('message', ({id, body, settings}) => {
  try {
    parentPort.postMessage({id, br: zlib.brotliCompressSync(body, settings.brotli), gz: zlib.gzipSync(body, settings.gzip)});
  } catch (error) {
    parentPort.postMessage({id, error: String(error)});
  }
});`;

/** `count` background workers, given files in turn; `close` ends them. */
function backgroundWorkers(count: number): {copies: Copies; close(): Promise<void>} {
  type Reply = {id: number; br: Uint8Array; gz: Uint8Array; error?: undefined} | {id: number; error: string};
  const pending = new Map<number, {resolve(copies: [Uint8Array, Uint8Array]): void; reject(error: Error): void}>();
  /** Set once a worker fails or the workers are closed: what every call since is rejected with. */
  let ended: Error | undefined;
  const failAll = (error: Error) => {
    ended ??= error;
    for (const each of pending.values()) each.reject(ended);
    pending.clear();
  };
  const workers = Array.from({length: count}, () => {
    const worker = new Worker(WORKER_SOURCE, {eval: true});
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.error === undefined) waiting?.resolve([reply.br, reply.gz]);
      else waiting?.reject(new Error(`compressing in the background: ${reply.error}`));
    });
    worker.on('error', failAll);
    worker.on('exit', () => failAll(new Error('a background compressor ended')));
    return worker;
  });
  let next = 0;
  return {
    copies: (body, quality) =>
      new Promise((resolve, reject) => {
        if (ended) return reject(ended);
        const id = next++;
        pending.set(id, {resolve, reject});
        workers[id % count]!.postMessage({id, body, settings: settings(body, quality)});
      }),
    async close() {
      failAll(new Error('the background compressor was stopped'));
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/** Background workers: one would fill the core the steps leave; two also fill the main thread's waits. */
const BACKGROUND_WORKERS = 2;
/** Files each background worker is given ahead, so that it has the next while the main thread is busy. */
const AHEAD = 2;

type Totals = {files: number; bytes: number; brotliBytes: number; gzipBytes: number};
type Sizes = {bytes: number; brotliBytes: number; gzipBytes: number};
/** The build's files, as the model gives them; `remove` deletes one if it is there. */
type Files = {
  /** The scripts only an older release's pages load (brotliQuality), asked for when a script is compressed. */
  olderAssets?: () => ReadonlySet<string>;
  read(file: string): Promise<Buffer>;
  write(file: string, body: string | Uint8Array): Promise<void>;
  remove?(file: string): Promise<void>;
};

/**
 * Compresses one file and writes its smaller copies; undefined when it is too small to gain, null
 * when `isCurrent` says it was written meanwhile. `again`: copies of an older version may be there,
 * and one not made now is removed. `copies`: where they are made.
 */
async function compressFile(
  file: string,
  body: Buffer,
  {write, remove, olderAssets}: Files,
  {
    isCurrent = () => true,
    again = false,
    copies = onThePool,
  }: {isCurrent?: () => boolean; again?: boolean; copies?: Copies} = {},
): Promise<Sizes | undefined | null> {
  const removeStale = async (...copies: string[]) => {
    if (again) for (const copy of copies) await remove?.(copy);
  };
  if (body.length < MIN_COMPRESSIBLE_BYTES) {
    await removeStale(`${file}.br`, `${file}.gz`);
    return undefined;
  }
  const [br, gz] = await copies(body, brotliQuality(file, olderAssets));
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
 * The build's compressor: `early` makes copies in the background (backgroundWorkers), `finish`
 * waits for it and makes every copy still missing or older than its file, four at a time. A file's
 * version (SiteModel.version) says whether its copies are of what it now holds.
 */
export function precompressor(site: Files & {version(file: string): number}) {
  /** The version of each file its copies were made from, and their sizes (null: too small to copy). */
  const made = new Map<string, {version: number; sizes: Sizes | null}>();
  const queued = new Set<string>();
  const queue: string[] = [];
  let background: Promise<void> | undefined;
  let workers: ReturnType<typeof backgroundWorkers> | undefined;
  let running = false;
  let stopped = false;
  /** The background's first failure: thrown by `finish`, never left unhandled meanwhile. */
  let failure: unknown;
  const counts = {early: 0, again: 0};

  /** The files being compressed: a file asked for twice at once is compressed once. */
  const inflight = new Map<string, Promise<void>>();
  const upToDate = (file: string) => made.get(file)?.version === site.version(file);
  const compress = (file: string): Promise<void> => {
    let work = inflight.get(file);
    if (!work) {
      work = compressNow(file).finally(() => inflight.delete(file));
      inflight.set(file, work);
    }
    return work;
  };
  const compressNow = async (file: string) => {
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
      copies: stopped || !workers ? onThePool : workers.copies,
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
    await workers?.close();
  };

  return {
    /** Queues files for the background: those compressible and not queued before. */
    early(files: Iterable<string>): void {
      for (const file of files) {
        if (stopped || queued.has(file) || !COMPRESSIBLE.test(file)) continue;
        queued.add(file);
        queue.push(file);
      }
      if (!running && queue.length > 0) {
        running = true;
        workers ??= backgroundWorkers(BACKGROUND_WORKERS);
        background = drain(queue, BACKGROUND_WORKERS * AHEAD, compress)
          .catch((error: unknown) => {
            failure ??= error;
            queue.length = 0;
          })
          .finally(() => (running = false));
      }
    },
    /** Stops the background and waits for the files it is on (a failed step's pipeline calls it). */
    stop,
    /**
     * A file's size and its copies' (undefined: not compressed, or written meanwhile), the copies made
     * now if they are missing or older than the file: what a host serving them sends.
     */
    async sizes(file: string): Promise<Sizes | undefined> {
      if (!COMPRESSIBLE.test(file)) return undefined;
      if (!upToDate(file)) await compress(file);
      return upToDate(file) ? (made.get(file)?.sizes ?? undefined) : undefined;
    },
    /** Stops the background, then copies every compressible file of `files` whose copies are missing or stale. */
    async finish(files: Iterable<string>): Promise<Totals & {early: number; again: number; olderAssets: number}> {
      await stop();
      if (failure) throw failure;
      const all = [...files].filter((file) => COMPRESSIBLE.test(file));
      await drain(
        all.filter((file) => !upToDate(file)),
        4,
        compress,
      );
      const sizes = all.flatMap((file) => made.get(file)?.sizes ?? []);
      return {...sum(sizes), ...counts, olderAssets: site.olderAssets?.().size ?? 0};
    },
  };
}

export type Precompressor = ReturnType<typeof precompressor>;

export async function precompress(site: {files: Set<string>; precompressor: Precompressor}): Promise<string> {
  const totals = await site.precompressor.finish(site.files);
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  return (
    `${totals.files} files (${mb(totals.bytes)} MB → ${mb(totals.brotliBytes)} MB brotli), ` +
    `${totals.early} compressed while the steps ran, ${totals.again} again after a later write, ` +
    `${totals.olderAssets} scripts of older releases at Brotli 8`
  );
}
