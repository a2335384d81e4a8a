import {type Page} from '@playwright/test';
import {test, expect, collectPageErrors, open} from './helpers';

// How a page starts (the deferred-client-work patch's clientEntry.ts): the startup modules are
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

// Issue #25: no page may meet its byte budget by responding later. The navbar's menu, the search
// field, the sidebar's categories and the version menu answer the first tap made right after the
// page hydrates, with no second try (a click lost before its code loads would fail here).
test.describe('the first tap after hydration is answered', () => {
  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}, hasTouch: true});

    test('the navbar menu opens', async ({page}) => {
      const errors = collectPageErrors(page);
      await open(page, '/ios/basic/data');
      await page.getByRole('button', {name: /toggle navigation bar/i}).tap();
      await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
      expect(errors).toEqual([]);
    });

    test("the drawer's version menu folds", async ({page}) => {
      await open(page, '/ios/basic/data');
      await page.getByRole('button', {name: /toggle navigation bar/i}).tap();
      const drawer = page.locator('.navbar-sidebar');
      await drawer.getByRole('button', {name: /back to main menu/i}).tap();
      // The dropdown holding the version being read starts unfolded.
      const fold = drawer.getByRole('button', {name: 'Collapse the dropdown'}).first();
      await fold.tap();
      await expect(drawer.getByRole('button', {name: 'Expand the dropdown'}).first()).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });

    test('the search field takes the words and lists pages', async ({page}) => {
      await open(page, '/');
      const field = page.getByRole('combobox', {name: 'Search'});
      await field.tap();
      await expect(field).toBeFocused();
      await page.keyboard.type('corridor');
      await expect(page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first()).toBeVisible();
    });
  });

  test('a sidebar category folds', async ({page}) => {
    await open(page, '/ios/basic/data');
    const category = page
      .locator('.theme-doc-sidebar-menu .menu__list-item-collapsible [aria-expanded="true"]')
      .first();
    const label = await category.textContent();
    await category.click();
    await expect(
      page
        .locator('.theme-doc-sidebar-menu .menu__list-item-collapsible [aria-expanded]', {hasText: label ?? ''})
        .first(),
    ).toHaveAttribute('aria-expanded', 'false');
  });

  test('the version menu opens (desktop: by keyboard; its hover is CSS)', async ({page}) => {
    await open(page, '/ios/basic/data');
    const dropdown = page.locator('nav.navbar .navbar__items--right .dropdown').first();
    await dropdown.locator('> a.navbar__link').press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
  });
});

/** The text of every script the page at `path` loads until it has hydrated and the network is idle. */
async function scriptsLoaded(page: Page, path: string): Promise<{url: string; text: string}[]> {
  const scripts: Promise<{url: string; text: string}>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().then((text) => ({url: response.url(), text})));
  });
  await open(page, path);
  await page.waitForLoadState('networkidle');
  return Promise.all(scripts);
}

// The code-block-on-demand patch: the code block and Prism load with the pages that show code.
const COPY_BUTTON = 'Copy code to clipboard';

test('a blog post without code loads none of the code block; a docs page with code has it highlighted when it hydrates', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const post = await scriptsLoaded(page, '/blog/welcome');
  await expect(page.locator('pre')).toHaveCount(0);
  expect(post.filter((script) => script.text.includes(COPY_BUTTON)).map((script) => script.url)).toEqual([]);

  await open(page, '/ios/basic/data');
  // Right at hydration: the blocks are the code block's, highlighted, and their buttons answer.
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('.token').first()).toBeVisible();
  await expect(block.getByRole('button', {name: COPY_BUTTON})).toBeAttached();
  expect(errors).toEqual([]);
});

// Each page imports the Prism grammars of its own code (code-block-on-demand): the browser's
// highlighting matches the server's, or React reports a hydration mismatch (a page error).
for (const [path, language] of [
  ['/js/quick-start', 'tsx'],
  ['/js/configuration', 'ts'],
  ['/ios/versions/migration-v3.0', 'ruby'],
  ['/docs/ai-assistants', 'json'],
]) {
  test(`${path}: its ${language} code is highlighted as the server rendered it`, async ({page}) => {
    const errors = collectPageErrors(page);
    await open(page, path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator(`.language-${language} .token`).first()).toBeAttached();
    expect(errors).toEqual([]);
  });
}

test('a page whose plain-text blocks have no grammar fetches no grammar loader for them', async ({page}) => {
  const scripts = await scriptsLoaded(page, '/docs/ai-assistants');
  await expect(page.locator('.language-text').first()).toBeAttached();
  expect(scripts.map((script) => script.url).filter((url) => url.includes('/prism-loader.'))).toEqual([]);
});

test('an API reference page highlights its JSON examples, and its code samples once the explorer loads them', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await open(page, '/api/reference/get-corridor-data-geo-fencing');
  await expect(page.locator('.language-json .token').first()).toBeAttached();
  await page.getByRole('button', {name: 'Show code samples and try it'}).click();
  // curl, the first sample, is Bash; the others' grammars came in the same download.
  await expect(page.locator('.openapi-tabs__code-container .language-bash .token').first()).toBeAttached();
  await page.locator('.openapi-tabs__code-item', {hasText: /^swift$/}).click();
  await expect(page.locator('.openapi-tabs__code-container .language-swift .token').first()).toBeAttached();
  expect(errors).toEqual([]);
});
