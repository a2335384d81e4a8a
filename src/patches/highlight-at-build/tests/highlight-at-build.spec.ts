// The highlight-at-build patch in the browser: fenced code hydrates with the tokens the server
// rendered and no Prism at all; code the build never saw (the corridor checker's request body, made
// from what the reader pastes) loads Prism's core and its grammar when it appears.
import type {Browser, Page} from '@playwright/test';
import {test, expect, open, collectPageErrors} from '../../../../tests/e2e/helpers';

/** Prism's chunks: its core and each grammar (code-block-on-demand's chunk names). */
const PRISM_CHUNK = /\/assets\/js\/prism-[\w-]+\.[0-9a-f]+\.js$/;

function prismRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (PRISM_CHUNK.test(request.url())) requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

/** Every code block's tokens: each token's classes and text, block by block. */
const blockTokens = (page: Page) =>
  page
    .locator('.theme-code-block pre')
    .evaluateAll((blocks) =>
      blocks.map((block) =>
        [...block.querySelectorAll('.token')].map((token) => `${token.className}|${token.textContent}`),
      ),
    );

/** The blocks' tokens as the server rendered them: the page without JavaScript. */
async function serverTokens(browser: Browser, baseURL: string, path: string) {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(new URL(path, baseURL).href);
  const tokens = await blockTokens(page);
  await context.close();
  return tokens;
}

for (const [path, language] of [
  ['/js/quick-start', 'tsx'],
  ['/ios/basic/data', 'swift'],
  ['/ios/versions/migration-v3.0', 'ruby'],
  ['/docs/ai-assistants', 'json'],
]) {
  test(`${path}: its ${language} code hydrates with the server's tokens and loads no Prism`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const errors = collectPageErrors(page);
    const prism = prismRequests(page);
    const server = await serverTokens(browser, baseURL!, path);
    expect(server.length).toBeGreaterThan(0);
    await open(page, path);
    await page.waitForLoadState('networkidle');
    await expect(
      page.locator(`.language-${language} .token.keyword, .language-${language} .token.property`).first(),
    ).toBeAttached();
    expect(await blockTokens(page)).toEqual(server);
    expect(prism).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("code the build never saw is highlighted once Prism's core and its grammar load", async ({page}) => {
  const errors = collectPageErrors(page);
  const prism = prismRequests(page);
  await open(page, '/api/corridor-checker');
  const corridor = {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [0.25, 0],
        [0.25, 0.25],
        [0, 0.25],
        [0, 0],
      ],
    ],
  };
  await page.getByLabel('Corridor or route (GeoJSON)').fill(JSON.stringify(corridor));
  await expect(page.locator('[data-request-body] .language-json .token.property').first()).toBeAttached();
  expect(prism.some((path) => /\/prism-core\./.test(path))).toBe(true);
  expect(prism.some((path) => /\/prism-json\./.test(path))).toBe(true);
  expect(errors).toEqual([]);
});
