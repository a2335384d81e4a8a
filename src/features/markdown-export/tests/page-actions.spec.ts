// The page actions' split button beside the breadcrumbs and under a blog post's header, and its
// WAI-ARIA menu ("Save for offline" on docs pages only): keyboard, mouse, the links, the
// accessibility bar in both modes, and its room on a phone. What "Copy page" copies, and its
// failures, is the Markdown export browser test's; the offline panel the offline browser test's.
import {type Page} from '@playwright/test';
import {SITE} from '../../../core/constants';
import {test, expect, expectNoAxeViolations, open, setDarkMode} from '../../../../tests/e2e/helpers';

const DOC = '/ios/basic/data';
const DOC_ITEMS = [
  'Copy page as Markdown',
  'View as Markdown',
  'Save for offline',
  /^Open in ChatGPT/,
  /^Open in Claude/,
];

const menuButton = (page: Page) => page.getByRole('button', {name: 'More page actions'});
const menu = (page: Page) => page.getByRole('menu', {name: 'More page actions'});
const item = (page: Page, name: string | RegExp) => menu(page).getByRole('menuitem', {name});

/** The accessible name of the focused element. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active?.getAttribute('aria-label') ?? active?.textContent ?? '';
  });

test.describe('the menu button, from the keyboard', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('opens with Enter, Space and the arrow keys; arrows, Home and End move; Escape returns focus; Tab closes', async ({
    page,
  }) => {
    await open(page, DOC);
    // Tab order: "Copy page", then the menu button; both closed and labelled for a screen reader.
    await page.getByRole('button', {name: 'Copy page as Markdown'}).focus();
    await page.keyboard.press('Tab');
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-haspopup', 'menu');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toHaveCount(0);

    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menuButton(page)).toHaveAttribute('aria-controls', (await menu(page).getAttribute('id'))!);
    await expect(menu(page).getByRole('menuitem')).toHaveText([
      'Copy page as Markdown',
      'View as Markdown',
      'Save for offline',
      'Open in ChatGPT (opens in a new tab)',
      'Open in Claude (opens in a new tab)',
    ]);
    await expect(item(page, 'Copy page as Markdown')).toBeFocused();
    // Down through every item and round to the first; Up round to the last; Home and End.
    for (const name of [...DOC_ITEMS.slice(1), DOC_ITEMS[0]!]) {
      await page.keyboard.press('ArrowDown');
      await expect(item(page, name)).toBeFocused();
    }
    await page.keyboard.press('ArrowUp');
    await expect(item(page, /^Open in Claude/)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(item(page, 'Copy page as Markdown')).toBeFocused();
    await page.keyboard.press('End');
    await expect(item(page, /^Open in Claude/)).toBeFocused();
    // Each item is focused in turn (roving focus): none is a tab stop of its own.
    for (const menuitem of await menu(page).getByRole('menuitem').all())
      await expect(menuitem).toHaveAttribute('tabindex', '-1');

    await page.keyboard.press('Escape');
    await expect(menu(page)).toHaveCount(0);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton(page)).toBeFocused();

    // Up opens on the last item, Down and Space on the first.
    await page.keyboard.press('ArrowUp');
    await expect(item(page, /^Open in Claude/)).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'Copy page as Markdown')).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Space');
    await expect(item(page, 'Copy page as Markdown')).toBeFocused();

    // Tab closes the menu and moves on, past the button, to the page that follows.
    await page.keyboard.press('Tab');
    await expect(menu(page)).toHaveCount(0);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    expect(
      await menuButton(page).evaluate((button) => {
        const active = document.activeElement;
        return (
          active !== null &&
          active !== document.body &&
          Boolean(button.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)
        );
      }),
    ).toBe(true);

    // Shift+Tab from an item closes it too, back on the button.
    await menuButton(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'Copy page as Markdown')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu(page)).toHaveCount(0);
    await expect(menuButton(page)).toBeFocused();
  });

  test('Enter on an item acts: copies the page, or opens the offline panel with focus in it', async ({
    page,
    request,
  }) => {
    await open(page, DOC);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(item(page, 'Copy page as Markdown')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toHaveCount(0);
    await expect(menuButton(page)).toBeFocused();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await (await request.get(`${DOC}.md`)).text(),
    );

    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'Copy page as Markdown')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'Save for offline')).toBeFocused();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', {name: 'Offline copy of iOS SDK 3.0'});
    await expect(panel).toBeFocused();
    await expect(panel.getByRole('button', {name: 'Save iOS SDK 3.0 for offline'})).toBeVisible();
    // Close hides the panel and returns focus to the menu button.
    await panel.getByRole('button', {name: 'Close'}).focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    expect(await focusedName(page)).toBe('More page actions');
  });
});

test("the menu's code is not part of the first load: it is prefetched once the page has loaded, and runs when opened", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await open(page, DOC);
  const chunk = /^\/assets\/js\/page-actions-menu\.[0-9a-f]+\.js$/;
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      ),
    )
    .toContainEqual(expect.stringMatching(chunk));
  expect(scripts.filter((script) => chunk.test(script))).toEqual([]);
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  expect(scripts.filter((script) => chunk.test(script))).toHaveLength(1);
});

test('the mouse: the button opens and closes the menu; a click elsewhere closes it', async ({page}) => {
  await open(page, DOC);
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  await menuButton(page).click();
  await expect(menu(page)).toHaveCount(0);
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await menuButton(page).click();
  await page.locator('h1').click();
  await expect(menu(page)).toHaveCount(0);
  // "View as Markdown" opens the page's Markdown copy.
  await menuButton(page).click();
  await item(page, 'View as Markdown').click();
  await expect(page).toHaveURL(new RegExp(`${DOC}\\.md$`));
});

for (const path of [DOC, '/blog/welcome']) {
  test(`${path}: "Open in ChatGPT" and "Open in Claude" are plain links to a new chat about the page's Markdown copy`, async ({
    page,
  }) => {
    await open(page, path);
    await menuButton(page).click();
    const prompt = `Read ${SITE.url}${path}.md so I can ask questions about it.`;
    for (const [name, address] of [
      ['ChatGPT', 'https://chatgpt.com/'],
      ['Claude', 'https://claude.ai/new'],
    ] as const) {
      const link = item(page, new RegExp(`^Open in ${name}`));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const href = new URL((await link.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe(address);
      expect(href.searchParams.get('q')).toBe(prompt);
    }
    // A blog post cannot be saved for offline reading: no such item there.
    await expect(item(page, /offline/)).toHaveCount(path === DOC ? 1 : 0);
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`with the menu open: no axe violations in ${mode} mode, on a docs page and a blog post`, async ({page}) => {
    for (const path of [DOC, '/blog/welcome']) {
      await open(page, path);
      if (mode === 'dark' && path === DOC) await setDarkMode(page);
      await menuButton(page).click();
      await expect(item(page, 'Copy page as Markdown')).toBeFocused();
      await expectNoAxeViolations(page);
    }
  });
}

test('on a 360 px phone: the page actions take one short line, the title and the open menu stay on screen', async ({
  page,
}) => {
  await page.setViewportSize({width: 360, height: 640});
  for (const path of [DOC, '/api/reference/get-corridor-data-geo-fencing', '/blog/welcome']) {
    await open(page, path);
    const buttons = await page
      .locator('.button-group')
      .filter({has: menuButton(page)})
      .boundingBox();
    expect(buttons!.height, path).toBeLessThanOrEqual(40);
    await expect(page.locator('h1'), path).toBeInViewport({ratio: 1});
    await menuButton(page).click();
    await expect(menu(page), path).toBeInViewport({ratio: 1});
  }
});
