// The slim-openapi-theme patch's crypto-js-sha1.mjs replaces crypto-js in the browser bundle; the
// OpenAPI theme's storage keys are SHA-1 hashes, so they must come out exactly as with crypto-js.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import shim from '../crypto-js-sha1.mjs';

const CryptoJS = createRequire(import.meta.url)('crypto-js');

test('the shim offers SHA1 with the same output as crypto-js', () => {
  for (const message of ['', 'apiKey', 'x-api-key,bearer', 'naïve é ✈']) {
    assert.equal(shim.SHA1(message).toString(), CryptoJS.SHA1(message).toString(), message);
  }
});

test('the theme uses nothing of crypto-js but SHA1', async () => {
  const {readFileSync} = await import('node:fs');
  const file = createRequire(import.meta.url).resolve(
    'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/storage-utils.js',
  );
  const uses = [...readFileSync(file, 'utf8').matchAll(/crypto_js_1\.default\.(\w+)/g)].map((m) => m[1]);
  assert.deepEqual([...new Set(uses)], ['SHA1']);
});
