// scripts/chromium.mjs: the browser tests use a system Chromium and never download one.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, writeFileSync, chmodSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {findChromium} from '../../scripts/chromium.mjs';

function fakeBinary(dir, name, mode = 0o755) {
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
