// The unit tests (tests/unit/*.test.ts, or .mjs, run with node --test and tsx, which lets a
// test import the TypeScript it tests). `--fast`: all but the slow ones (named *.slow.test.*: they
// build fixture sites with Docusaurus, or run a whole check over a fixture site); `--slow`: only
// those. Test files run two at a time.
import {spawnSync} from 'node:child_process';
import {readdirSync} from 'node:fs';

const DIR = 'tests/unit';
const slow = (file: string) => /\.slow\.test\.(mjs|ts)$/.test(file);
const pick: Partial<Record<string, (file: string) => boolean>> = {'--fast': (file) => !slow(file), '--slow': slow};
const only = pick[process.argv.find((arg) => arg in pick) ?? ''] ?? (() => true);
const files = readdirSync(DIR)
  .filter((file) => /\.test\.(mjs|ts)$/.test(file) && only(file))
  .sort()
  .map((file) => `${DIR}/${file}`);

const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
