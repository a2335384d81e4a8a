// The unit tests: `*.test.ts` (or `.mjs`) in tests/unit, in each feature's and patch's tests/ folder
// and in mcp/tests, run with node --test and tsx (a test imports the TypeScript it tests). `--fast`:
// all but the slow ones (`*.slow.test.*`: they build fixture sites with Docusaurus, or run a whole
// check over a fixture site); `--slow`: only those. Test files run two at a time.
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';

const DIRS = [
  'tests/unit',
  ...['src/features', 'src/patches'].flatMap((root) => readdirSync(root).map((name) => `${root}/${name}/tests`)),
  'mcp/tests',
].filter((dir) => existsSync(dir));
const slow = (file: string) => /\.slow\.test\.(mjs|ts)$/.test(file);
const pick: Partial<Record<string, (file: string) => boolean>> = {'--fast': (file) => !slow(file), '--slow': slow};
const only = pick[process.argv.find((arg) => arg in pick) ?? ''] ?? (() => true);
const files = DIRS.flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => /\.test\.(mjs|ts)$/.test(file) && only(file))
    .map((file) => `${dir}/${file}`),
).sort();

const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
