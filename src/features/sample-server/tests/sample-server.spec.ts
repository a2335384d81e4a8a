// The API explorer's "Sample data" server: offered in the server picker for the operations whose
// answers the spec documents, answered in the browser (the documented 400 for a body that fails the
// schema, a 200 of the spec's shape with hexagons inside the corridor, no invented status for a
// broken corridor rule), labelled as sample data, shown on a map; nothing ever leaves the site.
import {readFileSync} from 'node:fs';
import {parse} from 'yaml';
import type {Page} from '@playwright/test';
import {
  test,
  expect,
  open,
  collectPageErrors,
  expectNoAxeViolations,
  setDarkMode,
  watchCspViolations,
} from '../../../../tests/e2e/helpers';

const CORRIDOR = '/api/reference/get-corridor-data-geo-fencing';
const SAMPLE = 'Sample data (in your browser, no key)';
const OPERATION = parse(readFileSync('openapi/skypath.yaml', 'utf8')).paths['/observations/v5/corridor'].post;
const EXAMPLE_BODY = OPERATION.requestBody.content['application/json'].example;
const DOCUMENTED_400 = OPERATION.responses['400'].content['application/json'].example;
/** A 3° square at the equator: valid by the schema, about 110,000 km², far over the corridor's 7,500 km². */
const TOO_LARGE = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [3, 0],
      [3, 3],
      [0, 3],
      [0, 0],
    ],
  ],
};

/** Every request that leaves the site (served on loopback), and each one to an API host, which is also stopped. */
async function watchNetwork(page: Page) {
  const left: string[] = [];
  const toApi: string[] = [];
  page.on('request', (request) => {
    const {hostname, protocol} = new URL(request.url());
    if (hostname !== '127.0.0.1' && protocol.startsWith('http')) left.push(request.url());
  });
  await page.route(/^https:\/\/[^/]*skypath\.io\//, (route) => {
    toApi.push(route.request().url());
    return route.abort();
  });
  return {left, toApi};
}

async function openExplorer(page: Page, path = CORRIDOR) {
  await open(page, path);
  await page.getByRole('button', {name: 'Show code samples and try it'}).click();
  return page.locator('details.openapi-explorer__details-container').first();
}

async function chooseSample(page: Page) {
  const serverBox = await openExplorer(page);
  await expect(serverBox).toContainText(`No API key? Choose "${SAMPLE}" under Edit`);
  await serverBox.getByRole('button', {name: 'Edit'}).click();
  await serverBox.locator('select').selectOption(SAMPLE);
  await expect(serverBox).toContainText('nothing is sent and no key is needed');
  return serverBox;
}

const bodyField = (page: Page) => page.getByRole('textbox', {name: /^Request body/});
const send = (page: Page) => page.getByRole('button', {name: 'Send API Request'}).click();
const response = (page: Page) => page.locator('.openapi-explorer__response-container');
/** The answer the response panel shows, parsed. */
const shownAnswer = async (page: Page): Promise<unknown> =>
  JSON.parse((await response(page).locator('pre code').first().textContent()) ?? '');

test.describe('the sample server', () => {
  test('answers a valid request with hexagons in the corridor, an invalid one with the documented 400; nothing leaves the site', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const network = await watchNetwork(page);
    // The validators were compiled at build time: nothing here evaluates code the CSP forbids.
    const cspViolations = await watchCspViolations(page);
    await chooseSample(page);

    // A valid request (the spec's example body), with no API key.
    await bodyField(page).fill(JSON.stringify(EXAMPLE_BODY, null, 2));
    await send(page);
    await expect(page.getByRole('status').filter({hasText: 'Sample data, made in your browser'})).toBeVisible();
    await expect(response(page)).toContainText('200');
    const answer = (await shownAnswer(page)) as {
      data: {lastUpdatedAt: number; hexagons: {id: string; alt: number; sev: number}[]};
    };
    expect(Object.keys(answer).sort()).toEqual(['data', 'links', 'meta', 'warnings']);
    expect(answer.data.hexagons.length).toBeGreaterThan(0);
    for (const hexagon of answer.data.hexagons) {
      expect(hexagon.id).toMatch(/^85[0-9a-f]{13}$/);
      expect(hexagon.alt).toBeGreaterThanOrEqual(EXAMPLE_BODY.minAltitude);
      expect(hexagon.alt).toBeLessThanOrEqual(EXAMPLE_BODY.maxAltitude);
      expect([0, 1, 2, 3, 4]).toContain(hexagon.sev);
    }

    // Its corridor and hexagons on the map, which loads when asked.
    await page.getByRole('button', {name: 'Show on a map'}).click();
    const map = page.locator('[data-corridor-map]');
    await expect(map.getByRole('img')).toHaveAttribute('aria-label', /hexagons? drawn/);
    await expect(map).toContainText('Sample data');

    // A body that fails the schema: exactly the 400 body the spec documents.
    await bodyField(page).fill('{"hours": 2}');
    await send(page);
    await expect(page.getByRole('status').filter({hasText: 'Sample data: the 400 answer'})).toBeVisible();
    await expect(response(page)).toContainText('400');
    expect(await shownAnswer(page)).toEqual(DOCUMENTED_400);
    // Another schema failure names its field as the API's validation does.
    await bodyField(page).fill(JSON.stringify({...EXAMPLE_BODY, hours: 3}));
    await send(page);
    await expect(response(page)).toContainText('body/hours must be equal to one of the allowed values');

    // A body that passes the schema but breaks a corridor rule: no status, the rule named.
    await bodyField(page).fill(JSON.stringify({...EXAMPLE_BODY, corridor: TOO_LARGE}));
    await send(page);
    const unanswered = page.getByRole('status').filter({hasText: 'Sample data: no answer'});
    await expect(unanswered).toContainText('km²');
    await expect(unanswered).toContainText('does not give the SkyPath API');
    await expect(response(page)).not.toContainText('400');
    await expect(page.getByRole('alert')).toHaveCount(0);

    expect(network.left).toEqual([]);
    expect(network.toApi).toEqual([]);
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });

  test('a real server chosen again gets the request, with the key, as before', async ({page}) => {
    const sent: {url: string; key?: string}[] = [];
    await page.route(/^https:\/\/[^/]*skypath\.io\//, (route) => {
      sent.push({url: route.request().url(), key: route.request().headers()['x-api-key']});
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: {'access-control-allow-origin': '*', 'access-control-allow-headers': '*'},
        body: JSON.stringify({data: {hexagons: []}, meta: {}, links: {}, warnings: {}}),
      });
    });
    const serverBox = await chooseSample(page);
    // The reference's own examples have their maps (the maps feature's): the sample answer's is one more.
    const maps = page.locator('[data-corridor-map], button:has-text("Show on a map")');
    const examplesMaps = await maps.count();
    await bodyField(page).fill(JSON.stringify(EXAMPLE_BODY));
    await send(page);
    await expect(page.getByRole('status').filter({hasText: 'Sample data, made in your browser'})).toBeVisible();
    await expect(maps).toHaveCount(examplesMaps + 1);
    expect(sent).toEqual([]);

    await serverBox.locator('select').selectOption('https://staging-api.skypath.io');
    await page.getByPlaceholder('apiKey').fill('test-key-123');
    await send(page);
    await expect.poll(() => sent.length).toBe(1);
    expect(sent).toEqual([{url: 'https://staging-api.skypath.io/observations/v5/corridor', key: 'test-key-123'}]);
    await expect(page.getByText('Sample data, made in your browser')).toHaveCount(0);
    await expect(maps).toHaveCount(examplesMaps);
  });

  test('Preview and other operations without documented answers say why they have none', async ({page}) => {
    const reasons: [string, string][] = [
      ['/api/reference/get-aircraft', 'it is a Preview'],
      ['/api/reference/import-edr', 'it is a Preview'],
      ['/api/reference/get-map-data-geo-fencing', 'it is deprecated'],
      ['/api/reference/import-flight-plan', 'the API reference has no example of its answer'],
    ];
    for (const [path, reason] of reasons) {
      const serverBox = await openExplorer(page, path);
      await expect(serverBox, path).toContainText(`No sample data for this operation: ${reason}`);
      await serverBox.locator('.openapi-explorer__floating-btn').hover();
      await serverBox.getByRole('button', {name: 'Edit'}).click();
      await expect(serverBox.locator('select option'), path).toHaveText([
        'https://api.skypath.io',
        'https://staging-api.skypath.io',
      ]);
    }
  });

  test('its code is in no first load: it arrives when the reader chooses it', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openExplorer(page);
    await expect(page.locator('.openapi-tabs__code-item').first()).toBeVisible();
    expect(scripts.filter((url) => url.includes('sample-server'))).toEqual([]);
    const serverBox = page.locator('details.openapi-explorer__details-container').first();
    await serverBox.getByRole('button', {name: 'Edit'}).click();
    await serverBox.locator('select').selectOption(SAMPLE);
    await expect.poll(() => scripts.filter((url) => url.includes('sample-server')).length).toBe(1);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe WCAG 2.2 A/AA, ${mode} mode, 360 px › a sample answer, its map, and a request it does not answer`, async ({
      page,
    }) => {
      await open(page, CORRIDOR);
      if (mode === 'dark') await setDarkMode(page);
      await page.setViewportSize({width: 360, height: 740});
      await page.getByRole('button', {name: 'Show code samples and try it'}).click();
      const serverBox = page.locator('details.openapi-explorer__details-container').first();
      await serverBox.getByRole('button', {name: 'Edit'}).click();
      await serverBox.locator('select').selectOption(SAMPLE);
      await bodyField(page).fill(JSON.stringify(EXAMPLE_BODY));
      await send(page);
      await page.getByRole('button', {name: 'Show on a map'}).click();
      await expect(page.locator('[data-corridor-map]').getByRole('img')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
      await bodyField(page).fill(JSON.stringify({corridor: TOO_LARGE}));
      await send(page);
      await expect(page.getByRole('status').filter({hasText: 'Sample data: no answer'})).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
    });
  }
});
