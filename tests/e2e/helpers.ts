import {test as base, expect, type Page, type Request, type Response} from '@playwright/test';
import {readFileSync} from 'node:fs';
import axe, {type RunOptions} from 'axe-core';
import routesFixture from '../fixtures/routes.json';
import {escapeRegExp, versionLabelPattern, type SdkSection} from './versions';
import {sitemapEntries} from './xml';

export * from './versions';

export const fixture = routesFixture;

/**
 * Every browser test: the pages are served with the production Content-Security-Policy
 * (npm run preview), and a test fails when the browser reports a violation of it (a script,
 * style, image or request the policy blocked). A test that provokes violations on purpose matches
 * them with `test.use({allowedCspViolations: /…/})`.
 */
export const test = base.extend<{
  allowedCspViolations: RegExp | undefined;
  cspViolations: string[];
  guardReports: string[];
}>({
  allowedCspViolations: [undefined, {option: true}],
  cspViolations: [
    async ({page, allowedCspViolations}, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (/Content[- ]Security[- ]Policy/i.test(text) && !allowedCspViolations?.test(text))
          violations.push(`${page.url()}: ${text}`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],
  // The site's own guards report in the console with this prefix (slim-site-config: client code
  // read a key of the site config that the client does not get); a test fails on any report.
  guardReports: [
    async ({context}, use) => {
      const reports: string[] = [];
      // Every page of the test's context, not only the fixture's page.
      context.on('console', (message) => {
        if (message.text().startsWith('[skypath]')) reports.push(`${message.page()?.url()}: ${message.text()}`);
      });
      await use(reports);
      expect(reports, "the site's guards").toEqual([]);
    },
    {auto: true},
  ],
});
export {expect};

/** Waits until React has hydrated the page that is loading (see open()). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({timeout: 30_000});
}

/**
 * Opens a path and waits until React has hydrated the page (never on a timeout). Hydrating the
 * largest API pages takes a few seconds on a loaded 2-core runner with two test workers: the wait
 * allows 30 s, well beyond what a page needs, so that only a page that never hydrates fails.
 */
export async function open(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** Collects every request the page makes to another origin than the site's. */
export function foreignRequests(page: Page, baseURL: string): string[] {
  const origin = new URL(baseURL).origin;
  const foreign: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!['blob:', 'data:'].includes(url.protocol) && url.origin !== origin) foreign.push(request.url());
  });
  return foreign;
}

/** The "Show on a map" buttons beside the examples that hold a corridor or hexagons (`@theme/CorridorMap`). */
export const mapToggles = (page: Page) => page.locator('[data-map-toggle]');

/**
 * Opens the map of the page's `index`-th example, showing first the tab it sits in (the API
 * reference's request example is behind its "Example" tab), and waits until the map has drawn its
 * land. Returns the map (the figure).
 */
export async function openExampleMap(page: Page, index: number) {
  const toggle = mapToggles(page).nth(index);
  if (!(await toggle.isVisible())) {
    const panel = toggle.locator('xpath=ancestor::*[@role="tabpanel"][1]');
    const id = await panel.getAttribute('id');
    await page.locator(`[role="tab"][aria-controls="${id}"]`).click();
  }
  await toggle.click();
  await expect(toggle).toHaveText('Hide the map');
  const map = page.locator('[data-example-map]').nth(index).locator('[data-corridor-map]');
  await expect(map.locator('[data-land="loaded"]')).toHaveCount(1, {timeout: 20_000});
  return map;
}

/** Opens the map of every example on the page (see openExampleMap); returns how many. */
export async function openEveryExampleMap(page: Page): Promise<number> {
  const count = await mapToggles(page).count();
  for (let index = 0; index < count; index++) await openExampleMap(page, index);
  return count;
}

/** Collects uncaught page errors; assert it is empty at the end of a test. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/**
 * Counts every securitypolicyviolation event the page's documents see, from their start. The
 * automatic check above reads the console, where a violation that a script catches (an EvalError
 * from `new Function`) never shows. Returns a reader of the violations so far.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
}

/** Watches the page's long tasks from its first script: the returned function gives the longest, in ms. */
export async function watchLongestTask(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const longest = {duration: 0};
    (window as unknown as {longestTask: typeof longest}).longestTask = longest;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longest.duration = Math.max(longest.duration, entry.duration);
    }).observe({type: 'longtask', buffered: true});
  });
  return () => page.evaluate(() => (window as unknown as {longestTask: {duration: number}}).longestTask.duration);
}

/** Switches to dark mode with the navbar's colour switch. */
export async function setDarkMode(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await switchColorMode(page, 'dark');
}

/** Switches the colour mode with the navbar's button, as a reader does, and waits until the page shows it. */
export async function switchColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('data-theme')) === mode) return;
  // The navbar hides while the page is scrolled down (hideOnScroll) and slides back in when it
  // scrolls up: a click made as it starts to slide can press the button and release beside it, on
  // the navbar, which is no click on the button. Reach the switch as a reader does, with the navbar settled.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('.navbar')).not.toHaveClass(/navbarHidden/);
  await transitionsEnded(page);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(html).toHaveAttribute('data-theme', mode);
  await transitionsEnded(page);
}

/**
 * Waits until the page's CSS transitions and finite animations have ended: colours fade for a
 * moment after the colour mode changes (Infima's links, the navbar), and a colour check made
 * meanwhile measures a mix of the two modes.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Picks a version in a section's navbar dropdown, as a reader does (hover, then click). */
export async function switchVersion(page: Page, section: SdkSection, label: string): Promise<void> {
  const dropdown = versionDropdown(page, section);
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu a', {hasText: new RegExp(`^${escapeRegExp(label)}$`)}).click();
}

/** The navbar's version dropdown of a docs section, found by the versions it lists. */
export function versionDropdown(page: Page, section: SdkSection) {
  const navbar = page.locator('nav.navbar');
  return navbar.locator('.navbar__items--right .dropdown').filter({
    has: page.locator('> a.navbar__link', {hasText: versionLabelPattern(section)}),
  });
}

/** The rules of the accessibility bar: WCAG 2.2 A and AA (with the 2.0 and 2.1 rules it includes). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe-core's violations on the page as it is now (or in the part `include` selects), described for
 * a reader: the WCAG 2.2 A/AA rules, or only the `rules` named.
 *
 * axe-core runs in the page itself, injected once per page load (a second call on the same page,
 * say in the other colour mode, reuses it). @axe-core/playwright's AxeBuilder injects it again on
 * every call and finishes each run in a new blank page: about three times the time per page, which
 * the whole-site crawl cannot afford on a 2-core runner.
 */
export async function axeViolations(page: Page, include?: string, rules?: string[]) {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  }
  const options: RunOptions = {
    // Violations only: axe skips collecting the passes and incomplete results.
    resultTypes: ['violations'],
    runOnly: rules ? {type: 'rule', values: rules} : {type: 'tag', values: WCAG_TAGS},
  };
  return page.evaluate(
    async ({include, options}) => {
      const {violations} = await (window as unknown as {axe: typeof axe}).axe.run(
        include ? {include: [include]} : document,
        options,
      );
      return violations.map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${n.failureSummary?.split('\n')[1] ?? ''}`),
      }));
    },
    {include, options},
  );
}

/** Runs axe-core on the page as it is now (or on the part `include` selects) and fails with a readable list of any violations. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include)).toEqual([]);
}

/** The build the tests run against (playwright.config.ts serves the same folder). */
export const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';

/** Every page the sitemap lists (paths), as search engines and readers find them. */
export function sitemapPaths(): string[] {
  const sitemap = readFileSync(`${BUILD_DIR}/sitemap.xml`, 'utf8');
  return sitemapEntries(sitemap).map(({loc}) => new URL(loc).pathname);
}

// Offline reading, from the page actions' menu (`@theme/PageActions`, `@theme/OfflineSave`).

/** The page actions' menu button beside the breadcrumbs, where focus returns from the offline panel. */
export const menuButton = (page: Page) => page.getByRole('button', {name: 'More page actions'});

/** Opens the page actions' menu; its item for the offline panel: "Save for offline", or "Manage offline copy" once saved. */
export async function offlineItem(page: Page) {
  if ((await menuButton(page).getAttribute('aria-expanded')) !== 'true') await menuButton(page).click();
  return page.getByRole('menu').getByRole('menuitem', {name: /^(Save for offline|Manage offline copy)$/});
}

/** Opens the offline panel from the page actions' menu. */
export async function openOfflinePanel(page: Page): Promise<void> {
  await (await offlineItem(page)).click();
}

/** The offline control's status line: progress, results and failures. */
export const offlineStatus = (page: Page) => page.getByRole('group', {name: 'Offline reading'}).getByRole('status');

/** Opens the panel and saves the page's section and version; resolves once it is available offline. */
export async function saveForOffline(page: Page, label: string): Promise<void> {
  await openOfflinePanel(page);
  await page.getByRole('button', {name: `Save ${label} for offline`}).click();
  await expect(offlineStatus(page).filter({hasText: `${label} is available offline`})).toBeVisible({
    timeout: 90_000,
  });
}
