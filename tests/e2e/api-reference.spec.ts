import {test, expect} from '@playwright/test';
import {open} from './helpers';

// The generated /api/reference pages (openapi/skypath.yaml).
const OPERATIONS = [
  {slug: 'get-aircraft', method: 'GET', path: '/aircraft/v5'},
  {slug: 'get-corridor-data-geo-fencing', method: 'POST', path: '/observations/v5/corridor'},
  {slug: 'get-map-data-geo-fencing', method: 'POST', path: '/v4/map', deprecated: true},
  {slug: 'get-map-tile', method: 'GET', path: '/observations/v5/tiles/:hexId'},
  {slug: 'import-edr', method: 'POST', path: '/edr/v5'},
  {slug: 'import-flight-plan', method: 'POST', path: '/flight-plans/v5/'},
];

for (const op of OPERATIONS) {
  test(`${op.slug} shows ${op.method} ${op.path}${op.deprecated ? ', deprecated' : ''}`, async ({page}) => {
    await open(page, `/api/reference/${op.slug}`);
    const endpoint = page.locator('.openapi__method-endpoint');
    await expect(endpoint.locator('.badge')).toHaveText(op.method);
    await expect(endpoint.locator('.openapi__method-endpoint-path')).toHaveText(`https://api.skypath.io${op.path}`);
    const notice = page.locator('article .theme-admonition-caution', {hasText: /deprecated/i});
    const sidebarEntry = page.locator(`.menu__list-item--deprecated a[href="/api/reference/${op.slug}"]`);
    if (op.deprecated) {
      await expect(notice).toBeVisible();
      // The notice says what replaces the operation.
      await expect(page.locator('article')).toContainText('POST /observations/v5/corridor');
      await expect(sidebarEntry).toHaveCount(1);
    } else {
      await expect(notice).toHaveCount(0);
      await expect(sidebarEntry).toHaveCount(0);
    }
  });
}

test('the reference is listed after the guides in the API sidebar, grouped by tag', async ({page}) => {
  await open(page, '/api/introduction');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const labels = await sidebar.locator('.menu__link').allTextContents();
  expect(labels.slice(0, 5)).toEqual(['Introduction', 'Quick start', expect.stringMatching(/SSO/), 'FAQ', 'Reference']);
  for (const tag of ['Turbulence', 'Flight plans', 'Aircraft', 'EDR']) {
    await expect(sidebar.locator('.menu__link', {hasText: new RegExp(`^${tag}$`)})).toBeVisible();
  }
});
