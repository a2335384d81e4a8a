// Prepares the folder CI uploads to a static host that deploys atomically and keeps no file of an
// earlier deploy: Netlify (`netlify deploy --prod --dir <out>`) and Cloudflare Pages
// (`wrangler pages deploy <out>`). The same carrying-forward as deploy-nginx.ts, in the step
// that uploads: the folder holds
//   - the new build, every file its site.json lists (with site.json and the .br and .gz copies);
//   - the host's `_headers` and `_redirects` (deploy/netlify or deploy/cloudflare-pages, written by
//     the build's hosting step, step.ts);
//   - the assets/ files of the deploys made within the retention (48 hours by default) that the new
//     build no longer has, taken from a store CI keeps between runs (`--keep`, e.g. with
//     actions/cache); never over a file of the new build. Only the files, not their .br and .gz
//     copies: both hosts compress on their own, and each file counts against Cloudflare's limit.
// It then records the new deploy in the store and prunes what is past the retention. Nothing is
// uploaded here.
//
// The store: <keep>/deploys.json, a record per deploy within the retention ({id, deployedAt,
// ownAssets}), and <keep>/files/assets/..., one copy of each of their asset files (the names are
// content hashes, so one path is one content). An empty or lost store carries nothing, and says so.
//
// The hosts' limits are HOSTS' (Cloudflare Pages' Free plan; `--max-files` overrides the count).
// When the carried assets would pass the count, the oldest deploys' are left out (and counted); a
// build that passes a limit alone fails. Netlify uploads only the files that changed, so carried
// assets cost no upload.
//
// Usage: node --import tsx src/features/hosting/deploy-static.ts --host netlify|cloudflare-pages --out <folder>
//        --keep <store folder> [--build build] [--rules deploy/<host>] [--retention-hours 48]
//        [--max-files N]
import {constants, existsSync, readdirSync, statSync} from 'node:fs';
import {copyFile, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {DEPLOY_DIR} from './step.ts';
import {
  DEFAULT_RETENTION_HOURS,
  argument,
  assetsToCarry,
  buildFiles,
  deployId,
  ownAssets,
  withinRetention,
  type DeployRecord,
} from './deploy-assets.ts';

export const HOSTS = {
  netlify: {maxFiles: Infinity, maxFileBytes: Infinity},
  'cloudflare-pages': {maxFiles: 20_000, maxFileBytes: 25 * 1024 * 1024},
} as const;
export type StaticHost = keyof typeof HOSTS;

/** The store's record of the deploys within the retention, and the folder of their assets. */
export const STORE_RECORD = 'deploys.json';
export const STORE_FILES = 'files';
/** The files of the host's rules, copied beside the build. */
export const RULE_FILES = ['_headers', '_redirects'];

/** Copies `from` to `to`, creating its folder; fails rather than replace a file. */
async function copyNew(from: string, to: string) {
  await mkdir(path.dirname(to), {recursive: true});
  await copyFile(from, to, constants.COPYFILE_EXCL);
}

export async function deployStatic({
  host,
  build,
  out,
  keep,
  rules = path.join(DEPLOY_DIR, host),
  retentionHours = DEFAULT_RETENTION_HOURS,
  now = new Date(),
  maxFiles = HOSTS[host].maxFiles,
  maxFileBytes = HOSTS[host].maxFileBytes,
}: {
  host: StaticHost;
  build: string;
  out: string;
  keep: string;
  rules?: string;
  retentionHours?: number;
  now?: Date;
  maxFiles?: number;
  maxFileBytes?: number;
}) {
  if (existsSync(out) && readdirSync(out).length > 0) throw new Error(`${out} is not empty: give a new folder`);
  const id = await deployId(build, now);

  // The new build and the host's rules.
  const files = buildFiles(build);
  for (const file of files) await copyNew(path.join(build, file), path.join(out, file));
  for (const name of RULE_FILES) {
    const source = path.join(rules, name);
    if (!existsSync(source)) throw new Error(`No ${source}: the build writes it (npm run build)`);
    await copyNew(source, path.join(out, name));
  }
  const uploaded = [...files, ...RULE_FILES];
  if (uploaded.length > maxFiles)
    throw new Error(`${uploaded.length} files, more than ${host} takes in one deploy (${maxFiles})`);

  // The earlier deploys' assets, newest first, while the host takes more files.
  const storeRecord = path.join(keep, STORE_RECORD);
  const earlier = existsSync(storeRecord) ? (JSON.parse(await readFile(storeRecord, 'utf8')) as DeployRecord[]) : [];
  const carry = assetsToCarry(earlier, {now, retentionHours, isNew: (file) => existsSync(path.join(out, file))});
  const carried: string[] = [];
  const leftOut: string[] = [];
  const missing: string[] = [];
  for (const {file} of carry) {
    const source = path.join(keep, STORE_FILES, file);
    if (!existsSync(source)) missing.push(file);
    else if (uploaded.length + carried.length >= maxFiles) leftOut.push(file);
    else {
      await copyNew(source, path.join(out, file));
      carried.push(file);
    }
  }
  const tooLarge = [...uploaded, ...carried].filter((file) => statSync(path.join(out, file)).size > maxFileBytes);
  if (tooLarge.length > 0) throw new Error(`Larger than ${host} takes (${maxFileBytes} bytes): ${tooLarge.join(', ')}`);

  // The store: the new deploy's assets and record; what is past the retention goes.
  const own = ownAssets(build, {compressed: false});
  for (const file of own) {
    const to = path.join(keep, STORE_FILES, file);
    if (!existsSync(to)) await copyNew(path.join(build, file), to);
  }
  const kept = [
    ...earlier.filter((record) => withinRetention(record.deployedAt, now, retentionHours)),
    {id, deployedAt: now.toISOString(), ownAssets: own},
  ];
  const pruned = earlier.filter((record) => !kept.includes(record));
  const stillUsed = new Set(kept.flatMap((record) => record.ownAssets));
  for (const file of new Set(pruned.flatMap((record) => record.ownAssets)))
    if (!stillUsed.has(file)) await rm(path.join(keep, STORE_FILES, file), {force: true});
  await writeFile(storeRecord, `${JSON.stringify(kept, null, 1)}\n`);
  return {id, files: uploaded.length + carried.length, carried, leftOut, missing, pruned: pruned.map(({id}) => id)};
}

async function main() {
  const host = argument('--host');
  const out = argument('--out');
  const keep = argument('--keep');
  if (!host || !(host in HOSTS) || !out || !keep) {
    console.error(
      'deploy-static: --host netlify|cloudflare-pages --out <folder to upload> --keep <store kept between deploys> are required',
    );
    process.exit(2);
  }
  const retentionHours = Number(argument('--retention-hours') ?? DEFAULT_RETENTION_HOURS);
  const maxFiles = argument('--max-files');
  const result = await deployStatic({
    host: host as StaticHost,
    build: argument('--build') ?? 'build',
    out,
    keep,
    rules: argument('--rules'),
    retentionHours,
    maxFiles: maxFiles ? Number(maxFiles) : undefined,
  });
  console.log(
    `deploy-static: ${out}/ ready for ${host}: ${result.files} files, ${result.carried.length} assets carried from the last ${retentionHours} h; ` +
      `pruned ${result.pruned.length ? result.pruned.join(', ') : 'nothing'}; recorded ${result.id} in ${keep}/`,
  );
  if (result.leftOut.length > 0)
    console.warn(`deploy-static: ${result.leftOut.length} older assets left out (the host's file limit)`);
  if (result.missing.length > 0)
    console.warn(`deploy-static: ${result.missing.length} recorded assets missing from the store (a lost cache?)`);
}

// A function, not top-level await: tsx runs this .ts file as CommonJS (package.json has no "type").
if (import.meta.url === `file://${process.argv[1]}`) void main();
