// `npm run bench -- --growth` (issue #25, "Flatter as it grows"): today's site against the same
// sources grown to about 1,000 pages, both in the growth fixture's temporary copies. Each copy is
// built cold (`--runs N` times, default 1, interleaved: no social-card or Rspack cache) and
// profiled (time, CPU time and peak memory, by phase and by pipeline step: CPU time beside time
// says how much of the machine's cores a step keeps busy), then served through the preview server
// and measured side by side: pages, the bench
// pages' first-load JavaScript (gzip -9, and Brotli as sent) and the part of it that is main.js and the runtime, the
// route table and global data every page downloads (the generated `.docusaurus` modules main.js is
// made from), and the bytes of a reader's first search query. Writes bench-results/growth.json and
// prints a table, then for each run what the build-time goal allows, what Docusaurus's own work
// takes of it and what that leaves the pipeline (buildTimeBudget). `--keep` keeps the copies.
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser} from 'playwright-core';
import {ensureChromium} from './chromium.ts';
import {firstLoadScripts, PAGES} from './js-weight.ts';
import {startPreview} from './preview.ts';
import {profileBuild, type Profile} from './build-profile.ts';
import {commitAll, copySources, GROWTH, growSite} from './growth-fixture.ts';
import {readSite} from '../src/core/site/manifest.ts';

/** The generated modules that main.js bundles for every page: the route table and global data. */
const ROUTE_DATA = ['routes.js', 'registry.js', 'routesChunkNames.json', 'globalData.json'];
/** The search: a docs page, the navbar's field, a word. */
const SEARCH = {path: '/ios/basic/data', word: 'severity'};
/** Away from `npm run bench`'s ports (4180 and up), which another bench may hold. */
const PORT = Number(process.env.GROWTH_PORT ?? 4280);

const sizes = (body: Buffer) => ({raw: body.length, gzip: gzipSync(body, {level: 9}).length});
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A cold build of a copy: no social-card cache, no generated files of an earlier run. */
function coldBuild(dir: string) {
  for (const stale of ['node_modules/.cache', '.docusaurus', 'build'])
    rmSync(path.join(dir, stale), {recursive: true, force: true});
  mkdirSync(path.join(dir, 'node_modules/.cache'));
  return profileBuild([], {cwd: dir});
}

/**
 * Opens the page, focuses the navbar's search field, types a word and waits for a result: the
 * encoded bytes of every search file fetched after the focus (a bundle's `/pagefind/` files, as the
 * search-bytes browser test counts them). The result links' prefetched page chunks, which come or
 * not as the machine's load times them, are not the query's.
 */
async function searchBytes(browser: Browser, url: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const pending: Promise<{url: string; bytes: number}>[] = [];
    context.on('requestfinished', (request) => {
      const {pathname} = new URL(request.url());
      if (!pathname.includes('/pagefind/')) return;
      pending.push(request.sizes().then((s) => ({url: pathname, bytes: Math.max(0, s.responseBodySize)})));
    });
    await page.locator('nav.navbar input[aria-label="Search"]').focus();
    await page.keyboard.type(SEARCH.word);
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await page.waitForLoadState('networkidle');
    const responses = await Promise.all(pending);
    return {bytes: responses.reduce((sum, r) => sum + r.bytes, 0), responses};
  } finally {
    await context.close();
  }
}

/** What a first load of each bench page transfers, split into main.js, the runtime and the rest. */
async function firstLoad(browser: Browser, base: string) {
  const results = [];
  for (const {type, path: pagePath} of PAGES) {
    const context = await browser.newContext();
    const {gzip, sent, scripts} = await firstLoadScripts(await context.newPage(), base + pagePath);
    await context.close();
    const part = (pattern: RegExp) => scripts.filter((s) => pattern.test(s.url)).reduce((sum, s) => sum + s.gzip, 0);
    results.push({
      type,
      path: pagePath,
      gzip,
      brotli: sent,
      main: part(/\/main\.[^/]*\.js$/),
      runtime: part(/\/runtime~main\.[^/]*\.js$/),
    });
  }
  return results;
}

export async function measure(browser: Browser, dir: string, port: number) {
  const build = path.join(dir, 'build');
  const server = await startPreview({buildDir: build, port, stdio: 'ignore'});
  try {
    const routeData = Object.fromEntries(
      ROUTE_DATA.map((file) => [file, sizes(readFileSync(path.join(dir, '.docusaurus', file)))]),
    );
    return {
      pages: readSite(build).pages.length,
      firstLoad: await firstLoad(browser, server.url),
      routeData,
      search: await searchBytes(browser, server.url + SEARCH.path),
    };
  } finally {
    server.stop();
  }
}

export async function benchGrowth({runs = 1, keep = false} = {}) {
  const today = copySources();
  commitAll(today);
  const grown = copySources();
  const versions = growSite(grown);
  commitAll(grown);
  const copies = [
    {label: 'today', dir: today},
    {label: 'grown', dir: grown},
  ];
  for (const {dir} of copies) {
    const api = spawnSync('npm', ['run', '--silent', 'gen-api-docs'], {cwd: dir, stdio: 'ignore'});
    if (api.status !== 0) throw new Error(`gen-api-docs failed in ${dir}`);
  }
  const profiles: Profile[][] = copies.map(() => []);
  for (let run = 0; run < runs; run++) {
    for (const index of [run % 2, (run + 1) % 2]) {
      const profile = await coldBuild(copies[index].dir);
      console.log(
        `${copies[index].label}, build ${run + 1}: ${profile.seconds.toFixed(1)} s, peak ${(profile.peakBytes / 1e9).toFixed(2)} GB (${profile.peakPhase})`,
      );
      profiles[index].push(profile);
    }
  }
  const browser = await chromium.launch({executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu']});
  const measured: Awaited<ReturnType<typeof measure>>[] = [];
  try {
    for (const [index, {dir}] of copies.entries()) measured.push(await measure(browser, dir, PORT + index));
  } finally {
    await browser.close();
  }
  const results = copies.map((copy, index) => ({...copy, profiles: profiles[index], ...measured[index]}));
  report(results);
  mkdirSync('bench-results', {recursive: true});
  writeFileSync(
    'bench-results/growth.json',
    JSON.stringify({date: new Date().toISOString(), growth: GROWTH, versions, runs, results}, null, 2),
  );
  if (keep) console.log(`\nCopies kept: ${today} (today), ${grown} (grown)`);
  else for (const {dir} of copies) rmSync(dir, {recursive: true, force: true});
}

type Result = Awaited<ReturnType<typeof measure>> & {label: string; profiles: Profile[]};

/** The build-time goal: the fixture's build in at most this many times today's. */
export const BUILD_TIME_GOAL = 3;

/**
 * What a run says of the build-time goal: the time the goal allows the fixture's build, how much of
 * it Docusaurus's own work takes (all but the pipeline: loading, bundling, static generation), and
 * what that leaves the pipeline, against what it took.
 */
export function buildTimeBudget(today: Profile, grown: Profile, goal = BUILD_TIME_GOAL): string {
  const pipeline = (profile: Profile) =>
    profile.phases.find((phase) => phase.name.startsWith('postBuild'))?.seconds ?? 0;
  const docusaurus = (profile: Profile) => profile.seconds - pipeline(profile);
  const allowed = goal * today.seconds;
  const left = allowed - docusaurus(grown);
  const times = (after: number, before: number) => `${(after / before).toFixed(2)}× today's ${before.toFixed(1)} s`;
  return (
    `${goal}× allows ${allowed.toFixed(1)} s; Docusaurus took ${docusaurus(grown).toFixed(1)} s ` +
    `(${times(docusaurus(grown), docusaurus(today))}), leaving the pipeline ${left.toFixed(1)} s: ` +
    `it took ${pipeline(grown).toFixed(1)} s (${times(pipeline(grown), pipeline(today))})`
  );
}

/** One row per figure: today, grown, the growth, and per 100 pages for bytes. */
function report([today, grown]: Result[]) {
  const per100 = 100 / (grown.pages - today.pages);
  const row = (name: string, unit: 'kb' | 's' | 'gb', figure: (result: Result) => number) => ({
    name,
    unit,
    before: figure(today),
    after: figure(grown),
  });
  const rows = [
    ...PAGES.map(({type}, page) => row(`first-load JS, ${type} (gzip)`, 'kb', (r) => r.firstLoad[page].gzip)),
    ...PAGES.map(({type}, page) =>
      row(`first-load JS, ${type} (Brotli, as sent)`, 'kb', (r) => r.firstLoad[page].brotli),
    ),
    row('  of which main.js', 'kb', (r) => r.firstLoad[0].main),
    row('  of which runtime~main.js', 'kb', (r) => r.firstLoad[0].runtime),
    ...ROUTE_DATA.map((file) =>
      row(`.docusaurus/${file} (gzip, before minifying)`, 'kb', (r) => r.routeData[file].gzip),
    ),
    row(`search: first query's bytes ("${SEARCH.word}" on ${SEARCH.path})`, 'kb', (r) => r.search.bytes),
    ...today.profiles.map((_, run) => row(`build time, run ${run + 1} (cold)`, 's', (r) => r.profiles[run].seconds)),
    // Where the time goes: each phase, and each of the pipeline's steps (the pipeline's phase).
    ...today.profiles.flatMap((profile, run) => [
      ...profile.phases.flatMap(({name}, phase) => [
        row(`  build time, run ${run + 1}, ${name}`, 's', (r) => r.profiles[run].phases[phase]?.seconds ?? 0),
        row(`  CPU time, run ${run + 1}, ${name}`, 's', (r) => r.profiles[run].phases[phase]?.cpuSeconds ?? 0),
      ]),
      ...profile.steps.flatMap(({name}) => {
        const step = (r: Result) => r.profiles[run].steps.find((each) => each.name === name);
        return [
          row(`    step "${name}"`, 's', (r) => step(r)?.seconds ?? 0),
          row(`    step "${name}", CPU time`, 's', (r) => step(r)?.cpuSeconds ?? 0),
        ];
      }),
    ]),
    ...today.profiles.map((_, run) => row(`peak memory, run ${run + 1}`, 'gb', (r) => r.profiles[run].peakBytes)),
    // Where the peak is: each phase's own peak (the pipeline's goal is Docusaurus's peak + 0.3 GB).
    ...today.profiles.flatMap((profile, run) =>
      profile.phases.map(({name}, phase) =>
        row(`  peak memory, run ${run + 1}, ${name}`, 'gb', (r) => r.profiles[run].phases[phase]?.peakBytes ?? 0),
      ),
    ),
  ];
  const show = (value: number, unit: string) =>
    unit === 'kb' ? kb(value) : unit === 's' ? `${value.toFixed(1)} s` : `${(value / 1e9).toFixed(2)} GB`;
  console.log(`\n| figure | today (${today.pages} pages) | grown (${grown.pages} pages) | growth | per 100 pages |`);
  console.log('|---|---:|---:|---:|---:|');
  for (const {name, before, after, unit} of rows) {
    const growth = unit === 'kb' ? kb(after - before) : before > 0 ? `${(after / before).toFixed(2)}×` : '–';
    console.log(
      `| ${name} | ${show(before, unit)} | ${show(after, unit)} | ${growth} | ${unit === 'kb' ? kb((after - before) * per100) : ''} |`,
    );
  }
  today.profiles.forEach((profile, run) =>
    console.log(`build time, run ${run + 1}: ${buildTimeBudget(profile, grown.profiles[run]!)}`),
  );
  for (const {label, profiles} of [today, grown])
    console.log(
      `${label}: peak memory during ${profiles.map((p) => `${p.peakPhase} (after "${p.peakAfter ?? ''}")`).join('; ')}`,
    );
}
