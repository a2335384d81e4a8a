import {readFileSync} from 'node:fs';
import {parse} from 'yaml';
import type {Page, Route} from '@playwright/test';
import fc from 'fast-check';
import {test, expect, open, collectPageErrors, watchLongestTask} from './helpers';
import {parseHtml, textOf} from '../../src/core/site/html';

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
  expect(labels.slice(0, 7)).toEqual([
    'Introduction',
    'Quick start',
    'Cover a large area',
    'Corridor checker',
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

  // Bad input (issue #26, "Never a broken page"): each case ends in a plain message, the page keeps
  // working (a following valid request gets its answer), and whatever leaves the page goes to the
  // chosen host only, with the typed key. The chosen host is staging, not the default, so a request
  // to the default would show. The messages are ours (site-spec.md §5 and §8 leave them out):
  // src/features/api-explorer/input.ts.
  test.describe('bad input', () => {
    const HOST = 'https://staging-api.skypath.io';
    const KEY = 'test-key-123';
    const CORS = {'access-control-allow-origin': '*', 'access-control-allow-headers': '*'};
    const JSON_ANSWER = JSON.stringify({
      data: {lastUpdatedAt: 1732704917, hexagons: []},
      meta: {},
      links: {},
      warnings: {},
    });
    const answerJson = (route: Route) =>
      route.fulfill({status: 200, contentType: 'application/json', headers: CORS, body: JSON_ANSWER});

    /** A request that left the page as it should: to the chosen host, with the typed key. */
    const TO_CHOSEN_HOST = {origin: HOST, key: KEY, bytes: expect.any(Number)};

    /**
     * Opens the explorer with `answers` for the chosen host, in order (then JSON answers), and the
     * staging host chosen. Returns every request that left the page (any origin but the site's) and
     * the page's uncaught errors, as they come.
     */
    async function openExplorer(page: Page, ...answers: ((route: Route) => Promise<void>)[]) {
      const errors = collectPageErrors(page);
      const left: {origin: string; key?: string; bytes: number}[] = [];
      page.on('request', (request) => {
        const {origin, hostname, protocol} = new URL(request.url());
        // The site is served on loopback (playwright.config.ts): a request anywhere else left the page.
        if (hostname !== '127.0.0.1' && protocol.startsWith('http'))
          left.push({origin, key: request.headers()['x-api-key'], bytes: request.postDataBuffer()?.length ?? 0});
      });
      // The answers are the chosen host's; another API host (a leak) gets a JSON answer and shows in `left`.
      await page.route(/^https:\/\/[^/]*skypath\.io\//, (route) =>
        (new URL(route.request().url()).origin === HOST ? (answers.shift() ?? answerJson) : answerJson)(route),
      );
      await open(page, CORRIDOR);
      await page.getByRole('button', {name: 'Show code samples and try it'}).click();
      const serverBox = page.locator('details.openapi-explorer__details-container').first();
      await serverBox.locator('.openapi-explorer__floating-btn').hover();
      await serverBox.getByRole('button', {name: 'Edit'}).click();
      await serverBox.locator('select').selectOption(HOST);
      return {left, errors};
    }
    const keyField = (page: Page) => page.getByPlaceholder('apiKey');
    const bodyField = (page: Page) => page.getByRole('textbox', {name: /^Request body/});
    const send = (page: Page) => page.getByRole('button', {name: 'Send API Request'}).click();
    const alert = (page: Page) => page.getByRole('alert');
    const response = (page: Page) => page.locator('.openapi-explorer__response-container');

    /**
     * The page still works: a valid request goes to the chosen host with the key and its JSON answer
     * shows, with no message; and nothing threw on the page.
     */
    async function expectStillWorking(page: Page, {left, errors}: Awaited<ReturnType<typeof openExplorer>>) {
      const before = left.length;
      await bodyField(page).fill(JSON.stringify(EXAMPLE_BODY, null, 2));
      await send(page);
      await expect(response(page)).toContainText('hexagons');
      await expect(response(page)).toContainText('200');
      await expect(alert(page)).toHaveCount(0);
      expect(left.slice(before)).toEqual([TO_CHOSEN_HOST]);
      expect(errors).toEqual([]);
    }

    test('a body that is not JSON: the parser message with its line and column; nothing sent', async ({page}) => {
      const sends = await openExplorer(page);
      await keyField(page).fill(KEY);
      await bodyField(page).fill('{\n  "corridor": {\n    "type": "Polygon",\n  }\n}');
      await send(page);
      await expect(alert(page)).toContainText(
        /^The body is not valid JSON: .*line 4 column 3.*Fix it and send again\. Nothing was sent\.$/,
      );
      expect(sends.left).toEqual([]);
      await expectStillWorking(page, sends);
    });

    test('a body of 5 MB: the field and the code samples step aside with a note, the page keeps answering, the body is sent', async ({
      page,
    }) => {
      // Typing 5 MB into the field and sending it through the test's route take seconds on a loaded runner.
      test.slow();
      const sends = await openExplorer(page);
      await keyField(page).fill(KEY);
      const big = JSON.stringify({...EXAMPLE_BODY, padding: 'x'.repeat(5 * 1024 * 1024)});
      await bodyField(page).fill(big);
      const notes = page.getByRole('status').filter({hasText: 'The request body is 5 MB'});
      await expect(notes.filter({hasText: 'too large to show here'})).toContainText(
        'kept as entered and sent as it is',
      );
      await expect(notes.filter({hasText: 'code samples are not shown'})).toBeVisible();
      await expect(bodyField(page)).toHaveCount(0);
      // Responsive: other controls answer clicks.
      await page.getByRole('button', {name: 'Collapse all'}).click();
      await page.getByRole('button', {name: 'Expand all'}).click();
      await expect(page.getByRole('button', {name: 'Collapse all'})).toBeVisible();
      await send(page);
      // The 5 MB request goes through the test's route before the answer shows: seconds under load.
      await expect(response(page)).toContainText('hexagons', {timeout: 60_000});
      expect(sends.left).toEqual([{origin: HOST, key: KEY, bytes: big.length}]);
      // Cleared, the field is back; a body of normal size brings the samples back.
      await page.getByRole('button', {name: 'Clear the body'}).click();
      await expect(bodyField(page)).toHaveValue('');
      await expectStillWorking(page, sends);
      await expect(page.locator('.openapi-tabs__code-item').first()).toBeVisible();
    });

    test('an answer with the wrong content type (a file): said so, nothing downloaded', async ({page}) => {
      const downloads: string[] = [];
      page.on('download', (download) => downloads.push(download.suggestedFilename()));
      const sends = await openExplorer(page, (route) =>
        route.fulfill({status: 200, contentType: 'application/octet-stream', headers: CORS, body: 'binary'}),
      );
      await keyField(page).fill(KEY);
      await send(page);
      await expect(alert(page)).toHaveText(
        `${HOST} answered with a file (.bin), not JSON, so the explorer cannot show it and did not save it. The SkyPath API answers JSON: check the Base URL, then send again.`,
      );
      expect(sends.left).toEqual([TO_CHOSEN_HOST]);
      await expectStillWorking(page, sends);
      expect(downloads).toEqual([]);
    });

    test('an empty key: asked for, nothing sent (the theme sent "<x-api-key>")', async ({page}) => {
      const sends = await openExplorer(page);
      await send(page);
      await expect(alert(page)).toHaveText(
        'Enter your API key under Auth (it goes in the x-api-key header), then send again. Nothing was sent.',
      );
      await keyField(page).fill('   ');
      await send(page);
      await expect(alert(page)).toContainText('Enter your API key under Auth');
      expect(sends.left).toEqual([]);
      await keyField(page).fill(KEY);
      await expectStillWorking(page, sends);
    });

    test('an odd key (spaces, non-ASCII, emoji, a tab, 10,000 characters): the character named, nothing sent', async ({
      page,
    }) => {
      const sends = await openExplorer(page);
      // A line break cannot be typed or pasted into the key's one-line field (the browser drops it).
      for (const [key, said] of [
        [' test-key', 'a space at character 1'],
        ['test key', 'a space at character 5'],
        ['ключ-123', '"к" (U+043A) at character 1'],
        ['key😀', '"😀" (U+1F600) at character 4'],
        ['ab\tcd', 'a tab at character 3'],
        ['k'.repeat(10_000), 'The API key is 10,000 characters long'],
      ]) {
        await keyField(page).fill(key!);
        await send(page);
        await expect(alert(page)).toContainText(said!);
        await expect(alert(page)).toContainText('Nothing was sent.');
      }
      expect(sends.left).toEqual([]);
      await keyField(page).fill(KEY);
      await expectStillWorking(page, sends);
    });

    test('a host that refuses the connection: said so, naming the host', async ({page}) => {
      const sends = await openExplorer(page, (route) => route.abort('connectionrefused'));
      await keyField(page).fill(KEY);
      await send(page);
      await expect(alert(page)).toHaveText(
        `No answer from ${HOST}: the connection failed (the host is down or unreachable, or it refused a request from this page). Check your connection and the Base URL, then send again.`,
      );
      expect(sends.left).toEqual([TO_CHOSEN_HOST]);
      await expectStillWorking(page, sends);
    });

    test('a host that never answers: a waiting note, then the explorer gives up after 30 s and says so', async ({
      page,
    }) => {
      // The page's clock, moved on by hand: the explorer's 30-second limit passes without waiting 30 s.
      await page.clock.install();
      let arrived = false;
      const sends = await openExplorer(page, async () => {
        arrived = true; // and no answer, ever
      });
      await keyField(page).fill(KEY);
      await send(page);
      await expect(page.getByRole('status').filter({hasText: 'Sending the request'})).toHaveText(
        `Sending the request to ${HOST}; the explorer waits up to 30 seconds for the answer…`,
      );
      await expect.poll(() => arrived).toBe(true);
      await page.clock.fastForward(30_000);
      await expect(alert(page)).toHaveText(
        `${HOST} did not answer within 30 seconds, so the explorer stopped waiting. Check the Base URL and send again; for a slow answer, run the curl sample with a longer timeout.`,
      );
      expect(sends.left).toEqual([TO_CHOSEN_HOST]);
      await expectStillWorking(page, sends);
    });

    test('answers that are not JSON (an HTML error page, plain text, an empty body, broken JSON): each said so, shown as received', async ({
      page,
    }) => {
      const answers: [number, string, string, string][] = [
        [
          502,
          'text/html',
          '<html><body><h1>502 Bad Gateway</h1></body></html>',
          'The server answered 502 with an HTML page, not JSON',
        ],
        [503, 'text/plain', 'upstream connect error', 'The server answered 503 with text/plain, not JSON'],
        [200, 'application/json', '', 'The server answered 200 with an empty body'],
        [200, 'application/json', '{"data": [1, 2', 'The server answered 200, but the body is not valid JSON'],
      ];
      const sends = await openExplorer(
        page,
        ...answers.map(
          ([status, contentType, body]) =>
            (route: Route) =>
              route.fulfill({status, contentType, headers: CORS, body}),
        ),
      );
      await keyField(page).fill(KEY);
      for (const [status, , body, said] of answers) {
        await send(page);
        const note = page.getByRole('status').filter({hasText: 'The server answered'});
        await expect(note).toContainText(said);
        await expect(response(page)).toContainText(String(status));
        if (body) await expect(response(page)).toContainText(textOf(parseHtml(body)).slice(0, 10));
      }
      expect(sends.left).toEqual(answers.map(() => TO_CHOSEN_HOST));
      await expectStillWorking(page, sends);
      await expect(page.getByRole('status').filter({hasText: 'The server answered'})).toHaveCount(0);
    });

    // Random input (issue #39): fast-check's keys, bodies and answers, a bounded run. Each send ends
    // in a message (nothing sent) or the answer's status; nothing throws; only the chosen host is
    // asked. The longest task is printed, for the bench to judge.
    test('random keys, bodies and answers: a message or the answer each time, no error, the chosen host only', async ({
      page,
    }) => {
      const RUNS = {seed: 39, numRuns: 25} as const;
      test.setTimeout(RUNS.numRuns * 6_000 + 30_000);
      const round = fc.record({
        key: fc.oneof(
          fc.constant(KEY),
          fc.string({unit: 'binary', maxLength: 60}).filter((key) => !/[\r\n]/.test(key)),
        ),
        body: fc.oneof(
          fc.constant(JSON.stringify(EXAMPLE_BODY)),
          fc.json({maxDepth: 3}),
          fc.string({unit: 'binary', maxLength: 200}),
        ),
        status: fc.constantFrom(200, 201, 204, 400, 401, 403, 404, 413, 422, 429, 500, 502, 503),
        contentType: fc.constantFrom('application/json', 'text/html', 'text/plain', 'application/octet-stream', ''),
        answer: fc.oneof(fc.json({maxDepth: 3}), fc.string({unit: 'binary', maxLength: 200})),
      });
      const rounds = fc.sample(round, RUNS);
      const longestTask = await watchLongestTask(page);
      // Each request is answered as the round that sent it says; after the rounds, with JSON.
      let current: (typeof rounds)[number] | undefined;
      const answerRound = (route: Route) => {
        if (!current) return answerJson(route);
        const {status, contentType, answer} = current;
        return route.fulfill({
          status,
          headers: {...CORS, ...(contentType ? {'content-type': contentType} : {})},
          body: answer,
        });
      };
      const sends = await openExplorer(page, ...rounds.map(() => answerRound));
      let answered = 0;
      for (current of rounds) {
        const {key, body, status} = current;
        const shown = JSON.stringify({
          status: current.status,
          type: current.contentType,
          sent: sends.left.length,
          key,
          body,
        }).slice(0, 200);
        const before = sends.left.length;
        // The last answer cleared, so that the one awaited is this round's.
        const clear = response(page).getByRole('button', {name: 'Clear'});
        if (await clear.count()) await clear.click();
        await keyField(page).fill(key);
        await bodyField(page).fill(body);
        await send(page);
        // Sent: the answer's status or a message about it. Not sent: a message that says so.
        await expect
          .poll(async () => {
            // Read without waiting: each call is one look at the page.
            const alerts = (await alert(page).allTextContents()).join(' ');
            if (sends.left.length > before)
              return (await response(page).allTextContents()).join(' ').includes(String(status)) || alerts !== '';
            return alerts.includes('Nothing was sent.');
          }, shown)
          .toBe(true);
        if (sends.left.length > before) {
          // A request that went, went once, to the chosen host with the typed key: the next answer is
          // the next round's.
          expect(sends.left.slice(before), shown).toEqual([{...TO_CHOSEN_HOST, key}]);
          answered++;
        }
        expect(sends.errors, shown).toEqual([]);
      }
      const longest = await longestTask();
      console.log(
        `explorer, ${rounds.length} random rounds (${answered} sent): longest task ${Math.round(longest)} ms`,
      );
      current = undefined;
      await keyField(page).fill(KEY);
      await expectStillWorking(page, sends);
    });
  });
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
  // The theme's own layout of the method and path (the api-reference-css patch).
  expect(direct).toBe('flex solid 10.4px');
  await open(page, '/api/introduction');
  expect(await themeSheets()).toEqual([]);
  await page.locator('.menu a[href="/api/reference/get-corridor-data-geo-fencing"]').click();
  await expect(page).toHaveURL(/get-corridor-data-geo-fencing$/);
  await expect.poll(endpointStyle).toBe(direct);
  expect(await themeSheets()).toHaveLength(1);
});
