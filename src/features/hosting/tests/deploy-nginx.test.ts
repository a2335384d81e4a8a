// deploy-nginx.ts: releases published atomically behind a `current` symlink, earlier
// releases' hashed assets kept for the retention, older releases pruned.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, readlinkSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {deployNginx} from '../deploy-nginx';
import {fakeBuild as build} from '../../../../tests/unit/fake-site';

const hours = (n: number) => new Date(Date.UTC(2026, 10, 26) + n * 3600_000);

test('each deploy is a new release behind current; earlier assets stay for the retention, then go', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'deploy-'));
  const current = (file: string) => path.join(root, 'current', file);
  const a = await deployNginx({build: build('aaaa'), root, retentionHours: 48, now: hours(0)});
  assert.equal(readFileSync(current('index.html'), 'utf8').endsWith('aaaa'), true);
  assert.equal(a.carried, 0);

  // B, an hour later: A's chunk (and its .br) is still served beside B's, as the same file (a link).
  const b = await deployNginx({build: build('bbbb'), root, retentionHours: 48, now: hours(1)});
  assert.equal(readlinkSync(path.join(root, 'current')), path.join('releases', b.id));
  assert.equal(readFileSync(current('index.html'), 'utf8').endsWith('bbbb'), true);
  assert.equal(b.carried, 2);
  assert.equal(readFileSync(current('assets/js/main.aaaa.js'), 'utf8'), 'console.log("aaaa")');
  assert.equal(statSync(current('assets/js/main.aaaa.js')).nlink, 2, 'a hard link, not a copy');
  assert.ok(existsSync(current('assets/js/main.aaaa.js.br')));

  // C, three days later: B is past the retention but was being served, so it stays for a rollback;
  // A is pruned, and its chunk is no longer carried (it is its own only in A).
  const c = await deployNginx({build: build('cccc'), root, retentionHours: 48, now: hours(73)});
  assert.deepEqual(c.pruned, [a.id]);
  assert.ok(!existsSync(path.join(root, 'releases', a.id)));
  assert.ok(existsSync(path.join(root, 'releases', b.id)));
  assert.ok(!existsSync(current('assets/js/main.aaaa.js')));
  assert.ok(!existsSync(current('assets/js/main.bbbb.js')), 'past the retention: not carried');

  // With the retention at zero nothing is carried.
  const d = await deployNginx({build: build('dddd'), root, retentionHours: 0, now: hours(74)});
  assert.equal(d.carried, 0);
  assert.deepEqual(d.pruned, [b.id]);
  assert.ok(existsSync(path.join(root, 'releases', c.id)), 'the release just replaced stays');
  // A release's id: its deploy time and the hash of its site.json.
  assert.match(d.id, /^20261129T020000Z-[0-9a-f]{12}$/);
});
