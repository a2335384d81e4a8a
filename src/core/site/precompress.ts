// The pipeline's last step: a Brotli and a gzip copy next to every text file of the build, for hosts
// that serve precompressed files (nginx's brotli_static and gzip_static). A copy that would not be
// smaller is not written.
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import type {SiteModel} from './model';

export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|md|yaml|map)$/;
/** Smaller files gain nothing. */
export const MIN_COMPRESSIBLE_BYTES = 512;

/**
 * Brotli's quality for a file: 11, the smallest, for the hashed scripts and stylesheets every reader
 * downloads; 10 for the rest, whose number grows with every page, as it takes a fifth of the time.
 */
const brotliQuality = (file: string) => (file.startsWith('assets/') ? 11 : 10);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export async function compressFiles(files: Iterable<string>, {read, write}: Pick<SiteModel, 'read' | 'write'>) {
  const queue = [...files].filter((file) => COMPRESSIBLE.test(file));
  const totals = {files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0};
  // zlib's asynchronous calls run on libuv's thread pool: a few at a time use every core.
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const body = await read(file);
      if (body.length < MIN_COMPRESSIBLE_BYTES) continue;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, {level: 9}),
      ]);
      if (br.length < body.length) await write(`${file}.br`, br);
      if (gz.length < body.length) await write(`${file}.gz`, gz);
      totals.files++;
      totals.bytes += body.length;
      totals.brotliBytes += Math.min(br.length, body.length);
      totals.gzipBytes += Math.min(gz.length, body.length);
    }
  };
  await Promise.all(Array.from({length: 4}, worker));
  return totals;
}

export async function precompress(site: SiteModel): Promise<string> {
  const totals = await compressFiles(site.files, site);
  return `${totals.files} files (${(totals.bytes / 1e6).toFixed(1)} MB → ${(totals.brotliBytes / 1e6).toFixed(1)} MB brotli)`;
}
