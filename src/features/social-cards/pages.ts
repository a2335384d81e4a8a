/** Which pages name their own image, from what the content plugins loaded; the generic card. */

import type {AllContent} from '@docusaurus/types';
import {contentPages} from '../../core/docusaurus/content-plugins';
import {cardPathOf, GENERIC_CARD_NAME} from './cardName';
import type {CardJob} from './cache';

/** The card of the 404 page and of any address that is no page: the site's name, no section. */
export const GENERIC_CARD: CardJob = {name: GENERIC_CARD_NAME, content: {title: 'Developer documentation'}};

const hasImage = (frontMatter: {image?: unknown} | undefined) =>
  typeof frontMatter?.image === 'string' && frontMatter.image !== '';

/**
 * The permalinks of the docs pages, blog posts and Markdown pages whose front matter names an
 * `image`: the theme's page metadata makes it their `og:image` and `twitter:image`.
 */
export function pagesWithOwnImage(allContent: AllContent): string[] {
  const {docs, posts, pages} = contentPages(allContent);
  return [
    ...docs.filter((doc) => hasImage(doc.frontMatter)).map((doc) => doc.permalink),
    ...posts.filter((post) => hasImage(post.metadata.frontMatter)).map((post) => post.metadata.permalink),
    ...pages.filter((page) => page.type === 'mdx' && hasImage(page.frontMatter)).map((page) => page.permalink),
  ]
    .map(cardPathOf)
    .sort();
}
