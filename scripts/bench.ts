// `npm run bench`: how fast pages are for readers, measured, never asserted.
//
// It builds the site once (skip with --no-build; --dir <folder> measures another build folder) and
// reports the build's time, CPU time and peak memory, and in which phase the peak is, serves it through nginx
// with the site's hosting rules (npm run preview), as production does, and reports per page type:
// - the bytes a first visit transfers over the wire (every response, encoded as sent, headers
//   included), by kind, and the render-blocking CSS (what the head links, compressed as served,
//   and its inline styles);
// - the JavaScript a first load transfers, raw and gzipped (as the size budgets count it);
// - Lighthouse mobile with APPLIED throttling (`devtools`: the page really loads on a slowed
//   network and CPU), the headline: LCP, total blocking time, layout shift (CLS) and score, the
//   median of the runs, and with --compare the first build's LCP and TBT as fractions of the last's;
// - beside it, Lighthouse's default SIMULATED throttling (Lantern), which can move without
//   anything a reader feels;
// - Lighthouse's accessibility and SEO scores (one run: they do not depend on speed), which must
//   be 100, with any failed audit named;
// - Lighthouse's CPU benchmark of this machine, and the size of the search indexes.
//
// `--compare <dir>` (repeatable) measures other builds (for example the build before a change, or
// one made with SKYPATH_STOCK=1) against the first, interleaved run by run and page by page, the
// builds' order rotating from run to run, so that the machine's noise hits all alike. `--runs N`
// (default 3) sets the runs per page and build (0: the accessibility and SEO audits only), and
// `--page <type>` (repeatable) measures only the page types it names;
// `--applied-only` skips the simulated runs; `--no-lighthouse` reports bytes only. Results are
// printed and written to bench-results/bench.json.
//
// `--relevance` reports search relevance only (also part of the default run). `--growth` (the site
// grown to about 1,000 pages), `--check` (a writer's `npm run check`), `--load` (the build under
// autocannon) and `--profile` (main-thread time by source) run the benches imported below, each
// described in its module.
import {execFile, spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {promisify} from 'node:util';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path, {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser} from 'playwright-core';
import type {RunnerResult} from 'lighthouse';
import {ensureChromium} from './chromium.ts';
import {firstLoadScripts, PAGES as PAGE_TYPES, renderBlockingCssBytes} from './js-weight.ts';
import {startPreview} from './preview.ts';
import {profileBuild, describeProfile} from './build-profile.ts';
import {readSite} from '../src/core/site/manifest.ts';
import {benchGrowth} from './bench-growth.ts';
import {benchLoad} from './bench-load.ts';
import {benchCheck} from './bench-check.ts';
import {benchProfile} from './bench-profile.ts';
import {formatRelevance, scoreRankings} from '../src/core/search-relevance.ts';
import {READER_QUESTIONS, SEARCH_QUERIES, type SearchQuery} from '../src/features/search/tests/search-queries.ts';
import {siteRankings} from '../src/features/search/tests/site-rankings.ts';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const flag = (name: string) => process.argv.includes(name);
const all = (name: string) => process.argv.flatMap((value, index) => (process.argv[index - 1] === name ? [value] : []));

const execFileAsync = promisify(execFile);

/** The builds to measure: build/ (or --dir) and each --compare folder (the option repeats). */
const BUILDS = [argument('--dir') ?? 'build', ...all('--compare')].map((dir) => ({label: dir, dir}));
/** The page types measured: all, or those `--page <type>` names (repeatable, e.g. --page "docs page"). */
const PAGES = all('--page').length > 0 ? PAGE_TYPES.filter(({type}) => all('--page').includes(type)) : PAGE_TYPES;
if (PAGES.length === 0) throw new Error(`--page: one of ${PAGE_TYPES.map(({type}) => `"${type}"`).join(', ')}`);
/** Lighthouse runs per page, build and throttling method: its figures vary between runs. */
const RUNS = Number(argument('--runs') ?? 3);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4180);
/** `--applied-only` skips the simulated runs (half the time) when only what readers feel is wanted. */
const METHODS: Method[] = flag('--applied-only') ? ['devtools'] : ['devtools', 'simulate'];
const base = (index: number) => `http://127.0.0.1:${BASE_PORT + index}`;
const serveBuilds = () =>
  Promise.all(BUILDS.map(({dir}, index) => startPreview({buildDir: dir, port: BASE_PORT + index, stdio: 'ignore'})));
const launch = (executablePath: string) => chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu']});

type Method = 'devtools' | 'simulate';
type Run = Awaited<ReturnType<typeof lighthouseRun>>;
type PageResult = {
  type: string;
  path: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** As sent: the precompressed Brotli files. */
  brotliBytes: number;
  firstVisit: Awaited<ReturnType<typeof measureFirstVisit>>;
  lighthouse: Partial<Record<Method, ReturnType<typeof summarize>>>;
  audits?: Awaited<ReturnType<typeof auditRun>>;
};

/** Resource kinds of the first-visit table; anything else counts as "other". */
const KINDS = ['document', 'script', 'stylesheet', 'font', 'image'];

/**
 * Loads a page in a fresh context (empty cache) and sums the bytes of every response as sent over
 * the wire (encoded body plus headers), by resource kind, until the page has hydrated and the
 * network is idle.
 */
async function measureFirstVisit(browser: Browser, url: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Promise<{kind: string; bytes: number}>[] = [];
    page.on('requestfinished', (request) => {
      pending.push(
        request.sizes().then(
          (sizes) => ({
            kind: KINDS.includes(request.resourceType()) ? request.resourceType() : 'other',
            // A prefetch still pending when the page went idle reports negative sizes: count 0.
            bytes: Math.max(0, sizes.responseBodySize) + Math.max(0, sizes.responseHeadersSize),
          }),
          () => ({kind: 'other', bytes: 0}),
        ),
      );
    });
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');
    const responses = await Promise.all(pending);
    const byKind = Object.fromEntries([...KINDS, 'other'].map((kind) => [kind, 0]));
    for (const {kind, bytes} of responses) byKind[kind] += bytes;
    const {bytes: renderBlockingCss} = await renderBlockingCssBytes(context.request, url);
    return {
      requests: responses.length,
      bytes: responses.reduce((sum, r) => sum + r.bytes, 0),
      byKind,
      renderBlockingCss,
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The files of the search bundles (Pagefind's, one per search base), raw and gzipped. */
async function searchIndexes(dir: string) {
  const site = readSite(dir);
  const indexes = [];
  for (const file of site.files.filter((file) => /(^|\/)pagefind\//.test(file))) {
    const body = await site.read(file);
    indexes.push({file, rawBytes: body.length, gzipBytes: gzipSync(body, {level: 9}).length});
  }
  return indexes;
}

/** Lighthouse's command line, run by plain Node (below). */
const LIGHTHOUSE_CLI = path.join(
  path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
  'cli/index.js',
);

/**
 * Lighthouse's report of one page in a fresh headless Chromium, which is closed afterwards. It runs
 * as its own Node process, without this script's TypeScript loader: tsx keeps function names with a
 * helper (`__name`) that Lighthouse's page functions, sent into the page as source text, do not have.
 */
async function lighthouseReport(chromePath: string, url: string, categories: string, throttlingMethod: string) {
  const {stdout} = await execFileAsync(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--output=json',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
      `--only-categories=${categories}`,
      `--throttling-method=${throttlingMethod}`,
    ],
    {env: {...process.env, CHROME_PATH: chromePath}, maxBuffer: 256 * 1024 * 1024},
  );
  return JSON.parse(stdout) as RunnerResult['lhr'];
}

/**
 * One Lighthouse mobile performance run. `devtools` applies the throttling to the real load
 * (slow 4G and a 4x CPU slowdown); `simulate` loads unthrottled and estimates the slowed figures.
 */
async function lighthouseRun(chromePath: string, url: string, throttlingMethod: Method) {
  const lhr = await lighthouseReport(chromePath, url, 'performance', throttlingMethod);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = (id: string) => (lhr.audits[id]?.details as {items?: Record<string, unknown>[]})?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    // Where the main thread went (Lighthouse's own attribution of the trace): by kind of work, and
    // the scripting time of each script, named by its file.
    mainThread: Object.fromEntries(
      items('mainthread-work-breakdown').map((item) => [String(item.group), Number(item.duration)]),
    ),
    scripting: Object.fromEntries(
      items('bootup-time').map((item) => [
        String(item.url)
          .replace(/^https?:\/\/[^/]+/, '')
          .replace(/^\/assets\/js\//, ''),
        Number(item.scripting) + Number(item.scriptParseCompile),
      ]),
    ),
    // The long tasks (Lighthouse's own list, longest first): how long, when, and the script they ran.
    longTasks: items('long-tasks').map(
      (item) =>
        `${Math.round(Number(item.duration))} ms at ${Math.round(Number(item.startTime))} ms ${String(item.url)
          .replace(/^https?:\/\/[^/]+/, '')
          .replace(/^\/assets\/js\//, '')}`,
    ),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** The median of the finite values (a run that failed to measure gives NaN and is left out). */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};

/** Lighthouse's accessibility and SEO audits of a page (unthrottled: they do not depend on speed). */
async function auditRun(chromePath: string, url: string) {
  const lhr = await lighthouseReport(chromePath, url, 'accessibility,seo', 'provided');
  const failed = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
    failed,
  };
}

/** The median of each key over the runs (a key a run lacks counts as 0 there). */
const medians = (records: Record<string, number>[]) =>
  Object.fromEntries(
    [...new Set(records.flatMap(Object.keys))].map((key) => [key, median(records.map((record) => record[key] ?? 0))]),
  );

/** The medians of a page's runs, and every run's LCP and TBT. */
function summarize(runs: Run[]) {
  const pick = (key: 'score' | 'lcpMs' | 'tbtMs' | 'benchmarkIndex') => median(runs.map((run) => run[key]));
  const sortedCls = runs
    .map((run) => run.cls)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  return {
    score: pick('score'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    // Layout shift is a fraction: the middle run's, not rounded to whole numbers.
    cls: sortedCls[Math.floor(sortedCls.length / 2)] ?? NaN,
    benchmarkIndex: pick('benchmarkIndex'),
    mainThread: medians(runs.map((run) => run.mainThread)),
    scripting: medians(runs.map((run) => run.scripting)),
    runs: runs.map(({lcpMs, tbtMs}) => ({lcpMs, tbtMs})),
    // The long tasks of the run whose TBT is the median (a list has no median).
    longTasks: [...runs].sort((x, y) => x.tbtMs - y.tbtMs)[Math.floor((runs.length - 1) / 2)]?.longTasks ?? [],
  };
}

async function buildSite() {
  const api = spawnSync('npm', ['run', '--silent', 'gen-api-docs'], {stdio: 'inherit'});
  if (api.status !== 0) process.exit(api.status ?? 1);
  const profile = await profileBuild(BUILDS[0].dir === 'build' ? [] : ['--out-dir', BUILDS[0].dir], {echo: true});
  console.log(describeProfile(profile));
  return profile;
}

async function main() {
  const build = flag('--no-build') ? undefined : await buildSite();
  for (const {dir} of BUILDS) {
    if (!existsSync(join(dir, 'index.html')))
      throw new Error(`No build in ${dir}/: run npm run build (or drop --no-build).`);
  }
  const servers = await serveBuilds();
  try {
    const chromePath = ensureChromium();
    const browser = await launch(chromePath);
    const results: PageResult[][] = BUILDS.map(() => []);
    for (const {type, path} of PAGES) {
      for (const [index] of BUILDS.entries()) {
        const context = await browser.newContext();
        const {files, raw, gzip, sent} = await firstLoadScripts(await context.newPage(), base(index) + path);
        await context.close();
        const firstVisit = await measureFirstVisit(browser, base(index) + path);
        results[index].push({
          type,
          path,
          files,
          rawBytes: raw,
          gzipBytes: gzip,
          brotliBytes: sent,
          firstVisit,
          lighthouse: {},
        });
      }
    }
    if (!flag('--no-lighthouse')) {
      // Interleaved: run i of every page and method for every build before run i + 1, and the
      // builds' order rotates from run to run.
      const raw: Record<string, Run[]>[][] = BUILDS.map(() =>
        PAGES.map(() => Object.fromEntries(METHODS.map((method) => [method, []]))),
      );
      for (let run = 0; run < RUNS; run++) {
        for (const [page, {path}] of PAGES.entries()) {
          for (const method of METHODS) {
            const order = BUILDS.map((_, index) => (index + run) % BUILDS.length);
            for (const index of order)
              raw[index][page][method].push(await lighthouseRun(chromePath, base(index) + path, method));
          }
        }
        console.log(`Lighthouse: run ${run + 1} of ${RUNS} done`);
      }
      if (RUNS > 0)
        for (const [index, pages] of results.entries())
          for (const [page, result] of pages.entries())
            for (const method of METHODS) result.lighthouse[method] = summarize(raw[index][page][method]);
      for (const [page, {path}] of PAGES.entries()) {
        for (const [index] of BUILDS.entries())
          results[index][page].audits = await auditRun(chromePath, base(index) + path);
      }
    }
    report(results);
    mkdirSync('bench-results', {recursive: true});
    const searchIndexSizes = await Promise.all(BUILDS.map(({dir}) => searchIndexes(dir)));
    writeFileSync(
      'bench-results/bench.json',
      JSON.stringify(
        {
          date: new Date().toISOString(),
          runs: RUNS,
          ...(build ? {build} : {}),
          builds: BUILDS.map((folder, index) => ({
            ...folder,
            results: results[index],
            searchIndexes: searchIndexSizes[index],
          })),
        },
        null,
        2,
      ),
    );
    await relevance(browser);
    await browser.close();
    for (const [index, {label}] of BUILDS.entries()) {
      const indexes = searchIndexSizes[index];
      const total = (key: 'rawBytes' | 'gzipBytes') => indexes.reduce((sum, entry) => sum + entry[key], 0);
      console.log(
        `\nSearch indexes of ${label} (loaded only when search is opened): ${indexes.length} files, ${kb(total('rawBytes'))} raw, ${kb(total('gzipBytes'))} gzipped`,
      );
    }
  } finally {
    for (const server of servers) server.stop();
  }
}

/** The MCP server's rankings, when the server is there: the bench runs without it (a removable part). */
async function mcpRankings(dir: string, queries: readonly SearchQuery[]): Promise<string[][] | undefined> {
  const module = '../mcp/tests/mcp-rankings.ts';
  if (!existsSync(new URL(module, import.meta.url))) return undefined;
  const {mcpRankings: rank} = (await import(module)) as {
    mcpRankings: (dir: string, queries: readonly SearchQuery[]) => Promise<string[][]>;
  };
  return rank(dir, queries);
}

/**
 * Search relevance, per build: the share of the ranking queries and of the reader questions
 * (search-queries.ts) whose page the site's search (typed in the navbar) and the MCP server's
 * search_docs list first, and in the first three.
 */
async function relevance(browser: Browser) {
  console.log('\nSearch relevance: the page that answers, first and in the first three.\n');
  console.log('| build | search | ranking queries | reader questions |');
  console.log('|---|---|---|---|');
  for (const [index, {label, dir}] of BUILDS.entries()) {
    const page = await browser.newPage({baseURL: base(index)});
    const open = async (at: typeof page, path: string) => {
      await at.goto(path);
      await at.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    };
    const siteQueries = scoreRankings(SEARCH_QUERIES, await siteRankings(page, SEARCH_QUERIES, open));
    const siteQuestions = scoreRankings(READER_QUESTIONS, await siteRankings(page, READER_QUESTIONS, open));
    await page.close();
    console.log(`| ${label} | site (Pagefind) | ${formatRelevance(siteQueries)} | ${formatRelevance(siteQuestions)} |`);
    const mcpQueries = await mcpRankings(dir, SEARCH_QUERIES);
    const mcpQuestions = await mcpRankings(dir, READER_QUESTIONS);
    if (mcpQueries && mcpQuestions)
      console.log(
        `| ${label} | MCP search_docs | ${formatRelevance(scoreRankings(SEARCH_QUERIES, mcpQueries))} | ${formatRelevance(scoreRankings(READER_QUESTIONS, mcpQuestions))} |`,
      );
  }
}

/** `--relevance`: search relevance only, on the builds (built first unless --no-build). */
async function relevanceOnly() {
  if (!flag('--no-build')) await buildSite();
  const servers = await serveBuilds();
  const browser = await launch(ensureChromium());
  try {
    await relevance(browser);
  } finally {
    await browser.close();
    for (const server of servers) server.stop();
  }
}

/** Prints one table: a row per page type and build, applied throttling first. */
function report(results: PageResult[][]) {
  const cell = (lh: ReturnType<typeof summarize> | undefined) =>
    lh ? `${lh.lcpMs} ms | ${lh.tbtMs} ms | ${lh.cls} | ${lh.score}` : '– | – | – | –';
  /** A row per page type and build, its cells after the first two; none where `cells` gives none. */
  const rows = (cells: (result: PageResult) => string | undefined) => {
    for (const [page, {type}] of PAGES.entries())
      for (const [index, {label}] of BUILDS.entries()) {
        const text = cells(results[index][page]);
        if (text !== undefined) console.log(`| ${type} | ${label} | ${text} |`);
      }
  };
  console.log(
    `\nFirst load, per page type: JavaScript transferred (as sent: Brotli; and gzip -9 of each script); Lighthouse mobile, median of ${RUNS} runs,` +
      ' with applied throttling (devtools, what a reader feels) and simulated throttling (Lantern) beside it.\n',
  );
  console.log(
    '| page type | build | JS raw | JS Brotli | JS gzipped | render-blocking CSS | applied LCP | applied TBT | applied CLS | applied score | simulated LCP | simulated TBT | simulated CLS | simulated score | CPU benchmark |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  rows(
    (r) =>
      `${kb(r.rawBytes)} | ${kb(r.brotliBytes)} | ${kb(r.gzipBytes)} | ${kb(r.firstVisit.renderBlockingCss)} | ${cell(r.lighthouse.devtools)} | ${cell(r.lighthouse.simulate)} | ${r.lighthouse.devtools?.benchmarkIndex ?? '–'}`,
  );
  if (BUILDS.length > 1 && results[0]![0]?.lighthouse.devtools) {
    // The first build against the last (run it with --compare <stock build> last): the ratios.
    const last = BUILDS.length - 1;
    console.log(`\nApplied throttling, ${BUILDS[0]!.label} as a fraction of ${BUILDS[last]!.label} (medians).\n`);
    console.log('| page type | LCP | TBT |');
    console.log('|---|---:|---:|');
    for (const [page, {type}] of PAGES.entries()) {
      const ours = results[0]![page]!.lighthouse.devtools!;
      const theirs = results[last]![page]!.lighthouse.devtools!;
      const ratio = (key: 'lcpMs' | 'tbtMs') => (theirs[key] ? (ours[key] / theirs[key]).toFixed(2) : '–');
      console.log(`| ${type} | ${ratio('lcpMs')} × | ${ratio('tbtMs')} × |`);
    }
  }
  if (results[0]![0]?.lighthouse.devtools) {
    // The profile the TBT figures come from: Lighthouse's attribution of each run's trace.
    const groups = [
      'scriptEvaluation',
      'scriptParseCompile',
      'styleLayout',
      'paintCompositeRender',
      'parseHTML',
      'garbageCollection',
      'other',
    ];
    console.log(
      `\nWhere the main thread goes under applied throttling (ms, medians of ${RUNS} runs), and the scripts that take most (evaluation, parse and compile).\n`,
    );
    console.log(`| page type | build | TBT | ${groups.join(' | ')} | top scripts |`);
    console.log(`|---|---|---:|${groups.map(() => '---:|').join('')}---|`);
    rows(({lighthouse: {devtools}}) => {
      if (!devtools) return undefined;
      const top = Object.entries(devtools.scripting)
        .sort(([, a], [, b]) => b - a)
        .slice(0, 4)
        .map(([name, ms]) => `${name} ${Math.round(ms)}`)
        .join(', ');
      return `${devtools.tbtMs} | ${groups.map((group) => Math.round(devtools.mainThread[group] ?? 0)).join(' | ')} | ${top}`;
    });
  }
  if (results[0]![0]?.lighthouse.devtools) {
    console.log(`\nThe long tasks under applied throttling, in the run whose TBT is the median of ${RUNS}.\n`);
    console.log('| page type | build | TBT | long tasks |');
    console.log('|---|---|---:|---|');
    rows(({lighthouse: {devtools}}) => devtools && `${devtools.tbtMs} | ${devtools.longTasks.join('; ') || '–'}`);
  }
  console.log('\nLighthouse accessibility and SEO, per page type (they must be 100).\n');
  console.log('| page type | build | accessibility | SEO | failed audits |');
  console.log('|---|---|---:|---:|---|');
  rows(({audits}) => audits && `${audits.accessibility} | ${audits.seo} | ${audits.failed.join(', ') || '–'}`);
  console.log('\nFirst visit, per page type: bytes transferred (encoded as sent, headers included), empty cache.\n');
  console.log(`| page type | build | requests | total | ${KINDS.join(' | ')} | other |`);
  console.log(`|---|---|---:|---:|${KINDS.map(() => '---:|').join('')}---:|`);
  rows(({firstVisit: {requests, bytes, byKind}}) => {
    const kinds = [...KINDS, 'other'].map((kind) => kb(byKind[kind])).join(' | ');
    return `${requests} | ${kb(bytes)} | ${kinds}`;
  });
}

/** `--load`: the build (built first unless --no-build) under load through nginx. */
async function load() {
  if (!flag('--no-build')) await buildSite();
  await benchLoad({
    dir: BUILDS[0]!.dir,
    connections: argument('--connections')?.split(',').map(Number),
    seconds: argument('--seconds') ? Number(argument('--seconds')) : undefined,
  });
}

(flag('--relevance')
  ? relevanceOnly()
  : flag('--check')
    ? Promise.resolve(benchCheck({runs: Number(argument('--runs') ?? 3)}))
    : flag('--growth')
      ? benchGrowth({runs: Number(argument('--runs') ?? 1), keep: flag('--keep')})
      : flag('--load')
        ? load()
        : flag('--profile')
          ? benchProfile({
              runs: Number(argument('--runs') ?? 3),
              build: !flag('--no-build'),
              dir: argument('--dir'),
              pages: PAGES,
            })
          : main()
).catch((error) => {
  console.error(error);
  process.exit(1);
});
