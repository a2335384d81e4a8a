// src/plugins/slim-openapi-theme's stand-ins for pako and chalk in the site's bundles: each must
// cover what the OpenAPI packages' browser code calls, and nothing they call may be missing.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {ungzip} from '../../src/plugins/slim-openapi-theme/pako-none.mjs';
import chalk from '../../src/plugins/slim-openapi-theme/chalk-plain.mjs';

const require = createRequire(import.meta.url);
const source = (id) => readFileSync(require.resolve(id), 'utf8');

test('pako: ApiItem calls only ungzip, inside a try whose catch keeps the operation as generated', () => {
  const apiItem = source('docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js');
  assert.deepEqual([...new Set([...apiItem.matchAll(/pako_1\.(\w+)/g)].map((m) => m[1]))], ['ungzip']);
  assert.match(apiItem, /try \{\s*api = JSON\.parse\([\s\S]*?pako_1\.ungzip[\s\S]*?\} catch \{\}/);
  assert.throws(() => ungzip(new Uint8Array()), /generated uncompressed/);
});

test('the site generates API pages uncompressed (disableCompression), which the pako stand-in relies on', () => {
  assert.match(readFileSync(new URL('../../docusaurus.config.ts', import.meta.url), 'utf8'), /disableCompression: true/);
});

test('chalk: any style, chained or not, returns the text uncoloured', () => {
  assert.equal(chalk.yellow('WARNING:', 'failed'), 'WARNING: failed');
  assert.equal(chalk.bold.red('x'), 'x');
  const example = source('docusaurus-plugin-openapi-docs/lib/openapi/createSchemaExample.js');
  assert.deepEqual([...new Set([...example.matchAll(/chalk_1\.default\.(\w+)/g)].map((m) => m[1]))], ['yellow']);
});
