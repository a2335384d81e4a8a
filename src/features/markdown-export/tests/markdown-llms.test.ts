// src/features/markdown-export: which pages get a Markdown copy and under which path (pages.ts,
// the URL scheme), and the llms.txt files built from them (llms.ts), on a small fake site.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {deflateSync} from 'node:zlib';
import type {LoadedPlugin} from '@docusaurus/types';
import {SITE} from '../../../core/constants';
import routesFixture from '../../../../tests/fixtures/routes.json';
import {markdownPath} from '../../../core/paths';
import {collectSite} from '../pages';
import {renderLlmsTxt, rootLlmsTxt, sectionLlmsTxt, type DocumentedOperation} from '../llms';
import {decodeApiFrontMatter} from '../openapi';

test('the Markdown copy of a page is its path plus .md, without a trailing slash', () => {
  assert.equal(markdownPath('/ios/basic/data'), '/ios/basic/data.md');
  assert.equal(markdownPath('/docs/'), '/docs.md');
  assert.equal(markdownPath('/ios/versions/'), '/ios/versions.md');
  assert.equal(markdownPath('/js/next/features/types#severity'), '/js/next/features/types.md');
});

type FakeDoc = {
  id: string;
  permalink: string;
  title: string;
  description: string;
  unlisted?: boolean;
  api?: unknown;
  preview?: boolean;
};

function doc({id, permalink, title, description, unlisted = false, api, preview}: FakeDoc) {
  return {
    id,
    permalink,
    title,
    description,
    unlisted,
    frontMatter: {...(api ? {api} : {}), ...(preview ? {preview} : {})},
  };
}

function docsPlugin(
  id: string,
  versions: {
    path: string;
    label: string;
    isLast: boolean;
    banner: string | null;
    docs: FakeDoc[];
    sidebar: unknown[];
  }[],
): LoadedPlugin {
  return {
    name: 'docusaurus-plugin-content-docs',
    options: {id},
    routes: [],
    content: {
      loadedVersions: versions.map((version) => ({
        ...version,
        docs: version.docs.map(doc),
        sidebars: {main: version.sidebar},
      })),
    },
  } as unknown as LoadedPlugin;
}

const operation = {
  method: 'post',
  path: '/observations/v5/corridor',
  description: 'Returns the computed turbulence inside a corridor. Use it from a server.\n\nMore.',
  servers: [{url: 'https://api.example', description: 'Production'}],
  securitySchemes: {apiKey: {type: 'apiKey', in: 'header', name: 'x-api-key'}},
  info: {version: '5'},
};
const deprecated = {
  ...operation,
  path: '/v4/map',
  deprecated: true,
  description: 'Deprecated. Servers should use the corridor operation.\n\nReturns raw JSON.',
};
const preview = {
  ...operation,
  method: 'get',
  path: '/aircraft/v5',
  'x-status': 'preview',
  description: 'Lists the aircraft types.',
};

const plugins: LoadedPlugin[] = [
  {
    name: 'docusaurus-plugin-content-pages',
    options: {id: 'default'},
    routes: [{path: '/'}],
    content: [],
  } as unknown as LoadedPlugin,
  docsPlugin('default', [
    {
      path: '/docs',
      label: 'Next',
      isLast: true,
      banner: null,
      sidebar: [
        {type: 'doc', id: 'introduction'},
        {type: 'doc', id: 'faq'},
      ],
      docs: [
        {id: 'faq', permalink: '/docs/faq', title: 'FAQ', description: 'Common\n questions.', preview: true},
        {id: 'introduction', permalink: '/docs/', title: 'Introduction', description: 'Start here.'},
        {id: 'hidden', permalink: '/docs/hidden', title: 'Hidden', description: 'Unlisted.', unlisted: true},
      ],
    },
  ]),
  {
    name: 'docusaurus-plugin-content-blog',
    options: {id: 'default'},
    routes: [
      {path: '/blog'},
      {path: '/blog/archive'},
      {path: '/blog/tags'},
      {path: '/blog/tags/skypath'},
      {path: '/blog/welcome'},
    ],
    content: {
      blogTitle: 'SkyPath developer blog',
      blogTagsListPath: '/blog/tags',
      blogTags: {'/blog/tags/skypath': {label: 'SkyPath'}},
      blogPosts: [{metadata: {permalink: '/blog/welcome', title: 'Welcome', description: 'A tour.', unlisted: false}}],
    },
  } as unknown as LoadedPlugin,
  docsPlugin('api', [
    {
      path: '/api',
      label: 'Next',
      isLast: true,
      banner: null,
      sidebar: [
        {type: 'doc', id: 'introduction'},
        {
          type: 'category',
          label: 'Reference',
          items: [
            {type: 'doc', id: 'reference/corridor'},
            {type: 'doc', id: 'reference/map'},
            {type: 'doc', id: 'reference/aircraft'},
          ],
        },
      ],
      docs: [
        {
          id: 'introduction',
          permalink: '/api/introduction',
          title: 'REST API introduction',
          description: 'Hosts and keys.',
        },
        {
          id: 'reference/corridor',
          permalink: '/api/reference/corridor',
          title: 'Corridor',
          description: 'Returns the computed',
          api: operation,
        },
        {
          id: 'reference/map',
          permalink: '/api/reference/map',
          title: 'Map (deprecated)',
          description: 'Deprecated.',
          api: deflateSync(JSON.stringify(deprecated)).toString('base64'),
        },
        {
          id: 'reference/aircraft',
          permalink: '/api/reference/aircraft',
          title: 'Aircraft',
          description: 'Lists',
          api: preview,
        },
      ],
    },
  ]),
  docsPlugin('ios', [
    {
      path: '/ios/next',
      label: 'Next',
      isLast: false,
      banner: 'unreleased',
      sidebar: [{type: 'doc', id: 'introduction'}],
      docs: [
        {id: 'introduction', permalink: '/ios/next/introduction', title: 'Introduction', description: 'Next intro.'},
      ],
    },
    {
      path: '/ios',
      label: '3.0',
      isLast: true,
      banner: null,
      sidebar: [{type: 'doc', id: 'introduction'}],
      docs: [{id: 'introduction', permalink: '/ios/introduction', title: 'Introduction', description: 'The iOS SDK.'}],
    },
    {
      path: '/ios/2.2',
      label: '2.2',
      isLast: false,
      banner: 'unmaintained',
      sidebar: [{type: 'doc', id: 'introduction'}],
      docs: [
        {id: 'introduction', permalink: '/ios/2.2/introduction', title: 'Introduction', description: 'Old intro.'},
      ],
    },
  ]),
];

test('pages come from the loaded docs and blog content: sidebar order, versions labelled, reference apart', () => {
  const site = collectSite(plugins);
  assert.deepEqual(
    site.groups.map((group) => [group.heading, group.secondary, group.pages.map((page) => page.route)]),
    [
      ['Intro', false, ['/docs/', '/docs/faq', '/docs/hidden']],
      ['Blog', false, ['/blog/welcome']],
      ['API guides', false, ['/api/introduction']],
      ['API reference', false, ['/api/reference/corridor', '/api/reference/map', '/api/reference/aircraft']],
      ['iOS SDK 3.0 (latest release)', false, ['/ios/introduction']],
      ['iOS SDK 2.2 (older release)', true, ['/ios/2.2/introduction']],
      ['iOS SDK Next (unreleased)', true, ['/ios/next/introduction']],
    ],
  );
  assert.equal(site.groups[0]?.pages[1]?.description, 'Common questions.');
  assert.deepEqual(
    site.otherPages.map((page) => page.route),
    ['/', '/blog', '/blog/archive', '/blog/tags', '/blog/tags/skypath'],
  );
  assert.deepEqual(
    [...site.sectionPaths],
    [
      ['docs', '/docs'],
      ['api', '/api'],
      ['ios', '/ios'],
    ],
  );
});

function llmsInput() {
  const site = collectSite(plugins);
  const operations: DocumentedOperation[] = site.groups
    .flatMap((group) => group.pages)
    .flatMap((page) =>
      page.apiFrontMatter !== undefined ? [{page, operation: decodeApiFrontMatter(page.apiFrontMatter)}] : [],
    );
  return {site, operations, specRoute: '/api/openapi.yaml'};
}

/** The `- [Title](URL)` links of an llms.txt, with the heading each sits under. */
function listLinks(text: string): {heading: string; url: string}[] {
  let heading = '';
  return text.split('\n').flatMap((line) => {
    if (line.startsWith('## ')) heading = line.slice(3);
    const url = /^- \[[^\]]*\]\(([^)]+)\)/.exec(line)?.[1];
    return url ? [{heading, url}] : [];
  });
}

test('llms.txt format: H1, one > summary paragraph, notes, ## lists, Optional last', () => {
  assert.equal(
    renderLlmsTxt({
      title: 'Site',
      summary: 'One\nparagraph.',
      notes: ['A note.'],
      lists: [
        {heading: 'Docs', links: [{title: 'A [b]', url: 'https://x/a.md', description: 'About a.'}]},
        {heading: 'Empty', links: []},
      ],
      optional: [{title: 'Home', url: 'https://x/'}],
    }),
    '# Site\n\n> One paragraph.\n\nA note.\n\n## Docs\n\n- [A \\[b\\]](https://x/a.md): About a.\n\n## Optional\n\n- [Home](https://x/)\n',
  );
});

test('the root llms.txt: every page as .md, current docs before the blog and old versions, HTML pages under Optional', () => {
  const text = rootLlmsTxt(llmsInput());
  assert.match(text, new RegExp(`^# ${SITE.title}\n\n> `));
  const links = listLinks(text);
  assert.deepEqual(
    links.map((link) => link.url.replace(SITE.url, '')),
    [
      '/docs.md',
      '/docs/faq.md',
      '/api/introduction.md',
      '/api/openapi.yaml',
      '/api/reference/corridor.md',
      '/api/reference/map.md',
      '/api/reference/aircraft.md',
      '/ios/introduction.md',
      '/blog/welcome.md',
      '/ios/2.2/introduction.md',
      '/ios/next/introduction.md',
      '/',
      '/blog',
      '/blog/archive',
      '/blog/tags',
      '/blog/tags/skypath',
    ],
  );
  assert.equal(links.at(-1)?.heading, 'Optional');
  assert.equal(
    text
      .split('\n')
      .filter((line) => line.startsWith('## '))
      .at(-1),
    '## Optional',
  );
  assert.match(
    text,
    /^- \[Corridor\]\(\S+\/api\/reference\/corridor\.md\): `POST \/observations\/v5\/corridor`\. Returns the computed turbulence inside a corridor\.$/m,
  );
  assert.match(
    text,
    /^- \[Map \(deprecated\)\]\(\S+\): `POST \/v4\/map`, deprecated\. Servers should use the corridor operation\.$/m,
  );
});

test('the root llms.txt tells agents which API version, hosts, header and SDK versions to use', () => {
  const text = rootLlmsTxt(llmsInput());
  assert.match(text, /^- Call the current operations \(API version 5\): `POST \/observations\/v5\/corridor`\.$/m);
  assert.match(
    text,
    /^- Do not use `POST \/v4\/map` in new code: it is deprecated\. Servers should use the corridor operation\.$/m,
  );
  assert.match(text, /^- Production: `https:\/\/api\.example`\.$/m);
  assert.match(text, /^- Send the API key in the `x-api-key` header of every request\.$/m);
  assert.ok(text.includes(`the latest release is ${routesFixture.versions.ios.latest}`));
  for (const older of routesFixture.versions.ios.older)
    assert.ok(text.includes(`${older} is an older release, at /ios/${older}/`));
});

test('a section llms.txt lists only that section', () => {
  const input = llmsInput();
  const ios = sectionLlmsTxt(input, 'ios');
  assert.match(ios, /^# SkyPath Docs: iOS SDK\n\n> The iOS SDK section of SkyPath Docs\. The iOS SDK\.\n/);
  assert.deepEqual(
    listLinks(ios).map((link) => link.url.replace(SITE.url, '')),
    ['/ios/introduction.md', '/ios/2.2/introduction.md', '/ios/next/introduction.md'],
  );
  const api = sectionLlmsTxt(input, 'api');
  assert.ok(listLinks(api).every((link) => link.url.startsWith(`${SITE.url}/api/`)));
  assert.match(api, /x-api-key/);
  assert.doesNotMatch(sectionLlmsTxt(input, 'docs'), /hidden/);
});

test('preview operations are marked in the page list and kept apart from the current operations', () => {
  const text = rootLlmsTxt(llmsInput());
  assert.match(
    text,
    /^- \[Aircraft\]\(\S+\): `GET \/aircraft\/v5`, preview \(provisional shapes\)\. Lists the aircraft types\.$/m,
  );
  assert.match(text, /^- Call the current operations \(API version 5\): `POST \/observations\/v5\/corridor`\.$/m);
  assert.match(
    text,
    /^- Previews, with provisional request and response shapes that SkyPath must confirm before use: `GET \/aircraft\/v5`\.$/m,
  );
});

test('a page marked preview in its front matter says so in llms.txt', () => {
  const text = rootLlmsTxt(llmsInput());
  assert.match(text, /^- \[FAQ\]\(\S+\): Preview \(provisional; confirm with SkyPath\)\. Common questions\.$/m);
  assert.match(text, /^- \[Introduction\]\(\S+\): Start here\.$/m);
});
