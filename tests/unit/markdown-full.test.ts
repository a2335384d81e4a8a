// The full-text exports: which files there are (from the URL scheme), which pages each holds, and
// their text, which the docs MCP server splits back into pages.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  inScope,
  pageEntry,
  renderFullText,
  sectionScopes,
  sizeText,
  SITE_SCOPE,
  splitFullText,
} from '../../src/core/full-text';
import {NEXT, VERSIONS} from '../../src/core/sections';

test('one file per section and version, from src/core/sections.ts: latest at the section, others at their base', () => {
  const scopes = sectionScopes();
  const sdkFiles = Object.values(VERSIONS).reduce((sum, {older}) => sum + older.length + 2, 0);
  assert.equal(scopes.length, 3 + sdkFiles); // docs, api, blog, then every SDK version with Next
  const ios = scopes.filter((scope) => scope.section === 'ios');
  assert.deepEqual(
    ios.map((scope) => [scope.route, scope.version, scope.latest]),
    [
      ['/ios/llms-full.txt', VERSIONS.ios.latest, true],
      ...VERSIONS.ios.older.map((version) => [`/ios/${version}/llms-full.txt`, version, false]),
      ['/ios/next/llms-full.txt', NEXT.label, false],
    ],
  );
  assert.deepEqual(
    scopes.filter((scope) => !scope.version).map((scope) => scope.route),
    ['/docs/llms-full.txt', '/api/llms-full.txt', '/blog/llms-full.txt'],
  );
});

test('a page belongs to its section and version; the site file takes the latest of each and the blog', () => {
  const [ios, old, next] = sectionScopes().filter((scope) => scope.section === 'ios');
  const oldVersion = VERSIONS.ios.older[0]!;
  assert.ok(inScope('/ios/basic/data', ios!));
  assert.ok(!inScope(`/ios/${oldVersion}/basic/data`, ios!));
  assert.ok(inScope(`/ios/${oldVersion}/basic/data`, old!));
  assert.ok(inScope('/ios/next/basic/data', next!));
  for (const route of [
    '/docs/',
    '/api/reference/get-aircraft',
    '/ios/basic/data',
    '/js/configuration',
    '/blog/welcome',
  ])
    assert.ok(inScope(route, SITE_SCOPE), route);
  for (const route of [
    '/ios/next/basic/data',
    `/ios/${oldVersion}/basic/data`,
    '/js/next/configuration',
    '/',
    '/search',
  ])
    assert.ok(!inScope(route, SITE_SCOPE), route);
});

test('each page starts with its title and URL, the banner follows, and the text splits back into its pages', () => {
  const pages = [
    {
      route: '/ios/2.2/a',
      title: 'A',
      url: 'https://x.test/ios/2.2/a',
      markdown: '# A\n\nText of A.\n\n```bash\n# A\n\nURL: not a header\n```\n',
      banner: 'Old version.',
    },
    {route: '/ios/2.2/b', title: 'B', url: 'https://x.test/ios/2.2/b', markdown: '# B\n\n---\n\nText of B.\n'},
  ];
  assert.equal(
    pageEntry(pages[0]!).split('\n').slice(0, 5).join('\n'),
    '# A\n\nURL: https://x.test/ios/2.2/a\n\n> **Version notice:** Old version.',
  );
  const text = renderFullText(
    {route: '/ios/2.2/llms-full.txt', label: 'iOS SDK 2.2', section: 'ios', version: '2.2', latest: false},
    pages,
    {
      siteTitle: 'Docs',
      indexUrl: 'https://x.test/llms.txt',
    },
  );
  assert.match(text, /^# Docs: iOS SDK 2\.2 \(full text\)\n\n> The whole text of iOS SDK 2\.2: 2 pages/);
  const split = splitFullText(text, pages);
  assert.deepEqual(
    split.map((page) => page.url),
    ['https://x.test/ios/2.2/a', 'https://x.test/ios/2.2/b'],
  );
  assert.match(split[0]!.text, /URL: not a header\n```\n$/);
  assert.match(split[1]!.text, /^# B\n\nURL: https:\/\/x\.test\/ios\/2\.2\/b\n\n---\n\nText of B\.\n$/);
  assert.equal(sizeText(999), '999 bytes');
  assert.equal(sizeText(141_258), '141 KB');
});
