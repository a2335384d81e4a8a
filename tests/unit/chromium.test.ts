// The browser tests use a system Chromium and never download one.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, writeFileSync, chmodSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {findChromium, findTestBrowser} from '../../scripts/chromium.ts';

function fakeBinary(dir: string, name: string, mode = 0o755) {
  const file = path.join(dir, name);
  writeFileSync(file, '#!/bin/sh\n');
  chmodSync(file, mode);
  return file;
}

test('CHROME_PATH wins when it is executable', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'chromium-'));
  const binary = fakeBinary(dir, 'my-chrome');
  assert.equal(findChromium({CHROME_PATH: binary, PATH: ''}), binary);
});

test('a CHROME_PATH that is not executable is an error, not a silent fallback', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'chromium-'));
  const notExecutable = fakeBinary(dir, 'chrome', 0o644);
  assert.throws(() => findChromium({CHROME_PATH: notExecutable, PATH: ''}), /not an executable file/);
});

test('checks the usual install paths before PATH', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'chromium-'));
  const installed = fakeBinary(dir, 'installed-chromium');
  const onPath = fakeBinary(mkdtempSync(path.join(tmpdir(), 'chromium-')), 'chromium');
  assert.equal(findChromium({PATH: path.dirname(onPath)}, [path.join(dir, 'missing'), installed]), installed);
});

test('finds the usual names on PATH', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'chromium-'));
  const binary = fakeBinary(dir, 'chromium-browser');
  assert.equal(findChromium({PATH: `/nonexistent${path.delimiter}${dir}`}, []), binary);
});

test('returns undefined when there is none, so the caller can install or explain', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'chromium-'));
  fakeBinary(dir, 'firefox');
  assert.equal(findChromium({PATH: dir}, []), undefined);
});

test('the browser tests run in the headless shell when it is installed', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'chromium-'));
  const shell = fakeBinary(dir, 'chromium-headless-shell');
  const full = fakeBinary(dir, 'chromium');
  assert.equal(findTestBrowser({PATH: ''}, shell, [full]), shell);
});

test('without the headless shell, the browser tests fall back to the full Chromium', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'chromium-'));
  const full = fakeBinary(dir, 'chromium');
  assert.equal(findTestBrowser({PATH: ''}, path.join(dir, 'missing'), [full]), full);
});

test('E2E_CHROMIUM picks the browser tests binary, and must be executable', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'chromium-'));
  const shell = fakeBinary(dir, 'chromium-headless-shell');
  const mine = fakeBinary(dir, 'my-chromium');
  assert.equal(findTestBrowser({E2E_CHROMIUM: mine, PATH: ''}, shell, []), mine);
  const notExecutable = fakeBinary(dir, 'broken', 0o644);
  assert.throws(() => findTestBrowser({E2E_CHROMIUM: notExecutable, PATH: ''}, shell, []), /not an executable file/);
});
