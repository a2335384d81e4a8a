// Deterministic builds: two builds of the same commit must be byte-identical, every file of the
// build (as its site.json lists them, with their .br and .gz copies and site.json itself) and the
// host configurations in deploy/. Deploys that keep old assets and offline packs that update only
// what changed depend on it. `npm test` runs it after the production build:
//   node --import tsx scripts/check-deterministic.ts [build folder]   (default: build)
// It builds the same sources again into build-determinism/ and compares; it exits 1 listing each
// difference.
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {readSite, SITE_MANIFEST} from '../src/core/site/manifest.ts';
import {DEPLOY_DIR} from '../src/features/hosting/step.ts';

/** Files that may differ between two builds of the same commit, each with the reason. None today. */
export const MAY_DIFFER: Record<string, string> = {};

/** Every file of a folder, relative, for the deploy/ folder (outside the build, so outside its model). */
function folderFiles(dir: string) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The differences between two folders over the given files, each "file: why"; a file in only one
 * folder is a difference, and so is one whose bytes differ, unless MAY_DIFFER (or `mayDiffer`) names it.
 */
export function compareFiles(dirA: string, dirB: string, filesA: string[], filesB: string[], mayDiffer = MAY_DIFFER) {
  const differences: string[] = [];
  const inB = new Set(filesB);
  for (const file of filesB) if (!filesA.includes(file)) differences.push(`${file}: only in ${dirB}`);
  for (const file of filesA) {
    if (Object.hasOwn(mayDiffer, file)) continue;
    if (!inB.has(file)) differences.push(`${file}: only in ${dirA}`);
    else {
      const [a, b] = [readFileSync(path.join(dirA, file)), readFileSync(path.join(dirB, file))];
      if (!a.equals(b)) differences.push(`${file}: differs (${a.length} and ${b.length} bytes)`);
    }
  }
  return differences;
}

/** The files of a build to compare: those its site.json lists, their precompressed copies, and site.json. */
export function buildFiles(dir: string) {
  const listed = readSite(dir).files;
  const copies = listed
    .flatMap((file) => ['.br', '.gz'].map((ext) => file + ext))
    .filter((file) => existsSync(path.join(dir, file)));
  return [...listed, ...copies, SITE_MANIFEST].sort();
}

export function compareBuilds(buildA: string, buildB: string, {deployA, deployB}: {deployA: string; deployB: string}) {
  return [
    ...compareFiles(buildA, buildB, buildFiles(buildA), buildFiles(buildB)),
    ...compareFiles(deployA, deployB, folderFiles(deployA), folderFiles(deployB), {}),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const first = process.argv[2] ?? 'build';
  const second = 'build-determinism';
  const firstDeploy = mkdtempSync(path.join(tmpdir(), 'deploy-'));
  cpSync(DEPLOY_DIR, firstDeploy, {recursive: true});
  const started = Date.now();
  const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', second], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) {
    console.error(`determinism: the second build failed (exit ${build.status})`);
    process.exit(1);
  }
  const differences = compareBuilds(first, second, {deployA: firstDeploy, deployB: DEPLOY_DIR});
  const files = buildFiles(first).length;
  rmSync(second, {recursive: true, force: true});
  rmSync(firstDeploy, {recursive: true, force: true});
  if (differences.length > 0) {
    console.error(
      `determinism: two builds of the same sources differ in ${differences.length} file(s):\n${differences.join('\n')}`,
    );
    process.exit(1);
  }
  console.log(
    `determinism: a second build (in ${Math.round((Date.now() - started) / 1000)} s) is byte-identical: ${files} files and deploy/` +
      (Object.keys(MAY_DIFFER).length > 0 ? `, apart from ${Object.keys(MAY_DIFFER).join(', ')}` : ''),
  );
}
