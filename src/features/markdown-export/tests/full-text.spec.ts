// The full-text exports (src/core/full-text.ts): /llms-full.txt with the latest version of every
// section and the blog, and one file per section and version. What each file must hold comes from
// the sitemap (sitemap.xml, written by Docusaurus's sitemap plugin) and the spec's versions
// (tests/fixtures/routes.json), never from the code that writes the files: every page of its
// version, nothing of another, each under its title and canonical URL, with the banner of an older
// or unreleased version, and each Preview notice its Markdown copy carries.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {SITE} from '../../../core/constants';
import {NEXT, VERSIONS, type SdkSection} from '../../../../tests/e2e/versions';
import {sitemapEntries} from '../../../../tests/e2e/xml';

const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';
const read = (sitePath: string) => readFileSync(path.join(BUILD_DIR, sitePath), 'utf8');

/** The sitemap's pages, as site paths. */
function sitemapRoutes(): string[] {
  return sitemapEntries(read('sitemap.xml')).map(({loc}) => loc.slice(SITE.url.length));
}

/** Blog pages that list posts rather than being one (they have no Markdown copy). */
const BLOG_LISTS = /^\/blog(\/(archive|authors|tags|page)(\/.*)?)?\/?$/;

type Scope = {file: string; label: string; includes: (route: string) => boolean; versioned: 'latest' | 'old' | 'none'};

/** Each file and the sitemap pages it must hold, from the spec's versions. */
function scopes(): Scope[] {
  const under = (prefix: string) => (route: string) => route === prefix || route.startsWith(`${prefix}/`);
  const sdk = (Object.keys(VERSIONS) as SdkSection[]).flatMap((section): Scope[] => {
    const {latest, older} = VERSIONS[section];
    const others = [...older, NEXT].map((version) => under(`/${section}/${version}`));
    return [
      {
        file: `/${section}/llms-full.txt`,
        label: `${section} ${latest}`,
        includes: (route) => under(`/${section}`)(route) && !others.some((other) => other(route)),
        versioned: 'latest',
      },
      ...[...older, NEXT].map((version) => ({
        file: `/${section}/${version}/llms-full.txt`,
        label: `${section} ${version}`,
        includes: under(`/${section}/${version}`),
        versioned: 'old' as const,
      })),
    ];
  });
  const single = ['docs', 'api'].map((section) => ({
    file: `/${section}/llms-full.txt`,
    label: section,
    includes: under(`/${section}`),
    versioned: 'none' as const,
  }));
  const blog: Scope = {
    file: '/blog/llms-full.txt',
    label: 'blog',
    includes: (route) => route.startsWith('/blog/') && !BLOG_LISTS.test(route),
    versioned: 'none',
  };
  const parts = [...single, ...sdk, blog];
  const latest = parts.filter((scope) => scope.versioned !== 'old');
  return [
    ...parts,
    {
      file: '/llms-full.txt',
      label: 'latest of every section',
      includes: (route) => latest.some((scope) => scope.includes(route)),
      versioned: 'latest',
    },
  ];
}

/** A file's pages: each entry starts with `# Title`, a blank line and `URL: <canonical URL>`. */
function entries(text: string): {title: string; url: string; text: string}[] {
  const starts = [...text.matchAll(/^# (.+)\n\nURL: (\S+)$/gm)];
  return starts.map((match, index) => ({
    title: match[1]!,
    url: match[2]!,
    text: text.slice(match.index, starts[index + 1]?.index ?? text.length),
  }));
}

/** The Preview notices of a page's Markdown copy (an admonition titled Preview, or a Preview paragraph). */
function previewNotices(markdown: string): string[] {
  return markdown.split(/\n\n/).filter((block) => /^(> \*\*Preview\*\*|Preview: )/.test(block));
}

test.describe('Full-text exports', () => {
  const routes = sitemapRoutes();

  for (const scope of scopes()) {
    test(`${scope.file} holds every page of ${scope.label} in the sitemap and nothing else`, () => {
      const found = entries(read(scope.file));
      const expected = routes.filter(scope.includes).map((route) => `${SITE.url}${route}`);
      const urls = found.map((entry) => entry.url);
      expect(expected.length, 'the sitemap lists pages for this file').toBeGreaterThan(0);
      expect(
        expected.filter((url) => !urls.includes(url)),
        'pages of the sitemap missing from the file',
      ).toEqual([]);
      expect(
        urls.filter((url) => !expected.includes(url)),
        'pages of another version or section in the file',
      ).toEqual([]);
      expect(new Set(urls).size, 'each page once').toBe(urls.length);
      for (const entry of found) {
        const notice = entry.text.includes('> **Version notice:**');
        expect(notice, `${entry.url}: the version banner iff an older or unreleased version`).toBe(
          scope.versioned === 'old',
        );
        const copy = read(`${new URL(entry.url).pathname.replace(/\/$/, '')}.md`);
        const title = /^# (.+)$/m.exec(copy)?.[1];
        expect(entry.title, `${entry.url}: the title of its Markdown copy`).toBe(title);
        for (const preview of previewNotices(copy)) {
          expect(entry.text, `${entry.url}: its Preview notice`).toContain(preview);
        }
      }
    });
  }

  test('Preview notices reach the full text: the three preview operations, in the API file and the site file', () => {
    for (const file of ['/api/llms-full.txt', '/llms-full.txt']) {
      const found = entries(read(file));
      for (const operation of ['get-aircraft', 'get-map-tile', 'import-edr']) {
        const entry = found.find((candidate) => candidate.url === `${SITE.url}/api/reference/${operation}`);
        expect(entry?.text, `${file}: ${operation}`).toMatch(/> \*\*Preview\*\*\n>\n> This operation is a preview/);
      }
    }
  });

  test('llms.txt lists every full-text file with its size, and the files are served precompressed', async ({
    request,
  }) => {
    const llms = read('llms.txt');
    for (const {file} of scopes()) {
      const bytes = Buffer.byteLength(read(file));
      const line = llms.split('\n').find((candidate) => candidate.includes(`](${SITE.url}${file})`));
      expect(line, `${file} in llms.txt`).toBeDefined();
      expect(line, `${file}'s size`).toContain(`${Math.round(bytes / 1000).toLocaleString('en-US')} KB`);
      const response = await request.get(file, {headers: {'Accept-Encoding': 'br'}});
      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding'], `${file} precompressed`).toBe('br');
      expect(await response.text()).toBe(read(file));
    }
  });
});
