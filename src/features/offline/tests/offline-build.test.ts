// step.ts: what a saved copy holds, read from the model of a small fake build (pages
// that link to each other, route chunks, lazy chunks, a worker with a runtime of its own, the
// asset a stylesheet loads) whose chunk graph is given as the bundler records it; and the service
// worker and not-saved page it writes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {notSavedScript, serviceWorker, writeOfflinePacks} from '../step';
import {packOfPath} from '../../../core/packs';
import * as shared from '../client/shared.ts';
import {pageAssets, pageLinks, parseHtml} from '../../../core/site/html';
import {routeFiles, type ChunkGraph} from '../../../core/site/chunks';
import type {SiteModel} from '../../../core/site/model';
import routesFixture from '../../../../tests/fixtures/routes.json';
import {fakeSite} from '../../../../tests/unit/fake-site';

/** The latest iOS SDK release, as the spec says (tests/fixtures/routes.json). */
const LATEST_IOS = routesFixture.versions.ios.latest;
const LATEST_WEB = routesFixture.versions.js.latest;

function page(route: string, body = '') {
  return `<!doctype html><html><head><title>${route} | SkyPath Docs</title><link rel="canonical" href="https://docs.skypath.io${route}">
<link rel="alternate" href="https://docs.skypath.io${route}" hreflang="en">
<link rel="stylesheet" href="/assets/css/styles.abc.css"><link rel="icon" href="/img/favicon.svg">
<script src="/assets/js/runtime~main.e1.js" defer></script><script src="/assets/js/main.m1.js" defer></script>
</head><body><img src="/img/logo.svg" alt="">${body}</body></html>`;
}

/**
 * The chunk graph: the entry (its stylesheet loads a font), a lazy import of main's own, a route
 * chunk per page (the iOS one loads a chunk lazily and starts nothing else), and a worker.
 */
const GRAPH: ChunkGraph = {
  groups: [
    {
      name: 'main',
      files: [
        '/assets/js/runtime~main.e1.js',
        '/assets/css/styles.abc.css',
        '/assets/js/main.m1.js',
        '/img/font.woff2',
      ],
      children: [1, 2, 3, 4],
      entry: true,
      worker: false,
    },
    {
      name: 'aaaa1111',
      files: ['/assets/js/20.h20.js', '/assets/js/aaaa1111.h10.js'],
      children: [5],
      entry: false,
      worker: false,
    },
    {name: 'bbbb2222', files: ['/assets/js/bbbb2222.h11.js'], children: [], entry: false, worker: false},
    {name: 'dddd4444', files: ['/assets/js/dddd4444.h12.js'], children: [], entry: false, worker: false},
    {files: ['/assets/js/31.h31.js'], children: [], entry: false, worker: false},
    {files: ['/assets/js/30.h30.js'], children: [], entry: false, worker: false},
    {files: ['/assets/js/40.h40.js', '/assets/js/41.h41.js'], children: [], entry: false, worker: true},
  ],
};
const ROUTES_CHUNK_NAMES = {
  '/ios/basic-123': {content: 'aaaa1111'},
  '/js/start-456': {content: 'bbbb2222'},
  '/docs/terms-789': {content: 'dddd4444'},
};

/** A build with an iOS page (linking to an Intro page) and a Web SDK page, each with chunks of its own. */
function fakeBuild(extraPages: {route: string; html: string}[] = []): Promise<SiteModel> {
  const assets = Object.fromEntries(
    GRAPH.groups.flatMap((group) => group.files).map((file) => [file.slice(1), `content of ${file}`]),
  );
  return fakeSite(
    [
      {
        route: '/ios/basic',
        html: page('/ios/basic', '<a href="/docs/terms#h3">terms</a><a href="/js/start">js</a>'),
        plugin: 'docs',
        lastUpdatedAt: Date.UTC(2026, 10, 2),
      },
      {route: '/docs/terms', html: page('/docs/terms'), plugin: 'docs', lastUpdatedAt: Date.UTC(2026, 10, 24)},
      {route: '/js/start', html: page('/js/start'), plugin: 'docs'},
      {route: '/search', html: page('/search'), plugin: 'search'},
      {route: '/', html: page('/')},
      {route: '/404.html', html: page('/404.html', '')},
      ...extraPages.map((extra) => ({...extra, plugin: 'docs' as const})),
    ],
    {
      files: {
        ...assets,
        'ios/basic.md': '# Basic',
        'pagefind/pagefind.js': '//',
        'pagefind/index/en_1.pf_index': 'x',
        'ios/2.2/pagefind/pagefind.js': '//',
        'img/favicon.svg': '<svg/>',
        'img/logo.svg': '<svg/>',
      },
      routeFiles: routeFiles(GRAPH, ROUTES_CHUNK_NAMES),
    },
  );
}

const manifestOf = (site: SiteModel, id: string): shared.PackManifest =>
  JSON.parse(readFileSync(path.join(site.outDir, shared.OFFLINE_DIR, `${id}.json`), 'utf8'));

async function packIndex(site: SiteModel): Promise<shared.PackSummary[]> {
  // The Markdown step records each page's copy in the model before this step runs.
  site.page('/ios/basic')!.markdown = '/ios/basic.md';
  await writeOfflinePacks(site);
  return (
    JSON.parse(readFileSync(path.join(site.outDir, shared.OFFLINE_DIR, 'index.json'), 'utf8')) as {
      packs: shared.PackSummary[];
    }
  ).packs;
}

test('a pack holds its pages, the Intro pages they link to, every chunk they load and nothing of other packs', async () => {
  const site = await fakeBuild();
  const index = await packIndex(site);
  assert.deepEqual(index.map((pack) => pack.id).sort(), ['docs', `ios-${LATEST_IOS}`, `js-${LATEST_WEB}`].sort());
  const ios = manifestOf(site, `ios-${LATEST_IOS}`);
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
    '/assets/js/runtime~main.e1.js',
    '/docs/terms',
    '/img/favicon.svg',
    '/img/font.woff2',
    '/img/logo.svg',
    '/ios/basic',
    '/ios/basic.md',
    shared.NOT_SAVED_PAGE,
    shared.NOT_SAVED_SCRIPT,
    '/pagefind/index/en_1.pf_index',
    '/pagefind/pagefind.js',
    '/search',
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
  // Which deploy it comes from: the build id (the runtime's hash) and the newest page's date.
  assert.equal(ios.build, 'e1');
  assert.equal(ios.docsDate, '2026-11-24T00:00:00.000Z');
  assert.ok(!urls.includes('/assets/js/bbbb2222.h11.js'), "the Web SDK page's chunk is not in the iOS copy");
});

test('a revision changes when any file of the pack changes, and only then', async () => {
  const site = await fakeBuild();
  const before = await packIndex(site);
  const again = await packIndex(site);
  assert.deepEqual(again, before);
  await site.write('assets/js/30.h30.js', 'lazy, changed');
  const after = await packIndex(site);
  const revision = (list: shared.PackSummary[], id: string) => list.find((pack) => pack.id === id)!.revision;
  assert.notEqual(revision(after, `ios-${LATEST_IOS}`), revision(before, `ios-${LATEST_IOS}`));
  assert.equal(revision(after, `js-${LATEST_WEB}`), revision(before, `js-${LATEST_WEB}`));
});

test("a file's download size is its Brotli copy's, the bytes the host sends; a file without one, its own", async () => {
  const text = Array.from(
    {length: 300},
    (_, n) => `<p>Hexagon ${n * 7919} at FL${300 + (n % 13) * 10}: severity ${n % 5}.</p>`,
  );
  const site = await fakeBuild([{route: '/ios/long', html: page('/ios/long', text.join('\n'))}]);
  await packIndex(site);
  await site.precompressor.finish(site.files);
  const ios = manifestOf(site, `ios-${LATEST_IOS}`);
  const long = ios.files.find((file) => file.url === '/ios/long');
  assert.ok(long && long.transfer < long.bytes / 2, 'the long page is in the pack, compressed');
  for (const file of ios.files) {
    const built = site.page(file.url)?.file;
    const copy = path.join(site.outDir, `${built || decodeURIComponent(file.url).slice(1)}.br`);
    assert.equal(file.transfer, existsSync(copy) ? statSync(copy).size : file.bytes, file.url);
  }
});

test('a pack fails, saying so, when the chunk graph of the build was not recorded', async () => {
  const site = await fakeSite(
    [
      {route: '/ios/basic', html: page('/ios/basic'), plugin: 'docs'},
      {route: '/', html: page('/')},
      {route: '/404.html', html: page('/404.html')},
    ],
    {
      routeFiles: () => {
        throw new Error('The chunk graph was not recorded: the client bundle was not built in this process.');
      },
    },
  );
  await assert.rejects(writeOfflinePacks(site), /chunk graph was not recorded/);
});

test('pageAssets and pageLinks read what a page loads and links to', () => {
  const tree = parseHtml(
    page(
      '/ios/x',
      '<img srcset="/img/a.png 1x, /img/b.png 2x"><a href="/docs/y?q=1#z">y</a><a href="https://x.io/">x</a>',
    ),
  );
  assert.deepEqual(pageAssets(tree).sort(), [
    '/assets/css/styles.abc.css',
    '/assets/js/main.m1.js',
    '/assets/js/runtime~main.e1.js',
    '/img/a.png',
    '/img/b.png',
    '/img/favicon.svg',
    '/img/logo.svg',
  ]);
  assert.deepEqual(pageLinks(tree), ['/docs/y']);
});

test('a section root redirecting to a page of the pack is an alias of it', async () => {
  const site = await fakeBuild([{route: '/ios/introduction', html: page('/ios/introduction')}]);
  await packIndex(site);
  assert.deepEqual(manifestOf(site, `ios-${LATEST_IOS}`).aliases, {
    '/ios': '/ios/introduction',
    '/ios/': '/ios/introduction',
  });
});

test("the not-saved page follows the reader's color mode, under the site's storage key", async () => {
  assert.match(notSavedScript('theme-45c'), /getItem\("theme-45c"\) === 'dark'/);
  const site = await fakeBuild();
  await packIndex(site);
  assert.match(readFileSync(path.join(site.outDir, shared.NOT_SAVED_SCRIPT), 'utf8'), /getItem\("theme-45c"\)/);
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
  const given = JSON.parse(/^const OFFLINE = (.*);$/m.exec(worker)![1]!) as Record<string, unknown>;
  const used = [...new Set([...worker.matchAll(/OFFLINE\.(\w+)/g)].map((match) => match[1]!))];
  assert.ok(used.length >= 4);
  for (const name of used) assert.equal(given[name], (shared as Record<string, unknown>)[name], name);
});
