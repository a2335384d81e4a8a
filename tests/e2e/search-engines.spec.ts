// What search engines and link previews read: robots.txt, the sitemap (a lastmod on every entry,
// no noindex page in it), canonical links that keep every version at its own address, and every
// page's social card.
import {readFileSync} from 'node:fs';
import {SITE} from '../../src/core/constants';
import {checkSocialCards} from '../../src/features/social-cards/tests/social-cards';
import {readSite} from '../../src/core/site/manifest';
import {linkHrefs, metaContents, parseHtml} from '../../src/core/site/html';
import {test, expect, BUILD_DIR, IOS_OLDEST, sitemapPaths, versionedPath} from './helpers';
import {sitemapEntries} from './xml';

/** Whether a page's robots `<meta>` says noindex. */
const isNoindex = (html: string) =>
  metaContents(parseHtml(html), 'robots').some((content) => content.toLowerCase().includes('noindex'));

test('robots.txt allows crawling and names the sitemap', async ({request}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  expect(text).toContain(`Sitemap: ${SITE.url}/sitemap.xml`);
  expect((await request.get('/sitemap.xml')).status()).toBe(200);
});

test('every sitemap entry has a lastmod date, and no entry is a noindex page', async ({request}) => {
  const entries = sitemapEntries(readFileSync(`${BUILD_DIR}/sitemap.xml`, 'utf8'));
  expect(entries.length).toBeGreaterThan(100);
  expect(entries.filter(({lastmod}) => !/^\d{4}-\d{2}-\d{2}$/.test(lastmod ?? '')).map(({loc}) => loc)).toEqual([]);
  const noindex: string[] = [];
  for (const path of sitemapPaths()) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    if (isNoindex(await response.text())) noindex.push(path);
  }
  expect(noindex).toEqual([]);
});

test('the search page is noindex and left out of the sitemap', async ({request}) => {
  expect(isNoindex(await (await request.get('/search')).text())).toBe(true);
  expect(sitemapPaths()).not.toContain('/search');
});

test('older and unreleased versions keep their own canonical URL', async ({request}) => {
  for (const path of [versionedPath('ios', IOS_OLDEST, 'install'), '/ios/next/introduction', '/js/next/introduction']) {
    const html = await (await request.get(path)).text();
    expect(linkHrefs(parseHtml(html), 'canonical')[0], path).toBe(`${SITE.url}${path}`);
    expect(sitemapPaths(), path).toContain(path);
  }
});

test('every page has a social card: og:image and twitter:image, a 1200×630 PNG served from the site', async ({
  request,
}) => {
  expect(await checkSocialCards(readSite(BUILD_DIR), {siteUrl: SITE.url})).toEqual([]);
  for (const path of [
    '/',
    versionedPath('ios', IOS_OLDEST, 'install'),
    '/api/reference/get-corridor-data-geo-fencing',
  ]) {
    const html = await (await request.get(path)).text();
    const tree = parseHtml(html);
    const image = metaContents(tree, 'og:image')[0];
    expect(image, path).toMatch(new RegExp(`^${SITE.url}/img/social/.+\\.png$`));
    expect(metaContents(tree, 'twitter:image')[0], path).toBe(image);
    const png = await request.get(new URL(image ?? '').pathname);
    expect(png.status(), image).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], image).toEqual([1200, 630]);
  }
});
