// The route-shards patch in the browser, from a cold cache: a first load runs the route shard of
// its own pack only, and client-side navigation into other sections and versions (navbar link,
// version dropdown, search result, back) renders each page. Reading a saved pack offline, with its
// shard, is offline.spec.ts's "iOS SDK 3.0 saved for offline reading".
import type {Page} from '@playwright/test';
import {test, expect, open, switchVersion, IOS_OLDEST} from '../../../../tests/e2e/helpers';
import {typeQuery} from '../../../features/search/tests/site-rankings';

/** The route shards the page has run (fetched as scripts; a prefetch only fetches the file). */
function shardsRun(page: Page): string[] {
  const run: string[] = [];
  page.on('request', (request) => {
    const shard = /\/route-shard-(.+)\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname);
    if (shard && request.resourceType() === 'script') run.push(shard[1]!);
  });
  return run;
}

/** Marks the document, so that a full page load (which would hide a missing route) is seen. */
const markDocument = (page: Page) => page.evaluate(() => ((window as {sameDocument?: boolean}).sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument === true);

/** The page at `pathname` is rendered: its doc, with its sidebar link current, not the not-found page. */
async function expectPage(page: Page, pathname: string | RegExp) {
  await expect(page).toHaveURL((url) =>
    typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname),
  );
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText(/not found/i);
  await expect(page.locator('.theme-doc-sidebar-menu a.menu__link--active').first()).toBeVisible();
  expect(await sameDocument(page), `${pathname} was opened by a full page load`).toBe(true);
}

test("a first load runs its own pack's shard only; navigation loads the others and renders their pages", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = shardsRun(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await open(page, '/ios/basic/data');
  await markDocument(page);
  await expectPage(page, '/ios/basic/data');
  await page.waitForLoadState('networkidle');
  expect(run).toEqual(['ios-3.0']);

  // Another section, by the navbar.
  await page.locator('nav.navbar').getByRole('link', {name: 'Web SDK', exact: true}).click();
  await expectPage(page, '/js/introduction');
  expect(run).toContain('js-0.5');

  // Another version, by the version dropdown.
  await open(page, '/ios/basic/data');
  await markDocument(page);
  await page.evaluate(() =>
    document.addEventListener('focusin', (event) => {
      if (event.target instanceof Element && event.target.matches('[role="region"]'))
        (window as {focusReset?: string}).focusReset = location.pathname;
    }),
  );
  await switchVersion(page, 'ios', IOS_OLDEST);
  await expectPage(page, `/ios/${IOS_OLDEST}/basic/data`);
  await switchVersion(page, 'ios', 'Next');
  await expectPage(page, '/ios/next/basic/data');
  // The navigation moves focus to the page's start once its effects have run (theme-common's
  // skip-to-content reset), which can come after the page shows: a key pressed before it would
  // lose its focus to it.
  await page.waitForFunction(() => (window as {focusReset?: string}).focusReset === '/ios/next/basic/data');

  // The API reference, by a search result.
  await typeQuery(page, 'geo-fencing corridor data');
  const options = page.getByRole('listbox').getByRole('option');
  await options
    .filter({has: page.locator('span:last-child', {hasText: /^API\b/})})
    .first()
    .click();
  await expectPage(page, /^\/api\//);

  // Back to a page of the first pack.
  await page.goBack();
  await page.goBack();
  await page.goBack();
  await expectPage(page, '/ios/basic/data');

  expect(new Set(run)).toEqual(new Set(['ios-3.0', 'js-0.5', `ios-${IOS_OLDEST}`, 'ios-next', 'api']));
  expect(errors).toEqual([]);
});

test("another version's shard, loaded while a page is read, leaves the page's version mounted (its sidebar keeps its state)", async ({
  page,
}) => {
  await open(page, '/ios/basic/data');
  await markDocument(page);
  // A node of the version's layout, marked: a remount would put a new one in its place.
  await page.evaluate(() => {
    (document.querySelector('.theme-doc-sidebar-container') as unknown as {mounted?: boolean}).mounted = true;
  });
  // What hovering the version dropdown's older version does: its shard goes in before this version's routes.
  await page.evaluate(async (oldest) => {
    await window.docusaurus.preload(`/ios/${oldest}/basic/data`);
  }, IOS_OLDEST);
  await page.locator('.theme-doc-sidebar-menu a[href="/ios/introduction"]').click();
  await expectPage(page, '/ios/introduction');
  const stillMounted = await page.evaluate(
    () => (document.querySelector('.theme-doc-sidebar-container') as unknown as {mounted?: boolean}).mounted === true,
  );
  expect(stillMounted, "the version's layout was mounted again").toBe(true);
});

test('a path in another case loads the shard the router matches: the page, or the not-found page, not an empty one', async ({
  page,
}) => {
  await open(page, `/IOS/${IOS_OLDEST}/no-such-page`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/not found/i);
});
