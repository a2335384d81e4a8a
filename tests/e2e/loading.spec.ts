import {test, expect, type Page} from '@playwright/test';
import {collectPageErrors, open} from './helpers';

// How a page loads (src/plugins/deferred-client-work): the reader sees the server-rendered page
// before the site's scripts run (ssrTemplate.ts), the startup modules are evaluated over several
// tasks (clientEntry.ts), and the page still hydrates.

type StartMarks = {paintedBefore?: boolean; afterMainScript?: boolean};

/**
 * Records, when Docusaurus's client starts (its entry sets `window.docusaurus`), whether the first
 * contentful paint had been reported, and whether the main script's load event (dispatched after
 * its evaluation) had fired.
 */
async function recordClientStart(page: Page): Promise<() => Promise<StartMarks>> {
  await page.addInitScript(() => {
    const marks: StartMarks & {mainLoaded?: boolean} = {};
    (window as unknown as {__e2eStart: typeof marks}).__e2eStart = marks;
    document.addEventListener(
      'load',
      (event) => {
        const target = event.target as HTMLScriptElement;
        if (target.tagName === 'SCRIPT' && /\/main\.[0-9a-f]+\.js$/.test(target.src)) marks.mainLoaded = true;
      },
      true,
    );
    let client: unknown;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => client,
      set(value) {
        marks.paintedBefore ??= performance.getEntriesByName('first-contentful-paint').length > 0;
        marks.afterMainScript ??= marks.mainLoaded === true;
        client = value;
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as {__e2eStart: StartMarks}).__e2eStart);
}

for (const path of ['/', '/ios/basic/data', '/api/reference/get-corridor-data-geo-fencing', '/blog/welcome']) {
  test(`${path}: the page is painted before the site's scripts run, then hydrates`, async ({page}) => {
    const errors = collectPageErrors(page);
    const marks = await recordClientStart(page);
    await open(page, path);
    expect((await marks()).paintedBefore).toBe(true);
    // Scripts are fetched early (at low priority) rather than when the loader adds them.
    const preloads = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloads.some((href) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(href ?? ''))).toBe(true);
    expect(errors).toEqual([]);
  });
}

test("Docusaurus's client starts in a later task than the main script's evaluation", async ({page}) => {
  // With the startup in one task, Docusaurus's entry sets window.docusaurus before the main
  // script's load event.
  const marks = await recordClientStart(page);
  await open(page, '/api/reference/get-corridor-data-geo-fencing');
  expect((await marks()).afterMainScript).toBe(true);
});
