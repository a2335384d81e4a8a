// How much a page's words weigh in search, shared by the search feature's Pagefind index (its
// `data-pagefind-weight` attributes) and the docs MCP server's MiniSearch index (its `boost`). No
// Node or browser API.
import type {SitePage} from './site/model';

/**
 * Where a word is on a page: the title (h1), a section's heading (h2), a subsection's (h3), the
 * text. Pagefind's own heading weights, so that the site's ranking stays as readers know it.
 */
export const FIELD_WEIGHTS = {title: 7, section: 6, subsection: 5, text: 1} as const;

/** A restating page's words weigh this much of another page's. */
export const RESTATING_WEIGHT = 0.5;

/**
 * Pages that restate what other pages document (FAQs, migration guides, release notes, blog posts):
 * a class or method finds the page that documents it before the pages that say it changed.
 */
export const restates = (page: Pick<SitePage, 'kind' | 'route'>) =>
  page.kind === 'blog-post' || /\/(versions\/|release-notes$|faq$)/.test(page.route);

/** A page's weight in either index. */
export const pageWeight = (page: Pick<SitePage, 'kind' | 'route'>) => (restates(page) ? RESTATING_WEIGHT : 1);
