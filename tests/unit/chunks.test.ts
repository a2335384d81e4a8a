// The chunk graph recorded from the bundler's compilation (chunk groups, their
// files and the assets their code and CSS reference, what each loads lazily, entries and workers),
// and the files a set of routes loads, read from it with Docusaurus's routesChunkNames.json.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Compiler} from 'webpack';
import {chunkGraphRecorder, routeFiles} from '../../src/core/site/chunks';

type FakeGroup = {
  name?: string;
  files: string[];
  aux?: string[];
  children: FakeGroup[];
  parents: FakeGroup[];
  initial?: boolean;
};

/** A compilation as webpack 5 and Rspack expose it, reduced to what the recorder reads. */
function compile(groups: FakeGroup[], entry: FakeGroup) {
  const recorder = chunkGraphRecorder();
  assert.throws(() => recorder.graph(), /chunk graph was not recorded/);
  const compilation = {
    chunkGroups: groups.map((group) => ({
      get name() {
        return group.name;
      },
      getFiles: () => group.files,
      get childrenIterable() {
        return group.children.map((child) => compilation.chunkGroups[groups.indexOf(child)]!);
      },
      getParents: () => group.parents,
      isInitial: () => group.initial ?? false,
      chunks: [{auxiliaryFiles: new Set(group.aux ?? [])}],
    })),
    entrypoints: new Map<string, unknown>(),
  };
  compilation.entrypoints.set('main', compilation.chunkGroups[groups.indexOf(entry)]);
  const compiler = {
    hooks: {emit: {tap: (_name: string, callback: (c: typeof compilation) => void) => callback(compilation)}},
  };
  recorder.plugin.apply(compiler as unknown as Compiler);
  return recorder.graph();
}

test('the graph: files (and the assets they reference), lazy loads, the entry and workers', () => {
  const lazy: FakeGroup = {files: ['assets/js/30.js'], children: [], parents: []};
  const route: FakeGroup = {
    name: 'aaaa1111',
    files: ['assets/js/aaaa1111.js', 'assets/js/20.js'],
    children: [lazy],
    parents: [],
  };
  const other: FakeGroup = {name: 'bbbb2222', files: ['assets/js/bbbb2222.js'], children: [], parents: []};
  const own: FakeGroup = {files: ['assets/js/31.js'], children: [], parents: []};
  const main: FakeGroup = {
    name: 'main',
    files: ['assets/js/runtime~main.js', 'assets/css/styles.css', 'assets/js/main.js'],
    aux: ['assets/fonts/inter.woff2'],
    children: [route, other, own],
    parents: [],
    initial: true,
  };
  const worker: FakeGroup = {files: ['assets/js/41.js', 'assets/js/40.js'], children: [], parents: []};
  for (const child of [route, other, own]) child.parents.push(main);
  lazy.parents.push(route);
  const graph = compile([main, route, other, own, lazy, worker], main);
  assert.deepEqual(graph.groups[0], {
    name: 'main',
    files: ['/assets/js/runtime~main.js', '/assets/css/styles.css', '/assets/js/main.js', '/assets/fonts/inter.woff2'],
    children: [1, 2, 3],
    entry: true,
    worker: false,
  });
  assert.equal(graph.groups[5]!.worker, true, 'a group nothing imports, with a runtime of its own');
  assert.equal(graph.groups[4]!.worker, false);

  const filesOf = routeFiles(graph, {'/ios/basic-123': {content: 'aaaa1111'}, '/js/start-456': {__comp: 'bbbb2222'}});
  assert.deepEqual(filesOf(['/ios/basic']).sort(), [
    '/assets/css/styles.css',
    '/assets/fonts/inter.woff2',
    '/assets/js/20.js',
    '/assets/js/30.js',
    '/assets/js/31.js',
    '/assets/js/40.js',
    '/assets/js/41.js',
    '/assets/js/aaaa1111.js',
    '/assets/js/main.js',
    '/assets/js/runtime~main.js',
  ]);
  assert.ok(
    !filesOf(['/ios/basic']).includes('/assets/js/bbbb2222.js'),
    "another route's chunk, though main imports it",
  );
  assert.ok(filesOf(['/js/start/']).includes('/assets/js/bbbb2222.js'), 'a route found by either trailing-slash form');
  assert.deepEqual(
    filesOf(['/ios/basic'], {ownChunks: true}).sort(),
    ['/assets/js/20.js', '/assets/js/aaaa1111.js'],
    "own chunks only: not the entry point's, a worker's or what the route loads lazily",
  );
  assert.deepEqual(
    filesOf([], {entryOnly: true}),
    ['/assets/js/runtime~main.js', '/assets/css/styles.css', '/assets/js/main.js', '/assets/fonts/inter.woff2'],
    "the entry point's own files: not a worker's, a lazy load's or a route's",
  );
});

test("a route's ancestors' chunks come with it (the docs layout of /ios for /ios/basic)", () => {
  const layout = {name: 'layout1', files: ['/assets/js/layout1.js'], children: [], entry: false, worker: false};
  const page = {name: 'page1', files: ['/assets/js/page1.js'], children: [], entry: false, worker: false};
  const filesOf = routeFiles(
    {groups: [layout, page]},
    {'/ios-abc': {__comp: 'layout1'}, '/ios/basic-def': {content: 'page1'}},
  );
  assert.deepEqual(filesOf(['/ios/basic']), ['/assets/js/layout1.js', '/assets/js/page1.js']);
});
