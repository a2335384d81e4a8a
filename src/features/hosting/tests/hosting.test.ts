// src/features/hosting: the hosting rules made from the site's model, their nginx and Netlify/Cloudflare
// renderings, the redirect pages and the precompressed copies. A small fake build stands in for the
// site (tests/unit/fake-site.ts).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import zlibSync from 'node:zlib';
import {findAll, findFirst, inlineScripts, metaContents, parseHtml, titleOf} from '../../../core/site/html';
import {contentSecurityPolicy, hostingRules, inlineScriptProblems, redirects} from '../rules';
import {ALLOWED_INLINE_SCRIPTS} from '../inline-scripts';
import {httpConf, serverConf} from '../nginx';
import {cloudflareRedirectsFile, headersFile, redirectsFile} from '../netlify';
import {DEPLOY_DIR, redirectPage, writeHosting, writeRedirectPages} from '../step';
import {compressFiles} from '../../../core/site/precompress';
import {BUILD_ID_FILE, buildIdOf} from '../../../core/build-id';
import {writeBuildId} from '../../../core/site/build-id';
import type {SitePage} from '../../../core/site/model';
import {fakeSite, writeFiles} from '../../../../tests/unit/fake-site';

const THEME_SCRIPT = ALLOWED_INLINE_SCRIPTS[0]!;

/** A page as Docusaurus writes it: a canonical link, one inline script, a JSON-LD block. */
function page(route: string, {script = '', extra = ''} = {}) {
  return `<!doctype html><html lang="en"><head><title>${route} | SkyPath Docs</title><link rel="canonical" href="https://docs.skypath.io${route}">
<script type="application/ld+json">{"@context":"https://schema.org"}</script>${script ? `<script>${script}</script>` : ''}${extra}</head><body>${'x'.repeat(600)}</body></html>`;
}

/** A page of the model, for the rules alone. */
const modelPage = (route: string, extra: Partial<SitePage> = {}): SitePage => ({
  route,
  file: '',
  kind: 'doc',
  title: route,
  noindex: false,
  ...extra,
});

test('inline scripts are found and hashed; JSON-LD and external scripts are not scripts to allow', () => {
  const scripts = inlineScripts(
    parseHtml('<script src="/a.js"></script><script type="application/ld+json">{}</script><script>alert(1)</script>'),
  );
  assert.deepEqual(
    scripts.map((s) => s.text),
    ['alert(1)'],
  );
  assert.equal(scripts[0]!.sha256, 'bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
});

test('the build is read: routes, their files, the section roots as redirect pages', async () => {
  const site = await fakeSite(
    [
      {route: '/', html: page('/')},
      {route: '/docs/', html: page('/docs/'), plugin: 'docs'},
      {route: '/docs/faq', html: page('/docs/faq'), plugin: 'docs'},
      {route: '/404.html', html: '<html><body>Not found</body></html>'},
    ],
    {files: {'docs/faq.md': '# FAQ'}},
  );
  assert.deepEqual(
    site.pages.filter((p) => p.kind !== 'redirect').map((p) => [p.file, p.route, p.kind]),
    [
      ['404.html', '/404.html', 'not-found'],
      ['docs/faq/index.html', '/docs/faq', 'doc'],
      ['docs/index.html', '/docs/', 'doc'],
      ['index.html', '/', 'page'],
    ],
  );
  assert.deepEqual(
    site.pages.filter((p) => p.route === '/ios').map((p) => [p.file, p.kind, p.redirectTo]),
    [['ios/index.html', 'redirect', '/ios/introduction']],
  );
  assert.ok(site.has('/docs/faq.md'));
});

test('redirects: section roots, the other trailing-slash form, .html and /index.html, to the canonical path', () => {
  const pages = ['/', '/docs/', '/docs/faq', '/ios/versions/'].map((route) => modelPage(route));
  const rules = Object.fromEntries(
    redirects({pages, sectionRoots: [{from: '/ios', to: '/ios/introduction'}]}).map(({from, to}) => [from, to]),
  );
  assert.equal(rules['/ios'], '/ios/introduction');
  assert.equal(rules['/ios/'], '/ios/introduction');
  assert.equal(rules['/ios/index.html'], '/ios/introduction');
  assert.equal(rules['/docs/faq/'], '/docs/faq');
  assert.equal(rules['/docs/faq.html'], '/docs/faq');
  assert.equal(rules['/docs/faq/index.html'], '/docs/faq');
  assert.equal(rules['/docs'], '/docs/');
  assert.equal(rules['/ios/versions'], '/ios/versions/');
  assert.equal(rules['/index.html'], '/');
  assert.equal(rules['/docs/faq'], undefined, 'a canonical path never redirects');
});

test('the CSP allows the site, the hashed inline scripts and the API hosts, and nothing inline for scripts', () => {
  const csp = contentSecurityPolicy({scriptHashes: ['abc='], apiHosts: ['https://api.skypath.io']});
  // Pagefind's WebAssembly is compiled in the page: 'wasm-unsafe-eval', which allows no script.
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='(;|$)/);
  assert.doesNotMatch(csp, /'unsafe-eval'/);
  assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/);
  for (const directive of [
    "connect-src 'self' https://api.skypath.io",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ]) {
    assert.ok(csp.includes(directive), directive);
  }
});

test('a page with an inline script the policy does not allow fails, naming the page', () => {
  const pages = [
    {file: 'docs/faq/index.html', inlineScripts: [{sha256: THEME_SCRIPT.sha256, text: 'theme'}]},
    {file: 'blog/welcome/index.html', inlineScripts: [{sha256: 'evil=', text: 'fetch("https://tracker.example")'}]},
  ];
  const problems = inlineScriptProblems(pages);
  assert.equal(problems.length, 1);
  assert.match(
    problems[0]!,
    /^blog\/welcome\/index\.html: an inline script the Content-Security-Policy does not allow \(sha256-evil=\): "fetch\(/,
  );
  assert.match(problems[0]!, /src\/features\/hosting\/inline-scripts\.ts/);
});

test('the hosting steps write the redirect pages, refuse unknown inline scripts and write deploy/', async () => {
  const unknown = await fakeSite([{route: '/', html: page('/', {script: 'unknown()'})}]);
  await assert.rejects(writeHosting(unknown), /index\.html: an inline script/);
  const site = await fakeSite([
    {route: '/', html: page('/')},
    {route: '/docs/faq', html: page('/docs/faq'), plugin: 'docs'},
  ]);
  site.page('/docs/faq')!.markdown = '/docs/faq.md';
  await writeRedirectPages(site);
  await writeHosting(site);
  const rewritten = readFileSync(path.join(site.outDir, 'ios/index.html'), 'utf8');
  assert.equal(rewritten, redirectPage('/ios/introduction'));
  const tree = parseHtml(rewritten);
  assert.equal(findFirst(tree, (node) => node.tagName === 'html')?.properties.lang, 'en');
  assert.ok(titleOf(tree), 'the redirect page has a title');
  assert.ok(metaContents(tree, 'robots').includes('noindex'), 'the redirect page is noindex');
  assert.deepEqual(
    findAll(tree, (node) => node.tagName === 'script'),
    [],
  );
  const deploy = path.join(site.siteDir, DEPLOY_DIR);
  for (const file of [
    'nginx/skypath-docs.http.conf',
    'nginx/skypath-docs.server.conf',
    'nginx/example.conf',
    'netlify/_headers',
    'netlify/_redirects',
    'cloudflare-pages/_redirects',
  ]) {
    assert.ok(existsSync(path.join(deploy, file)), file);
  }
  const rules = JSON.parse(readFileSync(path.join(deploy, 'rules.json'), 'utf8')) as ReturnType<typeof hostingRules>;
  assert.ok(rules.redirects.some((r) => r.from === '/docs/faq/' && r.to === '/docs/faq'));
  assert.deepEqual(rules.markdown, [{route: '/docs/faq', file: '/docs/faq.md'}]);
  assert.ok(site.files.has('robots.txt') && site.files.has('ios/index.html'), 'written files are in the model');
});

test('nginx: maps for redirects, Markdown and caching; headers on every response; 404 and traversal-safe locations', () => {
  const rules = hostingRules({
    pages: [modelPage('/docs/faq', {markdown: '/docs/faq.md', inlineScripts: [THEME_SCRIPT.sha256]})],
    sectionRoots: [{from: '/api', to: '/api/introduction'}],
    apiHosts: ['https://api.skypath.io'],
    searchBundles: ['/pagefind/', '/ios/2.2/pagefind/'],
  });
  const http = httpConf(rules);
  assert.match(http, /map \$skypath_path \$skypath_redirect \{\n {2}default "";\n {2}"\/api" "\/api\/introduction";/);
  assert.match(http, /"1:\/docs\/faq" "\/docs\/faq\.md";/);
  assert.match(http, /"~\^\/assets\/" "public, max-age=31536000, immutable";/);
  // Pagefind's hashed chunks are immutable; its entry, script and WebAssembly are revalidated.
  assert.match(http, /"~\^\/ios\/2\\\\\.2\/pagefind\/fragment\/" "public, max-age=31536000, immutable";/);
  assert.doesNotMatch(http, /"~\^\/pagefind\/" /);
  const server = serverConf(rules);
  assert.match(
    server,
    /set \$skypath_path \$uri;\n(?:if[^}]*\}\n)*if \(\$skypath_redirect\) \{\n {2}return 301 \$skypath_redirect\$is_args\$args;/,
  );
  // Every header once: its value is a variable, empty on the second header run nginx makes for a 416.
  assert.match(
    http,
    /map \$status \$skypath_once_content_security_policy \{\n {2}volatile;\n {2}default "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
  );
  assert.match(server, /add_header Content-Security-Policy \$skypath_once_content_security_policy always;/);
  assert.match(
    server,
    /location ~ \^\(\/pagefind\/\|\/ios\/2\\\.2\/pagefind\/\) \{\n {2}types \{[^}]*application\/octet-stream pagefind pf_meta pf_index pf_fragment/,
  );
  assert.match(server, /add_header Cache-Control \$skypath_once_cache_control always;/);
  assert.match(
    http,
    /map \$status \$skypath_once_cache_control \{\n {2}volatile;\n {2}default \$skypath_cache_control;\n {2}416 "";/,
  );
  // Bad requests (tests/hosting.spec.ts provokes each): methods, encoded path syntax, q=0.
  assert.match(server, /if \(\$request_method !~ \^\(GET\|HEAD\)\$\) \{\n {2}return 405;/);
  assert.match(http, /map \$status \$skypath_allow \{\n {2}default "";\n {2}405 "GET, HEAD";/);
  assert.match(server, /if \(\$skypath_refuse_path\) \{\n {2}return 404;/);
  assert.match(http, /"~\*\^\[\^\?\]\*\(%2F\|%5C\|%2E\)" 1;/);
  assert.match(http, /"~\*text\/markdown\(\\\\s\*;[^"]*q[^"]*0[^"]*" 0;\n {2}"~\*text\/markdown" 1;/);
  assert.match(server, /brotli_static on;\ngzip_static on;\ngzip_vary on;/);
  assert.match(server, /error_page 404 \/404\.html;/);
  assert.doesNotMatch(server, /autoindex on|alias /);
});

test('Netlify and Cloudflare Pages files say the same rules in their syntax', () => {
  const rules = hostingRules({
    pages: [modelPage('/docs/faq')],
    sectionRoots: [{from: '/api', to: '/api/introduction'}],
    apiHosts: ['https://api.skypath.io'],
    searchBundles: ['/pagefind/'],
  });
  const headers = headersFile(rules);
  assert.match(headers, /^\/\*\n {2}Content-Security-Policy: default-src 'self';/m);
  assert.match(headers, /^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  assert.match(headers, /^\/pagefind\/index\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  assert.match(redirectsFile(rules), /^\/docs\/faq\/ \/docs\/faq 301!$/m);
  assert.match(redirectsFile(rules), /^\/api \/api\/introduction 301!$/m);
  assert.equal(
    cloudflareRedirectsFile(rules)
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .join('\n'),
    '/api /api/introduction 301',
  );
});

/**
 * The security-header policy every host's configuration is held to (README.md, "Deploy"). Each
 * rule returns a problem or undefined, from the headers a page gets.
 */
const SECURITY_POLICY: {rule: string; check: (headers: Record<string, string>) => boolean}[] = [
  {
    rule: "Content-Security-Policy: scripts never 'unsafe-inline' nor 'unsafe-eval' (script-src, or default-src without it)",
    check: (h) => {
      const directives = cspDirectives(h['Content-Security-Policy']);
      const scripts = directives['script-src'] ?? directives['default-src'];
      return scripts !== undefined && !scripts.includes("'unsafe-inline'") && !scripts.includes("'unsafe-eval'");
    },
  },
  {
    rule: "Content-Security-Policy: default-src 'self', object-src 'none', base-uri 'self' or 'none'",
    check: (h) => {
      const directives = cspDirectives(h['Content-Security-Policy']);
      return (
        directives['default-src']?.join(' ') === "'self'" &&
        directives['object-src']?.join(' ') === "'none'" &&
        ["'self'", "'none'"].includes(directives['base-uri']?.join(' ') ?? '')
      );
    },
  },
  {
    rule: "Content-Security-Policy: frame-ancestors 'none' or 'self' (no framing by other sites)",
    check: (h) =>
      ["'none'", "'self'"].includes(cspDirectives(h['Content-Security-Policy'])['frame-ancestors']?.join(' ') ?? ''),
  },
  {rule: 'X-Content-Type-Options: nosniff', check: (h) => h['X-Content-Type-Options'] === 'nosniff'},
  {
    rule: 'Referrer-Policy: no full URL to other origins',
    check: (h) =>
      ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
        h['Referrer-Policy'] ?? '',
      ),
  },
  {
    rule: 'Permissions-Policy: camera, microphone, geolocation and payment off, nothing allowed to every origin',
    check: (h) => {
      const policy = h['Permissions-Policy'] ?? '';
      return (
        ['camera', 'microphone', 'geolocation', 'payment'].every((feature) => policy.includes(`${feature}=()`)) &&
        !/=\s*\*/.test(policy)
      );
    },
  },
];

/** HSTS on the production host (the TLS server of example.conf): at least a year. */
const HSTS_RULE = 'Strict-Transport-Security: max-age of at least a year, on the production (HTTPS) host';
const hstsHolds = (value: string | undefined) => Number(/max-age=(\d+)/.exec(value ?? '')?.[1] ?? 0) >= 31_536_000;

function cspDirectives(csp: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

const policyProblems = (headers: Record<string, string>) =>
  SECURITY_POLICY.filter(({check}) => !check(headers)).map(({rule}) => rule);

/** The headers nginx sends with a 200 page, read from the two generated files (maps resolved). */
function nginxHeaders(server: string, http: string): Record<string, string> {
  const unquote = (value: string) => (value.startsWith('"') ? value.slice(1, -1).replace(/\\(["\\$])/g, '$1') : value);
  const headers: Record<string, string> = {};
  for (const [, name, value] of server.matchAll(/^\s*add_header ([\w-]+) ("(?:[^"\\]|\\.)*"|\S+) always;$/gm)) {
    let resolved = value!;
    // A variable: the default of the map that sets it (a page's status is not 416).
    for (let depth = 0; resolved.startsWith('$') && depth < 3; depth++) {
      const map = new RegExp(
        `^map \\S+ \\${resolved} \\{\\n(?:  (?:volatile|#[^\\n]*);\\n)*  default ("(?:[^"\\\\]|\\\\.)*"|\\S+);`,
        'm',
      ).exec(http);
      if (!map) break;
      resolved = map[1]!;
    }
    if (!resolved.startsWith('$')) headers[name!] = unquote(resolved);
  }
  return headers;
}

/** The headers a `_headers` file gives every path (its `/*` block). */
function underscoreHeaders(file: string): Record<string, string> {
  const block = /^\/\*\n((?: {2}.+\n?)+)/m.exec(file)?.[1] ?? '';
  return Object.fromEntries(
    block
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

test('security headers: every host configuration the build writes holds to the written policy', async () => {
  const site = await fakeSite([{route: '/docs/faq', html: page('/docs/faq'), plugin: 'docs'}]);
  await writeHosting(site);
  const read = (file: string) => readFileSync(path.join(site.siteDir, DEPLOY_DIR, file), 'utf8');
  const http = read('nginx/skypath-docs.http.conf');
  const hosts = {
    nginx: nginxHeaders(read('nginx/skypath-docs.server.conf'), http),
    'nginx production (example.conf)': nginxHeaders(
      read('nginx/example.conf').replace(
        /include \S+skypath-docs\.server\.conf;/,
        read('nginx/skypath-docs.server.conf'),
      ),
      http,
    ),
    'Netlify _headers': underscoreHeaders(read('netlify/_headers')),
    'Cloudflare Pages _headers': underscoreHeaders(read('cloudflare-pages/_headers')),
  };
  for (const [host, headers] of Object.entries(hosts)) {
    assert.ok(Object.keys(headers).length >= 4, `${host}: headers read: ${Object.keys(headers).join(', ')}`);
    assert.deepEqual(policyProblems(headers), [], `${host} breaks the policy`);
  }
  assert.ok(hstsHolds(hosts['nginx production (example.conf)']['Strict-Transport-Security']), HSTS_RULE);
  // Not over plain HTTP (browsers ignore it there, and the preview is HTTP).
  assert.equal(hosts.nginx['Strict-Transport-Security'], undefined);
});

test('security headers: the policy catches each mistake it names', () => {
  const good = {
    'Content-Security-Policy': contentSecurityPolicy({scriptHashes: ['abc='], apiHosts: ['https://api.skypath.io']}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  assert.deepEqual(policyProblems(good), []);
  const csp = good['Content-Security-Policy'];
  for (const [mistake, headers] of [
    [
      "'unsafe-inline' scripts",
      {...good, 'Content-Security-Policy': csp.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")},
    ],
    [
      "'unsafe-eval' scripts",
      {...good, 'Content-Security-Policy': csp.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'")},
    ],
    ['no script-src nor default-src', {...good, 'Content-Security-Policy': "object-src 'none'"}],
    ['no frame-ancestors', {...good, 'Content-Security-Policy': csp.replace("; frame-ancestors 'none'", '')}],
    [
      'framing by anyone',
      {...good, 'Content-Security-Policy': csp.replace("frame-ancestors 'none'", 'frame-ancestors *')},
    ],
    ['no nosniff', {...good, 'X-Content-Type-Options': ''}],
    ['full referrer', {...good, 'Referrer-Policy': 'unsafe-url'}],
    ['camera for everyone', {...good, 'Permissions-Policy': 'camera=*, microphone=(), geolocation=(), payment=()'}],
    ['no Permissions-Policy', {...good, 'Permissions-Policy': ''}],
  ] as const) {
    assert.notDeepEqual(policyProblems(headers), [], mistake);
  }
  assert.equal(hstsHolds('max-age=86400'), false);
  assert.equal(hstsHolds(undefined), false);
});

test("the build id is the runtime's content hash, written to /build-id.json", async () => {
  assert.equal(buildIdOf(['index.html', 'assets/js/main.1234.js', 'assets/js/runtime~main.ae6c45f0.js']), 'ae6c45f0');
  assert.throws(() => buildIdOf(['assets/js/main.1234.js']), /found 0/);
  const site = await fakeSite([{route: '/', html: page('/')}], {files: {'assets/js/runtime~main.0badc0de.js': ''}});
  await writeBuildId(site);
  assert.deepEqual(JSON.parse(readFileSync(path.join(site.outDir, BUILD_ID_FILE), 'utf8')), {id: '0badc0de'});
  assert.ok(site.files.has(BUILD_ID_FILE), 'recorded in the model');
});

test('precompression writes smaller .br and .gz copies and skips what does not shrink', async () => {
  const root = writeFiles({'a.js': 'const a = 1;\n'.repeat(200), 'tiny.css': 'a{}', 'img.png': 'x'.repeat(2000)});
  const written: string[] = [];
  const totals = await compressFiles(['a.js', 'tiny.css', 'img.png'], {
    read: async (file) => readFileSync(path.join(root, file)),
    write: async (file, body) => {
      written.push(file);
      writeFileSync(path.join(root, file), body);
    },
  });
  assert.equal(totals.files, 1);
  assert.deepEqual(written.sort(), ['a.js.br', 'a.js.gz']);
  assert.equal(
    zlibSync.brotliDecompressSync(readFileSync(path.join(root, 'a.js.br'))).toString(),
    'const a = 1;\n'.repeat(200),
  );
  assert.ok(!existsSync(path.join(root, 'tiny.css.br')) && !existsSync(path.join(root, 'img.png.br')));
});

test('brotli at quality 11 for the hashed assets every reader downloads, 10 for what grows with the pages', async () => {
  const text = Array.from(
    {length: 400},
    (_, i) => `<p class="line-${i % 7}">Turbulence ${i * 37} at FL${300 + (i % 9) * 10}</p>`,
  ).join('\n');
  const files = {'assets/js/main.1a2b3c4d.js': text, 'ios/page/index.html': text};
  const root = writeFiles(files);
  await compressFiles(Object.keys(files), {
    read: async (file) => readFileSync(path.join(root, file)),
    write: async (file, body) => writeFileSync(path.join(root, file), body),
  });
  const atQuality = (quality: number) =>
    zlibSync.brotliCompressSync(text, {
      params: {
        [zlibSync.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlibSync.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    });
  assert.deepEqual(readFileSync(path.join(root, 'assets/js/main.1a2b3c4d.js.br')), atQuality(11));
  assert.deepEqual(readFileSync(path.join(root, 'ios/page/index.html.br')), atQuality(10));
});
