// The route-shards patch's split: the skeleton and the shards, loaded in any order, give back
// Docusaurus's route table exactly (the table itself is the oracle), and the written modules put
// each registry entry and route chunk name where the routes that use it are.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, readdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import {allRoutes, insertShard, splitRoutes, type TableRoute} from '../split';
import {writeShards} from '../index';
import type {PluginRouteConfig, RouteConfig} from '@docusaurus/types';
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes.js';

const SEGMENTS = ['ios', 'js', 'blog', 'api', 'docs'];
const route: fc.Memo<TableRoute> = fc.memo((depth) =>
  fc.record(
    {
      path: fc
        .array(fc.constantFrom(...SEGMENTS, 'a', 'b', '2.2', 'next'), {maxLength: 3})
        .map((parts) => `/${parts.join('/')}`),
      component: fc.tuple(fc.constant('/x'), fc.stringMatching(/^[0-9a-f]{3}$/)),
      exact: fc.boolean(),
      sidebar: fc.constantFrom('docs', 'api'),
      routes: depth > 1 ? fc.array(route(depth - 1), {maxLength: 5}) : fc.constant(undefined),
    },
    {requiredKeys: ['path', 'component']},
  ),
);
/** A pack per first segment, none for the blog: routes of one parent land in different shards too. */
const packOf = (routePath: string) =>
  routePath.startsWith('/blog') ? undefined : routePath.split('/')[1] || undefined;
const withoutUndefined = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

test('skeleton plus every shard, in any order, is the route table (fast-check, seed 41, 400 runs)', () => {
  fc.assert(
    fc.property(fc.array(route(4), {maxLength: 6}), fc.func(fc.integer()), (table, order) => {
      const original = structuredClone(table);
      const split = splitRoutes(table, packOf);
      assert.deepEqual(withoutUndefined(table), withoutUndefined(original), 'the table given is left as it was');
      // Docusaurus renders the top level once: it never loses a route.
      assert.equal(split.skeleton.length, table.length);
      const parents = Object.fromEntries([...split.parentKeys].map(([parent, key]) => [key, parent]));
      const kept = Object.fromEntries([...split.kept].map(([key, indices]) => [key, [...indices]]));
      const shards = [...split.shards.values()].sort((a, b) => order(a) - order(b));
      for (const [id, entries] of split.shards) {
        for (const moved of allRoutes(entries.map((entry) => entry.route))) {
          assert.equal(packOf(moved.path), id, 'a shard holds routes of its own pack only');
          assert.ok(moved.routes || moved.exact, 'a catch-all never moves');
        }
      }
      // As much moves as can: a nested route left in the skeleton is not wholly of one pack.
      const wholly = (r: TableRoute): boolean => {
        const pack = packOf(r.path);
        const leaves = allRoutes([r]).filter((inner) => !inner.routes);
        return (
          pack !== undefined &&
          allRoutes([r]).every((inner) => packOf(inner.path) === pack) &&
          leaves.every((leaf) => leaf.exact)
        );
      };
      const whole = new Set<TableRoute>();
      const mark = (routes: readonly TableRoute[], nested: boolean, inherited: boolean) =>
        routes.forEach((r) => {
          const moves = inherited || (nested && wholly(r));
          if (moves) whole.add(r);
          mark(r.routes ?? [], true, moves);
        });
      mark(table, false, false);
      const moved = new Set(allRoutes([...split.shards.values()].flat().map((entry) => entry.route)));
      assert.equal(moved.size, whole.size, 'every route wholly of one pack moves, and no other');
      for (const r of whole) assert.ok(moved.has(r), `${r.path} could move`);
      for (const entries of shards) {
        insertShard(
          parents,
          kept,
          entries.map(({parent, index, route: moved}) => [parent, index, moved] as const),
        );
      }
      assert.deepEqual(withoutUndefined(split.skeleton), withoutUndefined(original));
    }),
    {seed: 41, numRuns: 400},
  );
});

test('a split with nothing to shard is the table, and a pack-less route never moves', () => {
  const table: TableRoute[] = [
    {path: '/blog', component: ['/blog', 'abc'], exact: true},
    {path: '/docs', component: ['/docs', 'def'], routes: [{path: '/docs/a', component: ['/docs/a', '123']}]},
  ];
  const split = splitRoutes(table, () => undefined);
  assert.deepEqual(split.skeleton, table);
  assert.equal(split.shards.size, 0);
});

/** Docusaurus's generated files for a small site, written by Docusaurus's own code generator. */
async function generatedFiles(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-shards-'));
  const doc = (routePath: string, content: string): RouteConfig => ({
    path: routePath,
    component: '@theme/DocItem',
    exact: true,
    sidebar: 's',
    modules: {content: `@site/${content}.md`},
  });
  const version = (routePath: string, name: string, docs: RouteConfig[]): RouteConfig => ({
    path: routePath,
    component: '@theme/DocVersionRoot',
    modules: {version: `@site/${name}.json`},
    routes: [{path: routePath, component: '@theme/DocRoot', routes: docs}],
  });
  await generateRouteFiles({
    generatedFilesDir: dir,
    baseUrl: '/',
    routes: [
      {
        path: '/blog/welcome',
        component: '@theme/BlogPostPage',
        exact: true,
        modules: {content: '@site/welcome.md'},
        plugin: {name: 'docusaurus-plugin-content-blog', id: 'default'},
      },
      {
        path: '/ios',
        component: '@theme/DocsRoot',
        plugin: {name: 'docusaurus-plugin-content-docs', id: 'ios'},
        routes: [
          version('/ios/2.2', 'v22', [doc('/ios/2.2/install', 'install22'), doc('/ios/2.2/basic/data', 'data22')]),
          version('/ios', 'v30', [doc('/ios/install', 'install30')]),
        ],
      },
    ] satisfies PluginRouteConfig[],
  });
  return dir;
}

/** The modules of the registry entries a written module adds (its `"name": [() => import(…)` entries). */
const registryModules = (code: string) =>
  [...code.matchAll(/"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)/g)]
    .map((match) => match[1])
    .sort();

test('the written modules: every registry entry and route chunk name with the routes that use it', async () => {
  const generated = await generatedFiles();
  const out = path.join(generated, 'route-shards');
  writeShards(generated, out);
  assert.deepEqual(readdirSync(out).sort(), [
    'registry.js',
    'routes.js',
    'routesChunkNames.js',
    'shard-ios-2.2.js',
    'shard-ios-3.0.js',
    'shards.js',
  ]);
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
  // The skeleton's registry: the blog post and the docs plugin's root; no version's or doc's chunk.
  assert.deepEqual(registryModules(read('registry.js')), [
    '@site/welcome.md',
    '@theme/BlogPostPage',
    '@theme/DocsRoot',
  ]);
  // A chunk two shards share (the version layouts, the doc page component) is in each: either may load first.
  const layouts = ['@theme/DocItem', '@theme/DocRoot', '@theme/DocVersionRoot'];
  assert.deepEqual(registryModules(read('shard-ios-2.2.js')), [
    '@site/data22.md',
    '@site/install22.md',
    '@site/v22.json',
    ...layouts,
  ]);
  assert.deepEqual(registryModules(read('shard-ios-3.0.js')), ['@site/install30.md', '@site/v30.json', ...layouts]);
  // Route chunk names: each doc's and each version's in its shard, none in the skeleton's.
  assert.match(read('shard-ios-2.2.js'), /"\/ios\/2\.2\/basic\/data-[0-9a-f]+":\{"__comp":"[^"]+","content":"[^"]+"\}/);
  assert.match(read('shard-ios-2.2.js'), /"\/ios\/2\.2-[0-9a-f]+":\{"__comp":"[^"]+","version":"[^"]+"\}/);
  assert.doesNotMatch(read('routesChunkNames.js'), /install|basic\/data|2\.2/);
  // The versions, with their pages, left the skeleton; the docs root, the blog post and the catch-all stayed.
  const skeleton = read('routes.js');
  assert.doesNotMatch(skeleton, /install|basic\/data|2\.2/);
  assert.deepEqual(
    [...skeleton.matchAll(/ComponentCreator\("([^"]*)"/g)].map((match) => match[1]),
    ['/blog/welcome', '/ios', '*'],
  );
  assert.match(skeleton, /"sidebar"|parent\(/);
  assert.match(read('shard-ios-3.0.js'), /"sidebar": "s"/);
  // A version's React key is its place in the original table, whichever shards came before it.
  assert.match(read('shard-ios-2.2.js'), /^export default \[\["r\.1", 0, \{"path": "\/ios\/2\.2", key: "r\.1\.0", /m);
  assert.match(read('shard-ios-3.0.js'), /^export default \[\["r\.1", 1, \{"path": "\/ios", key: "r\.1\.1", /m);
  assert.match(
    read('shards.js'),
    /"ios-2\.2": \(\) => import\(\/\* webpackChunkName: "route-shard-ios-2\.2" \*\/ "\.\/shard-ios-2\.2\.js"\)/,
  );
});
