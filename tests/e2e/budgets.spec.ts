import {test, expect, sitemapPaths} from './helpers';
import {firstLoadScripts, PAGES, renderBlockingCssBytes} from '../../scripts/js-weight.ts';

// Size budgets (speed itself is measured by `npm run bench`, never asserted): the JavaScript a
// first load is sent, as the precompressed Brotli files nginx and the static hosts serve, each page
// held to issue #40's goals. React 19's client would add about 12 KB to each (the README's "Pinned
// versions"); the stock react-helmet-async (slim-head), 3.5 KB; the themes' translation ids and
// descriptions (slim-translate), 1.0 KB; the collapsible block and the unlisted banners
// (unused-theme-parts), 0.8 KB.
const BUDGET_KB: Record<string, number> = {
  home: 100,
  'docs page': 112,
  'guide page': 112,
  'API reference page': 190,
  'blog post': 108,
};

for (const {type, path} of PAGES) {
  test(`${type} (${path}): first load sent at most ${BUDGET_KB[type]} KB of JavaScript (Brotli)`, async ({
    page,
    baseURL,
  }) => {
    const {sent, scripts} = await firstLoadScripts(page, `${baseURL}${path}`);
    const largest = scripts
      .sort((a, b) => b.sent - a.sent)
      .slice(0, 5)
      .map((s) => `${new URL(s.url).pathname} ${(s.sent / 1024).toFixed(1)} KB`);
    expect(sent / 1024, `largest scripts: ${largest.join(', ')}`).toBeLessThanOrEqual(BUDGET_KB[type]!);
  });
}

/**
 * Render-blocking CSS, compressed as served, on every page: the critical CSS inlined in its head
 * (the critical-css patch), and any stylesheet its head links. The API reference pages link their
 * theme's stylesheet (the api-reference-css patch), after their content.
 */
const CSS_BUDGET_KB = 20;
const isApiReference = (path: string) => path.startsWith('/api/reference/');

test(`every page holds its first paint back with at most ${CSS_BUDGET_KB} KB of CSS; the reference pages link their theme's stylesheet`, async ({
  request,
  baseURL,
}) => {
  const sizes = new Map<string, number>();
  const over: string[] = [];
  const referenceSheets = new Map<string, string[]>();
  for (const path of [...sitemapPaths(), '/search']) {
    const {bytes, stylesheets, linked} = await renderBlockingCssBytes(request, `${baseURL}${path}`, sizes);
    if (isApiReference(path)) referenceSheets.set(path, linked);
    if (bytes > CSS_BUDGET_KB * 1024) over.push(`${path}: ${(bytes / 1024).toFixed(1)} KB (${stylesheets.join(', ')})`);
  }
  expect(over).toEqual([]);
  expect(referenceSheets.size).toBeGreaterThan(0);
  for (const [path, stylesheets] of referenceSheets)
    expect(stylesheets, path).toContainEqual(expect.stringMatching(/^\/assets\/css\/api-reference\.[0-9a-f]+\.css$/));
});
