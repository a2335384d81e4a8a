// The model of the built site (every page with its route, file, kind, section, version,
// title, description and date; every file), the questions asked of a page's tree, and site.json,
// through which what runs without Docusaurus reads the build.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  inlineScripts,
  isRedirectPage,
  linkHrefs,
  metaContents,
  pageAssets,
  pageLinks,
  parseHtml,
  textOf,
  titleOf,
} from '../../src/core/site/html';
import {htmlFileOf, KEPT_TREES} from '../../src/core/site/model';
import {readSite, writeManifest} from '../../src/core/site/manifest';
import routesFixture from '../fixtures/routes.json';
import {builtPage, fakeSite} from './fake-site';

test("a route's HTML file is where Docusaurus writes it", () => {
  assert.equal(htmlFileOf('/'), 'index.html');
  assert.equal(htmlFileOf('/docs/'), 'docs/index.html');
  assert.equal(htmlFileOf('/ios/basic/data'), 'ios/basic/data/index.html');
  assert.equal(htmlFileOf('/404.html'), '404.html');
});

test('every page gets its kind, section, version, title and description, from Docusaurus where it knows them', async () => {
  const site = await fakeSite([
    {route: '/', html: builtPage('/', '', '<meta name="description" content="The home  page.">')},
    {route: '/ios/2.2/basic/data', html: builtPage('/x'), plugin: 'docs', title: 'Data', description: 'Read data.'},
    {route: '/ios/basic/data', html: builtPage('/x'), plugin: 'docs', title: 'Data 3', description: ''},
    {
      route: '/api/reference/get-aircraft',
      html: builtPage('/x'),
      plugin: 'docs',
      title: 'Get aircraft',
      description: 'Aircraft.',
      frontMatter: {api: 'x'},
    },
    {route: '/blog/archive', html: builtPage('/blog/archive'), plugin: 'blog'},
    {route: '/search', html: builtPage('/search'), plugin: 'search'},
    {route: '/404.html', html: builtPage('/404.html')},
  ]);
  const summary = (route: string) => {
    const page = site.page(route)!;
    return [page.kind, page.section, page.version, page.title, page.description];
  };
  assert.deepEqual(summary('/'), ['page', undefined, undefined, '/', 'The home page.']);
  assert.deepEqual(summary('/ios/2.2/basic/data'), ['doc', 'ios', '2.2', 'Data', 'Read data.']);
  assert.deepEqual(summary('/ios/basic/data'), ['doc', 'ios', routesFixture.versions.ios.latest, 'Data 3', '']);
  assert.deepEqual(summary('/api/reference/get-aircraft'), [
    'api-operation',
    'api',
    undefined,
    'Get aircraft',
    'Aircraft.',
  ]);
  assert.deepEqual(summary('/blog/archive'), ['blog-list', 'blog', undefined, '/blog/archive', undefined]);
  assert.deepEqual(summary('/search'), ['search', undefined, undefined, '/search', undefined]);
  assert.deepEqual(summary('/404.html'), ['not-found', undefined, undefined, '/404.html', undefined]);
  assert.equal(site.page('/ios/2.2/basic/data')!.file, 'ios/2.2/basic/data/index.html');
  assert.equal(site.page('/ios/2.2/basic/data')!.source, 'docs/ios/2.2/basic/data.md');
  // Every section root of every version is a redirect page to its introduction.
  assert.deepEqual(
    site.pages.filter((page) => page.kind === 'redirect').map((page) => `${page.route} → ${page.redirectTo}`),
    [
      '/api → /api/introduction',
      '/ios/2.2 → /ios/2.2/introduction',
      '/ios → /ios/introduction',
      '/ios/next → /ios/next/introduction',
      '/js → /js/introduction',
      '/js/next → /js/next/introduction',
    ],
  );
});

test('a page is found by either trailing-slash form; files are recorded as steps write them', async () => {
  const site = await fakeSite([{route: '/docs/', html: builtPage('/docs/'), plugin: 'docs'}], {files: {'a.txt': 'a'}});
  assert.equal(site.page('/docs')?.route, '/docs/');
  assert.ok(site.has('/a.txt') && !site.has('/b.txt'));
  await site.write('/b.txt', 'b');
  await site.write('b.txt.br', 'compressed');
  assert.ok(site.has('/b.txt'));
  assert.ok(!site.files.has('b.txt.br'), 'precompressed copies are not files of their own');
  // The tree of a page is parsed once.
  assert.equal(await site.tree(site.page('/docs/')!), await site.tree(site.page('/docs/')!));
});

test("the model's trees carry no source positions (a third of their memory), also after a step rewrites a page", async () => {
  const site = await fakeSite([
    {
      route: '/docs/',
      html: builtPage('/docs/', '<article><h1>Intro</h1><template><p>t</p></template></article>'),
      plugin: 'docs',
    },
  ]);
  const positioned = (node: object): number =>
    ('position' in node && node.position ? 1 : 0) +
    ('children' in node && Array.isArray(node.children)
      ? node.children.reduce((n: number, child: object) => n + positioned(child), 0)
      : 0) +
    ('content' in node && node.content && typeof node.content === 'object' ? positioned(node.content) : 0);
  const page = site.page('/docs/')!;
  assert.equal(positioned(await site.tree(page)), 0);
  assert.ok(positioned(parseHtml(builtPage('/docs/'))) > 0, 'parseHtml keeps them for the steps that need offsets');
  await site.writePage(page, builtPage('/docs/', '<article><h1>Changed</h1></article>'));
  assert.equal(positioned(await site.tree(page)), 0);
});

test("a page's refs (links, files, inline scripts) are kept from its last parse, for every page, and renewed by a rewrite", async () => {
  const body = (n: number) =>
    `<a href="/docs/faq">FAQ</a><a href="/ios/${n}">iOS</a><img src="/img/${n}.png"><script>window.n=${n}</script>`;
  const pages = Array.from({length: KEPT_TREES + 5}, (_, n) => ({
    route: `/p/${n}`,
    html: builtPage(`/p/${n}`, body(n)),
  }));
  const site = await fakeSite(pages);
  // The oracle: the questions of ./html.ts asked of a fresh parse of the file as it is now.
  const fresh = async (route: string) => {
    const tree = parseHtml((await site.read(site.page(route)!.file)).toString());
    return {links: pageLinks(tree), assets: pageAssets(tree), inlineScripts: inlineScripts(tree)};
  };
  for (const {route} of pages) await site.tree(site.page(route)!);
  const before = site.tree.parsed().pages;
  for (const {route} of pages) assert.deepEqual(await site.tree.refs(site.page(route)!), await fresh(route));
  assert.equal(site.tree.parsed().pages, before, 'no page parsed again, though most trees are no longer kept');
  const first = site.page('/p/0')!;
  await site.writePage(first, builtPage('/p/0', body(99)));
  assert.deepEqual(await site.tree.refs(first), await fresh('/p/0'));
  assert.ok((await site.tree.refs(first)).links.includes('/ios/99'), 'the rewritten page is read again');
  assert.equal(site.tree.parsed().pages, before + 1);
});

test("a page's refs are of what it holds, whichever way it was written and whatever read was under way", async () => {
  const body = (n: number) => `<a href="/v/${n}">v${n}</a>`;
  const site = await fakeSite([{route: '/p', html: builtPage('/p', body(0))}]);
  const page = site.page('/p')!;
  assert.deepEqual(
    (await site.tree.refs(page)).links.filter((link) => link.startsWith('/v/')),
    ['/v/0'],
  );
  // Written through write(), not writePage(): the model still knows it is a page.
  await site.write(page.file, builtPage('/p', body(1)));
  assert.deepEqual(
    (await site.tree.refs(page)).links.filter((link) => link.startsWith('/v/')),
    ['/v/1'],
  );
  // A read begun before a rewrite and ended after it keeps no refs of the old page.
  const vLinks = async () => (await site.tree.refs(page)).links.filter((link) => link.startsWith('/v/'));
  for (let n = 2; n < 40; n++) {
    await site.writePage(page, builtPage('/p', body(n)));
    const reading = site.tree(page);
    const asked = site.tree.refs(page);
    await site.writePage(page, builtPage('/p', body(n + 100)));
    await Promise.all([reading, asked]);
    assert.deepEqual(await vLinks(), [`/v/${n + 100}`]);
  }
  // Deterministically: a rewrite recorded while a read is in flight; that read's refs are not kept.
  site.tree.replace(page.file); // no tree kept: the next read is a new one
  const reading = site.tree(page);
  site.tree.replace(page.file);
  await reading;
  const parsed = site.tree.parsed().pages;
  await site.tree.refs(page);
  assert.equal(site.tree.parsed().pages, parsed + 1, 'the page is read again');
});

test('an observer is given each tree parsed from what its page holds: not a kept tree again, not a read a rewrite overtook', async () => {
  const body = (n: number) => `<a href="/v/${n}">v${n}</a>`;
  const site = await fakeSite([{route: '/p', html: builtPage('/p', body(0))}]);
  const page = site.page('/p')!;
  const seen: string[] = [];
  site.tree.observe((file, root) => {
    assert.equal(file, page.file);
    seen.push(
      pageLinks(root)
        .filter((link) => link.startsWith('/v/'))
        .join(),
    );
  });
  site.tree.replace(page.file); // the model read its title: forget that tree
  await site.tree(page);
  await site.tree(page); // kept: not parsed, not given again
  assert.deepEqual(seen, ['/v/0']);
  await site.writePage(page, builtPage('/p', body(1)));
  await site.tree(page);
  assert.deepEqual(seen, ['/v/0', '/v/1']);
  // A read a rewrite overtook: its tree is of neither version the observer could name.
  site.tree.replace(page.file); // no tree kept: the next read is a new one
  const reading = site.tree(page);
  site.tree.replace(page.file);
  await reading;
  assert.deepEqual(seen, ['/v/0', '/v/1'], 'the overtaken read is not given');
});

test("a tree given with a page's write is its tree: kept, given to observers, never parsed; under SKYPATH_CHECK_TREES a tree unlike its HTML fails, naming where", async () => {
  const body = (n: number) => `<a href="/v/${n}">v${n}</a>`;
  const site = await fakeSite([{route: '/p', html: builtPage('/p', body(0))}]);
  const page = site.page('/p')!;
  const seen: string[] = [];
  site.tree.observe((_file, root) =>
    seen.push(
      pageLinks(root)
        .filter((link) => link.startsWith('/v/'))
        .join(),
    ),
  );
  const parsed = site.tree.parsed().pages;
  const html = builtPage('/p', body(1));
  await site.writePage(page, html, parseHtml(html));
  assert.deepEqual(seen, ['/v/1'], 'observed');
  assert.deepEqual(await site.tree.refs(page), {
    links: pageLinks(parseHtml(html)),
    assets: pageAssets(parseHtml(html)),
    inlineScripts: inlineScripts(parseHtml(html)),
  });
  assert.equal((await site.tree(page)).children.length, parseHtml(html).children.length);
  assert.equal(site.tree.parsed().pages, parsed, 'not parsed');
  assert.equal(JSON.stringify(await site.tree(page)).includes('"position"'), false, 'kept without positions');

  process.env.SKYPATH_CHECK_TREES = '1';
  try {
    await site.writePage(page, html, parseHtml(html)); // the same: passes
    await assert.rejects(
      site.writePage(page, builtPage('/p', body(2)), parseHtml(html)),
      /not its HTML's parse: root > html\[\d+\] > body\[\d+\] .*"href":"\/v\/1"/,
    );
  } finally {
    delete process.env.SKYPATH_CHECK_TREES;
  }
});

test('what a step derives from the pages is made as earlier steps read or write them, taken once, made again when stale or failed', async () => {
  const body = (n: number) => `<a href="/v/${n}">v${n}</a>`;
  const site = await fakeSite([
    {route: '/a', html: builtPage('/a', body(0))},
    {route: '/b', html: builtPage('/b', body(0))},
    {route: '/c', html: builtPage('/c', body(0))},
  ]);
  const [a, b, c] = ['/a', '/b', '/c'].map((route) => site.page(route)!);
  let fail = false;
  const made: string[] = [];
  const derived = site.derive([a, b, c], (page, root) => {
    made.push(page.route);
    if (fail) throw new Error(`no luck with ${page.route}`);
    return pageLinks(root)
      .filter((link) => link.startsWith('/v/'))
      .join();
  });
  for (const page of [a, b, c]) site.tree.replace(page.file); // the model read their titles
  await site.tree(a); // an earlier step reads a
  await site.writePage(b, builtPage('/b', body(1)), parseHtml(builtPage('/b', body(1)))); // and writes b
  fail = true;
  await site.tree(c); // fails: made again when taken
  assert.deepEqual(made, ['/a', '/b', '/c']);
  await site.writePage(a, builtPage('/a', body(2))); // a changes after it was made
  fail = false;
  assert.deepEqual(await derived.take(b), {value: '/v/1', reused: true});
  assert.deepEqual(await derived.take(a), {value: '/v/2', reused: false}, 'stale: made of what it holds now');
  assert.deepEqual(await derived.take(c), {value: '/v/0', reused: false});
  fail = true;
  await assert.rejects(derived.take(c), /no luck with \/c/, "a failure is the taker's");
  fail = false;
  const before = made.length;
  site.tree.replace(b.file);
  await site.tree(b); // read after the first take: nothing is made in advance any more
  assert.equal(made.length, before);
});

test('site.json lists the pages and files, and is how a build is read without Docusaurus', async () => {
  const site = await fakeSite([{route: '/docs/faq', html: builtPage('/docs/faq'), plugin: 'docs', title: 'FAQ'}], {
    files: {'sitemap.xml': '<urlset/>'},
  });
  await writeManifest(site);
  const built = readSite(site.outDir);
  assert.equal(built.siteUrl, 'https://docs.skypath.io');
  assert.ok(built.files.includes('sitemap.xml') && built.files.includes('docs/faq/index.html'));
  assert.ok(!built.files.includes('site.json'));
  assert.deepEqual(built.htmlFiles, ['docs/faq/index.html']);
  assert.equal(built.pages.find((page) => page.route === '/docs/faq')?.title, 'FAQ');
  assert.equal(titleOf(await built.tree({file: 'docs/faq/index.html'})), '/docs/faq | SkyPath Docs');
  assert.throws(() => readSite('/nonexistent'), /No site\.json in \/nonexistent\/: build the site first/);
});

test("a page's head is read from its tree, whatever the minifier did to the markup", () => {
  const tree = parseHtml(
    '<html><head><title data-rh=true>A &amp; B | SkyPath Docs</title>' +
      '<meta data-rh=true name=description content="About &quot;A&quot;">' +
      '<script>window.x=1</script><script type=application/ld+json>{}</script><script src=/a.js></script>' +
      '</head><body><meta name=description content=body></body></html>',
  );
  assert.equal(titleOf(tree), 'A & B | SkyPath Docs');
  assert.deepEqual(metaContents(tree, 'description'), ['About "A"']);
  assert.ok(!isRedirectPage(tree));
  assert.ok(isRedirectPage(parseHtml('<meta http-equiv="refresh" content="0; url=/ios/introduction">')));
  assert.deepEqual(
    inlineScripts(tree).map((script) => script.text),
    ['window.x=1'],
  );
  const links = parseHtml(
    '<head><link rel="alternate canonical" href=/a><link rel=CANONICAL href="/b"><link rel=icon href=/i.svg></head>',
  );
  assert.deepEqual(linkHrefs(links, 'canonical'), ['/a', '/b']);
});

test("the model keeps a bounded number of pages' trees (issue #41): a page let go reads the same, a rewritten page reads new", async () => {
  const count = KEPT_TREES * 3;
  const site = await fakeSite(
    Array.from({length: count}, (_, index) => ({
      route: `/docs/page-${index}`,
      html: builtPage(`/docs/page-${index}`, `<p>Page ${index}</p>`),
      plugin: 'docs',
      title: `Page ${index}`,
    })),
  );
  const pages = site.pages.filter((page) => page.route.startsWith('/docs/page-'));
  const first = await site.tree(pages[0]!);
  for (const page of pages) await site.tree(page);
  assert.ok(site.tree.kept() <= KEPT_TREES, `${site.tree.kept()} trees kept of ${pages.length} read`);
  // The last read is kept (the same object); the first, let go, is parsed again, alike.
  assert.equal(await site.tree(pages.at(-1)!), await site.tree(pages.at(-1)!));
  const again = await site.tree(pages[0]!);
  assert.notEqual(again, first);
  assert.deepEqual(again, first);
  await site.writePage(pages[0]!, builtPage('/docs/page-0', '<p>Rewritten</p>'));
  assert.match(textOf(await site.tree(pages[0]!)), /Rewritten/);
});
