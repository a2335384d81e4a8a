import {
  test,
  expect,
  axeViolations,
  BUILD_DIR,
  collectPageErrors,
  fixture,
  IOS_OLDEST,
  open,
  openEveryExampleMap,
  sitemapPaths,
  switchColorMode,
  transitionsEnded,
  versionedPath,
} from './helpers';
import {existsSync} from 'node:fs';
import {packOfPath} from '../../src/core/packs';
import {checkPages} from '../../src/core/check-pages';

// Every page of the site, found by crawling the build (its sitemap), plus what the sitemap leaves
// out on purpose: the search page (noindex) and the not-found page (with the section link and the
// search field it fills in from the address). Each page must render (HTTP status, a heading, no
// uncaught error; on a docs page, "Save for offline" in the page actions) and meet the accessibility bar: zero axe-core WCAG 2.2 A/AA violations, light
// and dark, with the map of every example that has one open.
/** Whether the build has offline reading (the offline feature writes its service worker). */
const OFFLINE = existsSync(`${BUILD_DIR}/sw.js`);
const NOT_FOUND = versionedPath('ios', IOS_OLDEST, 'no-such-page');
/** With CHECK_PAGES (a pull request's changed pages), those pages only. */
const ONLY = checkPages();
const PAGES = ONLY ?? [...sitemapPaths(), '/search', NOT_FOUND];
/** The WCAG A/AA rules whose result depends on colours, all that a colour mode can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/**
 * The pages are shared out over this many tests, so that both workers stay busy. Each test opens
 * its pages one after another in one browser page: a new page per path would cost more than the
 * checks themselves.
 */
const CHUNKS = ONLY ? Math.min(8, ONLY.length) : 8;

test('the crawl covers the whole site, every route of the spec among it', () => {
  test.skip(ONLY !== undefined, 'CHECK_PAGES names the pages to crawl');
  // A sitemap that lost its pages would make the crawl pass on nothing.
  expect(PAGES.length).toBeGreaterThan(100);
  expect(fixture.routes.filter((route) => !PAGES.includes(route))).toEqual([]);
});

test.describe('every page renders, with no axe WCAG 2.2 A/AA violation in light and dark', () => {
  for (let chunk = 0; chunk < CHUNKS; chunk++) {
    const paths = PAGES.filter((_, index) => index % CHUNKS === chunk);
    test(`pages ${chunk + 1} of every ${CHUNKS} (${paths.length} pages, from ${paths[0]})`, async ({page}) => {
      test.setTimeout(paths.length * 20_000);
      const errors = collectPageErrors(page);
      const failures: {path: string; problem: unknown}[] = [];
      for (const path of paths) {
        const errorsBefore = errors.length;
        const response = await open(page, path);
        const status = response?.status();
        const expected = path === NOT_FOUND ? 404 : 200;
        if (status !== expected) failures.push({path, problem: `HTTP ${status}, not ${expected}`});
        if (!(await page.locator('h1').first().isVisible())) failures.push({path, problem: 'no visible h1'});
        if (path !== NOT_FOUND && /Page Not Found/.test(await page.title()))
          failures.push({path, problem: 'the not-found page'});
        // With offline reading in the build, every docs page of every section and version offers to
        // save it, in its page actions' menu (closed again before axe runs; the markdown-export
        // feature's page-actions.spec.ts checks it open).
        if (OFFLINE && path !== NOT_FOUND && packOfPath(path)) {
          const menu = page.getByRole('button', {name: 'More page actions'});
          const offline = page.getByRole('menuitem', {name: /^(Save for offline|Manage offline copy)$/});
          if (await menu.isVisible()) await menu.click();
          // The menu's code may still be on its way (its first opening): wait for the item.
          const shown = await offline.waitFor({state: 'visible', timeout: 10_000}).then(
            () => true,
            () => false,
          );
          if (!shown) failures.push({path, problem: 'no "Save for offline" menu item'});
          else await page.keyboard.press('Escape');
        }
        // Every example's map open (the maps feature's example-maps.spec.ts counts them against the
        // samples' inventory):
        // axe checks the maps in both modes with the rest of the page.
        await openEveryExampleMap(page);
        // The page opens in the mode the last one was left in: every WCAG rule there. Then the
        // navbar's switch, as a reader does (code blocks change their colours too), and the rules
        // that depend on colour in the other mode (the page's structure is the same in both).
        await transitionsEnded(page);
        for (const round of [1, 2]) {
          const mode = (await page.locator('html').getAttribute('data-theme')) ?? 'light';
          const violations = await axeViolations(page, undefined, round === 1 ? undefined : COLOUR_RULES);
          if (violations.length > 0) failures.push({path, problem: {mode, violations}});
          if (round === 1) await switchColorMode(page, mode === 'dark' ? 'light' : 'dark');
        }
        const pageErrors = errors.slice(errorsBefore).map(String);
        if (pageErrors.length > 0) failures.push({path, problem: {pageErrors}});
      }
      expect(failures).toEqual([]);
    });
  }
});
