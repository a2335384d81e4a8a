import {type Page} from '@playwright/test';
import {ANNOUNCEMENT} from '../../src/core/constants';
import {
  test,
  expect,
  collectPageErrors,
  escapeRegExp,
  expectNoAxeViolations,
  IOS_OLDEST,
  open,
  setDarkMode,
  versionDropdown,
  versionedPath,
  waitForHydration,
} from './helpers';

// site-spec.md §8, the error catalogue, in a real browser against the production build; and the
// branded error pages (404, crash, chunk error) at the accessibility bar.

const JS_CHUNKS = '**/assets/js/**';

/** From now on, JavaScript chunks fail to load (as when the network drops) until `online()`. */
async function dropChunks(page: Page): Promise<{online: () => void}> {
  let offline = true;
  await page.route(JS_CHUNKS, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
  return {online: () => (offline = false)};
}

/** Marks the current document; the mark is gone after a full page load, kept on a client-side navigation. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-e2e-mark', ''));
const documentIsMarked = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-e2e-mark'));

/**
 * Test-only way to provoke a render failure, shipping nothing in the site: while
 * `window.__e2eCrash` is true, constructing an Intl.DateTimeFormat throws. Blog posts format their
 * date as they render, inside the layout's error boundary.
 */
async function crashDateFormatting(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const flags = window as unknown as {__e2eCrash: boolean};
    flags.__e2eCrash = true;
    const Original = Intl.DateTimeFormat;
    const guard = () => {
      if (flags.__e2eCrash) throw new Error('Simulated render failure (e2e)');
    };
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args) {
        guard();
        return Reflect.construct(target, args);
      },
      apply(target, thisArg, args) {
        guard();
        return Reflect.apply(target, thisArg, args);
      },
    });
  });
}

test.describe('a page chunk that fails to load', () => {
  test('shows the error text with a Retry button, and Retry recovers once the network is back', async ({page}) => {
    const errors = collectPageErrors(page);
    await open(page, '/api/reference/get-corridor-data-geo-fencing');
    const network = await dropChunks(page);
    await page.getByRole('button', {name: 'Show code samples and try it'}).click();
    const failure = page.getByRole('alert').filter({hasText: 'This part of the page could not be loaded.'});
    await expect(failure).toBeVisible();
    await expect(failure.locator('code')).toContainText(/ChunkLoadError|Loading chunk/);
    network.online();
    await failure.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByRole('button', {name: 'Send API Request'})).toBeVisible();
    await expect(failure).toHaveCount(0);
    expect(errors.map(String)).toEqual([]);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the chunk error meets the accessibility bar, ${mode} mode`, async ({page}) => {
      await open(page, '/api/reference/get-corridor-data-geo-fencing');
      if (mode === 'dark') await setDarkMode(page);
      await dropChunks(page);
      await page.getByRole('button', {name: 'Show code samples and try it'}).click();
      await expect(page.getByRole('button', {name: 'Retry'})).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('a chunk a newer deploy removed (@theme/DeploySkew, /build-id.json)', () => {
  const CORRIDOR = '/api/reference/get-corridor-data-geo-fencing';
  const openExplorer = (page: Page) => page.getByRole('button', {name: 'Show code samples and try it'}).click();
  const failure = (page: Page) =>
    page.getByRole('alert').filter({hasText: 'This part of the page could not be loaded.'});
  const navigations = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) seen.push(new URL(request.url()).pathname);
    });
    return seen;
  };

  test('a newer build is live: the page loads again from it, once, never in a loop', async ({page}) => {
    await open(page, CORRIDOR);
    const loads = navigations(page);
    await markDocument(page);
    const network = await dropChunks(page);
    await page.route('**/build-id.json', (route) =>
      route.fulfill({status: 200, contentType: 'application/json', body: '{"id":"0000newer"}'}),
    );
    // The reloaded page is the newer deploy's: its files load.
    page.on('request', (request) => {
      if (request.isNavigationRequest()) network.online();
    });
    await openExplorer(page);
    await expect.poll(() => loads).toEqual([CORRIDOR]);
    await waitForHydration(page);
    expect(await documentIsMarked(page)).toBe(false);
    await openExplorer(page);
    await expect(page.getByRole('button', {name: 'Send API Request'})).toBeVisible();

    // The same part failing again with the same newer id (its file really missing): no second
    // load, the error with Retry stays.
    await page.reload();
    await waitForHydration(page);
    loads.length = 0;
    await markDocument(page);
    await dropChunks(page);
    await openExplorer(page);
    await expect(failure(page)).toBeVisible();
    await expect(failure(page).getByRole('button', {name: 'Retry'})).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(loads).toEqual([]);
    expect(await documentIsMarked(page)).toBe(true);
  });

  for (const answer of ['the same build', 'no answer (offline)'] as const) {
    test(`${answer}: the chunk error with Retry stays, no reload`, async ({page}) => {
      await open(page, CORRIDOR);
      const loads = navigations(page);
      await markDocument(page);
      await dropChunks(page);
      const buildId = page.waitForRequest('**/build-id.json');
      if (answer !== 'the same build')
        await page.route('**/build-id.json', (route) => route.abort('internetdisconnected'));
      await openExplorer(page);
      await buildId;
      await expect(failure(page).getByRole('button', {name: 'Retry'})).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(loads).toEqual([]);
      expect(await documentIsMarked(page)).toBe(true);
    });
  }
});

test('a route that fails to preload reloads the page, which then loads the new route', async ({page}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await open(page, '/docs/');
  await markDocument(page);
  const network = await dropChunks(page);
  // The network is back by the time the page reloads.
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/js/introduction') network.online();
  });
  const reload = page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith('/js/introduction'));
  await page.locator('nav.navbar a.navbar__link', {hasText: 'Web SDK'}).click();
  await reload;
  await expect(page).toHaveURL(/\/js\/introduction$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(await documentIsMarked(page)).toBe(false);
  expect(warnings.some((w) => /ChunkLoadError|Loading chunk/.test(w))).toBe(true);
});

test.describe('an unexpected render failure', () => {
  test('shows "This page crashed." with the error text; "Try again" re-renders the page', async ({page}) => {
    await crashDateFormatting(page);
    await page.goto('/blog/welcome');
    const crashed = page.getByRole('heading', {level: 1, name: 'This page crashed.'});
    await expect(crashed).toBeVisible();
    await expect(page.getByText('Simulated render failure (e2e)')).toBeVisible();
    // The navbar is outside the failed part: the reader can still move on.
    await expect(page.locator('nav.navbar')).toBeVisible();
    const report = page.getByRole('link', {name: /Report this problem on GitHub/});
    const reportUrl = new URL((await report.getAttribute('href')) ?? '');
    expect(reportUrl.pathname).toMatch(/\/issues\/new$/);
    expect(reportUrl.searchParams.get('title')).toBe('Page crashed: /blog/welcome');
    expect(reportUrl.searchParams.get('body')).toContain('Simulated render failure (e2e)');
    await expect(page.getByRole('link', {name: 'Open the Blog introduction'})).toHaveAttribute('href', '/blog');

    await page.evaluate(() => ((window as unknown as {__e2eCrash: boolean}).__e2eCrash = false));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(crashed).toHaveCount(0);
    await expect(page.locator('article time').first()).toBeVisible();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the crash page meets the accessibility bar, ${mode} mode`, async ({page}) => {
      await crashDateFormatting(page);
      await page.goto('/blog/welcome');
      await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
      if (mode === 'dark') await setDarkMode(page);
      await expectNoAxeViolations(page);
    });
  }
});

/** Docusaurus's own base URL banner (`baseUrlIssueBanner`, on by default), shown on the home page. */
const BASE_URL_BANNER = '#__docusaurus-base-url-issue-banner';

test('a base URL misconfiguration shows the banner saying the site did not load properly', async ({page}) => {
  // What a wrong baseUrl does: the HTML arrives, every asset (CSS, JavaScript) misses, so the
  // client never sets window.docusaurus and no stylesheet hides the banner.
  await page.route('**/assets/**', (route) => route.fulfill({status: 404, body: 'Not found'}));
  await page.goto('/');
  const banner = page.locator(BASE_URL_BANNER);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('did not load properly');
  await expect(banner).toContainText('baseUrl');
  await expectNoAxeViolations(page, BASE_URL_BANNER);
});

test('the banner does not show when the site loads', async ({page}) => {
  await open(page, '/');
  await expect(page.getByText(/did not load properly/)).toHaveCount(0);
});

test.describe('the 404 page', () => {
  test('says what happened and offers search, the section introduction and home', async ({page}) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      // The 404 status of the document itself is expected.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        consoleErrors.push(message.text());
    });
    const response = await open(page, versionedPath('ios', IOS_OLDEST, 'live-flight-maps'));
    expect(response?.status()).toBe(404);
    // /404.html is pre-rendered outside any section: hydrating it inside one must not mismatch.
    await expect(versionDropdown(page, 'ios').locator('> a.navbar__link')).toHaveText(IOS_OLDEST);
    expect(consoleErrors).toEqual([]);
    await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
    const waysBack = page.getByRole('navigation', {name: 'Ways back'});
    const search = waysBack.getByRole('searchbox', {name: 'Search the docs'});
    await expect(search).toHaveValue('live flight maps');
    await expect(waysBack.getByRole('link', {name: 'Go to the SkyPath Docs home page'})).toHaveAttribute('href', '/');
    await waysBack.getByRole('link', {name: `Open the iOS SDK ${IOS_OLDEST} introduction`}).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(versionedPath('ios', IOS_OLDEST, 'introduction'))}$`));
  });

  test('searching from it opens the search page with the words', async ({page}) => {
    await open(page, '/api/no-such-operation');
    const waysBack = page.getByRole('navigation', {name: 'Ways back'});
    await expect(waysBack.getByRole('link', {name: 'Open the API introduction'})).toHaveAttribute(
      'href',
      '/api/introduction',
    );
    await waysBack.getByRole('searchbox', {name: 'Search the docs'}).fill('corridor');
    await waysBack.getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL(/\/search\?q=corridor$/);
  });

  for (const [path, intro] of [
    ['/ios/next/missing', '/ios/next/introduction'],
    ['/ios/missing', '/ios/introduction'],
    ['/js/missing', '/js/introduction'],
    ['/docs/missing', '/docs/'],
  ] as const) {
    test(`${path} leads to ${intro}`, async ({page}) => {
      await open(page, path);
      await expect(
        page.getByRole('navigation', {name: 'Ways back'}).getByRole('link', {name: /^Open the .* introduction$/}),
      ).toHaveAttribute('href', intro);
    });
  }

  test('outside any section it offers search and home only', async ({page}) => {
    await open(page, '/no-such-section/page');
    const waysBack = page.getByRole('navigation', {name: 'Ways back'});
    await expect(waysBack.getByRole('link', {name: /introduction/})).toHaveCount(0);
    await expect(waysBack.getByRole('searchbox')).toHaveValue('page');
  });
});

test('the announcement links to the migration guide without reloading the page', async ({page}) => {
  await open(page, '/docs/');
  await markDocument(page);
  const bar = page.getByRole('banner').filter({hasText: ANNOUNCEMENT.text});
  await bar.getByRole('link', {name: ANNOUNCEMENT.linkLabel}).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(ANNOUNCEMENT.linkTo)}$`));
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(await documentIsMarked(page)).toBe(true);
});
