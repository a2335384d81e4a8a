/**
 * Where the site's own files and routes live: the parts of the URL scheme that more than one
 * feature reads (the writer of a file and its readers name it from here).
 */

/**
 * The path of a page's Markdown copy: the page's path with `.md` appended, after dropping a trailing
 * slash (`/ios/basic/data` → `/ios/basic/data.md`, `/docs/` → `/docs.md`).
 */
export function markdownPath(pagePath: string): string {
  const path = pagePath.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return `${path || '/index'}.md`;
}

/** The folder of a search base's Pagefind bundle, relative to the build (`ios/2.2/pagefind/`). */
export const bundleDir = (base: string) => `${base}/pagefind/`.replace(/^\//, '');

export const SEARCH_ROUTE = '/search';
