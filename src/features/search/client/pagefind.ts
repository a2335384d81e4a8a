// The Pagefind client (`<base>/pagefind/pagefind.js`, written by step.ts), loaded
// from the site itself when the reader first searches, never before; and its results as the
// navbar and the search page show them. The navbar loads this module itself on first focus.

import {STOP_WORDS} from '../../../core/stop-words';

/** The part of Pagefind's JavaScript API the site uses (pagefind_web_js/types/index.d.ts). */
type PagefindFragment = {url: string; plain_excerpt: string; meta: Record<string, string>};
export type PagefindResult = {id: string; score: number; words: number[]; data: () => Promise<PagefindFragment>};
export type PagefindApi = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{results: PagefindResult[]}>;
};
/** The site's table of each bundle's pages (step.ts, `ResultPage`). */
type ResultPages = Record<string, {u: string; t: string; l: string; h: [number, string, string][]}>;

/** A heading of a page under which the words matched, with its anchor. */
export type SearchHeading = {title: string; url: string};
/** A page that matched: what the reader sees of it. */
export type SearchHit = {title: string; label: string; url: string; excerpt: string; headings: SearchHeading[]};

type Client = {api: PagefindApi; pages: Promise<ResultPages>};
const clients = new Map<string, Promise<Client>>();

/** The Pagefind client of a search base (src/core/sections.ts), loaded once. */
export function pagefind(base: string): Promise<Client> {
  let client = clients.get(base);
  if (!client) {
    client = (async () => {
      const api = (await import(/* webpackIgnore: true */ `${base}/pagefind/pagefind.js`)) as PagefindApi;
      // On the page's thread: one file less to download than with its worker, for an index this size.
      await api.options({baseUrl: '/', noWorker: true});
      await api.init();
      const pages = fetch(`${base}/pagefind/skypath-pages.json`).then(async (response) =>
        response.ok ? ((await response.json()) as ResultPages) : Promise.reject(new Error(response.statusText)),
      );
      return {api, pages};
    })();
    client.catch(() => clients.delete(base));
    clients.set(base, client);
  }
  return client;
}

/**
 * The first `limit` pages that match the words, in a search base. With `excerpts`, each page's
 * excerpt too (Pagefind's fragment of the page, one file each: the search page); without, what the
 * navbar shows, from the bundle's table of pages (one file for every result).
 */
export async function searchPages(base: string, query: string, limit: number, excerpts = false): Promise<SearchHit[]> {
  const {api, pages} = await pagefind(base);
  const {results} = await api.search(query);
  // Pages with the words together, as a phrase, before the others (Pagefind ranks words alone;
  // its exact search, the words in quotes, reads the same index chunks).
  const words = query.split(/\s+/).filter(Boolean);
  if (words.length > 1 && !query.includes('"')) {
    const phrase = new Set((await api.search(`"${words.join(' ')}"`)).results.map((result) => result.id));
    results.sort((a, b) => Number(phrase.has(b.id)) - Number(phrase.has(a.id)));
  }
  // Pagefind lists only pages with every word; a question ("is there a rate limit") may have no
  // such page. Then the pages with most of its telling words follow (their chunks are loaded).
  if (results.length < limit) results.push(...(await widened(api, words, new Set(results.map(({id}) => id)))));
  const table = await pages;
  const top = results.slice(0, limit);
  const fragments = excerpts ? await Promise.all(top.map((result) => result.data())) : [];
  return top.flatMap((result, index) => {
    const page = table[result.id];
    if (!page) return [];
    // The headings the words fall under, in the order of the first word under each.
    const headings = new Map<string, SearchHeading>();
    for (const word of [...result.words].sort((a, b) => a - b)) {
      const heading = page.h.filter(([location]) => location <= word).at(-1);
      if (heading) headings.set(heading[1], {title: heading[2], url: `${page.u}#${heading[1]}`});
    }
    const excerpt = fragments[index]?.plain_excerpt ?? '';
    return [{title: page.t, label: page.l, url: page.u, excerpt, headings: [...headings.values()].slice(0, 2)}];
  });
}

/** The pages with some of the words (stop words left out), most words first, then by score; not those in `listed`. */
export async function widened(api: PagefindApi, words: string[], listed: Set<string>): Promise<PagefindResult[]> {
  const telling = words.map((word) => word.toLowerCase()).filter((word) => !STOP_WORDS.has(word));
  if (telling.length < 2 && telling.length === words.length) return [];
  const found = new Map<string, {result: PagefindResult; words: number; score: number}>();
  for (const word of telling)
    for (const result of (await api.search(word)).results) {
      if (listed.has(result.id)) continue;
      const seen = found.get(result.id) ?? {result, words: 0, score: 0};
      found.set(result.id, {result, words: seen.words + 1, score: seen.score + result.score});
    }
  return [...found.values()].sort((a, b) => b.words - a.words || b.score - a.score).map(({result}) => result);
}
