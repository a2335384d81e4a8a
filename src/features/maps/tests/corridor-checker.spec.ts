// The corridor checker (/api/corridor-checker, theme/CorridorChecker) and the corridor map
// (theme/CorridorMap): every rule of src/core/corridor/rules.ts caught on a planted corridor,
// the site's own example corridors passed with their figures, hexagons drawn from their ids, bad
// input of every kind answered with a message, no request leaving the site, axe in both colour
// modes, a phone's width, and no map code in any page's first load. A route with a width is laid
// out in corridors by src/core/corridor/route.ts: each checked, drawn, and given as a request body.
import {readFileSync, readdirSync, mkdirSync} from 'node:fs';
import {type Page} from '@playwright/test';
import {checkCorridor} from '../../../core/corridor/rules';
import {routeCorridors} from '../../../core/corridor/route';
import {SPEC_REQUEST_EXAMPLE, SPEC_RESPONSE_EXAMPLE} from '../../../core/corridor/spec-examples';
import {EXAMPLE_ROUTE} from '../theme/CorridorChecker/route-example';
import {
  test,
  expect,
  expectNoAxeViolations,
  open,
  switchColorMode,
  collectPageErrors,
  foreignRequests,
} from '../../../../tests/e2e/helpers';

const CHECKER = '/api/corridor-checker';
/** The map's own chunks (webpackChunkName in theme/CorridorMap). */
const MAP_CHUNKS = /\/assets\/js\/corridor-(map|land)\.[0-9a-f]+\.js$/;
/** Set to a folder to save screenshots of the checker there (the closing note of issue #28). */
const SCREENSHOTS = process.env.CORRIDOR_SCREENSHOTS;
/** The navbar stays out of the screenshots (it floats over the page once scrolled). */
const SCREENSHOT_STYLE = '.navbar { visibility: hidden; }';

type Position = [number, number];
const polygon = (...ring: Position[]) => ({type: 'Polygon', coordinates: [ring]});
const SQUARE: Position[] = [
  [0, 0],
  [0.25, 0],
  [0.25, 0.25],
  [0, 0.25],
  [0, 0],
];

const corridorField = (page: Page) => page.getByLabel('Corridor or route (GeoJSON)');
const widthField = (page: Page) => page.getByLabel('Route width (NM)');

/** The page still answers: a digit typed in the width field shows, and is taken back. */
async function expectAnswersKeys(page: Page) {
  const before = await widthField(page).inputValue();
  await widthField(page).press('End');
  await widthField(page).press('9');
  await expect(widthField(page)).toHaveValue(`${before}9`);
  await widthField(page).press('Backspace');
  await expect(widthField(page)).toHaveValue(before);
}
const routeRows = (page: Page) => page.locator('[data-route-corridor]');

/** The request bodies the checker gives for a route, one JSON per line. */
async function requestBodies(page: Page): Promise<unknown[]> {
  const text = await page.locator('[data-request-bodies] pre').innerText();
  return text
    .trim()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown);
}

/** The corridors the route module makes of a route (what the page must show). */
function expectedCorridors(positions: unknown[], widthNm: number) {
  const result = routeCorridors(positions, widthNm);
  if (!result.ok) throw new Error(result.message);
  return result.corridors;
}
const hexagonField = (page: Page) => page.getByLabel('Hexagons (a corridor response)');
const summary = (page: Page) => page.locator('[data-checker-summary]');
const rule = (page: Page, name: string) => page.locator(`[data-rule="${name}"]`);
const map = (page: Page) => page.locator('[data-corridor-map]');

async function paste(page: Page, value: unknown): Promise<void> {
  await corridorField(page).fill(typeof value === 'string' ? value : JSON.stringify(value, null, 2));
}

/** The corridors of the site's own examples: every JSON block of the API pages that holds one, and the spec's request example. */
function siteCorridors(): {where: string; corridor: unknown}[] {
  const corridors: {where: string; corridor: unknown}[] = [
    {where: 'openapi/skypath.yaml', corridor: SPEC_REQUEST_EXAMPLE.corridor},
  ];
  // The JSON fences of the API guides (the sample checks read the same blocks with src/features/content-checks/content-model.ts).
  for (const file of readdirSync('api').filter((name) => /\.mdx?$/.test(name))) {
    const text = readFileSync(`api/${file}`, 'utf8');
    for (const match of text.matchAll(/^```json[^\n]*\n([\s\S]*?)^```/gm)) {
      const where = `api/${file}:${text.slice(0, match.index).split('\n').length}`;
      let value: {type?: string; corridor?: unknown};
      try {
        value = JSON.parse(match[1]!);
      } catch {
        continue;
      }
      if (value?.type === 'Polygon') corridors.push({where, corridor: value});
      else if (value?.corridor) corridors.push({where, corridor: value.corridor});
    }
  }
  return corridors;
}

test.describe('the corridor checker', () => {
  test('passes every example corridor of the site, with its vertex count and area, and gives a request body', async ({
    page,
    baseURL,
  }) => {
    const foreign = foreignRequests(page, baseURL!);
    const corridors = siteCorridors();
    expect(corridors.length).toBeGreaterThan(1);
    await open(page, CHECKER);
    for (const {where, corridor} of corridors) {
      await paste(page, corridor);
      await expect(summary(page), where).toContainText('passes every rule');
      await expect(page.locator('[data-rule][data-status="pass"]'), where).toHaveCount(10);
      const figures = checkCorridor(corridor).figures!;
      await expect(map(page).locator('[data-vertices]'), where).toHaveAttribute(
        'data-vertices',
        String(figures.vertices),
      );
      await expect(map(page).locator('[data-area]'), where).toHaveAttribute('data-area', String(figures.areaKm2));
      await expect(map(page).locator('[data-area]')).toContainText(
        `${figures.areaKm2!.toLocaleString('en-US', {maximumFractionDigits: 1})} km² of at most 7,500 km²`,
      );
      await expect(map(page).locator('[data-corridor]')).toHaveCount(1);
      const body = JSON.parse((await page.locator('[data-request-body] pre').innerText()).trim());
      expect(body, where).toEqual({corridor});
      // Highlighted: the page's own blocks were tokenized at build, so JSON's grammar comes on demand.
      await expect(page.locator('[data-request-body] pre .token.property').first(), where).toBeVisible();
    }
    expect(foreign).toEqual([]);
  });

  const PLANTED: {rule: string; corridor: unknown; found: RegExp; fix: RegExp}[] = [
    {
      rule: 'polygon',
      corridor: {type: 'MultiPolygon', coordinates: [[SQUARE], [SQUARE]]},
      found: /is a GeoJSON MultiPolygon of 2 polygons, not a GeoJSON Polygon/,
      fix: /this MultiPolygon holds 2/,
    },
    {rule: 'rings', corridor: {type: 'Polygon', coordinates: [SQUARE, SQUARE]}, found: /has 2 rings/, fix: /no holes/},
    {
      rule: 'positions',
      corridor: {type: 'Polygon', coordinates: [[[0, 0, 35000], ...SQUARE.slice(1)]]},
      found: /has a third number at position 1, \[0, 0, 35000\]: 35000/,
      fix: /Leave out the third number of every position/,
    },
    {
      rule: 'range',
      corridor: polygon([179.9, 0], [180.1, 0], [180.1, 0.1], [179.9, 0.1], [179.9, 0]),
      found: /outside longitude -180\.\.180/,
      fix: /position 2, \[180\.1, 0\]/,
    },
    {
      rule: 'antimeridian',
      corridor: polygon([179.9, 10], [-179.9, 10], [-179.9, 10.001], [179.9, 10.001], [179.9, 10]),
      found: /crosses 180° of longitude between position 1, \[179\.9, 10\], and position 2, \[-179\.9, 10\]/,
      fix: /Split the corridor at 180°/,
    },
    {
      rule: 'closed',
      corridor: polygon(...SQUARE.slice(0, -1)),
      found: /is not closed/,
      fix: /Add the first position, \[0, 0\]/,
    },
    {
      rule: 'vertices',
      corridor: (() => {
        const ring = Array.from({length: 300}, (_, i): Position => [
          0.1 * Math.cos((2 * Math.PI * i) / 300),
          0.1 * Math.sin((2 * Math.PI * i) / 300),
        ]);
        return polygon(...ring, ring[0]!);
      })(),
      found: /has 301 vertices; at most 250/,
      fix: /Remove 51 or more vertices/,
    },
    {
      rule: 'area',
      corridor: polygon([0, 0], [1, 0], [1, 1], [0, 1], [0, 0]),
      found: /covers 12,3\d\d km²; a corridor may cover at most 7,500 km²/,
      fix: /km² over the limit/,
    },
    {
      rule: 'convex',
      corridor: polygon([0, 0], [0.2, 0], [0.1, 0.05], [0.2, 0.2], [0, 0.2], [0, 0]),
      found: /is not convex/,
      fix: /turns inward at position 3/,
    },
    {
      rule: 'crossing',
      corridor: polygon([0, 0], [0.2, 0.2], [0.2, 0], [0, 0.2], [0, 0]),
      found: /crosses itself at about \[0\.1, 0\.1\]: the edge from position 1, \[0, 0\] to position 2, \[0\.2, 0\.2\]/,
      fix: /List the corners in the order they go around the outline/,
    },
  ];

  for (const planted of PLANTED) {
    test(`catches a corridor that breaks the "${planted.rule}" rule, with its figure and a fix`, async ({page}) => {
      await open(page, CHECKER);
      await paste(page, planted.corridor);
      await expect(rule(page, planted.rule)).toHaveAttribute('data-status', 'fail');
      await expect(rule(page, planted.rule)).toContainText(planted.found);
      await expect(rule(page, planted.rule)).toContainText(planted.fix);
      await expect(page.locator('[data-rule][data-status="fail"]')).toHaveCount(1);
      await expect(summary(page)).toContainText('breaks 1 rule');
      await expect(page.locator('[data-request-body]')).toHaveCount(0);
    });
  }

  test('draws the hexagons of a response from their ids, with a legend, flight levels and a table', async ({
    page,
    baseURL,
  }) => {
    const foreign = foreignRequests(page, baseURL!);
    await open(page, CHECKER);
    await page.getByRole('button', {name: 'Try the reference example'}).click();
    await expect(map(page).locator('[data-hexagon]')).toHaveCount(2);
    await expect(map(page).locator('[data-hexagon][data-sev="2"]')).toHaveCount(1);
    await expect(map(page).locator('[data-land="loaded"]')).toHaveCount(1);
    await expect(map(page).getByRole('img')).toHaveAttribute('aria-label', /2 hexagons drawn/);
    await expect(map(page).getByRole('list', {name: 'Severity legend'})).toContainText('2 Light-Moderate: 1');
    await map(page).getByText('The 2 hexagons as a table').click();
    const rows = map(page).locator('table tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(['852a13c7fffffff', 'FL380', '2 Light-Moderate'].join(''));
    await map(page).getByLabel('Flight level').selectOption('36');
    await expect(map(page).locator('[data-hexagon]')).toHaveCount(1);
    await expect(map(page).locator('[data-hexagon]')).toHaveAttribute('data-hexagon', '852a103bfffffff');

    // A response with more hexagons: each one drawn, the bad ones named.
    await hexagonField(page).fill(
      JSON.stringify([
        ...SPEC_RESPONSE_EXAMPLE.data.hexagons,
        {id: '852a1027fffffff', alt: 40, sev: 4},
        {id: '852a1023fffffff', alt: 40, sev: 3},
        {id: '8a283082a677fff', alt: 38, sev: 1},
      ]),
    );
    await expect(map(page).locator('[data-hexagon]')).toHaveCount(4);
    await expect(map(page).getByRole('note')).toContainText('resolution 10');

    // The download is the corridor and the hexagons as one FeatureCollection.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      map(page).getByRole('button', {name: 'Download GeoJSON'}).click(),
    ]);
    const geojson = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(geojson.type).toBe('FeatureCollection');
    expect(geojson.features).toHaveLength(5);
    expect(geojson.features[0].geometry).toEqual(SPEC_REQUEST_EXAMPLE.corridor);
    expect(geojson.features[1].properties).toMatchObject({id: '852a13c7fffffff', flightLevel: 'FL380', sev: 2});
    expect(foreign).toEqual([]);
  });

  test('zooms and pans with the keyboard, the buttons and the wheel; the scale bar is in nautical miles', async ({
    page,
  }) => {
    await open(page, CHECKER);
    await paste(page, SPEC_REQUEST_EXAMPLE.corridor);
    const scale = map(page).locator('[data-scale-nm]');
    await expect(scale).toContainText(/^\d+ NM$/);
    const nm = async () => Number(await scale.getAttribute('data-scale-nm'));
    const start = await nm();
    const frame = map(page).getByRole('application');
    await frame.focus();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    expect(await nm()).toBeLessThan(start);
    const corridor = map(page).locator('[data-corridor]');
    const before = await corridor.getAttribute('d');
    await page.keyboard.press('ArrowLeft');
    expect(await corridor.getAttribute('d')).not.toBe(before);
    await page.keyboard.press('0');
    expect(await nm()).toBe(start);
    const width = async () => (await corridor.boundingBox())!.width;
    const fullWidth = await width();
    await map(page).getByRole('button', {name: 'Zoom out'}).click();
    expect(await width()).toBeLessThan(fullWidth * 0.8);
    await map(page).getByRole('button', {name: 'Zoom in'}).click();
    await map(page).getByRole('button', {name: 'Zoom in'}).click();
    expect(await width()).toBeGreaterThan(fullWidth * 1.2);
    await map(page).getByRole('button', {name: 'Reset'}).click();
    await frame.hover();
    await page.mouse.wheel(0, -300);
    await expect.poll(width).toBeGreaterThan(fullWidth * 1.1);
    // Every control is reached with Tab.
    await map(page).getByRole('button', {name: 'Zoom in'}).focus();
    for (const name of ['Zoom out', 'Move west', 'Move east', 'Move north', 'Move south', 'Reset']) {
      await page.keyboard.press('Tab');
      await expect(map(page).getByRole('button', {name})).toBeFocused();
    }
  });

  test('gives a clear message for bad input of every kind, and the page stays responsive', async ({page, baseURL}) => {
    const errors = collectPageErrors(page);
    const foreign = foreignRequests(page, baseURL!);
    await open(page, CHECKER);
    const expectMessage = async (input: string, message: RegExp) => {
      await paste(page, input);
      await expect(summary(page), input.slice(0, 60)).toContainText(message);
      // The page still answers at once.
      expect(await page.evaluate(() => document.readyState)).toBe('complete');
    };
    await expectMessage('', /Paste a corridor or a route to check it/);
    await expectMessage('{"type": "Polygon", "coordinates": [[[0, 0], [1, 0],]]}', /This is not JSON \(.+\)/);
    await expectMessage('{"type": "Polygon",\n }', /This is not JSON \(the first problem is at line 2, column 2\)/);
    await expectMessage('corridor: [[0, 0]]', /This is not JSON/);
    await expectMessage('"Polygon"', /a string, not GeoJSON/);
    await expectMessage('{"coordinates": [[[0, 0]]]}', /not GeoJSON: it has no "type"/);
    await expectMessage(
      JSON.stringify({type: 'MultiPolygon', coordinates: [[SQUARE]]}),
      /breaks 1 rule: A GeoJSON Polygon/,
    );
    await expect(rule(page, 'polygon')).toContainText('this MultiPolygon holds 1');
    await expectMessage(
      JSON.stringify(polygon([0, 0], [0, 95], [1, 95], [0, 0])),
      /breaks .* Longitudes from −180 to 180/,
    );
    await expect(rule(page, 'range')).toContainText('position 2, [0, 95]');

    // A million vertices, pasted: refused by its size before it is parsed, at once.
    const million = `{"type":"Polygon","coordinates":[[${'[1.5,2.5],'.repeat(1_000_000)}[1.5,2.5]]]}`;
    await corridorField(page).evaluate((field: HTMLTextAreaElement, value) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setter.call(field, value);
      field.dispatchEvent(new Event('input', {bubbles: true}));
    }, million);
    await expect(summary(page)).toContainText(
      /10\.\d million characters; the checker reads at most 1\.0 million characters/,
    );
    // The field lets go of the text it will not read, and the page answers at once.
    await expect(corridorField(page)).toHaveValue('');
    await expect(page.locator('[data-rule]')).toHaveCount(0);
    // No wall-clock budget in a test: the page answers a reader's keystroke, which a frozen page cannot.
    expect(await page.evaluate(() => document.readyState)).toBe('complete');
    await expectAnswersKeys(page);
    await expect(map(page)).toHaveCount(0);

    // The same as a file: its size is checked before it is read.
    await page
      .getByLabel('Open a file:')
      .setInputFiles({name: 'huge.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(million)});
    await expect(summary(page)).toContainText(/huge\.geojson: This input has 10\.\d million characters/);
    await page.getByLabel('Open a file:').setInputFiles({
      name: 'corridor.geojson',
      mimeType: 'application/geo+json',
      buffer: Buffer.from(JSON.stringify({type: 'Feature', properties: {}, geometry: SPEC_REQUEST_EXAMPLE.corridor})),
    });
    await expect(summary(page)).toContainText('read from a GeoJSON Feature) passes every rule');
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`has no axe violations in ${mode} mode with a failing corridor on the map`, async ({page}) => {
      await open(page, CHECKER);
      await switchColorMode(page, mode);
      await page.getByRole('button', {name: 'Try the reference example'}).click();
      await paste(page, polygon([-75.4, 39.64], [-73.62, 40.57], [-74.5, 40.3], [-73.62, 40.87], [-75.4, 39.94]));
      await expect(rule(page, 'closed')).toHaveAttribute('data-status', 'fail');
      await expect(map(page).locator('[data-land="loaded"]')).toHaveCount(1);
      await map(page).getByText('as a table').click();
      await expectNoAxeViolations(page);
      if (SCREENSHOTS) {
        mkdirSync(SCREENSHOTS, {recursive: true});
        await page
          .locator('[data-corridor-checker]')
          .screenshot({path: `${SCREENSHOTS}/checker-failing-${mode}.png`, style: SCREENSHOT_STYLE});
        await page.getByRole('button', {name: 'Try the reference example'}).click();
        await expect(summary(page)).toContainText('passes every rule');
        await map(page).screenshot({path: `${SCREENSHOTS}/map-${mode}.png`, style: SCREENSHOT_STYLE});
      }
    });
  }

  test('fits a 360 px screen', async ({page}) => {
    await page.setViewportSize({width: 360, height: 740});
    await open(page, CHECKER);
    await page.getByRole('button', {name: 'Try the reference example'}).click();
    await expect(map(page).locator('[data-hexagon]')).toHaveCount(2);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      map: document.querySelector('[data-corridor-map]')!.getBoundingClientRect().right,
    }));
    expect(widths.page).toBeLessThanOrEqual(360);
    expect(widths.map).toBeLessThanOrEqual(360);
    if (SCREENSHOTS) {
      await map(page).scrollIntoViewIfNeeded();
      await page.screenshot({path: `${SCREENSHOTS}/checker-360px.png`, style: SCREENSHOT_STYLE});
    }
  });
});

test.describe('a route in the corridor checker', () => {
  const ROUTE: Position[] = [
    [-73.78, 40.64],
    [-75.24, 39.87],
    [-77.46, 38.95],
  ];

  test('a route and a width give corridors that each pass, drawn on the map, with a request body for each', async ({
    page,
    baseURL,
  }) => {
    const foreign = foreignRequests(page, baseURL!);
    const errors = collectPageErrors(page);
    await open(page, CHECKER);
    await paste(page, {type: 'LineString', coordinates: ROUTE});
    let corridors = expectedCorridors(ROUTE, 20);
    expect(corridors.length).toBeGreaterThan(1);
    await expect(summary(page)).toContainText(
      `read from a GeoJSON LineString), 367 km long, makes ${corridors.length} corridors 20 NM wide. Each passes every rule.`,
    );
    await expect(routeRows(page)).toHaveCount(corridors.length);
    await expect(page.locator('[data-route-corridor][data-valid="true"]')).toHaveCount(corridors.length);
    await expect(routeRows(page).first()).toContainText('Passes every rule');
    await expect(map(page).locator('[data-corridor]')).toHaveCount(1);
    await expect(map(page).locator('[data-land="loaded"]')).toHaveCount(1);
    const bodies = await requestBodies(page);
    expect(bodies).toEqual(corridors.map((corridor) => ({corridor})));
    for (const body of bodies) expect(checkCorridor((body as {corridor: unknown}).corridor).problems).toEqual([]);

    // A list of positions and another width, typed from the keyboard: the field is reached with Tab.
    await paste(page, ROUTE);
    await corridorField(page).focus();
    for (
      let tab = 0;
      tab < 10 && !(await widthField(page).evaluate((field) => field === document.activeElement));
      tab++
    )
      await page.keyboard.press('Tab');
    await expect(widthField(page)).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('40');
    corridors = expectedCorridors(ROUTE, 40);
    await expect(summary(page)).toContainText(
      `read from a list of positions), 367 km long, makes ${corridors.length} corridors 40 NM wide`,
    );
    await expect(routeRows(page)).toHaveCount(corridors.length);
    expect(await requestBodies(page)).toEqual(corridors.map((corridor) => ({corridor})));
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
  });

  test('a route across 180° is cut at the antimeridian, every corridor within −180..180 and valid', async ({page}) => {
    await open(page, CHECKER);
    await page.getByRole('button', {name: 'Try a route across 180°'}).click();
    const corridors = expectedCorridors(EXAMPLE_ROUTE.coordinates, 20);
    await expect(summary(page)).toContainText(
      `makes ${corridors.length} corridors 20 NM wide. Each passes every rule.`,
    );
    await expect(page.locator('[data-route-corridor][data-valid="true"]')).toHaveCount(corridors.length);
    const bodies = (await requestBodies(page)) as {corridor: {coordinates: Position[][]}}[];
    expect(bodies).toHaveLength(corridors.length);
    const lons = bodies.flatMap(({corridor}) => corridor.coordinates[0]!.map(([lon]) => lon));
    expect(lons).toContain(180);
    expect(lons).toContain(-180);
    expect(lons.every((lon) => Math.abs(lon) <= 180)).toBe(true);
    for (const {corridor} of bodies) expect(checkCorridor(corridor).problems).toEqual([]);
    await expect(map(page).locator('[data-corridor]')).toHaveCount(1);
    await expect(map(page).locator('[data-land="loaded"]')).toHaveCount(1);
  });

  test('bad route input gets a clear message, no corridors and no request body', async ({page}) => {
    const errors = collectPageErrors(page);
    await open(page, CHECKER);
    const expectRefusal = async (route: unknown, width: string, message: RegExp) => {
      await widthField(page).fill(width);
      // Compact JSON: typing thousands of pretty-printed lines into the field is slow in itself.
      await corridorField(page).fill(JSON.stringify(route));
      await expect(summary(page), `${JSON.stringify(route).slice(0, 60)} at ${width}`).toContainText(message);
      await expect(routeRows(page)).toHaveCount(0);
      await expect(page.locator('[data-request-bodies]')).toHaveCount(0);
    };
    await expectRefusal([[1, 2]], '20', /at least two different positions; this one has one/);
    await expectRefusal(
      {
        type: 'LineString',
        coordinates: [
          [1, 2],
          [200, 4],
        ],
      },
      '20',
      /\[200, 4\], is outside/,
    );
    await expectRefusal(
      [
        [1, 2],
        [45, 120],
      ],
      '20',
      /look swapped/,
    );
    await expectRefusal(
      [
        [1, 2],
        ['3', 4],
      ],
      '20',
      /Position 2 of the route is \["3",4\]/,
    );
    await expectRefusal(ROUTE, '0', /from 1 to 45 NM \(it is 0 NM\)/);
    await expectRefusal(ROUTE, '500', /it is 500 NM/);
    await expectRefusal(ROUTE, '', /it is not a number/);
    await expectRefusal(
      [
        [0, 80],
        [180, 80],
      ],
      '20',
      /North Pole/,
    );
    await expectRefusal(
      [
        [0, 0],
        [180, 0],
      ],
      '20',
      /opposite sides of the Earth/,
    );
    // Thousands of waypoints: refused at once.
    const long = Array.from({length: 600}, (_, i) => [(i % 360) - 180, (i % 7) - 3]);
    await expectRefusal(long, '20', /600 waypoints.*at most 500 corridors/);
    expect(await page.evaluate(() => document.readyState)).toBe('complete');
    // And a good route again after all that.
    await widthField(page).fill('20');
    await paste(page, ROUTE);
    await expect(summary(page)).toContainText('Each passes every rule');
    expect(errors).toEqual([]);
  });

  test('a route of hundreds of corridors: every one listed, valid and given a body, and the page still answers', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await open(page, CHECKER);
    const route = Array.from({length: 200}, (_, i): Position => [(i % 360) - 180, (i % 7) - 3]);
    const corridors = expectedCorridors(route, 20);
    expect(corridors.length).toBeGreaterThan(400);
    await corridorField(page).fill(JSON.stringify(route));
    await expect(summary(page)).toContainText(
      `makes ${corridors.length} corridors 20 NM wide. Each passes every rule.`,
      {
        timeout: 30_000,
      },
    );
    await expect(page.locator('[data-route-corridor][data-valid="true"]')).toHaveCount(corridors.length);
    expect(await requestBodies(page)).toEqual(corridors.map((corridor) => ({corridor})));
    expect(await page.evaluate(() => document.readyState)).toBe('complete');
    await expectAnswersKeys(page);
    expect(errors).toEqual([]);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`has no axe violations in ${mode} mode with a route's corridors on the map`, async ({page}) => {
      await open(page, CHECKER);
      await switchColorMode(page, mode);
      await page.getByRole('button', {name: 'Try a route across 180°'}).click();
      await expect(page.locator('[data-request-bodies]')).toHaveCount(1);
      await expect(map(page).locator('[data-land="loaded"]')).toHaveCount(1);
      await expectNoAxeViolations(page);
      if (SCREENSHOTS) {
        mkdirSync(SCREENSHOTS, {recursive: true});
        await page
          .locator('[data-corridor-checker]')
          .screenshot({path: `${SCREENSHOTS}/checker-route-${mode}.png`, style: SCREENSHOT_STYLE});
      }
    });
  }

  test('fits a 360 px screen with a route', async ({page}) => {
    await page.setViewportSize({width: 360, height: 740});
    await open(page, CHECKER);
    await page.getByRole('button', {name: 'Try a route across 180°'}).click();
    await expect(map(page).locator('[data-land="loaded"]')).toHaveCount(1);
    await expect(page.locator('[data-request-bodies]')).toHaveCount(1);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      table: document.querySelector('[data-route-corridors]')!.getBoundingClientRect().right,
      bodies: document.querySelector('[data-request-bodies]')!.getBoundingClientRect().right,
    }));
    expect(widths.page).toBeLessThanOrEqual(360);
    expect(widths.table).toBeLessThanOrEqual(360);
    expect(widths.bodies).toBeLessThanOrEqual(360);
  });
});

test('no page loads the map code on its first load; the checker loads it when a corridor is pasted', async ({page}) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (MAP_CHUNKS.test(new URL(request.url()).pathname)) loaded.push(new URL(request.url()).pathname);
  });
  for (const path of [
    '/',
    '/docs/',
    '/api/introduction',
    '/api/quick-start',
    '/api/reference/get-corridor-data-geo-fencing',
    '/blog',
    CHECKER,
  ]) {
    await open(page, path);
    await page.waitForLoadState('networkidle');
    expect(loaded, path).toEqual([]);
  }
  await paste(page, SPEC_REQUEST_EXAMPLE.corridor);
  await expect(map(page).locator('[data-land="loaded"]')).toHaveCount(1);
  expect(loaded.map((path) => path.replace(/\.[0-9a-f]+\.js$/, '')).sort()).toEqual([
    '/assets/js/corridor-land',
    '/assets/js/corridor-map',
  ]);
});
