// The social cards: the renderer (a 1200×630 PNG), the card's name from a page's path (stable,
// collision-free, shared with `@theme/SocialCard`), the content-keyed cache, which card each built
// page gets, and the check of a build's og:image tags and cards.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {readFileSync} from 'node:fs';
import type {AllContent} from '@docusaurus/types';
import routesFixture from '../../../../tests/fixtures/routes.json';
import {loadCardAssets, renderCard, type CardAssets, type CardContent} from '../card';
import {cardAlt, cardName, cardOwnerOf, cardPathOf, cardSection} from '../cardName';
import {cardKey, copyCards, drawCards, type CardJob} from '../cache';
import {GENERIC_CARD, pagesWithOwnImage} from '../pages';
import {cardJobs, cardOfPage} from '../step';
import {readSite} from '../../../core/site/manifest';
import {fakeSite} from '../../../../tests/unit/fake-site';
import {checkSocialCards, pngSize} from './social-cards';

/** Width and height from a PNG's IHDR chunk, read here by hand (not with the code under test). */
function ihdr(png: Buffer): {width: number; height: number} {
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'PNG signature');
  assert.equal(png.toString('latin1', 12, 16), 'IHDR', 'IHDR is the first chunk');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

let assetsLoaded: CardAssets | undefined;
const assets = () => (assetsLoaded ??= loadCardAssets(process.cwd()));

/** What the step does with a build's jobs: draws the missing cards into the cache, then copies them. */
async function writeCards(jobs: CardJob[], options: Parameters<typeof drawCards>[1] & {cardDir: string}) {
  const stats = await drawCards(jobs, options);
  copyCards(jobs, options);
  return stats;
}
test('the renderer draws a PNG of exactly 1200×630, for short and very long titles', async () => {
  const cases: CardContent[] = [
    {title: 'Data', section: 'iOS SDK', version: '3.0'},
    {title: 'Get turbulence data for a corridor around a planned route, with every altitude block '.repeat(3)},
  ];
  for (const content of cases) {
    const png = await renderCard(content, assets());
    assert.deepEqual(ihdr(png), {width: 1200, height: 630}, content.title);
  }
});

/** The paths of the site: the spec's routes and each in every SDK version. */
function realisticPaths(): string[] {
  const {routes} = JSON.parse(readFileSync('tests/fixtures/routes.json', 'utf8')) as {routes: string[]};
  const versioned = routes.flatMap((route) => {
    const match = /^\/(ios|js)\/(?!next\/)(.*)$/.exec(route);
    if (!match) return [];
    const [, sdk, rest] = match as unknown as [string, 'ios' | 'js', string];
    return ['next', ...routesFixture.versions[sdk].older].map((version) => `/${sdk}/${version}/${rest}`);
  });
  return [...new Set([...routes, ...versioned, '/404.html', '/search', '/blog/tags/ios-sdk', '/blog/page/2'])];
}

test("drawing many cards does not keep each card's pixels (about 3 MB each) in memory", async () => {
  const cardAssets = assets();
  const draw = async (count: number, from: number) => {
    for (let i = from; i < from + count; i++) {
      await renderCard({title: `Page ${i} of a large site`, section: 'iOS SDK', version: '3.0'}, cardAssets);
    }
  };
  await draw(8, 0);
  const before = process.memoryUsage().rss;
  await draw(48, 8);
  const grown = (process.memoryUsage().rss - before) / 1e6;
  // Kept, the 48 cards' pixels alone are 145 MB.
  assert.ok(grown < 48, `the process grew by ${grown.toFixed(0)} MB while drawing 48 cards`);
});

test('a card is named from the path alone: stable, readable, safe in a URL', () => {
  // Fixed values: the wrapper (browser) and the plugin (build) must keep agreeing across releases.
  assert.equal(cardName('/ios/2.2/basic/data'), 'ios-2-2-basic-data-eb294904');
  assert.equal(cardName('/'), 'index-2a0c975e');
  assert.equal(cardName('/docs/'), cardName('/docs'));
  assert.equal(cardName('/docs/?q=x#faq'), cardName('/docs'));
  assert.equal(cardName('/blog/tags/%C3%A9t%C3%A9'), cardName('/blog/tags/été'));
  for (const pathname of realisticPaths()) {
    assert.match(cardName(pathname), /^[a-z0-9]+(-[a-z0-9]+)*-[0-9a-f]{8}$/, pathname);
    assert.ok(cardName(pathname).length <= 64 + 9, pathname);
  }
});

test('card names are collision-free: over the real paths and paths with the same slug', () => {
  const paths = [
    ...realisticPaths(),
    '/ios/2-2/basic/data',
    '/ios/2.2/basic-data',
    '/ios/2_2/basic/data',
    '/IOS/2.2/basic/data',
    '/docs/faq.md',
    '/docs/faq-md',
    `/${'long-segment/'.repeat(10)}a`,
    `/${'long-segment/'.repeat(10)}b`,
  ];
  const byName = new Map<string, string>();
  for (const pathname of paths) {
    const name = cardName(pathname);
    const other = byName.get(name);
    assert.ok(other === undefined || cardPathOf(other) === cardPathOf(pathname), `${other} and ${pathname}: ${name}`);
    byName.set(name, pathname);
  }
  assert.equal(byName.size, new Set(paths.map(cardPathOf)).size);
  assert.ok(byName.size > 150, `${byName.size} names`);
});

test("an older release's pages share their release's card; other pages have their own", () => {
  assert.equal(cardOwnerOf('/ios/2.2/basic/data/'), '/ios/2.2');
  assert.equal(cardOwnerOf('/ios/2.2'), '/ios/2.2');
  for (const own of [
    '/ios/basic/data',
    '/ios/next/basic/data',
    '/js/next/faq',
    '/api/introduction',
    '/blog/welcome',
    '/',
  ])
    assert.equal(cardOwnerOf(`${own}/`), cardPathOf(own), own);
});

test('a card shows the section and version of its path', () => {
  assert.deepEqual(cardSection('/ios/basic/data'), {section: 'iOS SDK', version: routesFixture.versions.ios.latest});
  assert.deepEqual(cardSection('/ios/2.2/basic/data'), {section: 'iOS SDK', version: '2.2'});
  assert.deepEqual(cardSection('/js/next/faq'), {section: 'Web SDK', version: 'Next'});
  assert.deepEqual(cardSection('/api/reference/get-aircraft'), {section: 'REST API'});
  assert.deepEqual(cardSection('/blog/welcome'), {section: 'Blog'});
  assert.deepEqual(cardSection('/'), {});
  assert.equal(cardAlt('/js/next/faq'), 'SkyPath Docs: Web SDK Next');
});

test('the cache: the same page twice is drawn once, a changed title is drawn again', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'social-cards-'));
  try {
    let draws = 0;
    const options = {
      cardDir: path.join(dir, 'build/img/social'),
      cacheDir: path.join(dir, 'cache'),
      assets: assets(),
      render: (content: CardContent, cardAssets: CardAssets) => {
        draws++;
        return renderCard(content, cardAssets);
      },
    };
    const page = {name: 'ios-basic-data-12345678', content: {title: 'Data', section: 'iOS SDK', version: '3.0'}};
    assert.deepEqual(await writeCards([page], options), {drawn: 1, cached: 0});
    const first = await readFile(path.join(options.cardDir, `${page.name}.png`));
    assert.deepEqual(await writeCards([page], options), {drawn: 0, cached: 1});
    assert.equal(draws, 1);
    assert.deepEqual(await readFile(path.join(options.cardDir, `${page.name}.png`)), first);

    const renamed = {...page, content: {...page.content, title: 'Data and caching'}};
    assert.deepEqual(await writeCards([renamed], options), {drawn: 1, cached: 0});
    assert.equal(draws, 2);
    assert.notDeepEqual(await readFile(path.join(options.cardDir, `${page.name}.png`)), first);
    // The key covers what is drawn: section and version too, not the file name.
    const key = (content: CardContent) => cardKey(content, {fingerprint: 'f'});
    assert.notEqual(key(page.content), key({...page.content, version: '2.2'}));
    assert.notEqual(key(page.content), key({...page.content, section: 'Web SDK'}));
    assert.notEqual(key(page.content), cardKey(page.content, {fingerprint: 'other fonts'}));
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test('cards are drawn two at a time; jobs with the same content share one drawing, and each card is its own', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'social-cards-'));
  try {
    let inFlight = 0;
    let most = 0;
    const drawn: string[] = [];
    const options = {
      cardDir: path.join(dir, 'build/img/social'),
      cacheDir: path.join(dir, 'cache'),
      assets: {...assets(), fingerprint: 'f'},
      render: async (content: CardContent) => {
        most = Math.max(most, ++inFlight);
        drawn.push(content.title);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight--;
        return Buffer.from(content.title);
      },
    };
    const job = (name: string, title: string) => ({name, content: {title}});
    const jobs = [job('a', 'A'), job('a2', 'A'), job('b', 'B'), job('c', 'C'), job('d', 'D')];
    assert.deepEqual(await writeCards(jobs, options), {drawn: 4, cached: 1});
    assert.equal(most, 2, 'two drawn at once');
    assert.deepEqual(drawn.sort(), ['A', 'B', 'C', 'D'], 'the same content drawn once');
    for (const {name, content} of jobs)
      assert.equal((await readFile(path.join(options.cardDir, `${name}.png`))).toString(), content.title);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

const page = (title: string, extra = '') => `<html><head><title data-rh=true>${title}</title>${extra}</head></html>`;

test('each built page gets a card with its title, except redirects, the 404 page and own images', async () => {
  const site = await fakeSite([
    {route: '/ios/basic/data', html: page('Data | SkyPath Docs'), plugin: 'docs', title: 'Data'},
    {route: '/ios/next/basic/data', html: page('Data | SkyPath Docs'), plugin: 'docs', title: 'Data'},
    {route: '/ios/2.2/basic/data', html: page('Data | SkyPath Docs'), plugin: 'docs', title: 'Data'},
    {route: '/ios/2.2/faq', html: page('FAQ | SkyPath Docs'), plugin: 'docs', title: 'FAQ'},
    {route: '/blog/archive', html: page('Data &amp; caching | SkyPath Docs'), plugin: 'blog'},
    {route: '/404.html', html: page('Page Not Found | SkyPath Docs')},
    {route: '/blog/welcome/', html: page('Welcome'), plugin: 'blog'},
  ]);
  const get = (route: string) => site.page(route)!;
  assert.equal(get('/blog/archive').title, 'Data & caching', "a page's title without the site's");
  assert.deepEqual(cardOfPage(get('/ios/basic/data'), new Set()), {
    name: cardName('/ios/basic/data'),
    content: {title: 'Data', section: 'iOS SDK', version: routesFixture.versions.ios.latest},
  });
  assert.deepEqual(cardOfPage(get('/ios/next/basic/data'), new Set())?.content.title, 'Data', 'Next: its own card');
  assert.deepEqual(
    cardOfPage(get('/ios/2.2/basic/data'), new Set()),
    {name: cardName('/ios/2.2'), content: {title: 'Developer documentation', section: 'iOS SDK', version: '2.2'}},
    "an older release's page: its release's card",
  );
  assert.equal(cardOfPage(get('/ios/2.2/faq'), new Set())?.name, cardName('/ios/2.2'));
  assert.equal(cardOfPage(get('/ios'), new Set()), undefined, 'a redirect page');
  assert.equal(cardOfPage(get('/404.html'), new Set()), undefined);
  assert.equal(cardOfPage(get('/blog/welcome/'), new Set(['/blog/welcome'])), undefined);
});

test("the build's cards: the generic one, one per page, one per older release", async () => {
  const site = await fakeSite([
    {route: '/ios/basic/data', html: page('Data | SkyPath Docs'), plugin: 'docs', title: 'Data'},
    {route: '/ios/2.2/basic/data', html: page('Data | SkyPath Docs'), plugin: 'docs', title: 'Data'},
    {route: '/ios/2.2/faq', html: page('FAQ | SkyPath Docs'), plugin: 'docs', title: 'FAQ'},
  ]);
  assert.deepEqual(
    cardJobs(site).map((job) => job.name),
    [GENERIC_CARD.name, cardName('/ios/2.2'), cardName('/ios/basic/data')],
  );
});

test('pages whose front matter names an image are found in every content plugin', () => {
  const allContent = {
    'docusaurus-plugin-content-docs': {
      ios: {
        loadedVersions: [
          {
            docs: [
              {permalink: '/ios/basic/data', frontMatter: {image: '/img/data.png'}},
              {permalink: '/ios/faq', frontMatter: {}},
            ],
          },
        ],
      },
    },
    'docusaurus-plugin-content-blog': {
      default: {
        blogPosts: [
          {metadata: {permalink: '/blog/welcome', frontMatter: {image: './welcome.png'}}},
          {metadata: {permalink: '/blog/other', frontMatter: {}}},
        ],
      },
    },
    'docusaurus-plugin-content-pages': {
      default: [
        {type: 'mdx', permalink: '/about/', frontMatter: {image: 'https://example.com/a.png'}},
        {type: 'jsx', permalink: '/'},
      ],
    },
  } as unknown as AllContent;
  assert.deepEqual(pagesWithOwnImage(allContent), ['/about', '/blog/welcome', '/ios/basic/data']);
});

/** The header of a PNG of a given size: all the check reads. */
function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

test('pngSize reads the IHDR chunk and rejects what is no PNG', () => {
  assert.deepEqual(pngSize(pngHeader(1200, 630)), {width: 1200, height: 630});
  assert.equal(pngSize(Buffer.from('GIF89a, not a PNG at all, long enough')), undefined);
});

const SITE_URL = 'https://docs.skypath.io';

/** A page's head as the build writes it (minified: unquoted attributes). */
function builtPage(image: string | undefined, {size = true, alt = true, twitter = true, extra = ''} = {}): string {
  const tags = [
    '<meta data-rh=true name=twitter:card content=summary_large_image />',
    image && `<meta data-rh=true property=og:image content=${image} />`,
    image && size && '<meta data-rh=true property=og:image:width content=1200 />',
    image && size && '<meta data-rh=true property=og:image:height content=630 />',
    image && alt && '<meta data-rh=true property=og:image:alt content="SkyPath Docs: iOS SDK 3.0"/>',
    image && twitter && `<meta data-rh=true name=twitter:image content=${image} />`,
    extra,
  ];
  return `<!doctype html><html><head><title>T | SkyPath Docs</title>${tags.filter(Boolean).join('')}</head><body></body></html>`;
}

test('the build check finds pages without images, missing cards and cards of the wrong size', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'social-cards-check-'));
  const files: string[] = [];
  const put = async (file: string, content: string | Buffer) => {
    await mkdir(path.dirname(path.join(dir, file)), {recursive: true});
    await writeFile(path.join(dir, file), content);
    files.push(file);
  };
  /** The build as the pipeline describes it in site.json: the files it holds. */
  const built = async () => {
    await writeFile(path.join(dir, 'site.json'), JSON.stringify({siteUrl: SITE_URL, pages: [], files: files.sort()}));
    return readSite(dir);
  };
  const card = (name: string) => `${SITE_URL}/img/social/${name}.png`;
  try {
    await put('img/social/good.png', pngHeader(1200, 630));
    await put('img/social/small.png', pngHeader(600, 315));
    await put('img/social/fake.png', 'not a png at all, but long enough to read');
    await put('img/own.jpg', 'an image of its own');
    await put('index.html', builtPage(card('good')));
    await put('blog/own/index.html', builtPage(`${SITE_URL}/img/own.jpg`, {size: false, alt: false}));
    await put('blog/elsewhere/index.html', builtPage('https://cdn.example.com/x.png', {size: false, alt: false}));
    await put(
      'ios/index.html',
      '<html><head><meta http-equiv="refresh" content="0; url=/ios/introduction"></head></html>',
    );
    assert.deepEqual(await checkSocialCards(await built(), {siteUrl: SITE_URL}), [], 'a good build has no problems');

    await put('docs/none/index.html', builtPage(undefined));
    await put('docs/no-twitter/index.html', builtPage(card('good'), {twitter: false}));
    await put('docs/missing/index.html', builtPage(card('missing')));
    await put('docs/small/index.html', builtPage(card('small')));
    await put('docs/fake/index.html', builtPage(card('fake')));
    await put('docs/no-size/index.html', builtPage(card('good'), {size: false, alt: false}));
    await put('docs/relative/index.html', builtPage('/img/social/good.png'));
    await put(
      'docs/twice/index.html',
      builtPage(card('good'), {extra: `<meta property="og:image" content="${card('good')}">`}),
    );
    await put('blog/gone/index.html', builtPage(`${SITE_URL}/img/gone.jpg`, {size: false, alt: false}));
    assert.deepEqual(await checkSocialCards(await built(), {siteUrl: SITE_URL}), [
      'blog/gone/index.html: og:image https://docs.skypath.io/img/gone.jpg is not in the build',
      'docs/fake/index.html: card https://docs.skypath.io/img/social/fake.png is not a PNG',
      'docs/missing/index.html: card https://docs.skypath.io/img/social/missing.png is missing',
      'docs/no-size/index.html: og:image:width and og:image:height are missing and missing, not 1200 and 630',
      'docs/no-size/index.html: no og:image:alt',
      'docs/no-twitter/index.html: 0 twitter:image tags, not 1',
      'docs/none/index.html: 0 og:image tags, not 1',
      'docs/none/index.html: 0 twitter:image tags, not 1',
      'docs/relative/index.html: og:image /img/social/good.png is not an absolute URL',
      'docs/small/index.html: card https://docs.skypath.io/img/social/small.png is 600×315, not 1200×630',
      'docs/twice/index.html: 2 og:image tags, not 1',
    ]);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});
