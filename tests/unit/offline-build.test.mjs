// scripts/offline/build.mjs: what a saved copy holds, read from a small fake build laid out as
// Docusaurus and Rspack write one (route chunk names, main.js's registry, the runtime's file names,
// lazy chunk loads, a worker with a runtime of its own); and the service worker it writes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  buildOffline,
  notSavedScript,
  pageAssets,
  pageLinks,
  serviceWorker,
  stylesheetAssets,
} from '../../scripts/offline/build.mjs';
import {packOfPath} from '../../src/offline/packs.ts';
import {VERSIONS} from '../../src/constants.ts';
import * as shared from '../../src/offline/shared.mjs';

const LATEST_IOS = VERSIONS.ios.latest;

function page(route, body = '') {
  return `<!doctype html><html><head><link rel="canonical" href="https://docs.skypath.io${route}">
<link rel="alternate" href="https://docs.skypath.io${route}" hreflang="en">
<link rel="stylesheet" href="/assets/css/styles.abc.css"><link rel="icon" href="/img/favicon.svg">
<script src="/assets/js/runtime~main.r1.js" defer></script><script src="/assets/js/main.m1.js" defer></script>
</head><body><img src="/img/logo.svg" alt="">${body}</body></html>`;
}

/** A build with an iOS page (linking to an Intro page) and a Web SDK page, each with chunks of its own. */
function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'offline-'));
  const files = {
    'build/ios/basic/index.html': page('/ios/basic', '<a href="/docs/terms#h3">terms</a><a href="/js/start">js</a>'),
    'build/docs/terms/index.html': page('/docs/terms'),
    'build/js/start/index.html': page('/js/start'),
    'build/search/index.html': page('/search'),
    'build/index.html': page('/'),
    'build/ios/basic.md': '# Basic',
    'build/search-index.json': '[]',
    'build/img/favicon.svg': '<svg/>',
    'build/img/logo.svg': '<svg/>',
    'build/img/font.woff2': 'font',
    'build/assets/css/styles.abc.css':
      'a{background:url(data:image/png;base64,AA)}@font-face{src:url(../../img/font.woff2)}',
    // Rspack's runtime: chunk id → name and hash. 40 is a worker's chunk, unknown to this runtime.
    'build/assets/js/runtime~main.r1.js':
      'n.u=e=>"assets/js/"+(({10:"aaaa1111",11:"bbbb2222",12:"dddd4444"})[e]||e)+"."+({10:"h10",11:"h11",12:"h12",20:"h20",30:"h30",31:"h31"})[e]+".js",n.miniCssF=e=>""+e+".css"',
    // The registry: route chunk names → the chunk ids they load; and a lazy load of main's own.
    'build/assets/js/main.m1.js':
      '{"aaaa1111":[()=>Promise.all([n.e("20"),n.e("10")]).then(n.bind(n,1)),"@site/ios/basic.md",1],' +
      '"bbbb2222":[()=>n.e("11").then(n.bind(n,2)),"@site/js/start.md",2],' +
      '"dddd4444":[()=>n.e("12").then(n.bind(n,3)),"@site/docs/terms.md",3]};n.e("31")',
    'build/assets/js/aaaa1111.h10.js': 'ios content',
    'build/assets/js/bbbb2222.h11.js': 'js content',
    'build/assets/js/dddd4444.h12.js': 'terms content',
    'build/assets/js/20.h20.js': 'x=()=>n.e("30");w=new Worker(new URL(n.p+n.u("41"),n.b))',
    'build/assets/js/30.h30.js': 'lazy',
    'build/assets/js/31.h31.js': 'startup lazy',
    'build/assets/js/41.h41.js': 'i.x=()=>i.e("40").then(r)',
    'build/assets/js/40.h40.js': 'worker chunk',
    '.docusaurus/routesChunkNames.json': JSON.stringify({
      '/ios/basic-123': {content: 'aaaa1111'},
      '/js/start-456': {content: 'bbbb2222'},
      '/docs/terms-789': {content: 'dddd4444'},
    }),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  return {buildDir: path.join(dir, 'build'), generatedDir: path.join(dir, '.docusaurus')};
}

const manifestOf = (buildDir, id) =>
  JSON.parse(readFileSync(path.join(buildDir, shared.OFFLINE_DIR, `${id}.json`), 'utf8'));

test('a pack holds its pages, the Intro pages they link to, every chunk they load and nothing of other packs', () => {
  const {buildDir, generatedDir} = fakeBuild();
  const index = buildOffline(buildDir, {generatedDir});
  assert.deepEqual(index.map((pack) => pack.id).sort(), ['docs', `ios-${LATEST_IOS}`, 'js-0.5'].sort());
  const ios = manifestOf(buildDir, `ios-${LATEST_IOS}`);
  const urls = ios.files.map((file) => file.url);
  assert.deepEqual(urls.sort(), [
    '/',
    '/assets/css/styles.abc.css',
    '/assets/js/20.h20.js',
    '/assets/js/30.h30.js',
    '/assets/js/31.h31.js',
    '/assets/js/40.h40.js',
    '/assets/js/41.h41.js',
    '/assets/js/aaaa1111.h10.js',
    '/assets/js/dddd4444.h12.js',
    '/assets/js/main.m1.js',
    '/assets/js/runtime~main.r1.js',
    '/docs/terms',
    '/img/favicon.svg',
    '/img/font.woff2',
    '/img/logo.svg',
    '/ios/basic',
    '/ios/basic.md',
    shared.NOT_SAVED_PAGE,
    shared.NOT_SAVED_SCRIPT,
    '/search',
    '/search-index.json',
  ]);
  assert.equal(ios.pages, 2, 'the iOS page and the Intro page it links to');
  assert.equal(ios.sectionPages, 1);
  // The search and home pages are saved, not counted.
  assert.deepEqual(
    ios.files.filter((file) => file.page).map((file) => file.url),
    ['/docs/terms', '/ios/basic'],
  );
  assert.ok(ios.files.every((file) => /^[0-9a-f]{20}$/.test(file.sha)));
  assert.equal(
    ios.bytes,
    ios.files.reduce((sum, file) => sum + file.bytes, 0),
  );
  assert.equal(ios.label, `iOS SDK ${LATEST_IOS}`);
  assert.ok(!urls.includes('/assets/js/bbbb2222.h11.js'), "the Web SDK page's chunk is not in the iOS copy");
});

test('a revision changes when any file of the pack changes, and only then', () => {
  const {buildDir, generatedDir} = fakeBuild();
  const before = buildOffline(buildDir, {generatedDir});
  const again = buildOffline(buildDir, {generatedDir});
  assert.deepEqual(again, before);
  writeFileSync(path.join(buildDir, 'assets/js/30.h30.js'), 'lazy, changed');
  const after = buildOffline(buildDir, {generatedDir});
  const revision = (list, id) => list.find((pack) => pack.id === id).revision;
  assert.notEqual(revision(after, `ios-${LATEST_IOS}`), revision(before, `ios-${LATEST_IOS}`));
  assert.equal(revision(after, 'js-0.5'), revision(before, 'js-0.5'));
});

test('a build whose runtime it cannot read fails, naming the file', () => {
  const {buildDir, generatedDir} = fakeBuild();
  writeFileSync(path.join(buildDir, 'assets/js/runtime~main.r1.js'), 'something else');
  assert.throws(() => buildOffline(buildDir, {generatedDir}), /no chunk file names in runtime~main\.r1\.js/);
});

test('pageAssets, pageLinks and stylesheetAssets read what a page and a stylesheet load', () => {
  const html = page(
    '/ios/x',
    '<img srcset="/img/a.png 1x, /img/b.png 2x"><a href="/docs/y?q=1#z">y</a><a href="https://x.io/">x</a>',
  );
  assert.deepEqual(pageAssets(html).sort(), [
    '/assets/css/styles.abc.css',
    '/assets/js/main.m1.js',
    '/assets/js/runtime~main.r1.js',
    '/img/a.png',
    '/img/b.png',
    '/img/favicon.svg',
    '/img/logo.svg',
  ]);
  assert.deepEqual(pageLinks(html), ['/docs/y']);
  assert.deepEqual(stylesheetAssets('a{b:url("../f.woff")}c{d:url(data:x)}', '/assets/css/s.css'), ['/assets/f.woff']);
});

test('a section root redirecting to a page of the pack is an alias of it', () => {
  const {buildDir, generatedDir} = fakeBuild();
  mkdirSync(path.join(buildDir, 'ios/introduction'), {recursive: true});
  writeFileSync(path.join(buildDir, 'ios/introduction/index.html'), page('/ios/introduction'));
  buildOffline(buildDir, {generatedDir});
  assert.deepEqual(manifestOf(buildDir, `ios-${LATEST_IOS}`).aliases, {
    '/ios': '/ios/introduction',
    '/ios/': '/ios/introduction',
  });
});

test("the not-saved page follows the reader's color mode, under the site's storage key", () => {
  assert.match(
    notSavedScript('<script>t=localStorage.getItem("theme-45c")</script>'),
    /getItem\("theme-45c"\) === 'dark'/,
  );
  assert.match(notSavedScript('<p>no script</p>'), /getItem\("theme"\)/);
});

test('packOfPath names the section and version of a docs path', () => {
  assert.deepEqual(packOfPath('/ios/2.2/basic/data'), {
    id: 'ios-2.2',
    label: 'iOS SDK 2.2',
    home: '/ios/2.2/introduction',
  });
  assert.deepEqual(packOfPath('/ios/basic/data'), {
    id: `ios-${LATEST_IOS}`,
    label: `iOS SDK ${LATEST_IOS}`,
    home: '/ios/introduction',
  });
  assert.equal(packOfPath('/js/next/faq')?.id, 'js-next');
  assert.equal(packOfPath('/docs/')?.id, 'docs');
  assert.equal(packOfPath('/api/reference/get-aircraft')?.id, 'api');
  assert.equal(packOfPath('/blog/ios-sdk-3-0'), undefined);
  assert.equal(packOfPath('/'), undefined);
});

test('the service worker is given every name it uses', () => {
  const worker = serviceWorker();
  const given = JSON.parse(/^const OFFLINE = (.*);$/m.exec(worker)[1]);
  const used = [...new Set([...worker.matchAll(/OFFLINE\.(\w+)/g)].map((match) => match[1]))];
  assert.ok(used.length >= 4);
  for (const name of used) assert.equal(given[name], shared[name], name);
});
