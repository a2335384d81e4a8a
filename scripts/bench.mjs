// `npm run bench`: builds the site once (skip with --no-build) and reports, per page type, the
// JavaScript a first load transfers (raw and gzipped), Lighthouse's mobile performance score
// (median of 3 runs, `--runs N`; skip with --no-lighthouse), and the size of the search indexes,
// which load only when the reader opens search. `--dir <folder>` measures another build folder than build/ (parallel local runs).
// A benchmark to watch, not a test: nothing here passes or fails.
// Results are printed and written to bench-results/js-weight.json.
import {spawnSync} from 'node:child_process';
import {createServer} from 'node:http';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {ensureChromium} from './chromium.mjs';
import {firstLoadScripts, PAGES} from './js-weight.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
const dirFlag = process.argv.indexOf('--dir');
/** The build folder to measure: build/ unless `--dir <folder>` names another. */
const BUILD_DIR = dirFlag === -1 ? 'build' : process.argv[dirFlag + 1];

/** Serves the build folder as `docusaurus serve` does, but gzip-compressed, as any production host would. */
function serveBuild() {
  const gzip = compression();
  const server = createServer((request, response) =>
    gzip(request, response, () => serveHandler(request, response, {public: BUILD_DIR, cleanUrls: true})),
  );
  return new Promise((resolve) => server.listen(PORT, '127.0.0.1', () => resolve(server)));
}

/** Loads a page in a fresh context and sums the JavaScript it received (scripts/js-weight.mjs). */
async function measure(browser, path) {
  const context = await browser.newContext();
  try {
    return await firstLoadScripts(await context.newPage(), BASE + path);
  } finally {
    await context.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The local search's indexes (one per docs version folder), raw and gzipped. */
function searchIndexes() {
  const indexes = [];
  for (const entry of readdirSync(BUILD_DIR, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !/^search-index.*\.json$/.test(entry.name)) continue;
    const body = readFileSync(join(entry.parentPath, entry.name));
    indexes.push({file: relative(BUILD_DIR, join(entry.parentPath, entry.name)), rawBytes: body.length, gzipBytes: gzipSync(body, {level: 9}).length});
  }
  return indexes.sort((a, b) => a.file.localeCompare(b.file));
}

const runsFlag = process.argv.indexOf('--runs');
/** Lighthouse runs per page (`--runs N`, default 3): its score varies by several points between runs. */
const LIGHTHOUSE_RUNS = runsFlag === -1 ? 3 : Number(process.argv[runsFlag + 1]);

/** One run of Lighthouse's default (mobile, simulated slow 4G and 4x CPU slowdown) performance audit. */
async function lighthouseRun(chromePath, path) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const {lhr} = await lighthouse(BASE + path, {port: chrome.port, onlyCategories: ['performance'], logLevel: 'error'});
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      // Lighthouse's own CPU benchmark of this machine; its 4x slowdown assumes one of about 1,000+.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** LIGHTHOUSE_RUNS runs of a page: the median of each figure, and every run's score. */
async function lighthouseMobile(chromePath, path) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseRun(chromePath, path));
  const pick = (key) => median(runs.map((run) => run[key]));
  return {score: pick('score'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), benchmarkIndex: pick('benchmarkIndex'), scores: runs.map((run) => run.score)};
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const outDir = BUILD_DIR === 'build' ? [] : ['--', '--out-dir', BUILD_DIR];
    const build = spawnSync('npm', ['run', 'build', ...outDir], {stdio: 'inherit'});
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = await serveBuild();
  try {
    const chromePath = ensureChromium();
    const browser = await chromium.launch({executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu']});
    const results = [];
    for (const {type, path} of PAGES) {
      const {files, raw, gzip, scripts} = await measure(browser, path);
      results.push({type, path, files, rawBytes: raw, gzipBytes: gzip, scripts});
    }
    await browser.close();
    if (!process.argv.includes('--no-lighthouse')) {
      for (const result of results) result.lighthouse = await lighthouseMobile(chromePath, result.path);
    }
    const lh = (r) =>
      r.lighthouse
        ? `| ${r.lighthouse.score} (${r.lighthouse.scores.join(', ')}) | ${r.lighthouse.lcpMs} ms | ${r.lighthouse.tbtMs} ms | ${r.lighthouse.benchmarkIndex} |`
        : '| – | – | – | – |';
    console.log(`\nFirst load: JavaScript transferred (gzip -9 of each script) and Lighthouse mobile performance (median of ${LIGHTHOUSE_RUNS} runs):\n`);
    console.log('| page type | path | scripts | JS raw | JS gzipped | Lighthouse (runs) | LCP | TBT | CPU benchmark |\n|---|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of results) console.log(`| ${r.type} | ${r.path} | ${r.files} | ${kb(r.rawBytes)} | ${kb(r.gzipBytes)} ${lh(r)}`);
    const indexes = searchIndexes();
    const total = (key) => indexes.reduce((sum, index) => sum + index[key], 0);
    console.log(
      `\nSearch indexes (loaded only when search is opened): ${indexes.length} files, ${kb(total('rawBytes'))} raw, ${kb(total('gzipBytes'))} gzipped; ` +
        indexes.map((index) => `${index.file} ${kb(index.rawBytes)} / ${kb(index.gzipBytes)}`).join('; '),
    );
    mkdirSync('bench-results', {recursive: true});
    writeFileSync('bench-results/js-weight.json', JSON.stringify({date: new Date().toISOString(), results, searchIndexes: indexes}, null, 2));
  } finally {
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
