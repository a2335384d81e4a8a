// The docs-data-by-page patch in the browser: the browser's docs data starts without the pages'
// entries, so every link the version dropdown gives comes from the pages the reader has loaded.
import {test, expect, open, switchVersion, versionedPath, IOS_LATEST, IOS_OLDEST} from '../../../../tests/e2e/helpers';

test('after client-side navigation, the version dropdown keeps the page the reader is on', async ({page}) => {
  await open(page, '/ios/basic/data');
  // Another page of the version, reached without a page load: its entries come with its module.
  await page.locator('.theme-doc-sidebar-menu a[href="/ios/install"]').click();
  await expect(page).toHaveURL((url) => url.pathname === '/ios/install');
  await switchVersion(page, 'ios', IOS_OLDEST);
  await expect(page).toHaveURL((url) => url.pathname === versionedPath('ios', IOS_OLDEST, 'install'));
  await switchVersion(page, 'ios', IOS_LATEST);
  await expect(page).toHaveURL((url) => url.pathname === '/ios/install');
});
