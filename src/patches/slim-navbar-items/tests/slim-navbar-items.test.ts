// The slim-navbar-items patch: the navbar's map of item types holds the types the config uses.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {COMPONENT_TYPES, USED_TYPES} from '../index.ts';

test('every navbar item type of the config is in the map (an item of another type fails the build)', () => {
  const config = readFileSync('docusaurus.config.ts', 'utf8');
  const navbar = config.slice(config.indexOf('navbar: {'), config.indexOf('footer: {'));
  const types = new Set([...navbar.matchAll(/\btype: '(\w+)'/g)].map((m) => m[1]));
  assert.ok(types.size >= 2, `found the navbar's types: ${[...types].join(', ')}`);
  // Items without a type are `default`; the version dropdowns render their versions as `default` items in a `dropdown`.
  for (const type of [...types, 'default', 'dropdown'])
    assert.ok((USED_TYPES as readonly string[]).includes(type), `navbar item type ${type} is not in USED_TYPES`);
});

test("the map replaces theme-classic's, whose one importer is NavbarItem/index.js, with a subset of its types", () => {
  const upstream = readFileSync(COMPONENT_TYPES, 'utf8');
  const upstreamTypes = [...upstream.matchAll(/^ {2}(\w+): \w+,$/gm)].map((m) => m[1]);
  assert.equal(upstreamTypes.length, 9, upstream);
  for (const type of USED_TYPES) assert.ok(upstreamTypes.includes(type), type);
  const folder = path.dirname(COMPONENT_TYPES);
  const importers = readdirSync(folder, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.js'))
    .filter((file) => readFileSync(path.join(folder, file), 'utf8').includes("'@theme/NavbarItem/ComponentTypes'"));
  assert.deepEqual(importers, ['index.js']);
  const ours = readFileSync('src/patches/slim-navbar-items/ComponentTypes.ts', 'utf8');
  assert.deepEqual(
    [...ours.matchAll(/^ {2}(\w+): \w+,$/gm)].map((m) => m[1]),
    [...USED_TYPES],
  );
});
