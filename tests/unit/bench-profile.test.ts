// The profile bench's attribution: each sample's time goes to the source that ran it, and a
// built-in's to the code that called it; a long task's blocking time to the sources sampled in it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {blockingBySource, longTasksOf, profileSpan, sourceGroup, timeBySource} from '../../scripts/bench-profile.ts';

test('a source path names its package, feature, patch or site folder', () => {
  assert.equal(
    sourceGroup('webpack://skypath-docs/./node_modules/react-dom/cjs/react-dom.production.min.js'),
    'react-dom',
  );
  assert.equal(
    sourceGroup('webpack:///./node_modules/@docusaurus/theme-classic/lib/theme/Navbar/index.js'),
    '@docusaurus/theme-classic',
  );
  assert.equal(sourceGroup('webpack:///./node_modules/.pnpm/x/node_modules/clsx/dist/clsx.mjs'), 'clsx');
  assert.equal(sourceGroup('webpack:///./src/features/search/theme/SearchBar/index.tsx'), 'feature search');
  assert.equal(sourceGroup('webpack:///./src/patches/route-shards/client/load.ts'), 'patch route-shards');
  assert.equal(sourceGroup('webpack:///./src/theme/Navbar/index.tsx'), 'src/theme');
  assert.equal(sourceGroup('webpack:///./.docusaurus/registry.js'), 'generated (.docusaurus)');
});

test("each sample's time goes to its frame's source; a built-in's to its caller's", () => {
  const frame = (functionName: string, url = '', lineNumber = 0) => ({functionName, url, lineNumber, columnNumber: 0});
  const profile = {
    nodes: [
      {id: 1, callFrame: frame('(root)'), children: [2, 3, 4, 7]},
      {id: 2, callFrame: frame('(program)')},
      {id: 3, callFrame: frame('(idle)')},
      {id: 4, callFrame: frame('hydrate', 'http://x/main.js', 1), children: [5]},
      {id: 5, callFrame: frame('render', 'http://x/main.js', 2), children: [6]},
      {id: 6, callFrame: frame('appendChild')},
      {id: 7, callFrame: frame('(garbage collector)')},
    ],
    // A sample's time is the delta to the next sample (µs).
    samples: [4, 5, 6, 6, 2, 3, 7, 3],
    timeDeltas: [0, 1000, 2000, 1000, 1000, 500, 500, 4000],
  };
  const groupOf = ({lineNumber}: {lineNumber: number}) => (lineNumber === 1 ? 'react-dom' : 'feature search');
  assert.deepEqual(Object.fromEntries(timeBySource(profile, groupOf)), {
    'react-dom': 1,
    'feature search': 4,
    '(program)': 0.5,
    '(garbage collector)': 4,
  });
});

test("a long task's time past 50 ms goes to the sources sampled during it, by their time; shorter tasks count nothing", () => {
  const frame = (functionName: string, url = '') => ({functionName, url, lineNumber: 0, columnNumber: 0});
  const profile = {
    startTime: 1_000_000,
    nodes: [
      {id: 1, callFrame: frame('(root)'), children: [2, 3, 4]},
      {id: 2, callFrame: frame('hydrate', 'http://x/react-dom.js')},
      {id: 3, callFrame: frame('route', 'http://x/shard.js')},
      {id: 4, callFrame: frame('(idle)')},
    ],
    // Samples at 1.000, 1.060, 1.090, 1.100, 1.200 s (µs deltas): react-dom 60 ms, the shard 30 ms,
    // react-dom 10 ms, idle 100 ms.
    samples: [2, 3, 2, 4, 4],
    timeDeltas: [0, 60_000, 30_000, 10_000, 100_000],
  };
  const groupOf = ({url}: {url: string}) => (url ? new URL(url).pathname.slice(1) : undefined);
  const tasks = [
    {start: 1_000_000, end: 1_100_000}, // 100 ms: 50 ms blocking, 70 % react-dom, 30 % the shard
    {start: 1_100_000, end: 1_140_000}, // 40 ms: none
  ];
  const blocking = Object.fromEntries(blockingBySource(profile, tasks, groupOf));
  assert.deepEqual(Object.keys(blocking).sort(), ['react-dom.js', 'shard.js']);
  assert.ok(Math.abs(blocking['react-dom.js']! - 35) < 1e-9 && Math.abs(blocking['shard.js']! - 15) < 1e-9);
});

test("long tasks come from the RunTask events of the renderer main thread busiest within the profile's span", () => {
  const thread = (pid: number, tid: number, name: string) => ({
    name: 'thread_name',
    ph: 'M',
    pid,
    tid,
    ts: 0,
    args: {name},
  });
  const task = (pid: number, tid: number, ts: number, dur: number) => ({name: 'RunTask', ph: 'X', pid, tid, ts, dur});
  const events = [
    thread(1, 1, 'CrRendererMain'),
    thread(2, 2, 'CrRendererMain'),
    thread(2, 3, 'Compositor'),
    task(1, 1, 0, 60_000),
    task(2, 2, 0, 80_000),
    task(2, 2, 100_000, 50_000), // exactly 50 ms: not long
    task(2, 2, 200_000, 70_000),
    task(2, 3, 0, 900_000), // not a main thread
    task(1, 1, 400_000, 300_000), // after the first 0.3 s
  ];
  // Within the profile's span (the first 0.3 s), the busier renderer main thread's.
  assert.deepEqual(longTasksOf(events, {start: 0, end: 300_000}), [
    {start: 0, end: 80_000},
    {start: 200_000, end: 270_000},
  ]);
  // Over the whole trace, the other renderer is the busier.
  assert.deepEqual(longTasksOf(events, {start: 0, end: 1_000_000}), [
    {start: 0, end: 60_000},
    {start: 400_000, end: 700_000},
  ]);
  assert.throws(() => longTasksOf(events, {start: 5_000_000, end: 6_000_000}), /clocks differ/);
  assert.deepEqual(profileSpan({nodes: [], samples: [1, 1], timeDeltas: [10, 20], startTime: 100}), {
    start: 100,
    end: 130,
  });
});
