// The slim-nprogress patch: theme-classic's route-load bar calls only what the stand-in has, and
// only its `nprogress` import is replaced. The bar's behaviour (200 ms delay, 8 % start, 200 ms moves,
// trickles of at most 2 % every 800 ms, gone after the load) is tests/e2e/behaviours.spec.ts's.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {standInFor} from '../index.ts';
import nprogress from '../nprogress.ts';

const require = createRequire(import.meta.url);
const BAR = require.resolve('@docusaurus/theme-classic/lib/nprogress.js');

test("theme-classic's bar calls configure (the spinner off), start and done, nothing else", () => {
  const source = readFileSync(BAR, 'utf8');
  assert.deepEqual([...new Set([...source.matchAll(/nprogress\.(\w+)\(/g)].map((m) => m[1]))].sort(), [
    'configure',
    'done',
    'start',
  ]);
  assert.match(source, /nprogress\.configure\(\{ showSpinner: false \}\)/);
  assert.match(source, /^import nprogress from 'nprogress';$/m);
  for (const name of ['configure', 'start', 'done'] as const) assert.equal(typeof nprogress[name], 'function');
});

test("only theme-classic's nprogress import is replaced", () => {
  assert.match(standInFor('nprogress', path.dirname(BAR)) ?? '', /nprogress\.ts$/);
  assert.equal(standInFor('nprogress', path.resolve('src/theme')), undefined);
  assert.equal(standInFor('nprogress/nprogress.css', path.dirname(BAR)), undefined);
});
