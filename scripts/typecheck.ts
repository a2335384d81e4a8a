// `npm run typecheck`: tsc over the whole project (strict; scripts and tests included), then each
// folder's own tsconfig.*.json (the offline feature's service worker, with the WebWorker library
// instead of the DOM's), so that a feature folder brings its own check and takes it when it goes.
import {spawnSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import path from 'node:path';

const TSC = path.join('node_modules', 'typescript', 'bin', 'tsc');

const ownConfigs = readdirSync('src', {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile() && /^tsconfig\..+\.json$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .sort();

const runs = [
  ['--noEmit', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc/tsbuildinfo'],
  ...ownConfigs.map((config) => ['-p', config]),
];
for (const args of runs) {
  const result = spawnSync(process.execPath, [TSC, ...args], {stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}
