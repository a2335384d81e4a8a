// The one list of features and patches: the stock switch turns them off by name (`1`: every patch),
// a name it does not know fails the config, and a feature's plugin carries its name and its
// folder's theme.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {pluginOf, remarkOf, switchedOn, type Feature} from '../../src/core/feature';

const folder = mkdtempSync(path.join(tmpdir(), 'feature-'));
const feature = (name: string): Feature => ({name, folder});
const list = {
  features: [feature('search'), feature('maps')],
  patches: [feature('slim-prism'), feature('critical-css')],
};

function withStock<T>(value: string | undefined, run: () => T): T {
  const before = process.env.SKYPATH_STOCK;
  if (value === undefined) delete process.env.SKYPATH_STOCK;
  else process.env.SKYPATH_STOCK = value;
  try {
    return run();
  } finally {
    if (before === undefined) delete process.env.SKYPATH_STOCK;
    else process.env.SKYPATH_STOCK = before;
  }
}

const names = (features: Feature[]) => features.map((one) => one.name);

test('the stock switch: nothing set keeps all, 1 takes every patch off, names take those off', () => {
  assert.deepEqual(names(withStock(undefined, () => switchedOn(list))), [
    'search',
    'maps',
    'slim-prism',
    'critical-css',
  ]);
  assert.deepEqual(names(withStock('1', () => switchedOn(list))), ['search', 'maps']);
  assert.deepEqual(names(withStock('maps, critical-css', () => switchedOn(list))), ['search', 'slim-prism']);
  assert.throws(() => withStock('map', () => switchedOn(list)), /SKYPATH_STOCK names no feature or patch: map\..*maps/);
});

test("a feature's plugin is named after it and gives its folder's theme, if it has one", async () => {
  const context = {} as LoadContext;
  const bare = (await pluginOf({...feature('bare'), plugin: () => ({getClientModules: () => ['x.ts']})})(context, {}))!;
  assert.equal(bare.name, 'bare');
  assert.equal(bare.getThemePath, undefined);
  assert.deepEqual(bare.getClientModules?.(), ['x.ts']);
  mkdirSync(path.join(folder, 'theme'));
  const themed = (await pluginOf(feature('themed'))(context, {}))!;
  assert.equal(themed.getThemePath?.(), path.join(folder, 'theme'));
});

test('remark plugins go to the content each feature names', () => {
  const one = () => undefined;
  const two = () => undefined;
  const features = [
    {...feature('a'), remark: {docs: [one], api: [one]}},
    {...feature('b'), remark: {docs: [two], blog: [two]}},
  ];
  assert.deepEqual(remarkOf(features, 'docs'), [one, two]);
  assert.deepEqual(remarkOf(features, 'api'), [one]);
  assert.deepEqual(remarkOf(features, 'pages'), []);
});
