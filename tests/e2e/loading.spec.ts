import {test, expect} from '@playwright/test';
import {collectPageErrors, open} from './helpers';

// How a page loads (src/plugins/deferred-client-work/ssrTemplate.ts): the reader sees the
// server-rendered page before the site's scripts run, and the page still hydrates.

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
