// The maps beside the examples (issue #28): every example of the site that holds a corridor or
// hexagons, as the sample checks' inventory lists them (src/features/content-checks/samples/inventory.ts, found from
// the sources, not from the pages), has a "Show on a map" button on its page; each map opens with
// its land, the right number of hexagons and the corridor's vertices and area against the limits;
// a page has no more and no fewer maps than the inventory gives it; no request leaves the site and
// no map code loads before a reader opens a map; the open maps fit a 360 px screen (axe with every
// map open, light and dark, is the whole-site crawl's).
import {execFileSync} from 'node:child_process';
import type {MapExample} from '../../content-checks/samples/inventory.ts';
import {readContent} from '../../content-checks/content-model.ts';
import {CORRIDOR_LIMITS_FOR} from '../../../core/corridor/rules';
import {readSite} from '../../../core/site/manifest';
import {findAll} from '../../../core/site/html';
import {
  BUILD_DIR,
  collectPageErrors,
  expect,
  foreignRequests,
  mapToggles,
  open,
  openEveryExampleMap,
  openExampleMap,
  test,
} from '../../../../tests/e2e/helpers';

/** The inventory, from the sample checks run on the sources (a process of its own: Playwright's loader cannot load them). */
const INVENTORY = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', 'src/features/content-checks/samples/inventory.ts'], {
    encoding: 'utf8',
  }),
) as MapExample[];
const SITE = readSite(BUILD_DIR);
/** The map's own chunks (webpackChunkName in theme/CorridorMap). */
const MAP_CHUNKS = /\/assets\/js\/corridor-(map|land)\.[0-9a-f]+\.js$/;

/** The built page that shows an example: its content file's page, or its operation's reference page. */
function routeOf(example: MapExample): string | undefined {
  if (example.kind === 'block') return SITE.pages.find((page) => page.source === example.file)?.route;
  return SITE.pages.find((page) => {
    if (page.kind !== 'api-operation' || !page.source) return false;
    const api = readContent(page.source).frontMatter.api as {method?: string; path?: string} | undefined;
    return api?.method?.toUpperCase() === example.method && api.path === example.path;
  })?.route;
}

/** The inventory's examples by the page that shows them, in page order. */
const PAGES = new Map<string, MapExample[]>();
for (const example of INVENTORY) {
  const route = routeOf(example) ?? `(no page for ${example.where})`;
  PAGES.set(route, [...(PAGES.get(route) ?? []), example]);
}

const km2 = (value: number) => value.toLocaleString('en-US', {maximumFractionDigits: 1});

test('the inventory lists the site’s examples with a corridor or hexagons, each on a built page', () => {
  // An inventory that lost its examples would make every test below pass on nothing.
  expect(INVENTORY.filter((example) => example.kind === 'block').length).toBeGreaterThanOrEqual(4);
  expect(INVENTORY.filter((example) => example.kind === 'openapi').length).toBeGreaterThanOrEqual(2);
  expect([...PAGES.keys()].filter((route) => route.startsWith('(no page'))).toEqual([]);
});

/** The number of map buttons each page should have: the inventory's examples on it, none elsewhere. */
const expectedButtons = (route: string) => PAGES.get(route)?.length ?? 0;

test('every docs page’s HTML has a map button for each of its inventory’s examples, and no other', async () => {
  const wrong: string[] = [];
  // The reference pages render their examples in the browser only (the next test).
  for (const page of SITE.pages.filter((p) => p.kind !== 'redirect' && p.kind !== 'api-operation')) {
    const buttons = findAll(await SITE.tree(page), (element) => 'dataMapToggle' in element.properties).length;
    if (buttons !== expectedButtons(page.route))
      wrong.push(`${page.route}: ${buttons} map buttons, ${expectedButtons(page.route)} examples with a map`);
  }
  expect(wrong).toEqual([]);
});

test('every API reference page has a map button for each of its inventory’s examples, and no other', async ({page}) => {
  const wrong: string[] = [];
  const operations = SITE.pages.filter((p) => p.kind === 'api-operation');
  test.setTimeout(operations.length * 20_000);
  expect(operations.length).toBeGreaterThan(0);
  for (const {route} of operations) {
    await open(page, route);
    // The request and response examples render once the page runs in the browser.
    await expect(page.locator('.openapi-code__code-samples-container').first()).toBeAttached();
    const buttons = await mapToggles(page).count();
    if (buttons !== expectedButtons(route))
      wrong.push(`${route}: ${buttons} map buttons, ${expectedButtons(route)} examples with a map`);
  }
  expect(wrong).toEqual([]);
});

for (const [route, examples] of PAGES) {
  test(`${route}: a map beside each of its ${examples.length} examples, with their hexagons and corridor figures`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const foreign = foreignRequests(page, baseURL!);
    const errors = collectPageErrors(page);
    const chunks: string[] = [];
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (MAP_CHUNKS.test(pathname)) chunks.push(pathname.replace(/\.[0-9a-f]+\.js$/, ''));
    });
    await open(page, route);
    await page.waitForLoadState('networkidle');
    expect(chunks, 'map code loaded before a map was opened').toEqual([]);
    // One button per example of the inventory (some behind an "Example" tab on the reference
    // pages): an example without its map fails here, and so does a map beside another block.
    await expect(mapToggles(page)).toHaveCount(examples.length);
    await expect(mapToggles(page).filter({hasText: /^Show on a map$/})).toHaveCount(examples.length);
    for (const [index, example] of examples.entries()) {
      const map = await openExampleMap(page, index);
      const what = example.where;
      await expect(map.locator('[data-scale-nm]'), what).toContainText(/^\d[\d,]* NM$/);
      await expect(map.getByRole('button', {name: 'Download GeoJSON'}), what).toBeVisible();
      await expect(map.getByRole('application'), what).toHaveAttribute('tabindex', '0');
      if (example.corridor) {
        // Set against the limits of whom the page is for: the API's, or its SDK's (no area limit for iOS).
        const limits: {maxVertices?: number; maxAreaKm2?: number} = CORRIDOR_LIMITS_FOR[example.limits];
        const vertices = example.corridor.vertices;
        const area = example.corridor.areaKm2!;
        await expect(map.locator('[data-corridor]'), what).toHaveCount(1);
        await expect(map.locator('[data-vertices]'), what).toHaveText(
          limits.maxVertices === undefined
            ? `${vertices}`
            : `${vertices} of at most ${limits.maxVertices}${vertices > limits.maxVertices ? ' (over the limit)' : ''}`,
        );
        await expect(map.locator('[data-area]'), what).toHaveText(
          limits.maxAreaKm2 === undefined
            ? `${km2(area)} km²`
            : `${km2(area)} km² of at most ${km2(limits.maxAreaKm2)} km²${area > limits.maxAreaKm2 ? ' (over the limit)' : ''}`,
        );
      } else {
        await expect(map.locator('[data-corridor]'), what).toHaveCount(0);
      }
      // Each hexagon drawn once (at its most severe level), every entry listed in the table.
      await expect(map.locator('[data-hexagon]'), what).toHaveCount(example.distinctHexagons);
      if (example.hexagons > 0) {
        await expect(map.getByRole('list', {name: 'Severity legend'}), what).toBeVisible();
        await map.getByText('as a table').click();
        await expect(map.locator('table tbody tr'), what).toHaveCount(example.hexagons);
        await expect(map.locator('table tbody td:nth-child(2)').first(), what).toHaveText(/^FL\d{3}$/);
      }
    }
    expect([...new Set(chunks)].sort()).toEqual(['/assets/js/corridor-land', '/assets/js/corridor-map']);
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });
}

const ROUTES = [...PAGES.keys()];

// axe over every page with every example's map open, light and dark, is the whole-site crawl's
// (tests/e2e/crawl.spec.ts), which opens them before it runs.

test('the open maps fit a 360 px screen', async ({page}) => {
  test.setTimeout(ROUTES.length * 30_000);
  await page.setViewportSize({width: 360, height: 740});
  for (const route of ROUTES) {
    await open(page, route);
    await openEveryExampleMap(page);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      maps: [...document.querySelectorAll('[data-corridor-map]')].map((map) => map.getBoundingClientRect().right),
    }));
    expect(widths.page, route).toBeLessThanOrEqual(360);
    for (const right of widths.maps) expect(right, route).toBeLessThanOrEqual(360);
    await expect(mapToggles(page).first()).toBeVisible();
  }
});
