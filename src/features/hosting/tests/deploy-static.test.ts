// deploy-static.ts: the folder CI uploads to Netlify or Cloudflare Pages holds the new
// build, the host's _headers and _redirects, and the assets of the deploys within the retention
// from the store CI keeps; the store records each deploy and forgets what is past the retention.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {deployStatic, STORE_FILES, STORE_RECORD} from '../deploy-static';
import type {DeployRecord} from '../deploy-assets';
import {fakeBuild, writeFiles} from '../../../../tests/unit/fake-site';

const hours = (n: number) => new Date(Date.UTC(2026, 10, 26) + n * 3600_000);
const temp = () => mkdtempSync(path.join(tmpdir(), 'deploy-static-'));
const rules = writeFiles({
  _headers: '/assets/*\n  Cache-Control: immutable\n',
  _redirects: '/ios /ios/introduction 301\n',
});

test('each upload folder carries the assets of the deploys within the retention, never over the new build', async () => {
  const keep = temp();
  const deploy = async (version: string, at: number) => {
    const out = path.join(temp(), 'upload');
    const result = await deployStatic({
      host: 'cloudflare-pages',
      build: fakeBuild(version),
      out,
      keep,
      rules,
      retentionHours: 48,
      now: hours(at),
    });
    return {...result, out, read: (file: string) => readFileSync(path.join(out, file), 'utf8')};
  };
  const records = () => JSON.parse(readFileSync(path.join(keep, STORE_RECORD), 'utf8')) as DeployRecord[];

  // A: nothing to carry yet; the build, its .br copies and site.json, and the host's rules.
  const a = await deploy('aaaa', 0);
  assert.deepEqual(a.carried, []);
  assert.equal(a.read('index.html').endsWith('aaaa'), true);
  assert.ok(existsSync(path.join(a.out, 'assets/js/main.aaaa.js.br')));
  assert.ok(existsSync(path.join(a.out, 'site.json')));
  assert.equal(a.read('_headers'), readFileSync(path.join(rules, '_headers'), 'utf8'));
  assert.equal(a.read('_redirects'), readFileSync(path.join(rules, '_redirects'), 'utf8'));

  // B, a day later: A's chunk is carried (the file, not its .br copy); the shared chunk is B's own.
  // A store copy that differs from the new build's file (it never should) does not replace it.
  writeFileSync(path.join(keep, STORE_FILES, 'assets/js/shared.0000.js'), 'stale');
  const b = await deploy('bbbb', 24);
  assert.deepEqual(b.carried, ['assets/js/main.aaaa.js']);
  assert.equal(b.read('assets/js/main.aaaa.js'), 'console.log("aaaa")');
  assert.ok(!existsSync(path.join(b.out, 'assets/js/main.aaaa.js.br')));
  assert.equal(b.read('index.html').endsWith('bbbb'), true);
  assert.equal(b.read('assets/js/main.bbbb.js'), 'console.log("bbbb")');
  assert.equal(b.read('assets/js/shared.0000.js'), 'console.log("shared")');
  assert.deepEqual(
    records().map((record) => record.id),
    [a.id, b.id],
  );

  // C, 60 hours after A: A is past the retention, pruned from the store and no longer carried; B's
  // chunk (36 hours old) is.
  const c = await deploy('cccc', 60);
  assert.deepEqual(c.carried, ['assets/js/main.bbbb.js']);
  assert.deepEqual(c.pruned, [a.id]);
  assert.ok(!existsSync(path.join(c.out, 'assets/js/main.aaaa.js')));
  assert.equal(c.read('assets/js/main.bbbb.js'), 'console.log("bbbb")');
  assert.equal(c.read('index.html').endsWith('cccc'), true);
  assert.ok(existsSync(path.join(c.out, '_headers')) && existsSync(path.join(c.out, '_redirects')));
  assert.deepEqual(
    records().map((record) => record.id),
    [b.id, c.id],
  );
  assert.ok(!existsSync(path.join(keep, STORE_FILES, 'assets/js/main.aaaa.js')), 'pruned from the store');
  assert.ok(existsSync(path.join(keep, STORE_FILES, 'assets/js/shared.0000.js')), 'still used by B and C');
  // The upload folder: the build (3 files, a .br, site.json), the rules, one carried chunk.
  assert.equal(c.files, 8);
  assert.deepEqual(readdirSync(path.join(c.out, 'assets/js')).sort(), [
    'main.bbbb.js',
    'main.cccc.js',
    'main.cccc.js.br',
    'shared.0000.js',
  ]);
});

test("the host's limits: older assets left out past the file count, a file too large fails", async () => {
  const keep = temp();
  const options = {host: 'cloudflare-pages', keep, rules, retentionHours: 48} as const;
  await deployStatic({...options, build: fakeBuild('aaaa'), out: path.join(temp(), 'up'), now: hours(0)});
  await deployStatic({...options, build: fakeBuild('bbbb'), out: path.join(temp(), 'up'), now: hours(1)});
  // 7 files of the build and rules; room for one carried file: B's, the newer.
  const c = await deployStatic({
    ...options,
    build: fakeBuild('cccc'),
    out: path.join(temp(), 'up'),
    now: hours(2),
    maxFiles: 8,
  });
  assert.deepEqual(c.carried, ['assets/js/main.bbbb.js']);
  assert.deepEqual(c.leftOut, ['assets/js/main.aaaa.js']);
  await assert.rejects(
    deployStatic({...options, build: fakeBuild('dddd'), out: path.join(temp(), 'up'), now: hours(3), maxFiles: 5}),
    /7 files, more than cloudflare-pages takes in one deploy \(5\)/,
  );
  await assert.rejects(
    deployStatic({...options, build: fakeBuild('eeee'), out: path.join(temp(), 'up'), now: hours(4), maxFileBytes: 20}),
    /Larger than cloudflare-pages takes \(20 bytes\): .*index\.html/,
  );
  // A folder that is not empty is never mixed into.
  const used = writeFiles({'old.txt': 'x'});
  await assert.rejects(deployStatic({...options, build: fakeBuild('ffff'), out: used, now: hours(5)}), /not empty/);
});
