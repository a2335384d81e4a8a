// The links of search results and of the search page, which the navbar's field needs before
// the reader searches (client/pagefind.ts loads on first focus).
import {SEARCH_ROUTE} from '../../../core/paths';

/** The query parameter a result's link carries, once per word (`?_highlight=severity`). */
export const HIGHLIGHT_PARAM = '_highlight';

/** A result's link: the page (or heading) with the words to highlight there (client/highlight.ts). */
export function resultUrl(url: string, query: string): string {
  const [path = '', hash] = url.split('#');
  const params = new URLSearchParams();
  for (const word of query.split(/\s+/).filter(Boolean)) params.append(HIGHLIGHT_PARAM, word);
  return `${path}?${params.toString()}${hash ? `#${hash}` : ''}`;
}

/** The search page for the words, in a search base (`/search?q=nowcast&version=ios%2F2.2`). */
export function searchPageUrl(query: string, base: string): string {
  const params = new URLSearchParams({q: query});
  if (base) params.set('version', base.replace(/^\//, ''));
  return `${SEARCH_ROUTE}?${params.toString()}`;
}
