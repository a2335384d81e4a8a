// scripts/hosting: the hosting rules made from a built site, and their nginx and Netlify/Cloudflare
// renderings. A small fake build stands in for the site.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import zlibSync from 'node:zlib';
import {inlineScripts, scanBuild} from '../../scripts/hosting/site.mjs';
import {contentSecurityPolicy, hostingRules, inlineScriptProblems, redirects} from '../../scripts/hosting/rules.mjs';
import {ALLOWED_INLINE_SCRIPTS} from '../../scripts/hosting/inline-scripts.mjs';
import {httpConf, serverConf} from '../../scripts/hosting/nginx.mjs';
import {cloudflareRedirectsFile, headersFile, redirectsFile} from '../../scripts/hosting/netlify.mjs';
import {buildHosting, redirectPage} from '../../scripts/hosting/build.mjs';
import {precompress} from '../../scripts/hosting/precompress.mjs';

const THEME_SCRIPT = ALLOWED_INLINE_SCRIPTS[0];

/** A page as Docusaurus writes it: a canonical link, one inline script, a JSON-LD block. */
function page(route, {script = '', extra = ''} = {}) {
  return `<!doctype html><html lang="en"><head><link rel="canonical" href="https://docs.skypath.io${route}">
<script type="application/ld+json">{"@context":"https://schema.org"}</script>${script ? `<script>${script}</script>` : ''}${extra}</head><body>${'x'.repeat(600)}</body></html>`;
}

function fakeBuild(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hosting-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

test('inline scripts are found and hashed; JSON-LD and external scripts are not scripts to allow', () => {
  const scripts = inlineScripts(
    '<script src="/a.js"></script><script type="application/ld+json">{}</script><script>alert(1)</script>',
  );
  assert.deepEqual(
    scripts.map((s) => s.text),
    ['alert(1)'],
  );
  assert.equal(scripts[0].sha256, 'bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
});

test('the build is read: canonical paths, Markdown copies, client redirect pages', () => {
  const dir = fakeBuild({
    'index.html': page('/'),
    'docs/index.html': page('/docs/'),
    'docs/faq/index.html': page('/docs/faq'),
    'docs/faq.md': '# FAQ',
    'ios/index.html': '<meta http-equiv="refresh" content="0; url=/ios/introduction">',
    '404.html': '<html><body>Not found</body></html>',
  });
  const {pages, redirectPages} = scanBuild(dir);
  assert.deepEqual(
    pages.map((p) => [p.file, p.route, p.markdown]),
    [
      ['404.html', undefined, undefined],
      ['docs/faq/index.html', '/docs/faq', '/docs/faq.md'],
      ['docs/index.html', '/docs/', undefined],
      ['index.html', '/', undefined],
    ],
  );
  assert.deepEqual(redirectPages, [{file: 'ios/index.html', from: '/ios', to: '/ios/introduction'}]);
  assert.throws(() => scanBuild(path.join(dir, 'missing')), /No site in .*missing\/: run npm run build first/);
});

test('redirects: section roots, the other trailing-slash form, .html and /index.html, to the canonical path', () => {
  const pages = [{route: '/'}, {route: '/docs/'}, {route: '/docs/faq'}, {route: '/ios/versions/'}];
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
  assert.match(csp, /script-src 'self' 'sha256-abc='(;|$)/);
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
    problems[0],
    /^blog\/welcome\/index\.html: an inline script the Content-Security-Policy does not allow \(sha256-evil=\): "fetch\(/,
  );
  assert.match(problems[0], /scripts\/hosting\/inline-scripts\.mjs/);
});

test('buildHosting rewrites redirect pages, refuses unknown inline scripts and writes deploy/', async () => {
  const files = {
    'index.html': page('/', {script: 'unknown()'}),
    'ios/index.html':
      '<html><head><meta http-equiv="refresh" content="0; url=/ios/introduction"></head><script>x()</script></html>',
  };
  await assert.rejects(
    buildHosting(fakeBuild(files), mkdtempSync(path.join(tmpdir(), 'deploy-')), {offline: false}),
    /index\.html: an inline script/,
  );
  const dir = fakeBuild({
    ...files,
    'index.html': page('/'),
    'docs/faq/index.html': page('/docs/faq'),
    'docs/faq.md': `# FAQ ${'y'.repeat(900)}`,
  });
  const deploy = mkdtempSync(path.join(tmpdir(), 'deploy-'));
  const {rules} = await buildHosting(dir, deploy, {offline: false});
  const rewritten = readFileSync(path.join(dir, 'ios/index.html'), 'utf8');
  assert.equal(rewritten, redirectPage('/ios/introduction'));
  assert.match(rewritten, /<html lang="en">[\s\S]*<title>[^<]+<\/title>[\s\S]*<meta name="robots" content="noindex">/);
  assert.doesNotMatch(rewritten, /<script/);
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
  assert.ok(rules.redirects.some((r) => r.from === '/docs/faq/' && r.to === '/docs/faq'));
  assert.ok(
    existsSync(path.join(dir, 'docs/faq.md.br')) && existsSync(path.join(dir, 'docs/faq.md.gz')),
    'text files precompressed',
  );
});

test('nginx: maps for redirects, Markdown and caching; headers on every response; 404 and traversal-safe locations', () => {
  const rules = hostingRules({
    site: {pages: [{route: '/docs/faq', markdown: '/docs/faq.md', inlineScripts: [{sha256: THEME_SCRIPT.sha256}]}]},
    sectionRoots: [{from: '/api', to: '/api/introduction'}],
    apiHosts: ['https://api.skypath.io'],
  });
  const http = httpConf(rules);
  assert.match(http, /map \$skypath_path \$skypath_redirect \{\n {2}default "";\n {2}"\/api" "\/api\/introduction";/);
  assert.match(http, /"1:\/docs\/faq" "\/docs\/faq\.md";/);
  assert.match(http, /"~\^\/assets\/" "public, max-age=31536000, immutable";/);
  const server = serverConf(rules);
  assert.match(
    server,
    /set \$skypath_path \$uri;\nif \(\$skypath_redirect\) \{\n {2}return 301 \$skypath_redirect\$is_args\$args;/,
  );
  assert.match(server, /add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-/);
  assert.match(server, /add_header Cache-Control \$skypath_cache_control always;/);
  assert.match(server, /brotli_static on;\ngzip_static on;\ngzip_vary on;/);
  assert.match(server, /error_page 404 \/404\.html;/);
  assert.doesNotMatch(server, /autoindex on|alias /);
});

test('Netlify and Cloudflare Pages files say the same rules in their syntax', () => {
  const rules = hostingRules({
    site: {pages: [{route: '/docs/faq', inlineScripts: []}]},
    sectionRoots: [{from: '/api', to: '/api/introduction'}],
    apiHosts: ['https://api.skypath.io'],
  });
  const headers = headersFile(rules);
  assert.match(headers, /^\/\*\n {2}Content-Security-Policy: default-src 'self';/m);
  assert.match(headers, /^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
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

test('precompression writes smaller .br and .gz copies and skips what does not shrink', async () => {
  const dir = fakeBuild({'a.js': 'const a = 1;\n'.repeat(200), 'tiny.css': 'a{}', 'img.png': 'x'.repeat(2000)});
  const totals = await precompress(dir);
  assert.equal(totals.files, 1);
  assert.ok(existsSync(path.join(dir, 'a.js.br')) && existsSync(path.join(dir, 'a.js.gz')));
  assert.equal(
    zlibSync.brotliDecompressSync(readFileSync(path.join(dir, 'a.js.br'))).toString(),
    'const a = 1;\n'.repeat(200),
  );
  assert.ok(!existsSync(path.join(dir, 'tiny.css.br')) && !existsSync(path.join(dir, 'img.png.br')));
});
