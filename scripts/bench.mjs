// `npm run bench`: builds the site once (skip with --no-build) and reports, per page type, the
// JavaScript a first load transfers, raw and gzipped. A benchmark to watch, not a test.
// Results are printed and written to bench-results/js-weight.json.
import {spawn, spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {ensureChromium} from './chromium.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
export const PAGES = [
  {type: 'home', path: '/'},
  {type: 'docs page', path: '/ios/basic/data'},
  {type: 'API reference page', path: '/api/reference/get-corridor-data-geo-fencing'},
  {type: 'blog post', path: '/blog/welcome'},
];

async function waitForServer(url, tries = 100) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

/** Loads a page in a fresh context and sums the JavaScript responses it received. */
async function measure(browser, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({url: response.url(), raw: body.length, gzip: gzipSync(body, {level: 9}).length});
  });
  await page.goto(BASE + path, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  await context.close();
  const sum = (key) => scripts.reduce((total, s) => total + s[key], 0);
  return {files: scripts.length, raw: sum('raw'), gzip: sum('gzip'), scripts};
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], {stdio: 'inherit'});
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = spawn('npx', ['docusaurus', 'serve', '--port', String(PORT), '--host', '127.0.0.1', '--no-open'], {
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForServer(`${BASE}/`);
    const browser = await chromium.launch({executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu']});
    const results = [];
    for (const {type, path} of PAGES) {
      const {files, raw, gzip, scripts} = await measure(browser, path);
      results.push({type, path, files, rawBytes: raw, gzipBytes: gzip, scripts});
    }
    await browser.close();
    console.log('\nJavaScript transferred by a first load (gzip -9 of each script):\n');
    console.log('| page type | path | scripts | raw | gzipped |\n|---|---|---:|---:|---:|');
    for (const r of results) console.log(`| ${r.type} | ${r.path} | ${r.files} | ${kb(r.rawBytes)} | ${kb(r.gzipBytes)} |`);
    mkdirSync('bench-results', {recursive: true});
    writeFileSync('bench-results/js-weight.json', JSON.stringify({date: new Date().toISOString(), results}, null, 2));
  } finally {
    process.kill(-server.pid);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
