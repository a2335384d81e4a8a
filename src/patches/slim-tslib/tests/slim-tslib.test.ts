// The slim-tslib patch: @docusaurus/utils-common gets a tslib with the one helper it calls.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {__importDefault} from '../tslib-import-default.mjs';
import {standInFor} from '../index.ts';

const require = createRequire(import.meta.url);
const UTILS_COMMON = path.dirname(require.resolve('@docusaurus/utils-common'));

test('@docusaurus/utils-common calls only __importDefault of tslib, in its index only', () => {
  const index = readFileSync(require.resolve('@docusaurus/utils-common'), 'utf8');
  assert.deepEqual([...new Set([...index.matchAll(/tslib_1\.(\w+)/g)].map((m) => m[1]))], ['__importDefault']);
  for (const file of ['applyTrailingSlash.js', 'stringUtils.js', 'errorUtils.js'])
    assert.doesNotMatch(readFileSync(path.join(UTILS_COMMON, file), 'utf8'), /tslib/, file);
});

test("the stand-in's __importDefault is tslib's", () => {
  const tslib = require('tslib') as {__importDefault: (mod: unknown) => unknown};
  const esModule = {__esModule: true, default: 1};
  const commonJs = {a: 1};
  for (const mod of [esModule, commonJs, undefined, null, 0, 'text'])
    assert.deepEqual(__importDefault(mod), tslib.__importDefault(mod), String(mod));
  assert.equal(__importDefault(esModule), esModule);
});

test("only @docusaurus/utils-common's tslib import is replaced", () => {
  assert.match(standInFor('tslib', UTILS_COMMON) ?? '', /tslib-import-default\.mjs$/);
  assert.equal(standInFor('tslib', path.dirname(require.resolve('@docusaurus/theme-classic'))), undefined);
  assert.equal(standInFor('tslib', '/site/src/components'), undefined);
  assert.equal(standInFor('tslib/tslib.es6.mjs', UTILS_COMMON), undefined);
});
