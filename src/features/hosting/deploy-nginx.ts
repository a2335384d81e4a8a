// Publishes a build to an nginx host atomically, keeping earlier deploys' hashed assets for a while:
//   <root>/releases/<id>/   one folder per deploy: the build, plus the assets/ files of the releases
//                           deployed within the retention that this build no longer has (hard links)
//   <root>/current          a symlink to the release being served, switched with one rename(2)
// nginx's `root` is <root>/current (deploy/nginx/example.conf). A reader whose tab was opened on an
// earlier deploy still finds that deploy's JavaScript chunks for as long as the retention (48 hours
// by default: a long flight and a night in between), so following a link after a deploy renders.
// Releases older than the retention are removed, except the one being served and the one before it
// (for a rollback: point `current` back at it).
//
// Usage: node --import tsx src/features/hosting/deploy-nginx.ts --root /var/www/skypath-docs [--build build]
//        [--retention-hours 48]
import {existsSync} from 'node:fs';
import {cp, link, mkdir, readdir, readFile, readlink, rename, rm, symlink, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_RETENTION_HOURS,
  argument,
  assetsToCarry,
  deployId,
  ownAssets,
  withinRetention,
  type DeployRecord,
} from './deploy-assets.ts';

/** Where a release records when it was deployed and which assets are its own (not carried). */
export const RELEASE_FILE = '.release.json';

export async function deployNginx({
  build,
  root,
  retentionHours = DEFAULT_RETENTION_HOURS,
  now = new Date(),
}: {
  build: string;
  root: string;
  retentionHours?: number;
  now?: Date;
}): Promise<{id: string; carried: number; pruned: string[]}> {
  const id = await deployId(build, now);
  const releases = path.join(root, 'releases');
  const target = path.join(releases, id);
  if (existsSync(target)) throw new Error(`${target} exists already`);
  await mkdir(releases, {recursive: true});

  // The build, copied into a folder nginx does not serve yet.
  const staging = path.join(releases, `.staging-${id}`);
  await rm(staging, {recursive: true, force: true});
  await cp(build, staging, {recursive: true, preserveTimestamps: true});
  const own = ownAssets(build);

  // The assets of every release deployed within the retention, where this build has no such file.
  const previous: {dir: string; release: DeployRecord}[] = [];
  for (const name of (await readdir(releases)).filter((entry) => !entry.startsWith('.')).sort()) {
    const release = await readFile(path.join(releases, name, RELEASE_FILE), 'utf8')
      .then((text) => JSON.parse(text) as DeployRecord)
      .catch(() => undefined);
    if (release) previous.push({dir: path.join(releases, name), release});
  }
  let carried = 0;
  const carry = assetsToCarry(
    previous.map(({release}) => release),
    {now, retentionHours, isNew: (file) => existsSync(path.join(staging, file))},
  );
  for (const {from, file} of carry) {
    const source = path.join(releases, from.id, file);
    if (!existsSync(source)) continue;
    const to = path.join(staging, file);
    await mkdir(path.dirname(to), {recursive: true});
    await link(source, to);
    carried++;
  }
  const record: DeployRecord = {id, deployedAt: now.toISOString(), ownAssets: own};
  await writeFile(path.join(staging, RELEASE_FILE), `${JSON.stringify(record, null, 1)}\n`);
  await rename(staging, target);

  // The switch: a new symlink renamed over `current`, so nginx sees the old release or the new one.
  const current = path.join(root, 'current');
  const before = existsSync(current) ? path.basename(await readlink(current)) : undefined;
  const next = path.join(root, `.current-${id}`);
  await symlink(path.join('releases', id), next);
  await rename(next, current);

  // Releases past the retention go, but the one just replaced stays for a rollback.
  const pruned: string[] = [];
  for (const {dir, release} of previous) {
    if (release.id === before || withinRetention(release.deployedAt, now, retentionHours)) continue;
    await rm(dir, {recursive: true, force: true});
    pruned.push(release.id);
  }
  return {id, carried, pruned};
}

async function main() {
  const root = argument('--root');
  if (!root) {
    console.error('deploy-nginx: --root <folder nginx serves through <folder>/current> is required');
    process.exit(2);
  }
  const retentionHours = Number(argument('--retention-hours') ?? DEFAULT_RETENTION_HOURS);
  const {id, carried, pruned} = await deployNginx({build: argument('--build') ?? 'build', root, retentionHours});
  console.log(
    `deploy-nginx: ${root}/current → releases/${id}; ${carried} asset files kept from the last ${retentionHours} h; ` +
      `pruned ${pruned.length ? pruned.join(', ') : 'nothing'}`,
  );
}

// A function, not top-level await: tsx runs this .ts file as CommonJS (package.json has no "type"). Not
// import.meta either: the browser tests import this module, and Playwright's loader would take it for ESM.
if (require.main === module) void main();
