// How much a page's words weigh in search, shared by the search feature's Pagefind index and the
// docs MCP server's index. No Node or browser API.
import type {SitePage} from './site/model';

/**
 * Pages that restate what other pages document (FAQs, migration guides and version pages, release
 * notes, blog posts): their words weigh half, so that a class or method finds the page that
 * documents it before the pages that answer a question about it or say it changed.
 */
export const restates = (page: Pick<SitePage, 'kind' | 'route'>) =>
  page.kind === 'blog-post' || /\/(versions\/|release-notes$|faq$)/.test(page.route);
