// A short, bounded load through the preview server every browser test uses (nginx with the site's
// shipped rules): scripts/load.ts's mix of pages, hashed assets, Markdown copies, redirects and
// unknown paths, 3 s on 10 connections. Every response must have the status and headers its request
// expects: under load as alone, pages and assets come as brotli when asked, assets immutable, pages
// and not-found answers revalidated, redirects to their target. Speed is never asserted here;
// `npm run bench -- --load` measures it.
// No browser: Playwright's own `test`, without the helpers' page fixtures.
import {test, expect} from '@playwright/test';
import {requestMix, runLoad} from '../../scripts/load';
import {BUILD_DIR} from './helpers';

test('under load, every response has the status and headers its request expects', async () => {
  test.setTimeout(60_000);
  const mix = await requestMix(BUILD_DIR);
  // The mix asks for what must hold: brotli pages and assets, immutable assets, revalidated pages.
  const expects = (kind: string, header: string, value: string) =>
    mix.filter((request) => request.kind === kind && request.expected[header] === value).length;
  expect(expects('page', 'content-encoding', 'br')).toBeGreaterThan(0);
  expect(expects('page', 'cache-control', 'no-cache')).toBeGreaterThan(0);
  expect(expects('asset', 'content-encoding', 'br')).toBeGreaterThan(0);
  expect(expects('asset', 'cache-control', 'public, max-age=31536000, immutable')).toBeGreaterThan(0);

  const result = await runLoad({url: test.info().project.use.baseURL!, mix, connections: 10, seconds: 3});
  expect(result.examples, 'the first wrong responses').toEqual([]);
  expect(result.wrong).toBe(0);
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  // Every kind was requested and every response checked.
  for (const [kind, {responses}] of Object.entries(result.tally)) expect(responses, kind).toBeGreaterThan(0);
  expect(Object.values(result.tally).reduce((sum, {responses}) => sum + responses, 0)).toBe(result.requests);
});
