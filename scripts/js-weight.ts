// What a first load of a page transfers (its JavaScript, the CSS that holds its first paint back),
// measured the same way by `npm run bench` (which reports it) and the budgets browser test (which
// holds each page to a budget).
import {gzipSync} from 'node:zlib';
import type {APIRequestContext, Page} from 'playwright-core';
import {pageAssets, parseHtml, renderBlockingCss} from '../src/core/site/html.ts';

/** One page of each type the benchmark and the budgets follow. */
export const PAGES = [
  {type: 'home', path: '/'},
  {type: 'docs page', path: '/ios/basic/data'},
  {type: 'guide page', path: '/js/quick-start'},
  {type: 'API reference page', path: '/api/reference/get-corridor-data-geo-fencing'},
  {type: 'blog post', path: '/blog/welcome'},
];

/**
 * Opens `url` in `page` (a fresh Playwright page) and sums the scripts it loads until the page has
 * hydrated and the network is idle: each script's size raw, gzipped at level 9, and as sent (`sent`:
 * the encoded body the server sent, the build's precompressed Brotli file when the browser accepts
 * it, as nginx and the static hosts serve it). Prefetches of other routes are not counted.
 */
export async function firstLoadScripts(page: Page, url: string) {
  const pending: Promise<{url: string; raw: number; gzip: number; sent: number}>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      Promise.all([
        response.body().catch(() => Buffer.alloc(0)),
        response.finished().then(() => response.request().sizes()),
      ]).then(([body, sizes]) => ({
        url: response.url(),
        raw: body.length,
        gzip: gzipSync(body, {level: 9}).length,
        sent: sizes.responseBodySize,
      })),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);
  const sum = (key: 'raw' | 'gzip' | 'sent') => scripts.reduce((total, script) => total + script[key], 0);
  return {files: scripts.length, raw: sum('raw'), gzip: sum('gzip'), sent: sum('sent'), scripts};
}

/**
 * The render-blocking CSS of the page at `url`, compressed as the server sends it: each stylesheet
 * its head links (the encoded size the server reports), and its inline `<style>` text gzipped.
 * `sizes` caches a stylesheet's size across pages.
 */
export async function renderBlockingCssBytes(
  request: APIRequestContext,
  url: string,
  sizes = new Map<string, number>(),
) {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`${url}: HTTP ${response.status()}`);
  const tree = parseHtml(await response.text());
  const {stylesheets, inline} = renderBlockingCss(tree);
  let bytes = inline ? gzipSync(inline, {level: 9}).length : 0;
  for (const href of stylesheets) {
    const absolute = new URL(href, url).href;
    if (!sizes.has(absolute)) {
      const css = await request.get(absolute, {headers: {'accept-encoding': 'br, gzip'}});
      sizes.set(absolute, Number(css.headers()['content-length'] ?? (await css.body()).length));
    }
    bytes += sizes.get(absolute)!;
  }
  return {
    bytes,
    stylesheets: stylesheets.map((href) => new URL(href, url).pathname),
    /** Every same-origin file the page loads (its stylesheets among them, in its head or after its content). */
    linked: pageAssets(tree),
  };
}
