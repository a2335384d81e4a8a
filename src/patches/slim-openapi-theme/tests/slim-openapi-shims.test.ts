// The slim-openapi-theme patch's stand-ins for pako and chalk in the site's bundles: each must
// cover what the OpenAPI packages' browser code calls, and nothing they call may be missing.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {ungzip} from '../pako-none.mjs';
import chalk from '../chalk-plain.mjs';

const require = createRequire(import.meta.url);
const source = (id: string) => readFileSync(require.resolve(id), 'utf8');

test('pako: ApiItem calls only ungzip, inside a try whose catch keeps the operation as generated', () => {
  const apiItem = source('docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js');
  assert.deepEqual([...new Set([...apiItem.matchAll(/pako_1\.(\w+)/g)].map((m) => m[1]))], ['ungzip']);
  assert.match(apiItem, /try \{\s*api = JSON\.parse\([\s\S]*?pako_1\.ungzip[\s\S]*?\} catch \{\}/);
  assert.throws(() => ungzip(new Uint8Array()), /generated uncompressed/);
});

test('the generated API pages carry their operation uncompressed (disableCompression), which the pako stand-in relies on', () => {
  const dir = 'api/reference';
  const pages = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.api.mdx')) : [];
  assert.ok(pages.length > 0, `no generated API pages in ${dir}/: run npm run gen-api-docs first`);
  for (const file of pages) {
    const api = /^api: (.*)$/m.exec(readFileSync(`${dir}/${file}`, 'utf8'))?.[1] ?? '';
    // Compressed, the operation is a base64 string of gzipped JSON that only pako can read.
    assert.doesNotThrow(() => JSON.parse(api), `${file}: the operation in its front matter is not plain JSON`);
    assert.equal(typeof JSON.parse(api), 'object', file);
  }
});

test('chalk: any style, chained or not, returns the text uncoloured', () => {
  assert.equal(chalk.yellow('WARNING:', 'failed'), 'WARNING: failed');
  assert.equal(chalk.bold.red('x'), 'x');
  const example = source('docusaurus-plugin-openapi-docs/lib/openapi/createSchemaExample.js');
  assert.deepEqual([...new Set([...example.matchAll(/chalk_1\.default\.(\w+)/g)].map((m) => m[1]))], ['yellow']);
});

test("the stand-ins replace only the OpenAPI packages' own imports", async () => {
  const {standInFor} = await import('../index.ts');
  const theme = '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/ApiItem';
  const plugin = '/site/node_modules/docusaurus-plugin-openapi-docs/lib/openapi';
  assert.match(standInFor('pako', theme) ?? '', /pako-none\.mjs$/);
  assert.match(standInFor('crypto-js', theme) ?? '', /crypto-js-sha1\.mjs$/);
  assert.match(standInFor('chalk', plugin) ?? '', /chalk-plain\.mjs$/);
  assert.equal(standInFor('chalk', '/site/node_modules/some-other-package/lib'), undefined);
  assert.equal(standInFor('chalk', '/site/src/components'), undefined);
  assert.equal(standInFor('crypto-js/sha1', theme), undefined);
});
