// The JavaScript a first load of a page transfers, measured the same way by `npm run bench` (which
// reports it) and by tests/e2e/budgets.spec.ts (which holds each page type to a budget).
import {gzipSync} from 'node:zlib';
import type {Page} from 'playwright-core';

/** One page of each type the benchmark and the budgets follow. */
export const PAGES = [
  {type: 'home', path: '/'},
  {type: 'docs page', path: '/ios/basic/data'},
  {type: 'API reference page', path: '/api/reference/get-corridor-data-geo-fencing'},
  {type: 'blog post', path: '/blog/welcome'},
];

/**
 * Opens `url` in `page` (a fresh Playwright page) and sums the scripts it loads until the page has
 * hydrated and the network is idle: each script's size raw and gzipped at level 9 (what a host
 * serving compressed files sends). Prefetches of other routes are not scripts of this page and are
 * not counted.
 */
export async function firstLoadScripts(page: Page, url: string) {
  const pending: Promise<{url: string; raw: number; gzip: number}>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => ({url: response.url(), raw: body.length, gzip: gzipSync(body, {level: 9}).length})),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);
  const sum = (key: 'raw' | 'gzip') => scripts.reduce((total, script) => total + script[key], 0);
  return {files: scripts.length, raw: sum('raw'), gzip: sum('gzip'), scripts};
}
