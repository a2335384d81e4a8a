// The route-shards patch's chunk maps: a runtime with only the kept chunks' entries, and shards that
// add theirs, give every chunk the URL the whole runtime gave it, once its shard is loaded; and not
// before (the entries did leave the runtime).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import fc from 'fast-check';
import {directiveEnd, findChunkMaps, placeChunks, shardChunkMaps} from '../chunk-maps';

type Chunk = {id: string; name?: string; hash: string};

/** A runtime as Rspack and core's ChunkAssetPlugin write it (unminified, before our rewrite). */
const runtimeOf = (chunks: Chunk[]) => {
  const map = (entries: [string, string][]) =>
    `{${entries.map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`).join(', ')}}`;
  const named = chunks.filter((chunk) => chunk.name);
  return `(() => { // webpackBootstrap
var __webpack_require__ = {p: "/"};
var installedChunks = {"runtime~main": 0};
__webpack_require__.u = (chunkId) => {
  // return url for filenames based on template
  return "assets/js/" + (${map(named.map((chunk) => [chunk.id, chunk.name!]))}[chunkId] || chunkId) + "." + ${map(chunks.map((chunk) => [chunk.id, chunk.hash]))}[chunkId] + ".js";
};
__webpack_require__.gca = function (chunkId) { chunkId = ${map(named.map((chunk) => [chunk.name!, chunk.id]))}[chunkId]||chunkId; return __webpack_require__.p + __webpack_require__.u(chunkId); };
self.runtime = __webpack_require__;
})();`;
};

/** Evaluates the runtime (and then the shards' code) in a fresh global; returns `u` and `gca`. */
function load(code: string) {
  const context = vm.createContext({});
  vm.runInContext('var self = globalThis;', context);
  vm.runInContext(code, context);
  const runtime = (context as {runtime: {u(id: string): string; gca(name: string): string}}).runtime;
  return {runtime, run: (more: string) => vm.runInContext(more, context)};
}

const hex = fc.stringMatching(/^[0-9a-f]{8}$/);
const site = fc
  .uniqueArray(fc.integer({min: 1, max: 9999}), {minLength: 1, maxLength: 40})
  .chain((ids) =>
    fc.record({
      chunks: fc.tuple(
        ...ids.map((id) => fc.record({id: fc.constant(String(id)), name: fc.option(hex, {nil: undefined}), hash: hex})),
      ),
      kept: fc.subarray(ids.map(String)),
      shards: fc.array(fc.subarray(ids.map(String)), {minLength: 1, maxLength: 4}),
    }),
  )
  .map(({chunks, kept, shards}) => ({
    // Names are unique, as the bundler's are; a runtime has a named chunk at least (the shards are).
    chunks: chunks.map((chunk, index) =>
      chunk.name || index === 0 ? {...chunk, name: `${chunk.name ?? 'shard'}-${index}`} : chunk,
    ) as Chunk[],
    placement: {kept: new Set(kept), shards: new Map(shards.map((ids, index) => [`pack-${index}`, new Set(ids)]))},
  }));

test('every chunk keeps its URL once its shard is loaded, and only kept chunks have one before', () => {
  fc.assert(
    fc.property(site, ({chunks, placement}) => {
      const original = runtimeOf(chunks);
      const whole = load(original).runtime;
      const {prelude, replacements, shardCode} = shardChunkMaps(original, chunks, placement);
      let code = original;
      for (const {start, end, text} of [...replacements].sort((a, b) => b.start - a.start))
        code = code.slice(0, start) + text + code.slice(end);
      const sharded = load(prelude + code);
      const inAShard = new Set([...placement.shards.values()].flatMap((ids) => [...ids]));
      const url = (runtime: typeof whole, chunk: Chunk) => [runtime.u(chunk.id), chunk.name && runtime.gca(chunk.name)];
      for (const chunk of chunks) {
        const before = placement.kept.has(chunk.id) || !inAShard.has(chunk.id);
        if (before)
          assert.deepEqual(url(sharded.runtime, chunk), url(whole, chunk), `chunk ${chunk.id} before any shard`);
        else assert.notEqual(sharded.runtime.u(chunk.id), whole.u(chunk.id), `chunk ${chunk.id} left the runtime`);
      }
      for (const [shard, ids] of placement.shards) {
        sharded.run(shardCode.get(shard)!);
        for (const chunk of chunks.filter(({id}) => ids.has(id)))
          assert.deepEqual(url(sharded.runtime, chunk), url(whole, chunk), `chunk ${chunk.id} after ${shard}`);
      }
      // The same input gives the same output (deterministic builds).
      assert.deepEqual(shardChunkMaps(original, chunks, placement), {prelude, replacements, shardCode});
    }),
    {seed: 41, numRuns: 200},
  );
});

test('the maps are found in .u and .gca only; a runtime without one, or with one twice, fails naming it', () => {
  const chunks: Chunk[] = [
    {id: '1', name: 'a', hash: 'aaaaaaaa'},
    {id: '2', hash: 'bbbbbbbb'},
  ];
  const runtime = runtimeOf(chunks);
  assert.deepEqual(
    findChunkMaps(runtime, chunks).map(({kind}) => kind),
    ['names', 'hashes', 'ids'],
  );
  // The CSS chunks' file names, a map of the same chunk ids elsewhere in the runtime, are not taken.
  const withCss = `${runtime}\n__webpack_require__.miniCssF = (chunkId) => "assets/css/" + {"1": "a"}[chunkId] + "." + {"1": "cccccccc"}[chunkId] + ".css";`;
  assert.equal(findChunkMaps(withCss, chunks).length, 3);
  assert.throws(
    () => findChunkMaps(runtime.replace(/__webpack_require__\.gca = .*\n/, ''), chunks),
    /chunk ids map once, found it 0 times/,
  );
  assert.throws(
    () => findChunkMaps(`${runtime}\n__webpack_require__.u = (chunkId) => ({"1": "a"})[chunkId];`, chunks),
    /chunk names map once, found it 2 times/,
  );
});

test('the shard code goes after a leading "use strict"', () => {
  assert.equal(directiveEnd('"use strict";(self.webpackChunk=[]).push([])'), 13);
  assert.equal(directiveEnd("'use strict'\n(self.x=1)"), 12);
  assert.equal(directiveEnd('(self.webpackChunk=[]).push(["use strict"])'), 0);
});

test('a chunk is kept when the entry reaches it without a shard; a shard carries what only it reaches', () => {
  type Group = {name?: string; chunks: {id: number}[]; childrenIterable: Group[]};
  const group = (name: string | undefined, ids: number[], children: Group[] = []): Group => ({
    name,
    chunks: ids.map((id) => ({id})),
    childrenIterable: children,
  });
  const shared = group(undefined, [7]);
  const layout = group('layout', [5], [shared]);
  const entry = group(
    'main',
    [1, 2],
    [
      group('search', [3], [shared]),
      group('route-shard-ios', [10], [layout, group('page', [6, 5], [group(undefined, [8])])]),
      group('route-shard-js', [11], [layout]),
    ],
  );
  const {kept, shards} = placeChunks(entry, (g) => (g.name?.startsWith('route-shard-') ? g.name.slice(12) : undefined));
  assert.deepEqual([...kept].sort(), ['1', '10', '11', '2', '3', '7']);
  assert.deepEqual([...shards.get('ios')!].sort(), ['5', '6', '8']);
  assert.deepEqual([...shards.get('js')!].sort(), ['5']);
});
