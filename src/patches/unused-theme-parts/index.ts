import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import type {Feature} from '../../core/feature';
import {replaceModule, type StandIn} from '../../core/docusaurus/replace-module';
import {esmNode} from '../../core/docusaurus/mdx-esm';
import {contentPages} from '../../core/docusaurus/content-plugins';

const THEME = path.dirname(path.dirname(require.resolve('@docusaurus/theme-classic/lib/theme/MDXComponents/index.js')));
/** The Markdown components, whose only import of the collapsible block is replaced. */
export const MDX_COMPONENTS = path.join(THEME, 'MDXComponents');
/** The layouts that import the unlisted and draft banners (`@theme/ContentVisibility`). */
export const BANNER_IMPORTERS = ['DocItem/Layout', 'BlogPostPage', 'MDXPage'].map((folder) => path.join(THEME, folder));
/** What a page with `<details>` imports (the remark plugin). */
export const PROVIDE = path.join(__dirname, 'provide.ts');

type MdastNode = {type: string; name?: string | null; value?: string; children?: MdastNode[]};

/** Whether the tree has a collapsible block: `<details>` or `<Details>` in MDX, or raw HTML `<details>` in Markdown. */
export function hasDetails(node: MdastNode): boolean {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && /^details$/i.test(node.name ?? ''))
    return true;
  if (node.type === 'html' && /<details\b/i.test(node.value ?? '')) return true;
  return (node.children ?? []).some(hasDetails);
}

/** Remark plugin: a page with a collapsible block imports ./provide.ts. */
export function remarkProvideDetails() {
  return (tree: MdastNode) => {
    if (hasDetails(tree)) tree.children = [esmNode(`import ${JSON.stringify(PROVIDE)};`), ...(tree.children ?? [])];
  };
}

type Flags = {unlisted?: boolean; frontMatter?: {unlisted?: unknown; draft?: unknown}};
/** theme-classic's `ContentVisibility` test: a banner for any of the three. */
const hidden = ({unlisted, frontMatter}: Flags) => Boolean(unlisted || frontMatter?.unlisted || frontMatter?.draft);

/**
 * The permalinks of the pages that show a banner: unlisted, or a draft (built by `npm start` only).
 * The front matter counts too: in development Docusaurus reports no page as unlisted.
 */
export function bannerPages(allContent: AllContent): string[] {
  const {docs, posts, pages} = contentPages(allContent);
  return [
    ...docs.filter(hidden).map((doc) => doc.permalink),
    ...posts.filter((post) => hidden(post.metadata)).map((post) => post.metadata.permalink),
    ...pages.filter((page) => page.type === 'mdx' && hidden(page)).map((page) => page.permalink),
  ];
}

/** The stand-ins: ./Details.tsx for the Markdown components, ./NoBanner.tsx for the layouts when `banners` is false. */
export const standIns =
  (banners: boolean): StandIn =>
  (request, importer) => {
    if (request === '@theme/MDXComponents/Details' && importer === MDX_COMPONENTS)
      return path.join(__dirname, 'Details.tsx');
    if (request === '@theme/ContentVisibility' && !banners && BANNER_IMPORTERS.includes(importer))
      return path.join(__dirname, 'NoBanner.tsx');
    return undefined;
  };

const remark = [remarkProvideDetails];

/**
 * Theme parts every page loads that only some content uses. The Markdown components import the
 * collapsible block (theme-common's `Details`) for every page: here only pages with one
 * (./provide.ts, imported by the remark plugin) bring it. The layouts import the unlisted and draft
 * banners, with their translations and metadata: a build with no such page leaves them out.
 */
export default {
  name: 'unused-theme-parts',
  folder: __dirname,
  remark: {docs: remark, api: remark, blog: remark, pages: remark},
  plugin: () => {
    let banners = true;
    return {
      allContentLoaded({allContent}) {
        banners = bannerPages(allContent).length > 0;
      },
      // The dev server reloads content without a new bundler config: there, the banners stay.
      configureWebpack: (config, _isServer, {currentBundler}) => ({
        plugins: [
          replaceModule(
            currentBundler,
            /^@theme\/(MDXComponents\/Details|ContentVisibility)$/,
            standIns(banners || config.mode !== 'production'),
          ),
        ],
      }),
    };
  },
} satisfies Feature;
