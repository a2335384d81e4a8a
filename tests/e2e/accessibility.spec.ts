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

  // The explorer's messages on bad input (the api-explorer feature): an alert, a note on an
  // answer, the note of a large body, on a 360 px phone, where they wrap without widening the page.
  test(`axe WCAG 2.2 A/AA, ${mode} mode › the API explorer's messages at 360 px`, async ({page}) => {
    await page.route(/^https:\/\/[^/]*skypath\.io\//, (route) =>
      route.fulfill({
        status: 502,
        contentType: 'text/html',
        headers: {'access-control-allow-origin': '*', 'access-control-allow-headers': '*'},
        body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
      }),
    );
    await open(page, '/api/reference/get-corridor-data-geo-fencing');
    // The colour switch is in the navbar at desktop width (in the drawer on a phone).
    if (mode === 'dark') await setDarkMode(page);
    await page.setViewportSize({width: 360, height: 740});
    await page.getByRole('button', {name: 'Show code samples and try it'}).click();
    const send = page.getByRole('button', {name: 'Send API Request'});
    await send.click();
    await expect(page.getByRole('alert')).toContainText('Enter your API key');
    await expectNoAxeViolations(page);
    await page.getByPlaceholder('apiKey').fill('test-key');
    await page.getByRole('textbox', {name: /^Request body/}).fill(JSON.stringify({padding: 'x'.repeat(200_000)}));
    await send.click();
    await expect(page.getByRole('status').filter({hasText: 'The server answered 502'})).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: 'too large to show here'})).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });
}
