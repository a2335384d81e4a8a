import {
  test,
  expect,
  axeViolations,
  switchColorMode,
  expectNoAxeViolations,
  IOS_OLDEST,
  open,
  setDarkMode,
  sitemapPaths,
  versionedPath,
} from './helpers';

// Accessibility is a bar: zero axe-core WCAG 2.2 A/AA violations, light and dark.

// Every page of the site, found by crawling the build (its sitemap), plus what the sitemap leaves
// out on purpose: the search page (noindex) and the not-found page (with the section link and the
// search field it fills in from the address).
const ALL_PAGES = [...sitemapPaths(), '/search', versionedPath('ios', IOS_OLDEST, 'no-such-page')];
/**
 * The whole crawl takes about 12 minutes on a 2-core runner, more than npm test's budget allows, so
 * it runs with `npm run test:a11y` (A11Y_CRAWL=1); npm test checks one page of each kind.
 */
const FULL = process.env.A11Y_CRAWL === '1';
const SAMPLE = [
  '/',
  '/docs/',
  '/docs/terminology',
  '/api/introduction',
  '/api/quick-start',
  '/api/reference/get-corridor-data-geo-fencing',
  '/api/reference/get-map-tile',
  '/api/reference/import-edr',
  '/ios/quick-start',
  '/ios/next/basic/data',
  versionedPath('ios', IOS_OLDEST, 'install'),
  '/js/configuration',
  '/js/next/features/types',
  '/blog',
  '/blog/welcome',
  '/blog/archive',
  '/search',
  versionedPath('ios', IOS_OLDEST, 'no-such-page'),
];
const PAGES = FULL ? ALL_PAGES : SAMPLE;
/** The WCAG A/AA rules whose result depends on colours, all that a colour mode can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** The pages are shared out over this many tests, so that the two workers stay busy. */
const CHUNKS = FULL ? 8 : 2;

test('the crawl covers the whole site, and the sample is part of it', () => {
  // A sitemap that lost its pages would make the crawl pass on nothing.
  expect(ALL_PAGES.length).toBeGreaterThan(100);
  expect(ALL_PAGES).toContain('/api/reference/get-corridor-data-geo-fencing');
  expect(SAMPLE.filter((path) => !ALL_PAGES.includes(path))).toEqual([]);
});

test.describe(`axe WCAG 2.2 A/AA, ${FULL ? 'every page' : 'one page of each kind'}, light and dark`, () => {
  for (let chunk = 0; chunk < CHUNKS; chunk++) {
    const paths = PAGES.filter((_, index) => index % CHUNKS === chunk);
    test(`pages ${chunk + 1} of every ${CHUNKS} (${paths.length} pages, from ${paths[0]})`, async ({page}) => {
      test.setTimeout(paths.length * 30_000);
      const failures: {path: string; mode: string; violations: Awaited<ReturnType<typeof axeViolations>>}[] = [];
      for (const path of paths) {
        await open(page, path);
        // The page opens in the mode the last one was left in: every WCAG rule there. Then the
        // navbar's switch, as a reader does (code blocks change their colours too), and the rules
        // that depend on colour in the other mode (the page's structure is the same in both).
        for (const round of [1, 2]) {
          const mode = (await page.locator('html').getAttribute('data-theme')) ?? 'light';
          const violations = await axeViolations(page, undefined, round === 1 ? undefined : COLOUR_RULES);
          if (violations.length > 0) failures.push({path, mode, violations});
          if (round === 1) await switchColorMode(page, mode === 'dark' ? 'light' : 'dark');
        }
      }
      expect(failures).toEqual([]);
    });
  }
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe WCAG 2.2 A/AA, ${mode} mode › API reference with the explorer and code samples open`, async ({page}) => {
    await open(page, '/api/reference/get-corridor-data-geo-fencing');
    if (mode === 'dark') await setDarkMode(page);
    await page.getByRole('button', {name: 'Show code samples and try it'}).click();
    await expect(page.locator('.openapi-tabs__code-item').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
