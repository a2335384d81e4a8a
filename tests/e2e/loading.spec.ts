import {test, expect} from '@playwright/test';
import {collectPageErrors, open} from './helpers';

// How a page loads (src/plugins/deferred-client-work): the reader sees the server-rendered page
// before the site's scripts run (ssrTemplate.ts), the startup modules are evaluated over several
// tasks (clientEntry.ts), and the page still hydrates.

/** Whether the browser had reported the first contentful paint when the Docusaurus client started (it sets `window.docusaurus`). */
async function paintedBeforeScripts(page: import('@playwright/test').Page): Promise<boolean | undefined> {
  return page.evaluate(() => (window as unknown as {__e2ePaintedBeforeScripts?: boolean}).__e2ePaintedBeforeScripts);
}

for (const path of ['/', '/ios/basic/data', '/api/reference/get-corridor-data-geo-fencing', '/blog/welcome']) {
  test(`${path}: the page is painted before the site's scripts run, then hydrates`, async ({page}) => {
    const errors = collectPageErrors(page);
    await page.addInitScript(() => {
      let client: unknown;
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        get: () => client,
        set(value) {
          const marks = window as unknown as {__e2ePaintedBeforeScripts?: boolean};
          marks.__e2ePaintedBeforeScripts ??= performance.getEntriesByName('first-contentful-paint').length > 0;
          client = value;
        },
      });
    });
    await open(page, path);
    expect(await paintedBeforeScripts(page)).toBe(true);
    // Scripts are fetched early (at low priority) rather than when the loader adds them.
    const preloads = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloads.some((href) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(href ?? ''))).toBe(true);
    expect(errors).toEqual([]);
  });
}

test("Docusaurus's client starts in a later task than the main script's evaluation", async ({page}) => {
  // The main script's load event is dispatched after its evaluation; with the startup in one
  // task, Docusaurus's entry sets window.docusaurus before that.
  await page.addInitScript(() => {
    const marks = window as unknown as {__e2eMainLoaded?: boolean; __e2eStartedAfterMain?: boolean};
    document.addEventListener(
      'load',
      (event) => {
        const target = event.target as HTMLScriptElement;
        if (target.tagName === 'SCRIPT' && /\/main\.[0-9a-f]+\.js$/.test(target.src)) marks.__e2eMainLoaded = true;
      },
      true,
    );
    let client: unknown;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => client,
      set(value) {
        marks.__e2eStartedAfterMain ??= marks.__e2eMainLoaded === true;
        client = value;
      },
    });
  });
  await open(page, '/api/reference/get-corridor-data-geo-fencing');
  expect(await page.evaluate(() => (window as unknown as {__e2eStartedAfterMain?: boolean}).__e2eStartedAfterMain)).toBe(true);
});
