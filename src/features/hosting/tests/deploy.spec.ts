// A tab opened before a deploy, with two real builds (issue #26): deploy A is the production build
// (`build/`), deploy B the same site with one page changed (scripts/second-deploy.ts, which
// `npm test` runs before the browser tests). Each test publishes A with deploy-nginx.ts
// into a folder of its own, serves it with nginx and the site's rules, opens
// a page, publishes B over it and follows a link.
import {chmodSync, existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {BUILD_DIR, expect, test, waitForHydration} from '../../../../tests/e2e/helpers';
import {deployNginx} from '../deploy-nginx';
import {startPreview} from '../../../../scripts/preview';
import {CHANGED_PAGE, DEPLOY_B_DIR} from '../../../../scripts/second-deploy';
import {BUILD_ID_FILE, buildIdOf} from '../../../core/build-id';
import {readSite} from '../../../core/site/manifest';

const START = '/docs/';
const OTHER = '/docs/terminology';
const REFERENCE = '/api/reference/get-corridor-data-geo-fencing';
const [A, B] = [BUILD_DIR, DEPLOY_B_DIR].map((dir) => {
  if (!existsSync(path.join(dir, 'site.json')))
    throw new Error(`No build in ${dir}/. Build the second deploy with: node --import tsx scripts/second-deploy.ts`);
  return {dir, id: buildIdOf(readSite(dir).files)};
});
const DEPLOYED_A = new Date('2026-01-01T00:00:00Z');
const DEPLOYED_B = new Date('2026-01-01T01:00:00Z');

type Host = {url: string; deployB: (retentionHours?: number) => Promise<unknown>};

const deployTest = test.extend<{host: Host}>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  host: async ({}, use, testInfo) => {
    const root = mkdtempSync(path.join(tmpdir(), 'skypath-deploy-'));
    chmodSync(root, 0o755); // nginx's workers read it
    await deployNginx({build: A.dir, root, now: DEPLOYED_A});
    const port = Number(process.env.E2E_PORT ?? 4173) + 1 + testInfo.parallelIndex;
    const server = await startPreview({buildDir: path.join(root, 'current'), port, stdio: 'ignore'});
    try {
      await use({
        url: server.url,
        deployB: (retentionHours) => deployNginx({build: B.dir, root, retentionHours, now: DEPLOYED_B}),
      });
    } finally {
      server.stop();
      rmSync(root, {recursive: true, force: true});
    }
  },
});

/** The build the page in the tab was loaded from (its runtime's hash). */
const pageBuild = (page: Page) =>
  page.evaluate(
    () =>
      /runtime~main\.([0-9a-f]+)\.js/.exec(
        document.querySelector('script[src*="runtime~main."]')?.getAttribute('src') ?? '',
      )?.[1],
  );

/** The full page loads (navigation requests) of the tab, as paths. */
function pageLoads(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** A reader with the data saver on: no link is prefetched before it is followed (site-spec.md §7). */
async function dataSaver(page: Page) {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}),
  );
}

const sidebarLink = (page: Page, route: string) => page.locator(`.theme-doc-sidebar-container a[href="${route}"]`);
const changedSentence = (page: Page) => page.getByText(CHANGED_PAGE.sentence);

async function openOnA(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
  expect(await pageBuild(page)).toBe(A.id);
}

deployTest.beforeAll(() => {
  expect(A.id, 'the two deploys must differ').not.toBe(B.id);
});

deployTest(
  'within the retention: a link followed renders from the earlier deploy; the next one opens on the new deploy',
  async ({page, host}) => {
    await dataSaver(page); // the chunk is asked for after the deploy, not prefetched before it
    await openOnA(page, `${host.url}${START}`);
    const loads = pageLoads(page);
    await host.deployB();
    const asked = page.waitForResponse(`**/${BUILD_ID_FILE}`);
    await sidebarLink(page, CHANGED_PAGE.route).click();
    // The earlier deploy's chunk is still on the server (carried forward): the page renders.
    await expect(page.getByRole('heading', {level: 1, name: 'FAQ'})).toBeVisible();
    await expect(changedSentence(page)).toHaveCount(0);
    expect(await (await asked).json()).toEqual({id: B.id});
    expect(loads).toEqual([]);

    // Now the tab knows B is live: the next link loads its page from B.
    await sidebarLink(page, OTHER).click();
    await expect.poll(() => loads).toEqual([OTHER]);
    await waitForHydration(page);
    expect(await pageBuild(page)).toBe(B.id);
    await sidebarLink(page, CHANGED_PAGE.route).click();
    await expect(changedSentence(page)).toBeVisible();
    expect(loads).toEqual([OTHER]);
  },
);

deployTest('coming back to the tab after a deploy: the next link opens on the new deploy', async ({page, host}) => {
  await openOnA(page, `${host.url}${START}`);
  const loads = pageLoads(page);
  await host.deployB();
  const asked = page.waitForResponse(`**/${BUILD_ID_FILE}`);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await asked;
  await sidebarLink(page, CHANGED_PAGE.route).click();
  await expect(changedSentence(page)).toBeVisible();
  await waitForHydration(page);
  expect(loads).toEqual([CHANGED_PAGE.route]);
  expect(await pageBuild(page)).toBe(B.id);
});

deployTest(
  "retention zero: the earlier deploy's chunk is gone, the page loads once from the new deploy",
  async ({page, host}) => {
    await dataSaver(page);
    await openOnA(page, `${host.url}${START}`);
    const loads = pageLoads(page);
    await host.deployB(0);
    await sidebarLink(page, CHANGED_PAGE.route).click();
    await expect(changedSentence(page)).toBeVisible();
    await waitForHydration(page);
    expect(await pageBuild(page)).toBe(B.id);
    await page.waitForLoadState('networkidle');
    expect(loads).toEqual([CHANGED_PAGE.route]);
  },
);

deployTest(
  'retention zero and the network down: the part that cannot load shows the chunk error with Retry',
  async ({page, context, host}) => {
    await dataSaver(page);
    await openOnA(page, `${host.url}${REFERENCE}`);
    const loads = pageLoads(page);
    await host.deployB(0);
    await context.setOffline(true);
    await page.getByRole('button', {name: 'Show code samples and try it'}).click();
    const failure = page.getByRole('alert').filter({hasText: 'This part of the page could not be loaded.'});
    await expect(failure.getByRole('button', {name: 'Retry'})).toBeVisible();
    expect(loads).toEqual([]);
    expect(await pageBuild(page)).toBe(A.id);
  },
);
