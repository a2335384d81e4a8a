// `npm run bench -- --profile` (issue #40): where a page's main-thread time goes, by source. It
// builds the site with source maps (SKYPATH_SOURCE_MAPS=1, into build-profile/; --no-build
// measures that folder again), serves it as production does, loads each page of js-weight.ts in a
// fresh context with the CPU slowed 4× (as Lighthouse's applied throttling does) under V8's
// sampling profiler until it has hydrated and gone idle, and maps every sample to the source it
// ran: a package, a feature or patch folder, the site's theme. A built-in (DOM, JSON) counts for
// the code that called it. Reported per page: the median over the runs of each source's time, and
// the long tasks' blocking time the page itself observed, and that time by source (the samples taken
// during each long task of a trace recorded alongside; the trace's own cost is in every figure). `--dir <folder>` profiles another build
// made with source maps (e.g. SKYPATH_STOCK=1 SKYPATH_SOURCE_MAPS=1, to set stock's beside it) and
// `--page <type>` limits the pages, as in the main bench. Asserts nothing.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {TraceMap, originalPositionFor} from '@jridgewell/trace-mapping';
import {chromium} from 'playwright-core';
import {ensureChromium} from './chromium.ts';
import {startPreview} from './preview.ts';

const BUILD_DIR = 'build-profile';
const PORT = Number(process.env.BENCH_PORT ?? 4180) + 7;

type ProfileNode = {
  id: number;
  callFrame: {functionName: string; url: string; lineNumber: number; columnNumber: number};
  children?: number[];
};
type CpuProfile = {nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime?: number};
/** A task of the page's main thread, in the profile's clock (µs). */
type Task = {start: number; end: number};
type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {name?: string};
};

/** The source group a bundled source path belongs to: a package, a feature, a patch, a site folder. */
export function sourceGroup(source: string): string {
  const file = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const modules = file.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const parts = file.slice(modules + 'node_modules/'.length).split('/');
    return parts.slice(0, parts[0]!.startsWith('@') ? 2 : 1).join('/');
  }
  const own = /^src\/(features|patches)\/([^/]+)/.exec(file);
  if (own) return `${own[1] === 'features' ? 'feature' : 'patch'} ${own[2]}`;
  if (file.startsWith('.docusaurus/')) return 'generated (.docusaurus)';
  return file.split('/').slice(0, 2).join('/');
}

/** Maps a script URL's positions to source groups through its source map (read once). */
function mapper(buildDir: string) {
  const maps = new Map<string, TraceMap | undefined>();
  const mapOf = (url: string) => {
    const file = path.join(buildDir, new URL(url).pathname);
    if (!maps.has(file))
      maps.set(file, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : undefined);
    return maps.get(file);
  };
  return ({url, lineNumber, columnNumber}: ProfileNode['callFrame']): string | undefined => {
    if (!url) return undefined;
    if (!url.startsWith('http')) return `(${url.split(':')[0]})`;
    const map = mapOf(url);
    if (!map) return path.basename(new URL(url).pathname) || '(page inline script)';
    const {source} = originalPositionFor(map, {line: lineNumber + 1, column: columnNumber});
    return source ? sourceGroup(source) : '(bundler runtime)';
  };
}

type GroupOf = (frame: ProfileNode['callFrame']) => string | undefined;

/** Self time (ms) per source group; a frame without a script counts for its caller's group. */
export function timeBySource(profile: CpuProfile, groupOf: GroupOf) {
  const groupOfNode = nodeGroups(profile, groupOf);
  const times = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const group = groupOfNode(id);
    times.set(group, (times.get(group) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  times.delete('(idle)');
  times.delete('(root)');
  return times;
}

/**
 * Blocking time (ms) per source group: each long task's time past 50 ms (what total blocking time
 * counts) shared among the groups of the samples taken during it, by their time.
 */
export function blockingBySource(profile: CpuProfile, tasks: readonly Task[], groupOf: GroupOf) {
  const groupOfNode = nodeGroups(profile, groupOf);
  // Sample i runs from its time to the next sample's.
  const times: number[] = [];
  let at = profile.startTime ?? 0;
  for (const delta of profile.timeDeltas) times.push((at += delta));
  const blocking = new Map<string, number>();
  for (const {start, end} of tasks) {
    const inTask = new Map<string, number>();
    let sampled = 0;
    profile.samples.forEach((id, index) => {
      const from = Math.max(times[index]!, start);
      const to = Math.min(times[index + 1] ?? times[index]!, end);
      if (to <= from) return;
      const group = groupOfNode(id);
      inTask.set(group, (inTask.get(group) ?? 0) + (to - from));
      sampled += to - from;
    });
    const over = (end - start) / 1000 - 50;
    if (over <= 0 || sampled === 0) continue;
    for (const [group, time] of inTask) blocking.set(group, (blocking.get(group) ?? 0) + (over * time) / sampled);
  }
  blocking.delete('(idle)');
  blocking.delete('(root)');
  return blocking;
}

/** The time a profile's samples span, in its clock (µs). */
export function profileSpan(profile: CpuProfile): Task {
  const start = profile.startTime ?? 0;
  return {start, end: profile.timeDeltas.reduce((at, delta) => at + delta, start)};
}

/**
 * The long tasks (over 50 ms) of a trace's renderer main thread (its RunTask events) within `span`:
 * of the page's renderer, the main thread busiest in long tasks there. A profile and a trace share
 * V8's and Chrome's monotonic clock (µs), as DevTools assumes when it merges them: a trace with
 * long tasks but none within the profile's span means they do not, and is an error.
 */
export function longTasksOf(events: readonly TraceEvent[], span: Task): Task[] {
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, Task[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || event.ph !== 'X' || (event.dur ?? 0) <= 50_000 || !mains.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), {start: event.ts, end: event.ts + event.dur!}]);
  }
  const total = (tasks: Task[]) => tasks.reduce((sum, {start, end}) => sum + end - start, 0);
  const within = [...byThread.values()].map((tasks) =>
    tasks.filter(({start, end}) => end > span.start && start < span.end),
  );
  if (byThread.size > 0 && within.every((tasks) => tasks.length === 0))
    throw new Error('no long task of the trace falls within the CPU profile: their clocks differ');
  return within.sort((a, b) => total(b) - total(a))[0] ?? [];
}

/** Each profile node's source group; a frame without a script takes its caller's. */
function nodeGroups(profile: CpuProfile, groupOf: GroupOf) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const groups = new Map<number, string>();
  const groupOfNode = (id: number): string => {
    const known = groups.get(id);
    if (known) return known;
    const node = byId.get(id)!;
    const name = node.callFrame.functionName;
    const group =
      name === '(idle)' || name === '(program)' || name === '(garbage collector)' || name === '(root)'
        ? name
        : (groupOf(node.callFrame) ?? (parent.has(id) ? groupOfNode(parent.get(id)!) : '(native)'));
    groups.set(id, group);
    return group;
  };
  return groupOfNode;
}

/** Each group's median over the runs (0 in a run without it), largest first. */
function medianByGroup(runs: Map<string, number>[]) {
  const groups = [...new Set(runs.flatMap((times) => [...times.keys()]))];
  return groups
    .map((group) => [group, median(runs.map((times) => times.get(group) ?? 0))] as const)
    .sort(([, a], [, b]) => b - a);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export async function benchProfile({
  runs,
  build,
  dir: DIR = BUILD_DIR,
  pages,
}: {
  runs: number;
  build: boolean;
  dir?: string;
  pages: readonly {type: string; path: string}[];
}) {
  if (build && DIR !== BUILD_DIR) throw new Error('--dir profiles a build as it is: add --no-build.');
  if (build) {
    const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', DIR], {
      stdio: 'inherit',
      env: {...process.env, SKYPATH_SOURCE_MAPS: '1'},
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  if (!existsSync(path.join(DIR, 'index.html'))) throw new Error(`No build in ${DIR}/: drop --no-build.`);
  const server = await startPreview({buildDir: DIR, port: PORT, stdio: 'ignore'});
  const browser = await chromium.launch({executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu']});
  const groupOf = mapper(DIR);
  try {
    console.log(
      `\nMain-thread time by source, CPU slowed 4×, load until hydrated and idle (ms, median of ${runs} runs; sources over 5 ms).\n`,
    );
    console.log(
      '| page type | blocking time | scripting total | by source | blocking time by source (long tasks past 50 ms) |',
    );
    console.log('|---|---:|---:|---|---|');
    for (const {type, path: pagePath} of pages) {
      const perRun: Map<string, number>[] = [];
      const blockingPerRun: Map<string, number>[] = [];
      const blocking: number[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.addInitScript(() => {
          const tasks: number[] = [];
          (window as unknown as {longTasks: number[]}).longTasks = tasks;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) tasks.push(entry.duration);
          }).observe({type: 'longtask', buffered: true});
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', {interval: 200});
        await cdp.send('Profiler.start');
        await browser.startTracing(page, {categories: ['toplevel', 'disabled-by-default-devtools.timeline']});
        await page.goto(`http://127.0.0.1:${PORT}${pagePath}`, {waitUntil: 'networkidle'});
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        await page.waitForLoadState('networkidle');
        // Idle-time work (prefetches in idle slices) ends within a second after the network is idle.
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 3000})));
        const {profile} = (await cdp.send('Profiler.stop')) as {profile: CpuProfile};
        const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {traceEvents: TraceEvent[]};
        perRun.push(timeBySource(profile, groupOf));
        blockingPerRun.push(blockingBySource(profile, longTasksOf(trace.traceEvents, profileSpan(profile)), groupOf));
        const tasks = await page.evaluate(() => (window as unknown as {longTasks: number[]}).longTasks);
        blocking.push(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0));
        await context.close();
      }
      const medians = medianByGroup(perRun);
      const scripting = medians
        .filter(([group]) => !['(program)', '(garbage collector)'].includes(group))
        .reduce((sum, [, ms]) => sum + ms, 0);
      const cells = (rows: (readonly [string, number])[]) =>
        rows
          .filter(([, ms]) => ms >= 5)
          .map(([group, ms]) => `${group} ${Math.round(ms)}`)
          .join(', ');
      console.log(
        `| ${type} | ${Math.round(median(blocking))} | ${Math.round(scripting)} | ${cells(medians)} | ${cells(medianByGroup(blockingPerRun))} |`,
      );
    }
  } finally {
    await browser.close();
    server.stop();
  }
}
