import {type BrowserContext, type Page} from '@playwright/test';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  test,
  expect,
  BUILD_DIR,
  collectPageErrors,
  expectNoAxeViolations,
  menuButton,
  offlineItem,
  offlineStatus,
  open,
  openOfflinePanel,
  saveForOffline as save,
  switchColorMode,
  waitForHydration,
} from '../../../../tests/e2e/helpers';
import {CACHE_PREFIX, META_URL, OFFLINE_DIR} from '../client/shared.ts';
import type {PackSummary} from '../client/shared.ts';
import {readSite} from '../../../core/site/manifest';
import {SPEC_REQUEST_EXAMPLE} from '../../../core/corridor/spec-examples';

// Offline reading (src/features/offline, theme/OfflineSave, opened from the page actions' menu,
// src/features/markdown-export/theme/PageActions): save one section and version, then
// read, follow and search it with the network switched off (Playwright's setOffline, which also
// cuts the service worker's own requests); unsaved pages, removal, failures, background refresh,
// and a first visit that loads nothing for any of it.

const packs = (
  JSON.parse(readFileSync(path.join(BUILD_DIR, OFFLINE_DIR, 'index.json'), 'utf8')) as {packs: PackSummary[]}
).packs;
const pack = (id: string) => {
  const found = packs.find((item) => item.id === id);
  if (!found) throw new Error(`no pack ${id} in the build's offline index`);
  return found;
};
const IOS = pack('ios-3.0');
const INTRO = pack('docs');
const API = pack('api');
/** The deploy a copy comes from: the build's id, and its newest page's last-modified day. */
const BUILD_ID = (JSON.parse(readFileSync(path.join(BUILD_DIR, 'build-id.json'), 'utf8')) as {id: string}).id;
const DOCS_DATE = new Date(
  readSite(BUILD_DIR)
    .pages.map((page) => page.lastModified ?? '')
    .sort()
    .at(-1)!,
).toLocaleDateString('en-GB', {day: 'numeric', month: 'long', year: 'numeric'});

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const today = () => new Date().toLocaleDateString('en-GB', {day: 'numeric', month: 'long', year: 'numeric'});

/** What this browser has saved: the offline caches, and whether a service worker is registered. */
async function offlineState(page: Page): Promise<{caches: string[]; workers: number}> {
  return page.evaluate(async (prefix) => {
    const names = (await caches.keys()).filter((name) => name.startsWith(prefix));
    return {caches: names, workers: (await navigator.serviceWorker.getRegistrations()).length};
  }, CACHE_PREFIX);
}

/** Starts saving the page's version with every script a moment slower, so there is time to act mid-save. */
async function startSlowSave(page: Page, label: string): Promise<void> {
  // The context's route also sees the requests the service worker makes once it controls the page.
  await page.context().route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 250));
    await route.continue();
  });
  await openOfflinePanel(page);
  await page.getByRole('button', {name: `Save ${label} for offline`}).click();
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  // The page must be controlled by the service worker before the network goes.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
}

test('a first visit registers no service worker and requests nothing for offline reading', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await open(page, '/ios/basic/data');
  await expect(await offlineItem(page)).toHaveText('Save for offline');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((request) => request.startsWith(`/${OFFLINE_DIR}/`) || request === '/sw.js')).toEqual([]);
  expect(await offlineState(page)).toEqual({caches: [], workers: 0});
});

test('"Save for offline" is on the pages of every section and version, and on a phone', async ({page}) => {
  for (const item of packs) {
    await open(page, item.home);
    await expect(await offlineItem(page), item.home).toBeVisible();
  }
  await page.setViewportSize({width: 390, height: 844});
  await open(page, '/js/quick-start');
  await expect(await offlineItem(page)).toBeVisible();
  await expect(await offlineItem(page)).toBeInViewport();
});

test.describe('iOS SDK 3.0 saved for offline reading', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('opens by URL and by link, searches, copies code and switches color mode with no network; then is removed', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    const errors = collectPageErrors(page);
    await open(page, '/ios/introduction');
    await openOfflinePanel(page);
    // Before saving, the panel says what the copy takes.
    await expect(
      page.getByText(
        `${IOS.pages} pages (${IOS.sectionPages} of iOS SDK 3.0 and ${IOS.pages - IOS.sectionPages} Intro pages they link to), ` +
          `about ${mb(IOS.transferBytes)} to download and ${mb(IOS.bytes)} of storage.`,
      ),
    ).toBeVisible();
    const seen = new Set<string>();
    const control = page.getByRole('group', {name: 'Offline reading'});
    await page.getByRole('button', {name: 'Save iOS SDK 3.0 for offline'}).click();
    // Focus moves to Cancel (the button pressed is gone); progress in pages and downloaded
    // megabytes, never past the totals; then the confirmation with the date, focus on the toggle.
    await expect(page.getByRole('button', {name: 'Cancel'})).toBeFocused();
    const progress = new RegExp(`(\\d+) of ${IOS.pages} pages, ([\\d.]+) MB of ${mb(IOS.transferBytes)} downloaded`);
    await expect
      .poll(
        async () => {
          const text = (await control.textContent()) ?? '';
          const counts = progress.exec(text);
          if (counts) seen.add(Number(counts[1]) <= IOS.pages ? 'progress' : `past the total: ${counts[0]}`);
          return text;
        },
        {timeout: 90_000, intervals: [50]},
      )
      .toMatch(/iOS SDK 3\.0 is available offline/);
    expect([...seen]).toEqual(['progress']);
    await expect(menuButton(page)).toBeFocused();
    await expect(await offlineItem(page)).toHaveText('Manage offline copy');
    await expect(page.getByText(`Available offline, saved ${today()}`)).toBeVisible();
    await expect(page.getByRole('listitem').filter({hasText: 'iOS SDK 3.0'})).toContainText(`saved ${today()}`);
    await expect(page.getByText(`Saved copies use ${mb(IOS.bytes)} of this device's storage`)).toBeVisible();
    await expectNoAxeViolations(page);

    await goOffline(context, page);
    // Full loads by URL: a reload, pages of the version, an Intro page it links to.
    for (const url of [
      '/ios/introduction',
      '/ios/basic/data',
      '/ios/advanced/onelayer',
      '/ios/faq',
      '/ios/faq/',
      '/ios/quick-start?from=notes',
      '/',
      '/docs/main-concepts',
    ]) {
      const response = await open(page, url);
      expect(response?.status(), url).toBe(200);
      expect(response?.fromServiceWorker(), url).toBe(true);
      await expect(page.locator('h1').first(), url).toBeVisible();
    }
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('Main concepts');

    // The page actions: the saved Markdown copy is copied and opens; the assistants need a connection.
    await open(page, '/ios/basic/data');
    await menuButton(page).click();
    await expect(page.getByRole('menuitem', {name: 'View as Markdown'})).toHaveAttribute('href', '/ios/basic/data.md');
    for (const name of ['Open in ChatGPT', 'Open in Claude'])
      await expect(page.getByRole('menuitem', {name: new RegExp(`^${name}`)})).toHaveAttribute('aria-disabled', 'true');
    expect(await page.evaluate(async () => (await fetch('/ios/basic/data.md')).text())).toMatch(/^# /);
    await page.getByRole('menuitem', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# /);
    // A section root redirects to its introduction, as the host does.
    await page.goto('/ios');
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/ios\/introduction$/);

    // Links between saved pages (client-side navigation).
    await open(page, '/ios/introduction');
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Quick start'}).click();
    await expect(page).toHaveURL(/\/ios\/quick-start$/);
    await expect(page.locator('h1')).toHaveText(/Quick start/);
    await expect(page.getByText('This part of the page could not be loaded.')).toHaveCount(0);

    // Search, from the saved index.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('notifications');
    const results = page.getByRole('listbox').getByRole('option');
    await expect(results.first()).toBeVisible();
    await expect(results.filter({hasText: 'iOS SDK 3.0'}).first()).toBeVisible();
    await page.keyboard.press('Escape');

    // Code copy and color mode.
    const copyButton = page.locator('.theme-code-block').first().getByRole('button', {name: /copy/i});
    await copyButton.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
    await switchColorMode(page, 'dark');
    expect(errors.map(String)).toEqual([]);

    // A page not saved, by URL and by link: the branded page, listing what is saved. (By link,
    // Docusaurus reloads the page when its chunks fail to load; the page it leaves reports a
    // ChunkLoadError on its way out, which the reader never sees.)
    for (const open of [
      () => page.goto('/js/introduction'),
      async () => {
        await page.goto('/ios/introduction');
        await waitForHydration(page);
        // Pages the reader saw online stay in the browser's HTTP cache, and the chunks of linked
        // pages are prefetched there too: clear it, as days offline would.
        await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
        await page.locator('nav.navbar').getByRole('link', {name: 'Web SDK'}).click();
      },
    ]) {
      await open();
      await expect(page.locator('h1')).toHaveText('This page is not saved for offline reading');
      await expect(page.getByRole('link', {name: 'iOS SDK 3.0'})).toHaveAttribute('href', IOS.home);
    }
    // In the reader's color mode (dark, chosen above), at the accessibility bar.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoAxeViolations(page);
    await page.getByRole('link', {name: 'iOS SDK 3.0'}).click();
    await waitForHydration(page);
    await expect(page).toHaveURL(new RegExp(`${IOS.home}$`));

    // Remove it: nothing saved, no service worker.
    await context.setOffline(false);
    await open(page, '/ios/introduction');
    await openOfflinePanel(page);
    await page.getByRole('button', {name: 'Remove iOS SDK 3.0'}).click();
    await expect(menuButton(page)).toBeFocused();
    await expect(offlineStatus(page)).toContainText('iOS SDK 3.0 was removed from this device');
    await expect(await offlineItem(page)).toHaveText('Save for offline');
    await expect.poll(() => offlineState(page)).toEqual({caches: [], workers: 0});
  });
});

test('two versions saved side by side, each removed on its own', async ({page}) => {
  test.setTimeout(180_000);
  await open(page, '/docs/faq');
  await save(page, 'Intro');
  await open(page, '/js/faq');
  await save(page, 'Web SDK 0.5');
  const list = page.getByRole('list').filter({hasText: 'Web SDK 0.5'});
  await expect(list.getByRole('listitem')).toHaveText([/^Intro: \d+ pages/, /^Web SDK 0\.5: \d+ pages/]);
  // Each copy says which deploy it comes from: the date of its docs and the build id.
  for (const item of await list.getByRole('listitem').all())
    await expect(item).toContainText(`saved ${today()} from the docs of ${DOCS_DATE} (build ${BUILD_ID})`);
  expect((await offlineState(page)).caches).toHaveLength(2);
  await page.getByRole('button', {name: 'Remove Intro'}).click();
  await expect(list.getByRole('listitem')).toHaveText([/^Web SDK 0\.5/]);
  await expect(await offlineItem(page)).toHaveText('Manage offline copy');
  expect(await offlineState(page)).toMatchObject({caches: [expect.stringContaining('js-0.5@')], workers: 1});
});

/** Saves Intro and Web SDK 0.5, the two smallest copies. */
async function saveTwo(page: Page): Promise<void> {
  await open(page, '/docs/faq');
  await save(page, 'Intro');
  await open(page, '/js/faq');
  await save(page, 'Web SDK 0.5');
}

/** The not-saved page the service worker shows offline, with the copies it lists. */
async function expectNotSaved(page: Page, path: string, listed: string[]): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('listitem')).toHaveText(listed.map((label) => new RegExp(`^${label}, saved `)));
}

test('a copy whose record is damaged is skipped and deleted, with a message; the other copy and the site keep working', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await saveTwo(page);
  await page.evaluate(
    async ({meta}) => {
      const [name] = (await caches.keys()).filter((key) => key.includes('docs@'));
      await (await caches.open(name!)).put(meta, new Response('{"id": "docs", "label": "Int'));
      // As a save in another tab would: the service worker reads the copies again.
      navigator.serviceWorker.controller?.postMessage('offline-copies-changed');
    },
    {meta: META_URL},
  );
  // Online, through the service worker: the page loads, and says the damaged copy was deleted.
  await open(page, '/docs/terminology');
  await expect(
    offlineStatus(page).filter({hasText: 'An offline copy that was incomplete or damaged was deleted.'}),
  ).toBeAttached({timeout: 30_000});
  await expect.poll(async () => (await offlineState(page)).caches).toEqual([expect.stringContaining('js-0.5@')]);
  // Offline: the other copy reads as before; the damaged one is no longer offered.
  await goOffline(context, page);
  await open(page, '/js/faq');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  // (An Intro page the Web SDK copy does not hold: it keeps the Intro pages its pages link to.)
  await expectNotSaved(page, '/docs/ai-assistants', ['Web SDK 0.5']);
});

test('a copy the browser deletes while the reader reads offline: its pages say they are not saved, the other copy reads on', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await saveTwo(page);
  await goOffline(context, page);
  await open(page, '/js/faq');
  // The browser frees space: the cache goes, with no word to the page or the service worker.
  await page.evaluate(async () => {
    const [name] = (await caches.keys()).filter((key) => key.includes('js-0.5@'));
    await caches.delete(name!);
  });
  await expectNotSaved(page, '/js/introduction', ['Intro']);
  await open(page, '/docs/faq');
  await expect(page.getByRole('heading', {level: 1, name: 'FAQ'})).toBeVisible();
});

test('a copy deleted while a page reads the list of copies stays deleted, and is never served from a cache made again under its name', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await saveTwo(page);
  // A page lists the copies, and one is deleted (by another tab, or the browser) before it reads it:
  // here the list names a copy that is already gone.
  const gone = `${CACHE_PREFIX}js-0.4@listed-then-deleted`;
  await page.addInitScript((name) => {
    const keys = CacheStorage.prototype.keys;
    CacheStorage.prototype.keys = async function () {
      return [...(await keys.call(this)), name];
    };
  }, gone);
  // The page reads the copies, then checks the site for newer builds: by then it has said whatever it says.
  const checked = page.waitForRequest((request) => request.url().endsWith(`/${OFFLINE_DIR}/index.json`));
  await open(page, '/docs/terminology');
  await checked;
  expect(await page.evaluate((name) => caches.has(name), gone)).toBe(false);
  await expect(page.getByText('An offline copy that was incomplete or damaged was deleted.')).toHaveCount(0);
  // A cache made again, empty, under a deleted copy's name: the copy is not served, not listed.
  await goOffline(context, page);
  await open(page, '/js/faq');
  await page.evaluate(async () => {
    const [name] = (await caches.keys()).filter((key) => key.includes('js-0.5@'));
    await caches.delete(name!);
    await caches.open(name!);
  });
  await expectNotSaved(page, '/js/introduction', ['Intro']);
});

test.describe('a save that fails keeps nothing', () => {
  test('storage too small by the browser estimate: a clear message before anything downloads', async ({page}) => {
    // Chromium's estimate ignores DevTools' quota override; this browser reports 1 MB left.
    await page.addInitScript(() => {
      navigator.storage.estimate = async () => ({usage: 9_000_000, quota: 10_000_000});
    });
    await open(page, '/ios/introduction');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await openOfflinePanel(page);
    await page.getByRole('button', {name: 'Save iOS SDK 3.0 for offline'}).click();
    await expect(offlineStatus(page)).toContainText(
      `Not enough storage: iOS SDK 3.0 needs ${(IOS.bytes / 1e6).toFixed(1)} MB and this browser lets the site use 1.0 MB more.`,
    );
    await expect(offlineStatus(page)).toContainText('Nothing was saved.');
    await expect(await offlineItem(page)).toHaveText('Save for offline');
    expect(await offlineState(page)).toEqual({caches: [], workers: 0});
    expect(
      requests.filter((request) => !request.startsWith(`/${OFFLINE_DIR}/`) && !request.startsWith('/assets/js/')),
    ).toEqual([]);
  });

  test('storage running out while saving (quota of 2 MB): a clear message, the partial copy deleted', async ({
    page,
    context,
  }) => {
    await open(page, '/ios/introduction');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', {origin: new URL(page.url()).origin, quotaSize: 2_000_000});
    await openOfflinePanel(page);
    await page.getByRole('button', {name: 'Save iOS SDK 3.0 for offline'}).click();
    await expect(offlineStatus(page)).toContainText('This browser ran out of storage while saving iOS SDK 3.0', {
      timeout: 60_000,
    });
    await expect(offlineStatus(page)).toContainText('Nothing was saved.');
    await expect(await offlineItem(page)).toHaveText('Save for offline');
    expect(await offlineState(page)).toEqual({caches: [], workers: 0});
  });

  test('the connection dropping while saving: a clear message, the partial copy deleted', async ({page, context}) => {
    await open(page, '/ios/introduction');
    // One of the pages fails as a dropped connection does; the files before it are already saved.
    // The context's route, not the page's: once the service worker controls the page, the save's
    // requests go through it, and a page route no longer sees them.
    await context.route('**/ios/basic/notifications', (route) => route.abort('internetdisconnected'));
    await openOfflinePanel(page);
    await page.getByRole('button', {name: 'Save iOS SDK 3.0 for offline'}).click();
    await expect(offlineStatus(page)).toContainText('The connection dropped while saving. Nothing was saved', {
      timeout: 60_000,
    });
    await expect(await offlineItem(page)).toHaveText('Save for offline');
    expect(await offlineState(page)).toEqual({caches: [], workers: 0});
  });
});

test('a save goes on while the reader opens another page of the section', async ({page}) => {
  test.setTimeout(120_000);
  await open(page, '/docs/faq');
  await startSlowSave(page, 'Intro');
  await expect(offlineStatus(page)).toHaveText('Saving Intro…');
  await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Terminology'}).click();
  await expect(page.locator('h1')).toHaveText('Terminology');
  await expect(page.getByRole('progressbar', {name: 'Saving Intro for offline'})).toBeVisible();
  await expect(offlineStatus(page)).toContainText('Intro is available offline', {timeout: 90_000});
  await expect(await offlineItem(page)).toHaveText('Manage offline copy');
});

test('offline, "Save" says to connect first', async ({page, context}) => {
  await open(page, '/js/faq');
  // The connection goes once the page has loaded, the page actions' menu prefetched with it.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  // What needs a connection, or a copy this page does not have, says so in the page actions.
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Could not copy'})).toHaveText(
    'Could not copy the page: you are offline, and this page is not saved for offline reading.',
  );
  await menuButton(page).click();
  for (const name of ['View as Markdown', 'Open in ChatGPT', 'Open in Claude'])
    await expect(page.getByRole('menuitem', {name: `${name} (unavailable offline)`})).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  await openOfflinePanel(page);
  await page.getByRole('button', {name: 'Save Web SDK 0.5 for offline'}).click();
  await expect(offlineStatus(page)).toHaveText(
    'You are offline. Connect to the internet, then save Web SDK 0.5 again.',
  );
  expect(await offlineState(page)).toEqual({caches: [], workers: 0});
});

test('Cancel while saving keeps nothing', async ({page}) => {
  await open(page, '/ios/introduction');
  await startSlowSave(page, 'iOS SDK 3.0');
  await expect(offlineStatus(page)).toHaveText('Saving iOS SDK 3.0…');
  await page.getByRole('button', {name: 'Cancel'}).click();
  await expect(offlineStatus(page)).toHaveText('Saving was cancelled. Nothing was saved.');
  await expect(await offlineItem(page)).toHaveText('Save for offline');
  expect(await offlineState(page)).toEqual({caches: [], workers: 0});
});

test('Cancel before the list of files arrives is a cancel, not a lost connection', async ({page}) => {
  await open(page, '/ios/introduction');
  // The pack's list of files is held back until Cancel has been pressed.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/offline\/[^/]+\.json$/, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await openOfflinePanel(page);
  await page.getByRole('button', {name: 'Save iOS SDK 3.0 for offline'}).click();
  await page.getByRole('button', {name: 'Cancel'}).click();
  release();
  await expect(offlineStatus(page)).toHaveText('Saving was cancelled. Nothing was saved.');
  await expect(await offlineItem(page)).toHaveText('Save for offline');
  expect(await offlineState(page)).toEqual({caches: [], workers: 0});
});

test('a copy of an older build is replaced in the background, whole, never mixed', async ({page, context}) => {
  test.setTimeout(180_000);
  await open(page, '/docs/faq');
  await save(page, 'Intro');
  // Make the saved copy look like one of an older build: another revision, another FAQ page.
  await page.evaluate(
    async ({meta}) => {
      // An older build's copy has another revision, so another cache name.
      const [name] = (await caches.keys()).filter((key) => key.includes('docs@'));
      const current = await caches.open(name!);
      const cache = await caches.open(name!.replace(/@.*/, '@older-build'));
      for (const request of await current.keys()) await cache.put(request, (await current.match(request))!);
      await caches.delete(name!);
      const copy = await (await cache.match(meta))!.json();
      // The older build's FAQ had other content, so another hash: only it is downloaded again.
      const files = copy.files.map((file: {url: string}) =>
        file.url === '/docs/faq' ? {...file, sha: 'older'} : file,
      );
      await cache.put(meta, new Response(JSON.stringify({...copy, revision: 'older-build', files})));
      await cache.put(
        '/docs/faq',
        new Response('<!DOCTYPE html><title>old</title><h1>Older build</h1>', {headers: {'Content-Type': 'text/html'}}),
      );
    },
    {meta: META_URL},
  );
  await page.goto('/docs/faq');
  await expect(page.locator('h1')).toHaveText('Older build');
  // Any docs page, online, notices and refreshes the copy, downloading only what changed.
  const downloads: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['x-skypath-offline-save']) downloads.push(new URL(request.url()).pathname);
  });
  await open(page, '/docs/terminology');
  await expect(
    offlineStatus(page).filter({hasText: 'Updated to the latest docs in the background: Intro.'}),
  ).toBeAttached({
    timeout: 90_000,
  });
  expect((await offlineState(page)).caches).toEqual([`${CACHE_PREFIX}docs@${INTRO.revision}`]);
  expect(downloads).toEqual(['/docs/faq']);
  await goOffline(context, page);
  await open(page, '/docs/faq');
  await expect(page.locator('h1')).toHaveText('FAQ');
});

test('the corridor checker works offline once the API section is saved: a corridor and a route on the map, with land', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  // Nothing of the map is loaded before the save: the map's chunks and the land come from the saved copy.
  await open(page, '/api/corridor-checker');
  await save(page, API.label);
  await goOffline(context, page);
  const response = await open(page, '/api/corridor-checker');
  expect(response?.fromServiceWorker()).toBe(true);
  const summary = page.locator('[data-checker-summary]');
  const map = page.locator('[data-corridor-map]');
  await page.getByLabel('Corridor or route (GeoJSON)').fill(JSON.stringify(SPEC_REQUEST_EXAMPLE.corridor));
  await expect(summary).toContainText('passes every rule');
  await expect(map.locator('[data-corridor]')).toHaveCount(1);
  await expect(map.locator('[data-land="loaded"]')).toHaveCount(1);
  await expect(map.locator('[data-land="loaded"]')).toHaveAttribute('d', /M[-\d.]+/);
  // A route too, laid out in corridors with no network.
  await page.getByRole('button', {name: 'Try a route across 180°'}).click();
  await expect(summary).toContainText('Each passes every rule');
  await expect(page.locator('[data-route-corridor][data-valid="true"]').first()).toBeVisible();
  await expect(map.locator('[data-land="loaded"]')).toHaveCount(1);
  await context.setOffline(false);
  expect(errors).toEqual([]);
});
