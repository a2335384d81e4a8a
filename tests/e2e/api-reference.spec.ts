import {readFileSync} from 'node:fs';
import {parse} from 'yaml';
import {test, expect, open} from './helpers';

// The generated /api/reference pages (openapi/skypath.yaml).
const OPERATIONS = [
  {slug: 'get-aircraft', method: 'GET', path: '/aircraft/v5', preview: true},
  {slug: 'get-corridor-data-geo-fencing', method: 'POST', path: '/observations/v5/corridor'},
  {slug: 'get-map-data-geo-fencing', method: 'POST', path: '/v4/map', deprecated: true},
  {slug: 'get-map-tile', method: 'GET', path: '/observations/v5/tiles/:hexId', preview: true},
  {slug: 'import-edr', method: 'POST', path: '/edr/v5', preview: true},
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
    // Preview operations (x-status: preview): a notice under the method and path, a sidebar badge.
    const preview = page.locator('article .theme-admonition-warning', {hasText: /provisional/});
    const badge = page.locator(`.api-preview > a[href="/api/reference/${op.slug}"]`);
    if (op.preview) {
      await expect(preview).toBeVisible();
      await expect(preview).toContainText('Preview');
      const label = await badge.evaluate((link) => getComputedStyle(link, '::after').content);
      expect(label).toBe('"Preview"');
    } else {
      await expect(preview).toHaveCount(0);
      await expect(badge).toHaveCount(0);
    }
  });
}

test('the reference is listed after the guides in the API sidebar, grouped by tag', async ({page}) => {
  await open(page, '/api/introduction');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const labels = await sidebar.locator('.menu__link').allTextContents();
  expect(labels.slice(0, 6)).toEqual([
    'Introduction',
    'Quick start',
    'Cover a large area',
    expect.stringMatching(/SSO/),
    'FAQ',
    'Reference',
  ]);
  for (const tag of ['Turbulence', 'Flight plans', 'Aircraft', 'EDR']) {
    await expect(sidebar.locator('.menu__link', {hasText: new RegExp(`^${tag}$`)})).toBeVisible();
  }
});

test.describe('code samples and the API explorer', () => {
  const CORRIDOR = '/api/reference/get-corridor-data-geo-fencing';

  test('load only when the reader asks, with curl, JavaScript, Python and Swift samples', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await open(page, CORRIDOR);
    await page.waitForLoadState('networkidle');
    const loadedAtFirst = scripts.length;
    await expect(page.locator('.openapi-tabs__code-item')).toHaveCount(0);

    await page.getByRole('button', {name: 'Show code samples and try it'}).click();
    const languages = page.locator('.openapi-tabs__code-item');
    await expect(languages).toContainText(['curl', 'javascript', 'python', 'swift']);
    expect(scripts.length, 'the explorer arrives in chunks of its own').toBeGreaterThan(loadedAtFirst);
    // Keyboard focus stays where the explorer appeared, not on <body>.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

    // Samples are complete: the example corridor, the key header, the endpoint.
    await languages.filter({hasText: /^python$/}).click();
    await page.locator('.openapi-tabs__code-item--variant', {hasText: /^REQUESTS$/}).click();
    const sample = page.locator('.openapi-tabs__code-container pre');
    await expect(sample).toContainText('import requests');
    await expect(sample).toContainText(String(EXAMPLE_BODY.corridor.coordinates[0][2][1]));
    await expect(sample).toContainText('x-api-key');
    await expect(sample).toContainText('/observations/v5/corridor');
    await languages.filter({hasText: /^swift$/}).click();
    await expect(sample).toContainText('URLRequest');
  });

  // The request body the explorer sends: the corridor operation's example in the spec.
  const EXAMPLE_BODY = parse(readFileSync('openapi/skypath.yaml', 'utf8')).paths['/observations/v5/corridor'].post
    .requestBody.content['application/json'].example;

  for (const server of ['https://api.skypath.io', 'https://staging-api.skypath.io']) {
    test(`sends the request to ${server} with the typed key and the JSON body, and nowhere else`, async ({page}) => {
      const sent: {url: string; key?: string; body: unknown}[] = [];
      const keyCarriers: string[] = [];
      page.on('request', (request) => {
        if (request.headers()['x-api-key']) keyCarriers.push(request.url());
      });
      await page.route(/^https:\/\/[^/]*skypath\.io\//, async (route) => {
        const request = route.request();
        sent.push({url: request.url(), key: request.headers()['x-api-key'], body: request.postDataJSON()});
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: {'access-control-allow-origin': '*', 'access-control-allow-headers': '*'},
          body: JSON.stringify({data: {lastUpdatedAt: 1732704917, hexagons: []}, meta: {}, links: {}, warnings: {}}),
        });
      });
      await open(page, CORRIDOR);
      await page.getByRole('button', {name: 'Show code samples and try it'}).click();

      const serverBox = page.locator('details.openapi-explorer__details-container').first();
      await expect(serverBox).toContainText('https://api.skypath.io');
      if (server !== 'https://api.skypath.io') {
        await serverBox.locator('.openapi-explorer__floating-btn').hover();
        await serverBox.getByRole('button', {name: 'Edit'}).click();
        await serverBox.locator('select').selectOption(server);
      }
      await page.getByPlaceholder('apiKey').fill('test-key-123');
      const body = page.locator('details.openapi-explorer__details-container', {hasText: 'Body'});
      await body.getByRole('tab', {name: 'Example', exact: true}).click();
      await page.getByRole('button', {name: 'Send API Request'}).click();

      await expect.poll(() => sent.filter((s) => s.body !== null).length).toBe(1);
      const request = sent.find((s) => s.body !== null);
      expect(request).toEqual({url: `${server}/observations/v5/corridor`, key: 'test-key-123', body: EXAMPLE_BODY});
      expect(new Set(keyCarriers.map((url) => new URL(url).origin))).toEqual(new Set([server]));
      await expect(
        page.locator('.openapi-explorer__response-container, .openapi-tabs__response-container').first(),
      ).toContainText('200');
    });
  }
});

test('descriptions and the limits under each field render as Markdown, also after a client-side navigation', async ({
  page,
}) => {
  const check = async () => {
    const article = page.locator('article');
    // The operation's description (inline code) and a field's qualifier line (bold label, code).
    await expect(article.locator('p code', {hasText: 'Polygon'}).first()).toBeVisible();
    const qualifier = article
      .locator('p:visible', {has: page.locator('strong', {hasText: 'Possible values:'})})
      .first();
    await expect(qualifier.locator('code').first()).toBeVisible();
    await expect(article).not.toContainText('**Possible values:**');
    await expect(article).not.toContainText('`Polygon`');
  };
  await open(page, '/api/reference/get-corridor-data-geo-fencing');
  await check();
  // Rendered in the browser alone, not hydrated from the pre-rendered HTML.
  await open(page, '/api/introduction');
  await page.locator('.menu a[href="/api/reference/get-corridor-data-geo-fencing"]').click();
  await expect(page).toHaveURL(/get-corridor-data-geo-fencing$/);
  await check();
});

test('the reference is styled by its theme when opened directly and when reached by a link from a guide; the guides load none of it', async ({
  page,
}) => {
  const endpointStyle = () =>
    page
      .locator('.openapi__method-endpoint')
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.display} ${style.borderTopStyle} ${style.paddingTop}`;
      });
  const themeSheets = () =>
    page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) => (sheet.href?.includes('/api-reference.') ? [sheet.href] : [])),
    );
  await open(page, '/api/reference/get-corridor-data-geo-fencing');
  const direct = await endpointStyle();
  // The theme's own layout of the method and path (src/plugins/api-reference-css).
  expect(direct).toBe('flex solid 10.4px');
  await open(page, '/api/introduction');
  expect(await themeSheets()).toEqual([]);
  await page.locator('.menu a[href="/api/reference/get-corridor-data-geo-fencing"]').click();
  await expect(page).toHaveURL(/get-corridor-data-geo-fencing$/);
  await expect.poll(endpointStyle).toBe(direct);
  expect(await themeSheets()).toHaveLength(1);
});
