/** Which pages name their own image, from what the content plugins loaded; the generic card. */

import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import {cardPathOf, GENERIC_CARD_NAME} from './cardName';
import type {CardJob} from './cache';

/** The card of the 404 page and of any address that is no page: the site's name, no section. */
export const GENERIC_CARD: CardJob = {name: GENERIC_CARD_NAME, content: {title: 'Developer documentation'}};

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';

/** The instances' content of one plugin (Docusaurus keys it by plugin name, then instance id). */
function instances<T>(allContent: AllContent, plugin: string): T[] {
  return Object.values(allContent[plugin] ?? {}) as T[];
}

const hasImage = (frontMatter: {image?: unknown} | undefined) =>
  typeof frontMatter?.image === 'string' && frontMatter.image !== '';

/**
 * The permalinks of the docs pages, blog posts and Markdown pages whose front matter names an
 * `image`: the theme's page metadata makes it their `og:image` and `twitter:image`.
 */
export function pagesWithOwnImage(allContent: AllContent): string[] {
  const docs = instances<DocsContent>(allContent, DOCS_PLUGIN).flatMap((content) =>
    content.loadedVersions.flatMap((version) => version.docs),
  );
  const posts = instances<BlogContent>(allContent, BLOG_PLUGIN).flatMap((content) => content.blogPosts);
  const pages = instances<PagesContent>(allContent, PAGES_PLUGIN).flat();
  return [
    ...docs.filter((doc) => hasImage(doc.frontMatter)).map((doc) => doc.permalink),
    ...posts.filter((post) => hasImage(post.metadata.frontMatter)).map((post) => post.metadata.permalink),
    ...pages.filter((page) => page.type === 'mdx' && hasImage(page.frontMatter)).map((page) => page.permalink),
  ]
    .map(cardPathOf)
    .sort();
}
