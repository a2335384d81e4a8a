// What every deploy script shares (deploy-nginx.ts for nginx, deploy-static.ts for
// Netlify and Cloudflare Pages): a build's files and its own hashed assets, read through its
// site.json; a deploy's id; and the retention: which earlier deploys' assets are carried into a new
// deploy (those made within the retention, where the new build has no such file), and which
// deploys are past it: page chunks load lazily (site-spec.md §7), and one that is gone is a chunk
// load failure (site-spec.md §8).
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {SITE_MANIFEST, readSite} from '../../core/site/manifest.ts';

export const DEFAULT_RETENTION_HOURS = 48;

/** The precompressed copies the build writes beside a text file (src/core/site/precompress.ts). */
const COMPRESSED = ['.br', '.gz'];

/** Every file of a build: what its site.json lists, site.json itself, and their .br and .gz copies. */
export function buildFiles(buildDir: string): string[] {
  return [...readSite(buildDir).files, SITE_MANIFEST]
    .flatMap((file) => [file, ...COMPRESSED.map((ext) => `${file}${ext}`)])
    .filter((file) => existsSync(path.join(buildDir, file)))
    .sort();
}

/**
 * The build's own hashed assets: its manifest's files under assets/, with their .br and .gz copies
 * unless `compressed` is false (hosts that compress on their own need only the files).
 */
export function ownAssets(buildDir: string, {compressed = true}: {compressed?: boolean} = {}): string[] {
  const files = readSite(buildDir).files.filter((file) => file.startsWith('assets/'));
  return files
    .flatMap((file) => [file, ...(compressed ? COMPRESSED.map((ext) => `${file}${ext}`) : [])])
    .filter((file) => existsSync(path.join(buildDir, file)))
    .sort();
}

/** A deploy's id: its time and the SHA-256 of its site.json (the same content, the same hash). */
export async function deployId(buildDir: string, now: Date): Promise<string> {
  const hash = createHash('sha256')
    .update(await readFile(path.join(buildDir, SITE_MANIFEST)))
    .digest('hex')
    .slice(0, 12);
  return `${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${hash}`;
}

/** An earlier deploy as the scripts record it: when it was made and which assets were its own. */
export type DeployRecord = {id: string; deployedAt: string; ownAssets: string[]};

/** Whether a deploy made at `deployedAt` is still within the retention at `now`. */
export function withinRetention(deployedAt: string, now: Date, retentionHours: number): boolean {
  return Date.parse(deployedAt) >= now.getTime() - retentionHours * 3600_000;
}

/**
 * The assets to carry into a new deploy: each file of an earlier deploy within the retention that
 * `isNew` (the new build's own files) does not have, once, from the newest deploy that had it;
 * newest deploys first, so that a host's limit on files cuts the oldest.
 */
export function assetsToCarry(
  earlier: readonly DeployRecord[],
  {now, retentionHours, isNew}: {now: Date; retentionHours: number; isNew: (file: string) => boolean},
): {from: DeployRecord; file: string}[] {
  const carried = new Map<string, DeployRecord>();
  const newestFirst = [...earlier].sort((a, b) => Date.parse(b.deployedAt) - Date.parse(a.deployedAt));
  for (const record of newestFirst.filter((candidate) => withinRetention(candidate.deployedAt, now, retentionHours)))
    for (const file of record.ownAssets) if (!isNew(file) && !carried.has(file)) carried.set(file, record);
  return [...carried].map(([file, from]) => ({from, file}));
}

/** A command-line option's value (`--name value`), or undefined. */
export function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}
