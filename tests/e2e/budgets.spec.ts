import {test, expect} from './helpers';
import {firstLoadScripts, PAGES} from '../../scripts/js-weight.ts';

// Size budgets in bytes (speed itself is measured by `npm run bench`, never asserted): the gzipped
// JavaScript a first load of each page type transfers. The API reference page's budget is the
// target of its issue; the stock OpenAPI theme shipped about 2 MB.
const BUDGET_KB: Record<string, number> = {
  home: 200,
  'docs page': 200,
  'API reference page': 350,
  'blog post': 200,
};

for (const {type, path} of PAGES) {
  test(`${type} (${path}): first load at most ${BUDGET_KB[type]} KB of gzipped JavaScript`, async ({page, baseURL}) => {
    const {gzip, scripts} = await firstLoadScripts(page, `${baseURL}${path}`);
    const largest = scripts
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 5)
      .map((s) => `${new URL(s.url).pathname} ${(s.gzip / 1024).toFixed(1)} KB`);
    expect(gzip / 1024, `largest scripts: ${largest.join(', ')}`).toBeLessThanOrEqual(BUDGET_KB[type]!);
  });
}
