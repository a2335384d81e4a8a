// The spelling and Markdown gates of `npm run lint:content` must be able to fail:
// each is run with the project's own configuration on a text that breaks it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const bin = (name: string) => path.join('node_modules', '.bin', name);

function cspell(text: string) {
  return spawnSync(bin('cspell'), ['--no-progress', '--config', 'cspell.config.mjs', 'stdin'], {
    input: text,
    encoding: 'utf8',
  });
}

test('cspell flags a misspelling and accepts the project vocabulary', () => {
  const bad = cspell('The SDK will recieve nowcasts.');
  assert.equal(bad.status, 1);
  assert.match(bad.stdout, /Unknown word \(recieve\)/);
  const good = cspell('The callsign KJFK, PIREPs, ARINC and Nowcasting are project words.');
  assert.equal(good.status, 0, good.stdout);
});

test('cspell skips code, so identifiers need no dictionary entry', () => {
  const result = cspell('Call `startMonitoringNotifications(with:)`.\n\n```swift\nlet qryRsltz = 1\n```\n');
  assert.equal(result.status, 0, result.stdout);
});

test('markdownlint flags a code block without a language', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mdlint-'));
  const file = path.join(dir, 'page.md');
  writeFileSync(file, '---\ntitle: Page\n---\n\nSome text.\n\n```\ncode\n```\n');
  const result = spawnSync(bin('markdownlint-cli2'), ['--config', '.markdownlint-cli2.mjs', file], {
    encoding: 'utf8',
  });
  assert.equal(result.status, 1);
  assert.match(result.stdout + result.stderr, /MD040/);
});
