import {test, expect} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {open, setDarkMode} from './helpers';

// Accessibility is a bar: zero axe-core WCAG 2.2 A/AA violations, light and dark.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const PAGES = [
  '/',
  '/docs/',
  '/docs/terminology',
  '/api/introduction',
  '/api/quick-start',
  '/api/reference/get-corridor-data-geo-fencing',
  '/ios/quick-start',
  '/ios/next/basic/data',
  '/ios/2.2/install',
  '/js/configuration',
  '/js/next/features/types',
  '/blog',
  '/blog/welcome',
  '/this-page-does-not-exist',
];

function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${n.failureSummary?.split('\n')[1] ?? ''}`),
  }));
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`axe WCAG 2.2 A/AA, ${mode} mode`, () => {
    for (const path of PAGES) {
      test(path, async ({page}) => {
        await open(page, path);
        if (mode === 'dark') await setDarkMode(page);
        const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
        expect(describeViolations(results.violations)).toEqual([]);
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
    const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
    expect(describeViolations(results.violations)).toEqual([]);
  });
}
