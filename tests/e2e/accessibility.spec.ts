import {test, expect, expectNoAxeViolations, open, setDarkMode} from './helpers';

// Accessibility is a bar: zero axe-core WCAG 2.2 A/AA violations, light and dark.

// Every page in both modes: crawl.spec.ts. Here, states a crawl does not reach.

for (const mode of ['light', 'dark'] as const) {
  test(`axe WCAG 2.2 A/AA, ${mode} mode › API reference with the explorer and code samples open`, async ({page}) => {
    await open(page, '/api/reference/get-corridor-data-geo-fencing');
    if (mode === 'dark') await setDarkMode(page);
    await page.getByRole('button', {name: 'Show code samples and try it'}).click();
    await expect(page.locator('.openapi-tabs__code-item').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
