/**
 * Which card each page of the build gets: its title from the built HTML, its section and version
 * from its path (./cardName.ts, after src/sections.ts, as search and the 404 page name them); and
 * which pages name their own image, from what the content plugins loaded.
 */

import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import {cardName, cardPathOf, cardSection, GENERIC_CARD_NAME} from './cardName';
import type {CardJob} from './cache';
import {isRedirectPage, titleText} from './html';

/** A page's title from its HTML `<title>`, without the site's title that Docusaurus appends. */
export function pageTitle(html: string, siteTitle: string, delimiter: string): string | undefined {
  const title = titleText(html);
  const suffix = ` ${delimiter} ${siteTitle}`;
  return title?.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

export type SiteInfo = {title: string; titleDelimiter: string; baseUrl: string};

/** The card of the 404 page and of any address that is no page: the site's name, no section. */
export const GENERIC_CARD: CardJob = {name: GENERIC_CARD_NAME, content: {title: 'Developer documentation'}};

/**
 * The card a built page gets, or none: redirect pages and pages with their own image get none, and
 * neither does the 404 page here: its card is GENERIC_CARD, which the plugin always writes.
 */
export function cardOfPage(
  route: string,
  html: string,
  site: SiteInfo,
  ownImage: ReadonlySet<string>,
): CardJob | undefined {
  if (isRedirectPage(html) || ownImage.has(cardPathOf(route))) return undefined;
  if (route === `${site.baseUrl}404.html`) return undefined;
  const title = pageTitle(html, site.title, site.titleDelimiter) || site.title;
  return {name: cardName(route), content: {title, ...cardSection(route)}};
}

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
