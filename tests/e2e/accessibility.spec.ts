import {test, expect} from '@playwright/test';
import {expectNoAxeViolations, IOS_OLDEST, open, setDarkMode, versionedPath} from './helpers';

// Accessibility is a bar: zero axe-core WCAG 2.2 A/AA violations, light and dark.

const PAGES = [
  '/',
  '/docs/',
  '/docs/terminology',
  '/api/introduction',
  '/api/quick-start',
  '/api/reference/get-corridor-data-geo-fencing',
  '/ios/quick-start',
  '/ios/next/basic/data',
  versionedPath('ios', IOS_OLDEST, 'install'),
  '/js/configuration',
  '/js/next/features/types',
  '/blog',
  '/blog/welcome',
  // The 404 page, with the section link and the search field it fills in from the address.
  versionedPath('ios', IOS_OLDEST, 'no-such-page'),
];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`axe WCAG 2.2 A/AA, ${mode} mode`, () => {
    for (const path of PAGES) {
      test(path, async ({page}) => {
        await open(page, path);
        if (mode === 'dark') await setDarkMode(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`axe WCAG 2.2 A/AA, ${mode} mode › API reference with the explorer and code samples open`, async ({page}) => {
    await open(page, '/api/reference/get-corridor-data-geo-fencing');
    if (mode === 'dark') await setDarkMode(page);
    await page.getByRole('button', {name: 'Show code samples and try it'}).click();
    await expect(page.locator('.openapi-tabs__code-item').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
