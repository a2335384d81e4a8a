import {type Page} from '@playwright/test';
import {test, expect, collectPageErrors, open} from './helpers';

// How a page starts (src/plugins/deferred-client-work/clientEntry.ts): the startup modules are
// evaluated over several tasks, then Docusaurus's entry hydrates the page as before.

/**
 * Records whether Docusaurus's entry had started by the main script's load event (dispatched after
 * the script's evaluation): its first act, preloading the route, adds the route's chunk scripts.
 * With the startup in one task, they are added before that event.
 */
async function recordStart(page: Page): Promise<() => Promise<{entryStartedInMainTask?: boolean}>> {
  await page.addInitScript(() => {
    const marks: {entryStartedInMainTask?: boolean} = {};
    (window as unknown as {__e2eStart: typeof marks}).__e2eStart = marks;
    let chunksAdded = false;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          // A chunk, not one of the page's own scripts (parsed from its HTML).
          if (node instanceof HTMLScriptElement && /\/assets\/js\/(?!(runtime~)?main\.)/.test(node.src))
            chunksAdded = true;
        }
      }
    }).observe(document, {childList: true, subtree: true});
    document.addEventListener(
      'load',
      (event) => {
        const target = event.target as HTMLScriptElement;
        if (target.tagName === 'SCRIPT' && /\/main\.[0-9a-f]+\.js$/.test(target.src))
          marks.entryStartedInMainTask ??= chunksAdded;
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as {__e2eStart: {entryStartedInMainTask?: boolean}}).__e2eStart);
}

for (const path of ['/', '/ios/basic/data', '/api/reference/get-corridor-data-geo-fencing', '/blog/welcome']) {
  test(`${path}: Docusaurus's entry runs in a later task than the main script's evaluation, and the page hydrates`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const marks = await recordStart(page);
    await open(page, path);
    expect((await marks()).entryStartedInMainTask).toBe(false);
    // The base URL banner's check found the client at DOMContentLoaded.
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
