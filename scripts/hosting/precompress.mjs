// Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every text file of the
// build, for hosts that serve precompressed files (nginx's brotli_static and gzip_static). A copy
// that would not be smaller is not written.
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

/** The text files worth compressing, by extension. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|md|yaml|map)$/;
/** Smaller files gain nothing. */
const MIN_BYTES = 512;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses every text file under `dir`; resolves with {files, bytes, brotliBytes, gzipBytes}. */
export async function precompress(dir) {
  const files = (await readdir(dir, {recursive: true}))
    .filter((file) => COMPRESSIBLE.test(file))
    .map((file) => path.join(dir, file));
  const totals = {files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0};
  // zlib's asynchronous calls run on libuv's thread pool: a few at a time use every core.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      if ((await stat(file)).size < MIN_BYTES) continue;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length},
        }),
        gzip(body, {level: 9}),
      ]);
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
      totals.files++;
      totals.bytes += body.length;
      totals.brotliBytes += Math.min(br.length, body.length);
      totals.gzipBytes += Math.min(gz.length, body.length);
    }
  };
  await Promise.all(Array.from({length: 4}, worker));
  return totals;
}
