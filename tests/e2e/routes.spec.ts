import {test, expect, collectPageErrors, fixture, open, waitForHydration} from './helpers';

// Every route of the spec (tests/fixtures/routes.json, written from the spec by hand) renders: the
// whole-site crawl opens each one (crawl.spec.ts) and checks that none is missing from it.

test.describe('absent routes show the not-found page', () => {
  for (const route of fixture.absent) {
    test(route, async ({page}) => {
      const response = await open(page, route);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText('Page not found');
    });
  }
});

test.describe('bare section roots lead to the introduction', () => {
  for (const [root, introduction] of Object.entries(fixture.sectionRoots)) {
    test(root, async ({page}) => {
      const errors = collectPageErrors(page);
      await open(page, introduction);
      const introductionTitle = await page.locator('h1').first().textContent();
      // Served in place (/docs) or redirected to the introduction: either way the reader lands on it.
      const response = await page.goto(root);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect([root, `${root}/`, introduction]).toContain(new URL(page.url()).pathname);
      await expect(page.locator('h1').first()).toHaveText(introductionTitle ?? '');
      await expect(page).not.toHaveTitle(/Page Not Found/);
      expect(errors.map(String)).toEqual([]);
    });
  }
});

test('a trailing .html or /index.html is stripped from a path', async ({page}) => {
  for (const [path, stripped] of [
    ['/docs/faq.html', '/docs/faq'],
    // An index page's canonical path ends with a slash (its canonical link says so).
    ['/ios/versions/index.html', '/ios/versions/'],
    ['/js/next/features/types.html', '/js/next/features/types'],
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === stripped);
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page).not.toHaveTitle(/Page Not Found/);
  }
});
