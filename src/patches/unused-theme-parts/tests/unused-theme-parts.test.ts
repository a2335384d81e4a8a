// The unused-theme-parts patch: which pages bring the collapsible block, which builds leave out the
// unlisted and draft banners, and that the requests replaced are theme-classic's only ones.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import {BANNER_IMPORTERS, MDX_COMPONENTS, PROVIDE, bannerPages, remarkProvideDetails, standIns} from '../index.ts';
import {BLOG_PLUGIN, DOCS_PLUGIN, PAGES_PLUGIN} from '../../../core/docusaurus/content-plugins.ts';

/** The page compiled by MDX (the compiler Docusaurus's MDX loader uses), with the remark plugin. */
async function imports(text: string, format: 'md' | 'mdx'): Promise<boolean> {
  const {compile} = await import('@mdx-js/mdx');
  const code = String(
    await compile({value: text, path: '/site/docs/page.md'}, {format, remarkPlugins: [remarkProvideDetails]}),
  );
  return code.includes(`import ${JSON.stringify(PROVIDE)};`);
}

test('a page with <details> or <Details>, at any depth, imports the collapsible block; others do not', async () => {
  const block = '<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n';
  assert.equal(await imports(`# Title\n\n${block}`, 'mdx'), true);
  assert.equal(await imports(`# Title\n\n<Details summary="More">\n\nText.\n\n</Details>\n`, 'mdx'), true);
  assert.equal(await imports(`# Title\n\n- A list item <details><summary>x</summary>y</details>\n`, 'mdx'), true);
  assert.equal(await imports(`# Title\n\n${block}`, 'md'), true);
  assert.equal(await imports('# Title\n\nText about `<details>` and a <DetailsTable /> of none.\n', 'mdx'), false);
  assert.equal(await imports('# Title\n\nText.\n', 'md'), false);
});

const docs = (...frontMatters: object[]) => ({
  default: {
    loadedVersions: [
      {
        docs: frontMatters.map((frontMatter, index) => ({
          permalink: `/docs/page-${index}`,
          unlisted: false,
          frontMatter,
        })),
      },
    ],
  },
});
const site = (more: Partial<Record<string, unknown>> = {}): AllContent =>
  ({
    [DOCS_PLUGIN]: docs({}, {title: 'x'}),
    [BLOG_PLUGIN]: {default: {blogPosts: [{metadata: {permalink: '/blog/a', unlisted: false, frontMatter: {}}}]}},
    [PAGES_PLUGIN]: {
      default: [
        {type: 'jsx', permalink: '/'},
        {type: 'mdx', permalink: '/about', unlisted: false, frontMatter: {}},
      ],
    },
    ...more,
  }) as unknown as AllContent;

test('the banners stay when any doc, post or Markdown page is unlisted or a draft, by metadata or front matter', () => {
  assert.deepEqual(bannerPages(site()), []);
  assert.deepEqual(bannerPages(site({[DOCS_PLUGIN]: docs({}, {unlisted: true})})), ['/docs/page-1']);
  assert.deepEqual(bannerPages(site({[DOCS_PLUGIN]: docs({draft: true})})), ['/docs/page-0']);
  const unlistedDoc = docs({});
  unlistedDoc.default.loadedVersions[0].docs[0].unlisted = true;
  assert.deepEqual(bannerPages(site({[DOCS_PLUGIN]: unlistedDoc})), ['/docs/page-0']);
  const post = {metadata: {permalink: '/blog/b', unlisted: false, frontMatter: {draft: true}}};
  assert.deepEqual(bannerPages(site({[BLOG_PLUGIN]: {default: {blogPosts: [post]}}})), ['/blog/b']);
  const page = {type: 'mdx', permalink: '/about', unlisted: true, frontMatter: {}};
  assert.deepEqual(bannerPages(site({[PAGES_PLUGIN]: {default: [page]}})), ['/about']);
});

test('the stand-ins replace only the requests of the Markdown components and the three layouts', () => {
  const file = (stand: string | undefined) => stand && path.basename(stand);
  for (const banners of [false, true]) {
    assert.equal(file(standIns(banners)('@theme/MDXComponents/Details', MDX_COMPONENTS)), 'Details.tsx');
    assert.equal(standIns(banners)('@theme/MDXComponents/Details', path.dirname(PROVIDE)), undefined);
  }
  for (const importer of BANNER_IMPORTERS) {
    assert.equal(file(standIns(false)('@theme/ContentVisibility', importer)), 'NoBanner.tsx');
    assert.equal(standIns(true)('@theme/ContentVisibility', importer), undefined);
  }
  assert.equal(standIns(false)('@theme/ContentVisibility', MDX_COMPONENTS), undefined);
});

/** The folders of theme-classic's theme files that import `request`. */
function importersOf(request: string): string[] {
  const theme = path.dirname(MDX_COMPONENTS);
  const files = readdirSync(theme, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.js'));
  return files
    .filter((file) => readFileSync(path.join(theme, file), 'utf8').includes(`from '${request}'`))
    .map((file) => path.join(theme, path.dirname(file)))
    .sort();
}

test('theme-classic imports the collapsible block and the banners only where the stand-ins replace them', () => {
  assert.deepEqual(importersOf('@theme/MDXComponents/Details'), [MDX_COMPONENTS]);
  assert.deepEqual(importersOf('@theme/ContentVisibility'), [...BANNER_IMPORTERS].sort());
});
